import { describedBy, FormField, inputClasses } from './form-field'
import { LIBRAS_CONSENT_TEXT, LIMITS, SERVICE_TYPES, type LibrasField } from './libras-fields'
import type { LibrasValues } from './libras-form-messages'

type Errors = Partial<Record<LibrasField, string>>

const text = (
  name: LibrasField,
  label: string,
  { errors, values }: { errors: Errors; values: LibrasValues },
  props: { required?: boolean; type?: string; autoComplete?: string; hint?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'url'; min?: string | number; max?: number; className?: string } = {},
) => {
  const id = `libras-${name}`
  const { required, hint, className, ...rest } = props
  const maxLength = name in LIMITS && rest.type !== 'number' && rest.type !== 'date' ? LIMITS[name as keyof typeof LIMITS] : undefined
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={errors[name]} className={className}>
      <input id={id} name={name} required={required} maxLength={maxLength} defaultValue={values[name]} className={inputClasses} {...rest} {...describedBy(id, { hint, error: errors[name] })} />
    </FormField>
  )
}

/**
 * The fields of the Libras quote form (section 3 of the spec), labelled in Portuguese, filled with
 * `values` when the server renders the form again after a failed plain post.
 */
export function LibrasFormFields({ errors, today, values = {} }: { errors: Errors; today: string; values?: LibrasValues }) {
  const consentError = errors.lgpdConsent
  const state = { errors, values }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {text('nome', 'Nome', state, { required: true, autoComplete: 'name' })}
      {text('email', 'E-mail', state, { required: true, type: 'email', autoComplete: 'email' })}
      {text('telefone', 'Telefone ou WhatsApp', state, { type: 'tel', autoComplete: 'tel', hint: 'Com DDD, por exemplo (11) 98765-4321.' })}
      {text('empresa', 'Empresa', state, { autoComplete: 'organization' })}
      <FormField id="libras-tipoServico" label="Tipo de serviço" error={errors.tipoServico}>
        <select id="libras-tipoServico" name="tipoServico" defaultValue={values.tipoServico ?? ''} className={inputClasses} {...describedBy('libras-tipoServico', { error: errors.tipoServico })}>
          <option value="">Ainda não sei</option>
          {SERVICE_TYPES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </FormField>
      {text('dataEvento', 'Data do evento', state, { type: 'date', min: today })}
      {text('local', 'Local do evento', state, { hint: 'Endereço ou bairro em São Paulo.' })}
      {text('tamanhoPublico', 'Tamanho do público', state, { type: 'number', min: 1, max: LIMITS.tamanhoPublico, inputMode: 'numeric', hint: 'Número aproximado de pessoas.' })}
      {text('duracao', 'Duração', state, { hint: 'Por exemplo: 2 horas, ou vídeo de 15 minutos.' })}
      {text('linkVideo', 'Link do vídeo', state, { type: 'url', inputMode: 'url', hint: 'Para conteúdo gravado: endereço começando com https://.' })}
      <FormField id="libras-descricao" label="Descrição" error={errors.descricao} hint="Conte o tema, o público e o que mais for importante." className="sm:col-span-2">
        <textarea id="libras-descricao" name="descricao" rows={5} defaultValue={values.descricao} maxLength={LIMITS.descricao} className={inputClasses} {...describedBy('libras-descricao', { hint: 'x', error: errors.descricao })} />
      </FormField>
      <div className="text-sm sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id="libras-lgpdConsent"
            name="lgpdConsent"
            type="checkbox"
            required
            defaultChecked={values.lgpdConsent === 'on'}
            className="mt-0.5 size-6 shrink-0 accent-brand-700"
            {...describedBy('libras-lgpdConsent', { error: consentError })}
          />
          <label htmlFor="libras-lgpdConsent" className="min-h-11 text-base text-slate-900">
            {LIBRAS_CONSENT_TEXT} <span className="text-danger-600">*<span className="sr-only"> (obrigatório)</span></span>
          </label>
        </div>
        {consentError && (
          <p id="libras-lgpdConsent-error" className="mt-1 font-semibold text-danger-600">
            {consentError}
          </p>
        )}
      </div>
      {/* Trap for bots: hidden from people and from screen readers, never focused. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="libras-hp_field">Não preencha este campo</label>
        <input id="libras-hp_field" name="hp_field" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </div>
  )
}
