import { AudioLines } from '@/ui/icons'

import { SafeImage } from '@/ui/safe-image'

const picture = (name: string, alt: string, width: number, height: number) => ({ url: `/libras/${name}.webp`, alt, width, height })

/** The blind-cinema project, its founder and the audio-description explainer. */
export function LibrasStory() {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <SafeImage
        image={picture('cinema', 'Ilustração de uma sala de cinema com tela iluminada e o símbolo de audiodescrição ao lado das poltronas', 640, 420)}
        sizes="(min-width: 1024px) 560px, 100vw"
        className="rounded-lg"
      />
      <div>
        <h3 className="text-2xl font-semibold text-slate-900">Cinema de Olhos Fechados</h3>
        <p className="mt-3 text-lg text-slate-700">
          Desde 2019, o projeto leva sessões de cinema com audiodescrição e janela de Libras a escolas e centros
          culturais da Grande São Paulo. Já foram 84 sessões para mais de 6.000 pessoas cegas, com baixa visão ou surdas.
        </p>
        <div className="mt-6 flex items-center gap-4">
          <div className="w-20 shrink-0">
            <SafeImage image={picture('fundadora', 'Ilustração da fundadora Renata Alves', 480, 480)} sizes="80px" className="rounded-full" />
          </div>
          <p>
            <strong className="block text-slate-900">Renata Alves, fundadora</strong>
            Intérprete de Libras há 15 anos e audiodescritora formada pela PUC-SP, coordena a equipe de intérpretes da agência.
          </p>
        </div>
        <div className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-5">
          <h4 className="flex items-center gap-2 font-semibold text-slate-900">
            <AudioLines aria-hidden="true" className="size-5 text-brand-700" /> O que é audiodescrição?
          </h4>
          <p className="mt-2 text-slate-700">
            É a narração, nos intervalos das falas, do que aparece na tela: cenários, expressões, ações e textos. Assim,
            quem não enxerga acompanha a história. Já a janela de Libras traduz falas e sons para quem é surdo. Os dois
            recursos juntos tornam um vídeo acessível para muito mais gente.
          </p>
        </div>
      </div>
    </div>
  )
}
