'use client'

import { Search } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'

import { Button, buttonClasses } from '@/ui/button'

import { blogListUrl } from '../blog-url'
import type { CategoryCount } from '../categories'
import type { PostSummary } from '../types'
import { CategoryChips } from './category-chips'
import { PostCard } from './post-card'

const PAGE_SIZE = 6

type State = { q: string; category: string; page: number; items: PostSummary[]; total: number }

async function fetchPage(q: string, category: string, page: number): Promise<{ items: PostSummary[]; total: number }> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) })
  if (q) params.set('q', q)
  if (category) params.set('category', category)
  const response = await fetch(`/api/blog-posts/search?${params}`)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as { items: PostSummary[]; total: number }
}

/**
 * The blog list: search, category chips, grid and 'Carregar mais'. Without JavaScript every control is
 * a link or a GET form (?q=&categoria=&pagina=); with it they update the list in place.
 */
export function BlogExplorer({ initial, categories, allTotal }: { initial: State; categories: CategoryCount[]; allTotal: number }) {
  const [state, setState] = useState(initial)
  const [query, setQuery] = useState(initial.q)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const request = useRef(0)
  // What the visitor asked for last, which the list shows once its answer arrives: a chip clicked while a
  // search is loading combines with that search, not with the one on screen.
  const wanted = useRef({ q: initial.q, category: initial.category })

  async function load(q: string, category: string, page: number) {
    const id = ++request.current
    wanted.current = { q, category }
    setLoading(true)
    setFailed(false)
    try {
      const result = await fetchPage(q, category, page)
      if (id !== request.current) return
      setState((prev) => ({
        q,
        category,
        page,
        total: result.total,
        items: page > 1 ? [...prev.items, ...result.items] : result.items,
      }))
      window.history.replaceState(null, '', blogListUrl({ q, category, page }))
    } catch {
      if (id === request.current) setFailed(true)
    } finally {
      if (id === request.current) setLoading(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void load(query.trim(), wanted.current.category, 1)
  }

  const more = state.items.length < state.total
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
        {state.category && <input type="hidden" name="categoria" value={state.category} />}
        <Button type="submit" className="sm:w-auto">
          <Search aria-hidden="true" className="size-5" />
          Buscar
        </Button>
      </form>
      <div className="mt-6">
        <CategoryChips
          categories={categories}
          total={allTotal}
          active={state.category}
          q={state.q}
          onSelect={(category) => void load(wanted.current.q, category, 1)}
        />
      </div>
      <p className="mt-6 text-sm text-slate-600" role="status">
        {loading ? 'Carregando...' : failed ? 'Não foi possível carregar os posts. Tente novamente.' : resultLabel(state)}
      </p>
      {state.items.length === 0 && !loading ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">Nenhum post encontrado.</p>
          <p className="mt-2 text-slate-600">Tente outro termo de busca ou escolha outra categoria.</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {state.items.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel="h2" id={`post-${index + 1}`} />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <div className="mt-10 text-center">
          <a
            href={`${blogListUrl({ q: state.q, category: state.category, page: state.page + 1 })}#post-${state.items.length + 1}`}
            onClick={(event) => {
              event.preventDefault()
              if (!loading) void load(state.q, state.category, state.page + 1)
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

function resultLabel(state: State): string {
  const n = state.total
  const what = n === 1 ? '1 post encontrado' : `${n} posts encontrados`
  if (state.q && state.category) return `${what} para "${state.q}" em ${state.category}`
  if (state.q) return `${what} para "${state.q}"`
  if (state.category) return `${what} em ${state.category}`
  return what
}
