'use client'

import { Search } from '@/ui/icons'
import { type ReactNode, useMemo, useState } from 'react'

import { cn } from '@/ui/cn'

import { ALL_CATEGORIES, type FilterableTemplate, filterTemplates, fold } from './filters'
import { countLabel } from './pricing'

/** A template as the filters see it, with its card rendered on the server. */
export type CatalogEntry = FilterableTemplate & { slug: string; card: ReactNode }

/**
 * Search and category filters over the catalogue. Without JavaScript the form submits them as query
 * parameters (the server renders the same filtered list); with it they apply instantly and the
 * address is kept in sync. The cards come rendered from the server: this island only chooses which show,
 * so a phone neither downloads nor runs the cards' code.
 */
export function TemplateCatalog({
  templates,
  categories,
  initialQuery,
  initialCategory,
}: {
  templates: CatalogEntry[]
  categories: string[]
  initialQuery: string
  initialCategory: string
}) {
  const [query, setQuery] = useState(initialQuery)
  const [category, setCategory] = useState(initialCategory)
  const results = useMemo(() => filterTemplates(templates, query, category), [templates, query, category])

  const sync = (q: string, c: string) => {
    const params = new URLSearchParams()
    if (q.trim()) params.set('q', q.trim())
    if (fold(c) !== fold(ALL_CATEGORIES)) params.set('categoria', c)
    const search = params.toString()
    window.history.replaceState(null, '', `/templates${search ? `?${search}` : ''}`)
  }

  return (
    <>
      <form
        method="get"
        action="/templates"
        role="search"
        aria-label="Filtrar templates"
        className="flex flex-col gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex gap-2">
          <label htmlFor="busca-templates" className="sr-only">
            Buscar templates
          </label>
          <input
            id="busca-templates"
            type="search"
            name="q"
            value={query}
            placeholder="Buscar templates..."
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value)
              sync(event.target.value, category)
            }}
            className="min-h-12 w-full rounded-md border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500"
          />
          <button
            type="submit"
            name="categoria"
            value={category}
            className="inline-flex min-h-12 min-w-12 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">Buscar</span>
          </button>
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Categorias">
          {categories.map((c) => {
            const active = fold(c) === fold(category)
            return (
              <button
                key={c}
                type="submit"
                name="categoria"
                value={c}
                aria-pressed={active}
                onClick={(event) => {
                  event.preventDefault()
                  setCategory(c)
                  sync(query, c)
                }}
                className={cn(
                  'min-h-11 rounded-full border-2 px-4 text-sm font-semibold transition-colors',
                  active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700',
                )}
              >
                {c}
              </button>
            )
          })}
        </div>
      </form>
      <h2 className="mt-10 text-2xl font-bold text-slate-900" aria-live="polite">
        {countLabel(results.length)}
      </h2>
      {results.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="text-xl font-semibold text-slate-900">Nenhum template encontrado</p>
          <p className="mt-2 text-slate-600">Tente ajustar os filtros ou termo de busca.</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((t) => (
            <li key={t.slug}>{t.card}</li>
          ))}
        </ul>
      )}
    </>
  )
}
