import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

/** Two modules: one whose lesson is on the video platform, one still being recorded. */
vi.mock('./course-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./course-data')>()),
  courseModules: [
    { titulo: 'Primeiros passos no Wix Studio', desc: 'Crie a conta e publique a primeira página.', videoId: 'dQw4w9WgXcQ' },
    { titulo: 'Estrutura e navegação', desc: 'Menu, rodapé e páginas.' },
  ],
}))

const { CourseModules } = await import('./course-modules')

/** The markup of each module's card, in order. */
const cards = () => renderToStaticMarkup(<CourseModules />).split('<li').slice(1)

describe('CourseModules', () => {
  it("shows 'Disponível' and a link to the lesson for a module with a video id", () => {
    const [available] = cards()
    expect(available).toContain('Disponível')
    expect(available).not.toContain('Em breve')
    expect(available).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"')
    expect(available).toContain('Assistir aula')
    expect(available).toContain('target="_blank"')
    expect(available).not.toContain('<button')
  })

  it("keeps 'Em breve' with a disabled button for a module without one", () => {
    const [, soon] = cards()
    expect(soon).not.toContain('Disponível')
    expect(soon).toMatch(/<button type="button" disabled=""[^>]*>Em breve<\/button>/)
    expect(soon).not.toContain('<a ')
    expect(soon).not.toContain('href=')
  })
})
