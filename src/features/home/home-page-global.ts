import type { Field, GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { copyField, copyGroup } from '@/kit/page-copy'

import { HOME_ICON_OPTIONS } from './home-icon-names'
import { HOME_PAGE_TAG } from './tags'

/**
 * The home's fixed sections as one global (like the product pages): the value cards, the service cards
 * with their features, icon and colour, and the contact section's selling points; in a second tab the
 * sections' headings and button labels. The hero's heading and subheading stay in "Textos de páginas"
 * (page-templates) as before.
 */
const eyebrow = (where: string) => copyField('eyebrow', 'Sobretítulo', `Linha curta acima do título ${where}.`, { maxLength: 40, width: '40%' })
const title = (where: string) => copyField('title', 'Título', `Título ${where}.`, { maxLength: 90, width: '60%' })
const lead = (where: string) => copyField('lead', 'Texto abaixo do título', `Opcional: vazio, a seção fica sem texto. ${where}`, { required: false, maxLength: 200, textarea: true })
const row = (...fields: Field[]): Field => ({ type: 'row', fields })

const HOME_SECTION_FIELDS: Field[] = [
  copyGroup('hero', 'Topo', [
    copyField('eyebrow', 'Selo', 'Selo acima do título do topo. O título e o subtítulo ficam em Conteúdo > Textos de página (home-hero).', { maxLength: 40 }),
    row(
      copyField('cta', 'Botão principal (abre o WhatsApp)', 'Botão verde do topo.', { maxLength: 40, width: '50%' }),
      copyField('secondaryCta', 'Botão secundário (vai para /cases)', 'Botão claro ao lado.', { maxLength: 40, width: '50%' }),
    ),
  ]),
  copyGroup('aboutSection', 'Sobre nós (cartões de valores)', [row(eyebrow('da seção de valores'), title('da seção de valores')), lead('')]),
  copyGroup('servicesSection', 'Serviços', [
    row(eyebrow('da seção de serviços'), title('da seção de serviços')),
    copyField('lead', 'Dica (computador)', 'Texto abaixo do título em telas com mouse. Opcional.', { required: false, maxLength: 200, textarea: true }),
    copyField('touchLead', 'Dica (celular e tablet)', 'O mesmo texto em telas de toque, onde as listas já aparecem abertas. Opcional.', { required: false, maxLength: 200, textarea: true }),
    copyField('cta', 'Botão de cada cartão (abre o WhatsApp)', 'Link no pé de cada cartão de serviço.', { maxLength: 40 }),
  ]),
  copyGroup('casesSection', 'Cases (abas por área)', [
    row(eyebrow('da seção de cases'), title('da seção de cases')),
    lead(''),
    copyField('cardCta', 'Chamada de cada cartão', 'Texto com seta no pé de cada cartão de case.', { maxLength: 40 }),
  ]),
  copyGroup('portfolioSection', 'Portfólio', [
    row(eyebrow('do portfólio'), title('do portfólio')),
    copyField('button', 'Botão abaixo dos projetos (vai para /cases)', 'Botão abaixo da grade de projetos.', { maxLength: 40 }),
  ]),
  copyGroup('testimonialsSection', 'Depoimentos', [row(eyebrow('dos depoimentos'), title('dos depoimentos'))]),
  copyGroup('blogSection', 'Blog', [
    row(eyebrow('dos posts mais recentes'), title('dos posts mais recentes')),
    copyField('button', 'Botão abaixo dos posts (vai para /blog)', 'Botão abaixo dos posts.', { maxLength: 40 }),
  ]),
  copyGroup(
    'contactSection',
    'Contato (fim da página)',
    [
      row(eyebrow('do contato'), title('do contato')),
      copyField('whatsappText', 'Cartão do WhatsApp: texto', 'Link do cartão do WhatsApp, à direita.', { maxLength: 60 }),
      row(
        copyField('whatsappButton', 'Botão do WhatsApp', 'Botão verde abaixo das vantagens.', { maxLength: 40, width: '50%' }),
        copyField('casesButton', 'Botão dos cases (vai para /cases)', 'Botão claro ao lado.', { maxLength: 40, width: '50%' }),
      ),
    ],
    'As vantagens ficam na aba Cartões e listas; o prazo de resposta e o horário, em Configurações do site > Atendimento.',
  ),
]

export const HomePageGlobal: GlobalConfig = {
  slug: 'home-page',
  label: 'Início',
  admin: { group: 'Páginas' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [({ req }) => revalidateTags(req, [HOME_PAGE_TAG])] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Cartões e listas',
          fields: [
            {
              name: 'values',
              type: 'array',
              label: 'Valores (Sobre nós)',
              labels: { singular: 'Valor', plural: 'Valores' },
              fields: [
                { name: 'title', type: 'text', label: 'Título', required: true },
                { name: 'description', type: 'textarea', label: 'Texto', required: true },
                { name: 'icon', type: 'select', label: 'Ícone', required: true, options: [...HOME_ICON_OPTIONS] },
              ],
            },
            {
              name: 'services',
              type: 'array',
              label: 'Serviços',
              labels: { singular: 'Serviço', plural: 'Serviços' },
              fields: [
                { name: 'title', type: 'text', label: 'Título', required: true },
                { name: 'description', type: 'textarea', label: 'Texto', required: true },
                {
                  type: 'row',
                  fields: [
                    { name: 'icon', type: 'select', label: 'Ícone', required: true, options: [...HOME_ICON_OPTIONS] },
                    {
                      name: 'color',
                      type: 'select',
                      label: 'Cor',
                      required: true,
                      options: [
                        { label: 'Azul (SEO)', value: 'seo' },
                        { label: 'Laranja (anúncios)', value: 'ads' },
                        { label: 'Verde (web)', value: 'web' },
                        { label: 'Roxo (marca)', value: 'brand' },
                        { label: 'Rosa (consultoria)', value: 'consulting' },
                      ],
                    },
                  ],
                },
                {
                  name: 'features',
                  type: 'array',
                  label: 'O que inclui',
                  labels: { singular: 'Item', plural: 'Itens' },
                  fields: [{ name: 'text', type: 'text', label: 'Texto', required: true }],
                },
              ],
            },
            {
              name: 'contactPoints',
              type: 'array',
              label: 'Contato: vantagens',
              labels: { singular: 'Vantagem', plural: 'Vantagens' },
              fields: [{ name: 'text', type: 'text', label: 'Texto', required: true }],
            },
          ],
        },
        {
          label: 'Títulos das seções',
          description: 'Sobretítulos, títulos, textos e botões de cada seção do início, de cima para baixo.',
          fields: HOME_SECTION_FIELDS,
        },
      ],
    },
  ],
}
