import { Building2, Clapperboard, Clock, HandHeart, Scale, ShieldCheck, Users } from 'lucide-react'

import { Card } from '@/ui/card'

const reasons = [
  { icon: Scale, title: 'Cumpra a lei', text: 'A Lei Brasileira de Inclusão (Lei 13.146/2015) garante acesso à comunicação para pessoas surdas.' },
  { icon: Users, title: 'Alcance mais gente', text: 'São cerca de 10 milhões de brasileiros com deficiência auditiva, muitos usuários de Libras.' },
  { icon: HandHeart, title: 'Intérpretes certificados', text: 'Profissionais com certificação Prolibras e experiência em eventos corporativos.' },
  { icon: Clock, title: 'Proposta rápida', text: 'Você recebe o orçamento em até 24 horas úteis, com escala de intérpretes definida.' },
]

const formats = [
  {
    icon: Building2,
    title: 'Presencial em São Paulo',
    text: 'Palestras, congressos, treinamentos, cerimônias e reuniões na capital e na Grande São Paulo, com dupla de intérpretes em eventos longos.',
  },
  {
    icon: Clapperboard,
    title: 'Conteúdo gravado com janela de Libras',
    text: 'Vídeos institucionais, aulas e campanhas com janela de Libras gravada em estúdio e editada no seu vídeo, conforme a NBR 15290.',
  },
]

const steps = [
  { title: 'Pedido', text: 'Você envia o formulário com data, local, público e duração.' },
  { title: 'Proposta', text: 'Em até 24 horas úteis, enviamos valores e a escala de intérpretes.' },
  { title: 'Preparação', text: 'Recebemos roteiro, slides e vocabulário técnico para estudar antes.' },
  { title: 'Execução', text: 'Intérpretes no local ou gravação em estúdio, com revezamento planejado.' },
  { title: 'Entrega e avaliação', text: 'Arquivo final (conteúdo gravado) e conversa de avaliação com você.' },
]

const team = [
  { initials: 'RA', name: 'Renata Alves', role: 'Coordenação e audiodescrição', text: '15 anos de interpretação, Prolibras e pós em Tradução.' },
  { initials: 'MS', name: 'Marcos Souza', role: 'Intérprete de conferência', text: 'Congressos de saúde e tecnologia, mais de 300 eventos.' },
  { initials: 'JL', name: 'Juliana Lima', role: 'Intérprete para vídeo', text: 'Janelas de Libras para TV, cursos online e campanhas.' },
]

export const compliance = [
  'Janela de Libras conforme a ABNT NBR 15290 (tamanho, posição e contraste).',
  'Revezamento de intérpretes em eventos com mais de 1 hora de duração.',
  'Proposta enviada em até 24 horas úteis após o pedido.',
  'Dados do pedido tratados conforme a LGPD, só para preparar o orçamento.',
]

export function LibrasReasons() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {reasons.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="h-full">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export function LibrasFormats() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {formats.map(({ icon: Icon, title, text }) => (
        <Card key={title}>
          <Icon aria-hidden="true" className="size-8 text-brand-700" />
          <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-700">{text}</p>
        </Card>
      ))}
    </div>
  )
}

export function LibrasProcess() {
  return (
    <ol className="grid gap-5 md:grid-cols-5">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-5">
          <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-3 font-semibold text-slate-900">
            <span className="sr-only">Etapa {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-1 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}

export function LibrasTeam() {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {team.map((person) => (
        <li key={person.name}>
          <Card className="h-full text-center">
            <span aria-hidden="true" className="mx-auto grid size-20 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 text-2xl font-bold text-white">
              {person.initials}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{person.name}</h3>
            <p className="font-semibold text-brand-700">{person.role}</p>
            <p className="mt-2 text-slate-600">{person.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export function LibrasCompliance() {
  return (
    <ul className="mx-auto max-w-3xl space-y-3">
      {compliance.map((item) => (
        <li key={item} className="flex gap-3 rounded-lg bg-white p-4 shadow-(--shadow-card)">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
