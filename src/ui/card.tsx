import type { ComponentProps } from 'react'

import { cn } from './cn'

export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-lg border border-slate-200 bg-white p-6 shadow-(--shadow-card)', className)}
      {...rest}
    />
  )
}
