'use client'

import { useEffect } from 'react'

/**
 * Marks the document as interactive: React runs this effect once it has hydrated the page's shell, so
 * `<html data-hydrated>` tells anyone waiting (the browser tests, tests/e2e/fixtures.ts) that the page's
 * buttons and forms now respond. It renders nothing and changes nothing a visitor sees.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  return null
}
