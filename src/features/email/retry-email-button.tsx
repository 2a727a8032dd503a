'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * The outbox row's "Tentar de novo" button (administrators: the endpoint refuses anyone else): sends a
 * failed or waiting e-mail again now, through the same delivery job (email-task.ts).
 */
export function RetryEmailButton() {
  const { id } = useDocumentInfo()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  if (!id) return null
  async function retry() {
    setBusy(true)
    try {
      const response = await fetch(`/cms-api/outbox/${id}/retry`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      setMessage(body.message ?? body.error ?? 'Não foi possível tentar de novo.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={retry} disabled={busy}>
        Tentar de novo
      </button>
      <p role="status" style={{ marginTop: '0.5rem' }}>
        {message}
      </p>
    </div>
  )
}
