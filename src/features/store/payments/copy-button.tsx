'use client'

import { Check, Copy } from '@/ui/icons'
import { useState } from 'react'

import { buttonClasses } from '@/ui/button'

/** Copies a code (Pix copia e cola, boleto line) to the clipboard, and says so. */
export function CopyButton({ text, label, targetId }: { text: string; label: string; targetId: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <>
      <button
        type="button"
        className={buttonClasses('primary', 'lg', 'w-full')}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text)
          } catch {
            // No clipboard API (an old browser, a page without permission): select the code for the buyer.
            const field = document.getElementById(targetId) as HTMLTextAreaElement | null
            field?.select()
            document.execCommand?.('copy')
          }
          setCopied(true)
        }}
      >
        {copied ? <Check aria-hidden="true" className="size-5" /> : <Copy aria-hidden="true" className="size-5" />}
        {copied ? 'Código copiado' : label}
      </button>
      <p aria-live="polite" className="sr-only">
        {copied ? 'Código copiado para a área de transferência.' : ''}
      </p>
    </>
  )
}
