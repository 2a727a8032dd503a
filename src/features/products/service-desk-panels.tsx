import { Check } from 'lucide-react'

import type { TabItem } from '@/ui/tabs'

type Panel = { id: string; label: string; title: string; text: string; points: string[]; board: { column: string; cards: string[] }[] }

const panels: Panel[] = [
  {
    id: 'abertos',
    label: 'Abertos',
    title: 'Oportunidades em um quadro kanban',
    text: 'Cada conversa nova vira um cartão. Arraste de coluna conforme a negociação avança e saiba quanto está em jogo em cada etapa.',
    points: ['Visão kanban por etapa: novo contato, qualificação, proposta e fechamento', 'Atendente responsável e tempo de espera em cada cartão', 'Avaliação do atendimento de 1 a 5 estrelas ao encerrar a conversa'],
    board: [
      { column: 'Novo contato', cards: ['Padaria Aurora', 'Clínica Vida'] },
      { column: 'Proposta', cards: ['Loja Ipê'] },
      { column: 'Fechamento', cards: ['Studio Mar'] },
    ],
  },
  {
    id: 'pendentes',
    label: 'Pendentes',
    title: 'Nada esquecido esperando resposta',
    text: 'Conversas que aguardam o cliente ou outro setor ficam separadas, com lembrete automático para ninguém ficar sem retorno.',
    points: ['Motivo da pendência: aguardando cliente, financeiro ou técnico', 'Lembrete ao atendente depois de 24 horas sem resposta', 'Alerta de prazo quando a conversa passa de 2 horas úteis'],
    board: [
      { column: 'Aguardando cliente', cards: ['Pet Shop Lua', 'Ótica Sol'] },
      { column: 'Financeiro', cards: ['Mercado Bom'] },
      { column: 'Técnico', cards: ['Auto Peças 10'] },
    ],
  },
  {
    id: 'resolvidos',
    label: 'Resolvidos',
    title: 'Histórico que ensina a atender melhor',
    text: 'Conversas encerradas ficam guardadas com a nota do cliente. Reabra com um clique se o assunto voltar.',
    points: ['Busca por cliente, atendente, etiqueta ou data', 'Nota de satisfação e comentário de cada atendimento', 'Relatório semanal com tempo médio de resolução'],
    board: [
      { column: 'Hoje', cards: ['Café Central ★ 5', 'Escola Alfa ★ 4'] },
      { column: 'Esta semana', cards: ['Hotel Serra ★ 5'] },
    ],
  },
  {
    id: 'chatbot',
    label: 'Chatbot',
    title: 'Triagem automática 24 horas',
    text: 'O chatbot recebe o cliente, entende o que ele precisa e entrega a conversa ao setor certo, com o resumo pronto.',
    points: ['Menu de opções e respostas para as perguntas frequentes', 'Coleta de nome, e-mail e pedido antes do atendente', 'Passa para uma pessoa a qualquer momento com a palavra "atendente"'],
    board: [
      { column: 'Menu', cards: ['1. Vendas', '2. Suporte', '3. Financeiro'] },
      { column: 'Encaminhado', cards: ['Suporte: Ana'] },
    ],
  },
]

function Board({ board }: { board: Panel['board'] }) {
  return (
    <div className="grid gap-3 rounded-lg bg-brand-900 p-4 sm:grid-cols-3" aria-hidden="true">
      {board.map((col) => (
        <div key={col.column} className="rounded-md bg-brand-800 p-3">
          <p className="text-sm font-semibold text-brand-100">{col.column}</p>
          {col.cards.map((card) => (
            <p key={card} className="mt-2 rounded bg-white px-3 py-2 text-sm text-slate-800 shadow-sm">
              {card}
            </p>
          ))}
        </div>
      ))}
    </div>
  )
}

/** The four tabs of the service desk page, with real content for each. */
export function serviceDeskTabs(): TabItem[] {
  return panels.map((panel) => ({
    value: panel.id,
    label: panel.label,
    content: (
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl font-semibold text-slate-900">{panel.title}</h3>
          <p className="mt-3 text-lg text-slate-700">{panel.text}</p>
          <ul className="mt-5 space-y-3">
            {panel.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success-600" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <Board board={panel.board} />
      </div>
    ),
  }))
}
