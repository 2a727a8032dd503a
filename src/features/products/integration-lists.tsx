import { Card } from '@/ui/card'

import type { ChatPageContent } from './page-defaults'

/** The integration lists of the chat page (AI tools, channels, gateways: whatever staff list). */
export function IntegrationLists({ groups }: { groups: ChatPageContent['integrations']['groups'] }) {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {groups.map((group, index) => (
        <Card key={`${index}-${group.title}`}>
          <h3 className="text-lg font-semibold text-slate-900">{group.title}</h3>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {group.items.map((item, i) => (
              <li key={`${i}-${item}`}>{item}</li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  )
}
