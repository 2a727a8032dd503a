'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * While a payment is being processed, asks the server for the page again every 5 s (for at most
 * 10 minutes, and not while the tab is hidden): the heading changes as soon as the webhook lands.
 */
export function OrderRefresh({ everyMs = 5000, forMs = 10 * 60_000 }: { everyMs?: number; forMs?: number }) {
  const router = useRouter()
  useEffect(() => {
    const until = Date.now() + forMs
    const timer = setInterval(() => {
      if (Date.now() > until) clearInterval(timer)
      else if (!document.hidden) router.refresh()
    }, everyMs)
    return () => clearInterval(timer)
  }, [router, everyMs, forMs])
  return null
}
