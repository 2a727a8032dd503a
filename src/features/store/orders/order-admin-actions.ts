import type { Endpoint } from 'payload'

import { isStaff } from '@/features/accounts/roles'

const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json')

/**
 * POST /cms-api/orders/:id/reenviar-link: the "Reenviar link" button on the order's page in the admin
 * (staff only). A paid order gets a fresh download link by e-mail (the old one stops working, the
 * download count starts over); any other order is refused with a pt-BR message.
 */
export const resendLinkEndpoint: Endpoint = {
  path: '/:id/reenviar-link',
  method: 'post',
  handler: async (req) => {
    if (!isStaff(req.user)) return Response.json({ error: 'Só a equipe pode reenviar o link.' }, { status: 403 })
    const id = String(req.routeParams?.id ?? '')
    const order = /^\d+$/.test(id)
      ? await req.payload.findByID({ collection: 'orders', id: Number(id), depth: 1, disableErrors: true, overrideAccess: true })
      : null
    if (!order) return Response.json({ error: 'Pedido não encontrado.' }, { status: 404 })
    if (order.status !== 'paid') return Response.json({ error: 'Só um pedido pago recebe link de download.' }, { status: 409 })
    if (!order.email) return Response.json({ error: 'Este pedido não tem e-mail do cliente.' }, { status: 409 })
    const { sendDownloadLink } = await import('./orders')
    await sendDownloadLink(req.payload, order)
    const back = `/admin/collections/orders/${order.id}?link=reenviado`
    return wantsJson(req as unknown as Request)
      ? Response.json({ sent: true, email: order.email })
      : new Response(null, { status: 303, headers: { Location: back } })
  },
}
