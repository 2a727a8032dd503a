import { ButtonLink } from '@/ui/button'
import { buttonClasses } from '@/ui/button'
import { Card } from '@/ui/card'

import { type CourseModule, courseModules, videoUrl } from './course-data'

/** The 9 modules: 'Em breve' with a disabled button, or 'Disponível' with a link once a video exists. */
export function CourseModules({ modules = courseModules }: { modules?: CourseModule[] }) {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {modules.map((module, index) => (
        <li key={module.titulo}>
          <Card className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-3">
              <span className="text-sm font-semibold text-brand-700">Módulo {index + 1}</span>
              <span
                className={`rounded-full px-3 py-1 text-sm font-semibold ${module.videoId ? 'bg-green-100 text-success-600' : 'bg-slate-100 text-slate-700'}`}
              >
                {module.videoId ? 'Disponível' : 'Em breve'}
              </span>
            </div>
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{module.titulo}</h3>
            <p className="mt-2 flex-1 text-slate-600">{module.desc}</p>
            {module.videoId ? (
              <ButtonLink href={videoUrl(module.videoId)} external size="sm" className="mt-5">
                Assistir aula <span className="sr-only">: {module.titulo}</span>
              </ButtonLink>
            ) : (
              <button type="button" disabled className={buttonClasses('outline', 'sm', 'mt-5')}>
                Em breve
              </button>
            )}
          </Card>
        </li>
      ))}
    </ol>
  )
}
