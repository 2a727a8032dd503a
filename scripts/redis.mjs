/**
 * A throwaway Redis server for tests: Debian's `redis-server` package (installed with apt-get when
 * missing), on a free loopback port, nothing written to disk, stopped by `stop()`.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

import { freePort } from './postgres.mjs'

function ensureRedisInstalled() {
  if (fs.existsSync('/usr/bin/redis-server')) return
  console.log('Redis não encontrado: instalando o pacote redis-server do Debian (apt-get)...')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'redis-server']]) {
    const [command, ...rest] = [...sudo, ...args]
    if (spawnSync(command, rest, { stdio: 'inherit', env }).status !== 0) throw new Error('Falha ao instalar o Redis com apt-get.')
  }
}

export async function startThrowawayRedis() {
  ensureRedisInstalled()
  const port = await freePort()
  const child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i += 1) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }
}
