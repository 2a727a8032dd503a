import { AudioLines } from '@/ui/icons'

import { SafeImage } from '@/ui/safe-image'

import type { LibrasStory as Story } from './libras-page-content'

const picture = (name: string, alt: string, width: number, height: number) => ({ url: `/libras/${name}.webp`, alt, width, height })

/** The blind-cinema project, its founder and the audio-description explainer: texts from the page's global. */
export function LibrasStory({ story }: { story: Story }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <SafeImage
        image={picture('cinema', story.projectImageAlt, 640, 420)}
        sizes="(min-width: 1024px) 560px, 100vw"
        className="rounded-lg"
      />
      <div>
        <h3 className="text-2xl font-semibold text-slate-900">{story.projectTitle}</h3>
        <p className="mt-3 text-lg text-slate-700">{story.projectText}</p>
        <div className="mt-6 flex items-center gap-4">
          <div className="w-20 shrink-0">
            <SafeImage image={picture('fundadora', story.founderImageAlt, 480, 480)} sizes="80px" className="rounded-full" />
          </div>
          <p>
            <strong className="block text-slate-900">{story.founderName}</strong>
            {story.founderText}
          </p>
        </div>
        <div className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-5">
          <h4 className="flex items-center gap-2 font-semibold text-slate-900">
            <AudioLines aria-hidden="true" className="size-5 text-brand-700" /> {story.explainerTitle}
          </h4>
          <p className="mt-2 text-slate-700">{story.explainerText}</p>
        </div>
      </div>
    </div>
  )
}
