#!/usr/bin/env bash
# Regenerates what Payload derives from the config: TypeScript types, the admin import map and, with
# --fresh-migrations, the initial migration (only while nothing has shipped: it rewrites history).
set -euo pipefail
cd "$(dirname "$0")/.."
export PAYLOAD_CONFIG_PATH=src/payload.config.ts
npx payload generate:types
npx payload generate:importmap
if [[ "${1:-}" == "--fresh-migrations" ]]; then
  rm -f src/migrations/*
  tmp=$(mktemp -d)
  DATA_DIR="$tmp" npx payload migrate:create initial
  rm -rf "$tmp"
fi
