import { describe, expect, it } from 'vitest'

import { normalizeCategory, orderCategories } from './categories'
import { readingTime } from './reading-time'
import { blogListUrl, readBlogQuery } from './blog-url'
import { MAX_PAGE_SIZE, matchesQuery, parsePositiveInt, parseSearchQuery, searchPosts } from './search'
import { slugify } from '@/kit/text'

describe('readingTime', () => {
  it('counts words with tags stripped, 200 a minute, rounded up, at least 1', () => {
    expect(readingTime('')).toBe(1)
    expect(readingTime('<p>uma frase curta</p>')).toBe(1)
    expect(readingTime(`<p>${'palavra '.repeat(200)}</p>`)).toBe(1)
    expect(readingTime(`<p>${'palavra '.repeat(201)}</p>`)).toBe(2)
    expect(readingTime(`<h2>Título</h2><p>${'a '.repeat(599)}</p>`)).toBe(3)
  })
  it('does not count tags or attributes as words', () => {
    expect(readingTime(`<a href="x" class="y z w">${'b '.repeat(200)}</a>`)).toBe(1)
  })
})

describe('normalizeCategory', () => {
  it('merges the aliases, ignoring case and accents', () => {
    expect(normalizeCategory('wix')).toBe('Wix Studio')
    expect(normalizeCategory('Editor X')).toBe('Wix Studio')
    expect(normalizeCategory(' WIX ')).toBe('Wix Studio')
    expect(normalizeCategory('Marketing Digital')).toBe('Marketing')
    expect(normalizeCategory('mkt digital')).toBe('Marketing')
    expect(normalizeCategory('MKT  Digitál')).toBe('Marketing')
    expect(normalizeCategory('seo')).toBe('SEO')
    expect(normalizeCategory('E-commerce')).toBe('E-commerce')
  })
})

describe('orderCategories', () => {
  it('puts SEO, Wix Studio and Marketing first, then the others by count', () => {
    const list = ['Design', 'E-commerce', 'E-commerce', 'E-commerce', 'mkt digital', 'Tráfego Pago', 'Tráfego Pago', 'wix', 'SEO']
    expect(orderCategories(list)).toEqual([
      { name: 'SEO', count: 1 },
      { name: 'Wix Studio', count: 1 },
      { name: 'Marketing', count: 1 },
      { name: 'E-commerce', count: 3 },
      { name: 'Tráfego Pago', count: 2 },
      { name: 'Design', count: 1 },
    ])
  })
})

describe('search', () => {
  const posts: { title: string; excerpt: string; text: string; category: string }[] = [
    { title: 'Guia de SEO local', excerpt: 'Apareça no mapa', text: 'Otimização do perfil da empresa', category: 'SEO' },
    { title: 'Loja no Wix', excerpt: 'Venda online', text: 'Catálogo e frete', category: 'Wix Studio' },
    { title: 'Funil de vendas', excerpt: 'Marketing que converte', text: 'E-mail e anúncios', category: 'Marketing' },
  ]
  it('matches title, excerpt and content ignoring case and accents', () => {
    expect(matchesQuery(posts[0]!, 'seo')).toBe(true)
    expect(matchesQuery(posts[0]!, 'otimizacao')).toBe(true)
    expect(matchesQuery(posts[1]!, 'CATALOGO')).toBe(true)
    expect(matchesQuery(posts[2]!, 'seo')).toBe(false)
  })
  it('filters by category (aliases too) and pages', () => {
    expect(searchPosts(posts, { category: 'wix', page: 1, pageSize: 6 }).items).toHaveLength(1)
    expect(searchPosts(posts, { page: 2, pageSize: 2 })).toEqual({ items: [posts[2]], total: 3 })
    expect(searchPosts(posts, { q: 'nada disso', page: 1, pageSize: 6 })).toEqual({ items: [], total: 0 })
  })
  it('parses page numbers strictly', () => {
    expect(parsePositiveInt(null)).toBeUndefined()
    expect(parsePositiveInt('3')).toBe(3)
    expect(parsePositiveInt('0')).toBeNull()
    expect(parsePositiveInt('abc')).toBeNull()
    expect(parsePositiveInt('-1')).toBeNull()
  })
})

describe('search API parameters', () => {
  const parse = (query: string) => parseSearchQuery(new URLSearchParams(query))
  it('caps pageSize at 50', () => {
    expect(MAX_PAGE_SIZE).toBe(50)
    expect(parse('pageSize=500')).toEqual({ query: { q: '', page: 1, pageSize: 50 } })
    expect(parse('pageSize=51')).toMatchObject({ query: { pageSize: 50 } })
    expect(parse('pageSize=50')).toMatchObject({ query: { pageSize: 50 } })
    expect(parse('pageSize=7')).toMatchObject({ query: { pageSize: 7 } })
    expect(parse('')).toMatchObject({ query: { page: 1, pageSize: 6 } })
  })
  it('refuses bad numbers and reads q and category', () => {
    for (const bad of ['page=0', 'page=abc', 'pageSize=-3', 'pageSize=1.5']) expect(parse(bad)).toEqual({ error: expect.any(String) })
    expect(parse('q=seo&categoria=wix&page=2')).toEqual({ query: { q: 'seo', category: 'wix', page: 2, pageSize: 6 } })
    expect(parse('category=Todas')).toMatchObject({ query: { category: undefined } })
  })
})

describe('blog list addresses', () => {
  it('read the same state they were written from, with the category normalised', () => {
    const url = blogListUrl({ q: ' loja ', category: 'Wix Studio', page: 2 })
    expect(url).toBe('/blog?q=loja&categoria=Wix+Studio&pagina=2')
    expect(readBlogQuery(new URL(url, 'http://x').searchParams)).toEqual({ q: 'loja', category: 'Wix Studio', page: 2 })
    expect(readBlogQuery(new URLSearchParams('categoria=wix&pagina=abc'))).toEqual({ q: '', category: 'Wix Studio', page: 1 })
    expect(readBlogQuery(new URLSearchParams('pagina=999')).page).toBe(50)
  })
})

describe('slugify', () => {
  it('makes accent-free kebab-case', () => {
    expect(slugify('SEO para Clínicas: o Guia Prático!')).toBe('seo-para-clinicas-o-guia-pratico')
  })
})
