'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

import { ButtonLink } from '@/ui/button'

import { pageOrigin } from './nav'
import { whatsappLink } from './whatsapp'

/**
 * The header's 'Fale Conosco': the pre-filled WhatsApp message names the page the visitor is on
 * (the header sits in the layout, which does not know the page; the pathname does, and follows
 * client-side navigations).
 */
export function WhatsAppCta({
  number,
  brandName,
  className,
  children,
}: {
  number: string
  brandName: string
  className?: string
  children: ReactNode
}) {
  const pathname = usePathname() ?? '/'
  return (
    <ButtonLink href={whatsappLink(number, pageOrigin(pathname), brandName)} external variant="whatsapp" size="sm" className={className}>
      {children}
    </ButtonLink>
  )
}
