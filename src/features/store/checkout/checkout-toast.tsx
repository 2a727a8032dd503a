'use client'

import { useEffect, useState } from 'react'

type Sonner = typeof import('sonner')

/**
 * Shows one error toast ('Erro' + the message). Sonner is imported on first use only, so the product
 * page's first load does not pay for it; the Toaster mounts (and subscribes) before the toast is sent.
 */
export function CheckoutToast({ message }: { message: { text: string; at: number } }) {
  const [sonner, setSonner] = useState<Sonner | null>(null)
  useEffect(() => {
    void import('sonner').then((mod) => setSonner(mod))
  }, [])
  useEffect(() => {
    sonner?.toast.error('Erro', { description: message.text })
  }, [sonner, message])
  if (!sonner) return null
  const { Toaster } = sonner
  return <Toaster position="top-center" richColors closeButton duration={4000} visibleToasts={3} />
}
