import Link from 'next/link'
import type { ComponentProps, ReactNode } from 'react'

import { cn } from './cn'

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'whatsapp' | 'inverse'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900 shadow-sm',
  outline: 'border-2 border-brand-700 text-brand-800 hover:bg-brand-50 active:bg-brand-100',
  ghost: 'text-brand-800 hover:bg-brand-50 active:bg-brand-100',
  whatsapp: 'bg-whatsapp-600 text-white hover:bg-whatsapp-700 shadow-sm',
  inverse: 'bg-white text-brand-900 hover:bg-brand-50 shadow-sm',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-4 text-sm',
  md: 'min-h-12 px-5 text-base',
  lg: 'min-h-14 px-5 text-lg sm:px-7',
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(
    // Labels that wrap stay centred; icons keep their size next to a long label.
    'inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold transition-colors duration-200 [&_svg]:shrink-0',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    extra,
  )
}

type CommonProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string; children: ReactNode }

/** A button that navigates. External links open in a new tab with a safe `rel`. */
export function ButtonLink({
  href,
  external,
  variant,
  size,
  className,
  children,
  ...rest
}: CommonProps & { href: string; external?: boolean } & Omit<ComponentProps<'a'>, 'href' | 'className'>) {
  const classes = buttonClasses(variant, size, className)
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={classes} {...rest}>
      {children}
    </Link>
  )
}

export function Button({
  variant,
  size,
  className,
  children,
  type = 'button',
  ...rest
}: CommonProps & Omit<ComponentProps<'button'>, 'className'>) {
  return (
    <button type={type} className={buttonClasses(variant, size, className)} {...rest}>
      {children}
    </button>
  )
}
