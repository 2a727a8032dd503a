import { Clock } from '@/ui/icons'

import { SafeImage } from '@/ui/safe-image'

import { type VideoCategory, videoCategories, videoLink, videoThumbnail } from './course-data'

const accent: Record<string, string> = {
  brand: 'bg-service-seo',
  consulting: 'bg-service-consulting',
  web: 'bg-service-web',
  seo: 'bg-brand-800',
  ads: 'bg-service-ads',
}

/**
 * The 5 categories and their videos: local thumbnail (a placeholder if it fails), duration, summary and
 * a link to the video platform: the video itself when its id is known, else the channel's search for it.
 */
export function CourseVideos({ channel, categories = videoCategories }: { channel: string; categories?: VideoCategory[] }) {
  return (
    <div className="space-y-12">
      {categories.map((category) => (
        <div key={category.nome}>
          <h3 className="flex flex-wrap items-baseline gap-x-3 text-2xl font-semibold text-slate-900">
            <span aria-hidden="true" className={`size-3 shrink-0 self-center rounded-full ${accent[category.cor]}`} />
            {category.nome}
            <span className="text-base font-normal text-slate-600">
              ({category.videos.length} {category.videos.length === 1 ? 'vídeo' : 'vídeos'})
            </span>
          </h3>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {category.videos.map((video) => {
              const link = videoLink(video, channel)
              return (
                <li key={video.slug}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="group block h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-(--shadow-card) hover:border-brand-500"
                  >
                    <SafeImage
                      image={{ url: videoThumbnail(video), alt: '', width: 480, height: 270 }}
                      alt=""
                      sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
                      className="aspect-video"
                    />
                    <span className="block p-5">
                      <span className="flex items-center gap-1 text-sm text-slate-600">
                        <Clock aria-hidden="true" className="size-4 shrink-0" />
                        <span className="sr-only">Duração:</span> {video.duracao}
                      </span>
                      <span className="mt-2 block text-lg font-semibold text-slate-900 group-hover:text-brand-700">
                        {video.titulo}
                      </span>
                      <span className="mt-2 block text-slate-600">{video.resumo}</span>
                      <span className="mt-3 block font-semibold text-brand-700">
                        {link.direct ? 'Assistir no YouTube' : 'Ver no canal do YouTube'}
                        <span className="sr-only"> (abre em nova aba)</span>
                      </span>
                    </span>
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </div>
  )
}
