import { notFound } from 'next/navigation'

/* Placeholder until the feature's collection exists: every address answers with the not-found state. */
export default function Page() {
  notFound()
}
