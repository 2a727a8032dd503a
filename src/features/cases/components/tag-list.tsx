import { Badge } from '@/ui/badge'

export function TagList({ tags, label = 'Tags' }: { tags: string[]; label?: string }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone="neutral">{tag}</Badge>
        </li>
      ))}
    </ul>
  )
}
