/**
 * Installs a Debian package with apt-get (sudo when not root), for the tools the test and benchmark
 * scripts need on a fresh machine: Chromium, PostgreSQL, Redis, nginx. Throws when apt-get fails.
 */
import { spawnSync } from 'node:child_process'

export function aptInstall(pkg, label = pkg) {
  console.log(`${label} não encontrado: instalando o pacote ${pkg} do Debian (apt-get)...`)
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', pkg]]) {
    const [command, ...rest] = [...sudo, ...args]
    if (spawnSync(command, rest, { stdio: 'inherit', env }).status !== 0) throw new Error(`Falha ao instalar o ${label} com apt-get.`)
  }
}
