'use client'

import { useEffect } from 'react'

import { Button, ButtonLink } from '@/ui/button'

/** Unexpected errors in a page: a calm message in Portuguese and a way back home. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Algo deu errado por aqui.</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
        Tivemos um problema ao carregar esta página. Tente de novo em instantes ou volte para o início.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={reset}>
          Tentar novamente
        </Button>
        <ButtonLink href="/">Voltar para o início</ButtonLink>
      </div>
    </section>
  )
}
