/** Lower case without accents, for comparisons that ignore case and accents ('Otimização' → 'otimizacao'). */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

/** An accent-free kebab-case slug: 'SEO para Clínicas' → 'seo-para-clinicas'. */
export function slugify(value: string): string {
  return foldText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
    .replace(/-+$/g, '')
}
