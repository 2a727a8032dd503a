import { Check, QrCode, ServerCog, X } from '@/ui/icons'

import { Card } from '@/ui/card'

const options = [
  {
    icon: QrCode,
    title: 'Conexão por QR Code',
    badge: 'Para testar',
    good: ['Começa em 5 minutos, lendo o código no celular'],
    bad: ['Cerca de 3 sessões estáveis ao mesmo tempo', 'Baixa estabilidade: cai quando o celular fica sem internet', 'Risco de bloqueio do número em alto volume'],
  },
  {
    icon: ServerCog,
    title: 'Conexão por API oficial',
    badge: 'Recomendada',
    good: ['Estável: não depende de um celular ligado', 'Auditável: cada mensagem fica registrada', 'Vários atendentes no mesmo número', 'Selo de empresa verificada e mensagens em massa permitidas'],
    bad: [],
  },
]

/** QR-code connection versus the official API, side by side. */
export function ConnectionCompare() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {options.map(({ icon: Icon, title, badge, good, bad }) => (
        <Card key={title} className={badge === 'Recomendada' ? 'border-2 border-brand-700' : undefined}>
          <div className="flex items-center justify-between gap-3">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${badge === 'Recomendada' ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800'}`}>
              {badge}
            </span>
          </div>
          <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
          <ul className="mt-4 space-y-2">
            {good.map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success-600" />
                <span>{item}</span>
              </li>
            ))}
            {bad.map((item) => (
              <li key={item} className="flex gap-2">
                <X aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger-600" />
                <span>
                  <span className="sr-only">Limitação: </span>
                  {item}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  )
}
