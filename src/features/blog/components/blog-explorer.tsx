'use client'

import { Search } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react'

import { Button, buttonClasses } from '@/ui/button'

import { type BlogListQuery, blogListUrl, readBlogQuery, sameBlogQuery } from '../blog-url'
import type { CategoryCount } from '../categories'
import type { PostSummary } from '../types'
import { CategoryChips } from './category-chips'
import { PostCard } from './post-card'

const PAGE_SIZE = 6
/** Cards in the first row on a wide screen: their images are above the fold and load at once. */
const EAGER_IMAGES = 3

type List = BlogListQuery & { items: PostSummary[]; total: number }

async function fetchPage(q: string, category: string, page: number): Promise<{ items: PostSummary[]; total: number }> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) })
  if (q) params.set('q', q)
  if (category) params.set('category', category)
  const response = await fetch(`/api/blog-posts/search?${params}`)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as { items: PostSummary[]; total: number }
}

/** The list an address asks for, starting from the one on screen: fewer pages are cut, more are fetched. */
async function loadList(from: List, wanted: BlogListQuery): Promise<List> {
  const sameFilter = from.q === wanted.q && from.category === wanted.category
  if (sameFilter && wanted.page <= from.page) {
    return { ...from, page: wanted.page, items: from.items.slice(0, wanted.page * PAGE_SIZE) }
  }
  const first = sameFilter ? from.page + 1 : 1
  const pages = await Promise.all(
    Array.from({ length: wanted.page - first + 1 }, (_, i) => fetchPage(wanted.q, wanted.category, first + i)),
  )
  return {
    ...wanted,
    items: [...(sameFilter ? from.items : []), ...pages.flatMap((p) => p.items)],
    total: pages.at(-1)?.total ?? from.total,
  }
}

/** A click that the page may handle itself (not one that opens a new tab or window). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The blog list: search, category chips, grid and 'Carregar mais'. Without JavaScript every control is
 * a link or a GET form (?q=&categoria=&pagina=). With it, each control pushes the new address and the list
 * follows the address, so Back and Forward show the list their address names.
 */
export function BlogExplorer({ initial, categories, allTotal }: { initial: List; categories: CategoryCount[]; allTotal: number }) {
  const wanted = readBlogQuery(useSearchParams())
  const [list, setList] = useState(initial)
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle')
  const [query, setQuery] = useState(wanted.q)
  // The search box follows the address when it changes by Back or Forward.
  const [addressQ, setAddressQ] = useState(wanted.q)
  if (addressQ !== wanted.q) {
    setAddressQ(wanted.q)
    setQuery(wanted.q)
  }
  const request = useRef(0)
  // After 'Carregar mais', the keyboard focus moves to the first new post.
  const focusPost = useRef(0)

  const wantedUrl = blogListUrl(wanted)
  useEffect(() => {
    const target = readBlogQuery(new URL(wantedUrl, window.location.origin).searchParams)
    const id = ++request.current // a newer address makes any answer still on its way stale
    if (sameBlogQuery(list, target)) {
      setStatus('idle')
      return
    }
    setStatus('loading')
    loadList(list, target).then(
      (next) => {
        if (id !== request.current) return
        setList(next)
        setStatus('idle')
      },
      () => {
        if (id === request.current) setStatus('failed')
      },
    )
  }, [wantedUrl, list])

  useEffect(() => {
    const n = focusPost.current
    if (!n || list.items.length < n) return
    focusPost.current = 0
    document.querySelector<HTMLAnchorElement>(`#post-${n} a`)?.focus()
  }, [list])

  const go = (next: Partial<BlogListQuery>) => window.history.pushState(null, '', blogListUrl({ ...wanted, page: 1, ...next }))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    go({ q: query.trim() })
  }

  const loading = status === 'loading'
  const more = list.items.length < list.total
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
        {wanted.category && <input type="hidden" name="categoria" value={wanted.category} />}
        <Button type="submit" className="sm:w-auto">
          <Search aria-hidden="true" className="size-5" />
          Buscar
        </Button>
      </form>
      <div className="mt-6">
        <CategoryChips
          categories={categories}
          total={allTotal}
          active={wanted.category}
          q={wanted.q}
          onSelect={(category) => go({ category })}
        />
      </div>
      <p className="mt-6 text-sm text-slate-600" role="status">
        {loading ? 'Carregando...' : status === 'failed' ? 'Não foi possível carregar os posts. Tente novamente.' : resultLabel(list)}
      </p>
      {list.items.length === 0 && !loading ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">Nenhum post encontrado.</p>
          <p className="mt-2 text-slate-600">Tente outro termo de busca ou escolha outra categoria.</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading || undefined}>
          {list.items.map((post, index) => (
            <li key={post.id}>
              <PostCard
                post={post}
                headingLevel="h2"
                id={`post-${index + 1}`}
                image={index === 0 ? 'priority' : index < EAGER_IMAGES ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <div className="mt-10 text-center">
          <a
            href={`${blogListUrl({ ...list, page: list.page + 1 })}#post-${list.items.length + 1}`}
            onClick={(event) => {
              if (!plainClick(event)) return
              event.preventDefault()
              if (loading) return
              focusPost.current = list.items.length + 1
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

function resultLabel(list: List): string {
  const n = list.total
  const what = n === 1 ? '1 post encontrado' : `${n} posts encontrados`
  if (list.q && list.category) return `${what} para "${list.q}" em ${list.category}`
  if (list.q) return `${what} para "${list.q}"`
  if (list.category) return `${what} em ${list.category}`
  return what
}
