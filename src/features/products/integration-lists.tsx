import { Card } from '@/ui/card'

const groups = [
  { title: 'Inteligência artificial', items: ['ChatGPT (OpenAI)', 'Google Gemini', 'Dialogflow', 'Typebot'] },
  { title: 'Canais', items: ['WhatsApp', 'Instagram Direct', 'Facebook Messenger', 'Telegram', 'Chat do site'] },
  { title: 'Gateways e sistemas', items: ['Mercado Pago', 'PagSeguro', 'Asaas', 'RD Station', 'Webhooks e API REST'] },
]

/** The integration lists of the chat page: AI tools, channels, gateways. */
export function IntegrationLists() {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {groups.map((group) => (
        <Card key={group.title}>
          <h3 className="text-lg font-semibold text-slate-900">{group.title}</h3>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  )
}
