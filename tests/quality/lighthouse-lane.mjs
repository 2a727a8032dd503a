/**
 * One lane of the phone-speed gate: a process of its own with a Chromium of its own, which runs the Lighthouse
 * runs it is sent one after the other (lighthouse-gate.mjs runs two lanes side by side). Lighthouse keeps
 * process-wide state (its logger's timers, its performance marks) and its authors advise one run at a time per
 * process, hence a process per lane rather than two runs in one.
 *
 * `openLane()` (in the gate's process) forks this file; the child answers each `{ id, url, categories, options }`
 * message with `{ id, run }` or `{ id, error }`.
 */
import { fork } from 'node:child_process'

import { launchChrome, runLighthouse } from './lighthouse-runner.mjs'

const isLane = process.send && process.argv[2] === '--lane'

if (isLane) {
  const chrome = await launchChrome()
  const close = async () => {
    await chrome.kill()
    process.exit(0)
  }
  process.on('disconnect', close)
  process.on('message', async ({ id, url, categories, options }) => {
    try {
      process.send({ id, run: await runLighthouse(url, chrome.port, categories, options) })
    } catch (error) {
      process.send({ id, error: String(error?.stack ?? error) })
    }
  })
  process.send({ ready: true })
}

/**
 * Starts a lane; resolves when its Chromium is up.
 * @returns {Promise<{ run: (url: string, categories: string[], options?: { bfCache?: boolean }) => Promise<any>, close: () => Promise<void> }>}
 */
export function openLane() {
  const child = fork(import.meta.filename, ['--lane'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const pending = new Map()
  let nextId = 0
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.on('exit', (code) => {
    for (const { reject } of pending.values()) reject(new Error(`o processo do Lighthouse terminou (código ${code})`))
    pending.clear()
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.on('message', (message) => {
      if (message.ready) {
        resolve({
          run: (url, categories, options = {}) =>
            new Promise((done, fail) => {
              const id = (nextId += 1)
              pending.set(id, { resolve: done, reject: fail })
              child.send({ id, url, categories, options })
            }),
          close: async () => {
            if (child.connected) child.disconnect()
            await exited
          },
        })
        return
      }
      const waiting = pending.get(message.id)
      if (!waiting) return
      pending.delete(message.id)
      if (message.error) waiting.reject(new Error(message.error))
      else waiting.resolve(message.run)
    })
    child.once('exit', (code) => reject(new Error(`o processo do Lighthouse não iniciou (código ${code})`)))
  })
}
