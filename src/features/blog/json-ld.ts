import type { Blog, BlogPosting, WithContext } from 'schema-dts'

import type { PostSummary } from './types'

export function blogJsonLd(siteUrl: string, brandName: string, posts: PostSummary[]): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': `${siteUrl}/blog#blog`,
    name: `Blog ${brandName}`,
    url: `${siteUrl}/blog`,
    inLanguage: 'pt-BR',
    publisher: { '@id': `${siteUrl}/#organization` },
    blogPost: posts.map((post) => postingJsonLd(siteUrl, post, false)),
  }
}

export function postingJsonLd(siteUrl: string, post: PostSummary & { updatedAt?: string }, withContext = true): WithContext<BlogPosting> {
  const url = `${siteUrl}/blog/${post.slug}`
  const data: BlogPosting = {
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: post.date,
    ...(post.updatedAt ? { dateModified: post.updatedAt } : {}),
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@id': `${siteUrl}/#organization` },
    articleSection: post.category,
    timeRequired: `PT${post.readingTime}M`,
    inLanguage: 'pt-BR',
    ...(post.image ? { image: post.image.url.startsWith('http') ? post.image.url : `${siteUrl}${post.image.url}` } : {}),
  }
  return (withContext ? { '@context': 'https://schema.org', ...data } : data) as WithContext<BlogPosting>
}
