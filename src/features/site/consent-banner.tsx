'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { buttonClasses } from '@/ui/button'

import { applyAnalyticsConsent, trackPageView } from './analytics'
import { CONSENT_COOKIE, CONSENT_VERSION, readConsent, saveConsent } from './consent'

/**
 * Runs while the HTML is parsed, before the first paint: hides the notice for a visitor who already chose
 * (pages are the same cached HTML for everyone, so the server cannot leave it out). Allowed by the page's
 * CSP through its hash, like every inline script (server/html-csp.mjs).
 */
const HIDE_IF_CHOSEN = `if(/(?:^|;\\s*)${CONSENT_COOKIE}=v${CONSENT_VERSION}\\./.test(document.cookie))document.currentScript.parentElement.hidden=true`

/**
 * The cookie notice (ANPD guidance): accept, reject and customise side by side with the same weight;
 * nothing non-essential runs before a choice; reopened from any `[data-consent-open]` link (footer).
 * It stays mounted in the layout, so it also reports each in-site navigation as a page view.
 *
 * It is in the server's HTML, painted with the page: rendered only after hydration, it appeared once the
 * scripts had run and, on short pages, was the largest thing on the screen, so Lighthouse took it as the
 * page's largest contentful paint (2.6 s on /payment-success instead of under 1 s).
 */
export function ConsentBanner() {
  const [open, setOpen] = useState(true)
  const [customising, setCustomising] = useState(false)
  const [analytics, setAnalytics] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const id = useId()
  const pathname = usePathname()

  useEffect(() => {
    const choice = readConsent()
    if (choice) {
      setOpen(false)
      if (choice.analytics) applyAnalyticsConsent(true)
    }
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.('[data-consent-open]')
      if (!trigger) return
      event.preventDefault()
      setAnalytics(readConsent()?.analytics ?? false)
      setCustomising(true)
      setOpen(true)
      requestAnimationFrame(() => headingRef.current?.focus())
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  // Every navigation inside the site is a page view (after the effect above has sent the first one).
  useEffect(() => {
    if (readConsent()?.analytics) trackPageView(pathname)
  }, [pathname])

  const choose = (value: boolean) => {
    const before = readConsent()?.analytics ?? false
    saveConsent(value)
    if (value !== before || value) applyAnalyticsConsent(value)
    setOpen(false)
    setCustomising(false)
  }

  if (!open) return null
  const button = buttonClasses('inverse', 'sm', 'px-2 leading-tight sm:min-w-40 sm:px-4')
  return (
    <section
      aria-labelledby={`${id}-title`}
      // Without scripts nothing but essential cookies can run, and these buttons could not work: no notice.
      className="fixed inset-x-0 bottom-0 z-50 [@media(scripting:none)]:hidden border-t border-white/15 bg-brand-950 text-brand-50 shadow-(--shadow-raised)"
    >
      <div className="container-page py-3 sm:py-4">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-white">
          Sua privacidade
        </h2>
        <p className="mt-1 max-w-3xl text-sm">
          Usamos cookies essenciais. Com sua permissão, também medimos a audiência para melhorar o site. Leia a <a href="/privacidade" className="font-semibold text-white underline">política de privacidade</a>.
        </p>
        {customising && (
          <fieldset className="mt-3 space-y-2 text-sm">
            <legend className="sr-only">Escolha os cookies</legend>
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" defaultChecked disabled className="size-5 accent-accent-400" />
              <span>
                <strong className="text-white">Essenciais</strong>: guardam sua escolha e a segurança (sempre ativos).
              </span>
            </label>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={analytics}
                onChange={(event) => setAnalytics(event.target.checked)}
                className="size-5 accent-accent-400"
              />
              <span>
                <strong className="text-white">Medição de audiência</strong>: páginas visitadas e pedidos enviados, sem
                identificar você.
              </span>
            </label>
          </fieldset>
        )}
        <div className="mt-3 grid grid-cols-3 gap-2 sm:flex">
          <button type="button" className={button} onClick={() => choose(true)}>
            Aceitar todos
          </button>
          <button type="button" className={button} onClick={() => choose(false)}>
            Rejeitar não essenciais
          </button>
          {customising ? (
            <button type="button" className={button} onClick={() => choose(analytics)}>
              Salvar preferências
            </button>
          ) : (
            <button type="button" className={button} onClick={() => setCustomising(true)}>
              Personalizar
            </button>
          )}
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: HIDE_IF_CHOSEN }} />
    </section>
  )
}
