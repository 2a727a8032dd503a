/**
 * The public forms' limits count hits in fixed windows aligned on the clock (src/lib/rate-limit.ts). A test that
 * fills a window and expects the next hit refused fails by chance when its hits straddle the window's end: the
 * count starts again there. Called before such a test: when the current window ends within `needMs`, waits for
 * the next one to begin.
 */
export async function clearOfWindowEnd({ windowMs }: { windowMs: number }, needMs = 20_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs)
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50))
}
