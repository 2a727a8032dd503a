'use client'

import { Pause, Play } from '@/ui/icons'
import { useEffect, useRef, useState } from 'react'

/**
 * The Libras hero's decorative background loop, shown from the lg breakpoint (its scene sits in the
 * right third, beside the title; on narrower screens it would end up behind the text). It is never
 * autoplayed by HTML (preload="none", poster shown instead); after the page has loaded it starts only
 * when the visitor does not prefer reduced motion, and a button pauses or resumes it (WCAG 2.2.2).
 */
export function HeroVideo({ poster, webm, mp4 }: { poster: string; webm: string; mp4: string }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
    // Phones and tablets never show the loop (the title needs the whole width): nothing to play there.
    const wide = window.matchMedia('(min-width: 64rem)')
    const start = () => {
      if (motion.matches || !wide.matches) return
      video.play().then(() => setPlaying(true), () => setPlaying(false))
    }
    const onMotionChange = () => {
      if (motion.matches) {
        video.pause()
        setPlaying(false)
      }
    }
    motion.addEventListener('change', onMotionChange)
    let timer: number | undefined
    const later = () => {
      timer = window.setTimeout(start, 1500)
    }
    if (document.readyState === 'complete') later()
    else window.addEventListener('load', later, { once: true })
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('load', later)
      motion.removeEventListener('change', onMotionChange)
    }
  }, [])

  const toggle = () => {
    const video = ref.current
    if (!video) return
    if (video.paused) video.play().then(() => setPlaying(true), () => setPlaying(false))
    else {
      video.pause()
      setPlaying(false)
    }
  }

  return (
    <>
      <video
        ref={ref}
        aria-hidden="true"
        muted
        loop
        playsInline
        preload="none"
        poster={poster}
        width={1280}
        height={720}
        className="absolute inset-0 -z-10 hidden size-full object-cover opacity-60 lg:block"
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute right-4 bottom-4 hidden min-h-11 items-center gap-2 rounded-md bg-black/50 px-3 text-sm font-semibold text-white hover:bg-black/70 lg:inline-flex"
      >
        {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        {playing ? 'Pausar vídeo de fundo' : 'Reproduzir vídeo de fundo'}
      </button>
    </>
  )
}
