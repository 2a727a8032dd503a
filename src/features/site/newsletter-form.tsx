/** The footer's newsletter sign-up: a plain form, so it works without JavaScript. */
export function NewsletterForm() {
  return (
    <form action="/api/newsletter" method="post" className="mt-4 flex flex-col gap-2 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        Seu e-mail
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="seu@email.com.br"
        className="min-h-11 w-full rounded-md border border-white/30 bg-white/10 px-3 text-white placeholder:text-brand-200"
      />
      <button
        type="submit"
        className="min-h-11 rounded-md bg-accent-400 px-4 font-semibold text-brand-950 hover:bg-accent-300"
      >
        Assinar
      </button>
    </form>
  )
}
