'use client'

import { Search } from '@/ui/icons'
import { useRouter } from 'next/navigation'
import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState, useTransition } from 'react'

import { Button, buttonClasses } from '@/ui/button'

import { type BlogListQuery, blogListUrl } from '../blog-url'
import type { CategoryCount } from '../categories'
import { CategoryChips } from './category-chips'

/** A post of the list, its card rendered on the server (see blog-cards.tsx). */
export type BlogEntry = { id: string | number; card: ReactNode }

/** The list an address names (`?q=&categoria=&pagina=`), as the server rendered it. */
export type BlogList = BlogListQuery & { entries: BlogEntry[]; total: number }

/** A click that the page may handle itself (not one that opens a new tab or window). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The blog list: search, category chips, grid and 'Carregar mais'. Without JavaScript every control is
 * a link or a GET form (?q=&categoria=&pagina=). With it, each control navigates to the new address
 * without reloading the page: the server renders the list of that address (cards included, so a phone
 * neither downloads nor runs the cards' code), and Back and Forward show the list their address names.
 */
export function BlogExplorer({ list, categories, allTotal }: { list: BlogList; categories: CategoryCount[]; allTotal: number }) {
  const router = useRouter()
  const [loading, startLoading] = useTransition()
  const [query, setQuery] = useState(list.q)
  // The search box follows the address when it changes by Back or Forward.
  const [listQ, setListQ] = useState(list.q)
  if (listQ !== list.q) {
    setListQ(list.q)
    setQuery(list.q)
  }
  // After 'Carregar mais', the keyboard focus moves to the first new post.
  const focusPost = useRef(0)
  const shown = list.entries.length
  useEffect(() => {
    const n = focusPost.current
    if (!n || shown < n) return
    focusPost.current = 0
    document.querySelector<HTMLAnchorElement>(`#post-${n} a`)?.focus()
  }, [shown])

  // Where the list is going: the address of the last control used, until the server's list for it has
  // arrived. A chip clicked right after a search then keeps the new search, not the one still on screen.
  const target = useRef<BlogListQuery>({ q: list.q, category: list.category, page: list.page })
  useEffect(() => {
    if (!loading) target.current = { q: list.q, category: list.category, page: list.page }
  }, [list.q, list.category, list.page, loading])

  const go = (next: Partial<BlogListQuery>) => {
    const to = { ...target.current, page: 1, ...next }
    target.current = to
    startLoading(() => router.push(blogListUrl(to), { scroll: false }))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    go({ q: query.trim() })
  }

  const more = shown < list.total
  return (
    <div>
      <form action="/blog" method="get" role="search" onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="blog-busca" className="sr-only">
          Buscar no blog
        </label>
        <input
          id="blog-busca"
          name="q"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Buscar posts..."
          className="min-h-12 flex-1 rounded-md border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-600"
        />
        {list.category && <input type="hidden" name="categoria" value={list.category} />}
        <Button type="submit" className="sm:w-auto">
          <Search aria-hidden="true" className="size-5" />
          Buscar
        </Button>
      </form>
      <div className="mt-6">
        <CategoryChips categories={categories} total={allTotal} active={list.category} q={list.q} onSelect={(category) => go({ category })} />
      </div>
      <p className="mt-6 text-sm text-slate-600" role="status">
        {loading ? 'Carregando...' : resultLabel(list)}
      </p>
      {shown === 0 && !loading ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">Nenhum post encontrado.</p>
          <p className="mt-2 text-slate-600">Tente outro termo de busca ou escolha outra categoria.</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading || undefined}>
          {list.entries.map((entry) => (
            <li key={entry.id}>{entry.card}</li>
          ))}
        </ul>
      )}
      {more && (
        <div className="mt-10 text-center">
          <a
            href={`${blogListUrl({ ...list, page: list.page + 1 })}#post-${shown + 1}`}
            onClick={(event) => {
              if (!plainClick(event)) return
              event.preventDefault()
              if (loading) return
              focusPost.current = shown + 1
              go({ q: list.q, category: list.category, page: list.page + 1 })
            }}
            aria-disabled={loading || undefined}
            className={buttonClasses('outline', 'md')}
          >
            {loading ? 'Carregando...' : 'Carregar mais'}
          </a>
        </div>
      )}
    </div>
  )
}

function resultLabel(list: BlogList): string {
  const n = list.total
  const what = n === 1 ? '1 post encontrado' : `${n} posts encontrados`
  if (list.q && list.category) return `${what} para "${list.q}" em ${list.category}`
  if (list.q) return `${what} para "${list.q}"`
  if (list.category) return `${what} em ${list.category}`
  return what
}
