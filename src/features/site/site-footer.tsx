import { Mail, MapPin, Phone } from '@/ui/icons'
import Link from 'next/link'

import { FOOTER_DEFAULTS, type FooterContent } from './footer-content'
import type { SiteSettings } from './queries'
import { NewsletterForm } from './newsletter-form'
import { InstagramIcon, LinkedinIcon, YoutubeIcon } from './social-icons'

const socialIcons = { Instagram: InstagramIcon, LinkedIn: LinkedinIcon, YouTube: YoutubeIcon } as const

function FooterLinks({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <Link href={link.href} className="inline-flex min-h-11 items-center text-brand-100 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SiteFooter({ settings, footer = FOOTER_DEFAULTS }: { settings: SiteSettings; footer?: FooterContent }) {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-brand-950 text-brand-100">
      {/* From lg the newsletter column is the widest, so the e-mail field shows its whole placeholder. */}
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.1fr_0.8fr_1fr_1.4fr]">
        <div>
          <p className="text-lg font-extrabold text-white">{settings.brandName}</p>
          <p className="mt-3 max-w-xs">{footer.tagline}</p>
          {settings.social.length > 0 && (
            <ul className="mt-4 flex gap-2" aria-label="Redes sociais">
              {settings.social.map((link) => {
                const Icon = socialIcons[link.label as keyof typeof socialIcons]
                return (
                  <li key={link.label}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="grid size-11 place-items-center rounded-md bg-white/10 text-white hover:bg-white/20"
                    >
                      <Icon className="size-5" />
                      <span className="sr-only">{link.label}</span>
                    </a>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
        <FooterLinks title="Navegação" links={footer.navigation} />
        <FooterLinks title="Serviços" links={footer.services} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Novidades por e-mail</h2>
          <p className="mt-3">{footer.newsletterText}</p>
          <NewsletterForm />
          <ul className="mt-6 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" /> {settings.city}
            </li>
            <li>
              <a href={`mailto:${settings.contactEmail}`} className="inline-flex min-h-11 items-center gap-2 hover:text-white">
                <Mail aria-hidden="true" className="size-4 shrink-0" /> {settings.contactEmail}
              </a>
            </li>
            <li>
              <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center gap-2 hover:text-white">
                <Phone aria-hidden="true" className="size-4 shrink-0" /> {settings.phone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {settings.brandName}. Todos os direitos reservados.
          </p>
          <ul className="flex flex-wrap gap-x-4">
            <li>
              <Link href="/privacidade" className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                Política de privacidade
              </Link>
            </li>
            <li>
              {/* Opens the cookie notice (features/site/consent-banner); without JavaScript, the policy. */}
              <a href="/privacidade" data-consent-open="" className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                Preferências de cookies
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
