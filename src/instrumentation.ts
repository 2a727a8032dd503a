/** Runs once when the server starts: the store logs which payment provider is active. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { activeProvider } = await import('@/features/store/payment-provider')
  activeProvider()
}
