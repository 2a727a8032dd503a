import type { ReactNode } from 'react'

import { cn } from '@/ui/cn'

export const inputClasses =
  'mt-1 block min-h-12 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm aria-invalid:border-danger-600 aria-invalid:ring-1 aria-invalid:ring-danger-600'

/** A labelled form control with its hint and error, wired with aria-describedby. */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('text-sm', className)}>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
        {required ? (
          <span className="text-danger-600"> * <span className="sr-only">(obrigatório)</span></span>
        ) : (
          <span className="font-normal text-slate-600"> (opcional)</span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 font-semibold text-danger-600">
          {error}
        </p>
      )}
    </div>
  )
}

/** The aria attributes of a control inside FormField. */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined }
}
