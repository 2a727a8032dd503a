import type { CollectionSlug, Payload, TypedUser } from 'payload'

import { isAdmin } from '@/features/accounts/roles'
import { dashboardAlerts } from '@/features/email/email-alerts'
import { PAYMENTS_UNAVAILABLE } from '@/features/store/payments/payment-provider'
import { env } from '@/lib/env'
import { formatBRL } from '@/lib/format'

import { type DeskStats, deskStats } from './desk-stats'

type Props = { payload: Payload; user?: TypedUser | null }

type Row = { id: string | number; title: string; status?: string; createdAt?: string; href: string }

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' })

type Doc = Record<string, unknown>

/** An order reads as what was bought, by whom and for how much (its session id says nothing to staff). */
const orderTitle = (doc: Doc) => {
  const template = doc.template && typeof doc.template === 'object' ? String((doc.template as Doc).title ?? '') : ''
  const amount = typeof doc.amount === 'number' ? formatBRL(doc.amount) : ''
  return [template, amount, typeof doc.email === 'string' ? doc.email : ''].filter(Boolean).join(' · ')
}

/** The newest documents of a collection the user may read; nothing when the collection is absent. */
async function newest(payload: Payload, user: Props['user'], slug: string, describe?: (doc: Doc) => string, limit = 5): Promise<Row[] | null> {
  const collection = payload.collections[slug as CollectionSlug]
  if (!collection) return null
  const titleField = collection.config.admin?.useAsTitle ?? 'id'
  try {
    const { docs } = await payload.find({
      collection: slug as CollectionSlug,
      sort: '-createdAt',
      limit,
      depth: describe ? 1 : 0,
      overrideAccess: false,
      user,
    })
    return docs.map((doc) => {
      const record = doc as unknown as Record<string, unknown>
      const status = collection.config.fields.find((f) => 'name' in f && f.name === 'status')
      const statusValue = record.status as string | undefined
      const statusLabel =
        status && 'options' in status
          ? (status.options as { label: unknown; value: string }[]).find((o) => o.value === statusValue)?.label
          : statusValue
      return {
        id: record.id as string | number,
        title: describe?.(record) || String(record[titleField] ?? record.id),
        status: typeof statusLabel === 'string' ? statusLabel : statusValue,
        createdAt: record.createdAt as string | undefined,
        href: `/admin/collections/${slug}/${record.id}`,
      }
    })
  } catch {
    return null
  }
}

function Panel({ title, rows, allHref, empty }: { title: string; rows: Row[]; allHref: string; empty: string }) {
  return (
    <section style={{ flex: '1 1 20rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: 16 }}>
      <h2 style={{ margin: '0 0 12px', fontSize: 18 }}>{title}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <li key={row.id} style={{ display: 'flex', gap: 8, justifyContent: 'space-between', padding: '6px 0' }}>
              <a href={row.href}>{row.title}</a>
              <span style={{ whiteSpace: 'nowrap', color: 'var(--theme-elevation-600)' }}>
                {row.status ? `${row.status} · ` : ''}
                {row.createdAt ? dateTime.format(new Date(row.createdAt)) : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p style={{ margin: '12px 0 0' }}>
        <a href={allHref}>Ver todos</a>
      </p>
    </section>
  )
}

const statBox = { flex: '1 1 9rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: 12 } as const

function Figures({ stats }: { stats: DeskStats }) {
  return (
    <section aria-label="Números da mesa" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
      {stats.leadsByStatus.map((item) => (
        <a key={item.value} href={item.href} style={{ ...statBox, textDecoration: 'none' }}>
          <strong style={{ display: 'block', fontSize: 24 }}>{item.count}</strong>
          Leads · {item.label}
        </a>
      ))}
      <div style={statBox}>
        <strong style={{ display: 'block', fontSize: 24 }}>{stats.ordersThisMonth}</strong>
        Pedidos pagos neste mês
      </div>
      <div style={statBox}>
        <strong style={{ display: 'block', fontSize: 24 }}>{formatBRL(stats.revenueThisMonth)}</strong>
        Receita neste mês
      </div>
    </section>
  )
}

/**
 * The top of the admin dashboard: what staff open the admin for (the newest leads and orders, with
 * their status) and quick links to write a post or a case.
 */
export async function DashboardPanel({ payload, user = null }: Props) {
  const [leads, orders, alerts, stats] = await Promise.all([
    newest(payload, user, 'leads'),
    newest(payload, user, 'orders', orderTitle),
    isAdmin(user) ? dashboardAlerts(payload).catch(() => null) : null,
    deskStats(payload, user).catch(() => null),
  ])
  const quickLinks = [
    { slug: 'posts', label: 'Escrever um post' },
    { slug: 'cases', label: 'Publicar um case' },
    { slug: 'store-templates', label: 'Cadastrar um template' },
  ].filter((link) => payload.collections[link.slug as CollectionSlug])
  return (
    <div style={{ marginBottom: 32 }}>
      {env.paymentProvider === 'unavailable' && (
        <div
          role="alert"
          style={{ marginBottom: 16, padding: 16, borderRadius: 8, border: '2px solid var(--theme-error-500)', background: 'var(--theme-error-50)' }}
        >
          <strong>Loja: {PAYMENTS_UNAVAILABLE.toLowerCase()}.</strong> Nenhuma chave da Stripe está configurada neste servidor, então o
          checkout recusa as compras. Defina <code>STRIPE_SECRET_KEY</code> e <code>STRIPE_WEBHOOK_SECRET</code> e reinicie o site.
        </div>
      )}
      {alerts && alerts.failedEmails > 0 && (
        <p role="alert" style={{ padding: 12, borderRadius: 8, background: 'var(--theme-error-100)', color: 'var(--theme-error-800)' }}>
          {alerts.failedEmails === 1 ? '1 e-mail não foi entregue' : `${alerts.failedEmails} e-mails não foram entregues`} depois de todas as
          tentativas.{' '}
          <a href="/admin/collections/outbox?where[status][equals]=failed">Ver na caixa de saída e tentar de novo</a>
        </p>
      )}
      {quickLinks.length > 0 && (
        <p style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {quickLinks.map((link) => (
            <a key={link.slug} className="btn btn--style-primary btn--size-medium" href={`/admin/collections/${link.slug}/create`}>
              {link.label}
            </a>
          ))}
        </p>
      )}
      {stats && <Figures stats={stats} />}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {leads && <Panel title="Leads mais recentes" rows={leads} allHref="/admin/collections/leads" empty="Nenhum lead ainda." />}
        {orders && <Panel title="Pedidos mais recentes" rows={orders} allHref="/admin/collections/orders" empty="Nenhum pedido ainda." />}
      </div>
    </div>
  )
}
