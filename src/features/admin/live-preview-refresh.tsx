'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Inside the admin's live preview: tells the admin the page is ready, and renders the page again on the
 * server each time the document is saved (Payload posts `payload-document-event`). Only messages from
 * this site's own admin (same origin) count. Rendered only in draft preview, so visitors never load it.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      if (event.data && typeof event.data === 'object' && event.data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
