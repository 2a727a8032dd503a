import { Clock } from 'lucide-react'

import { thumbnailPath, videoCategories, videoUrl } from './course-data'

const accent: Record<string, string> = {
  brand: 'bg-service-seo',
  consulting: 'bg-service-consulting',
  web: 'bg-service-web',
  seo: 'bg-brand-800',
  ads: 'bg-service-ads',
}

/** The 5 categories and their videos: local thumbnail, duration, summary, link to the platform. */
export function CourseVideos() {
  return (
    <div className="space-y-12">
      {videoCategories.map((category) => (
        <div key={category.nome}>
          <h3 className="flex items-center gap-3 text-2xl font-semibold text-slate-900">
            <span aria-hidden="true" className={`size-3 rounded-full ${accent[category.cor]}`} />
            {category.nome}
            <span className="text-base font-normal text-slate-600">
              ({category.videos.length} {category.videos.length === 1 ? 'vídeo' : 'vídeos'})
            </span>
          </h3>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {category.videos.map((video) => (
              <li key={video.id}>
                <a
                  href={videoUrl(video.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group block h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-(--shadow-card) hover:border-brand-500"
                >
                  <img
                    src={thumbnailPath(video.id)}
                    alt=""
                    width={480}
                    height={270}
                    loading="lazy"
                    decoding="async"
                    className="aspect-video w-full object-cover"
                  />
                  <span className="block p-5">
                    <span className="flex items-center gap-1 text-sm text-slate-600">
                      <Clock aria-hidden="true" className="size-4" />
                      <span className="sr-only">Duração:</span> {video.duracao}
                    </span>
                    <span className="mt-2 block text-lg font-semibold text-slate-900 group-hover:text-brand-700">
                      {video.titulo}
                    </span>
                    <span className="mt-2 block text-slate-600">{video.resumo}</span>
                    <span className="mt-3 block font-semibold text-brand-700">
                      Assistir no YouTube<span className="sr-only"> (abre em nova aba)</span>
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
