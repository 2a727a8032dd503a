'use client'

import { Share2 } from '@/ui/icons'
import { useEffect, useState } from 'react'

import { Button } from '@/ui/button'

/** 'Compartilhar': the Web Share API where there is one, otherwise copies the link and says so. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const [message, setMessage] = useState('')
  useEffect(() => {
    if (!message) return
    const timer = window.setTimeout(() => setMessage(''), 4000)
    return () => window.clearTimeout(timer)
  }, [message])

  async function share() {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url })
        return
      } catch (error) {
        if ((error as Error).name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setMessage('Link copiado!')
    } catch {
      setMessage(`Copie o link: ${url}`)
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        Compartilhar
      </Button>
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
        {message && <p className="rounded-md bg-slate-900 px-4 py-3 text-sm font-semibold text-white shadow-(--shadow-raised)">{message}</p>}
      </div>
    </>
  )
}
