import type { UIFieldServerProps } from 'payload'

/**
 * On an order's page in the admin: "Reenviar link" (a paid order gets a new download link by e-mail)
 * and, for orders paid in the local simulator, "Reembolsar" (sends the refund event Stripe would send;
 * with Stripe, refunds are made in Stripe's dashboard and arrive by webhook). Plain forms: the server
 * checks the staff session and answers back to this page.
 */
export function OrderActions({ data }: UIFieldServerProps) {
  const order = data as { id?: number; status?: string; provider?: string; sessionId?: string } | undefined
  if (!order?.id) return null
  const paid = order.status === 'paid'
  return (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', margin: '0 0 1.5rem' }}>
      {paid ? (
        <>
          <form method="post" action={`/cms-api/orders/${order.id}/reenviar-link`}>
            <button type="submit" className="btn btn--style-primary btn--size-medium">
              Reenviar link
            </button>
          </form>
          {order.provider === 'simulator' && order.sessionId && (
            <form method="post" action={`/api/checkout/simulador/${encodeURIComponent(order.sessionId)}`}>
              <input type="hidden" name="acao" value="reembolsar" />
              <button type="submit" className="btn btn--style-secondary btn--size-medium">
                Reembolsar (simulador)
              </button>
            </form>
          )}
        </>
      ) : (
        <p>Reenviar link e reembolsar ficam disponíveis para pedidos pagos.</p>
      )}
    </div>
  )
}
