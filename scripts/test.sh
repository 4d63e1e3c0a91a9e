#!/usr/bin/env bash
# Every test: lint, typecheck, unit, API on PGlite and on PostgreSQL, browser flows.
set -euo pipefail
cd "$(dirname "$0")/.."
results=.test-results
rm -rf "$results" && mkdir -p "$results"

step() { printf '\n== %s\n' "$*"; }
vitest() { # name, root, extra env...
  local name=$1 root=$2
  shift 2
  env "$@" npx vitest run --root "$root" --reporter=default --reporter=json --outputFile="$PWD/$results/$name.json"
}

step "Install"
if [ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  echo "node_modules is up to date"
else
  # npm ci refuses this lock file (it records no optional platform packages here); install keeps to it.
  npm install --no-audit --no-fund
fi

step "Lint (Biome)"
npx biome check .
step "Typecheck"
npm run typecheck --silent

step "Unit tests"
vitest contract packages/contract
vitest web apps/web

step "API tests on PGlite"
vitest api-pglite apps/server

step "API tests on PostgreSQL"
pg_url=$(bash scripts/ensure-postgres.sh)
vitest api-postgres apps/server TEST_DATABASE_URL="$pg_url"

step "Build"
npm run build --silent

step "Browser tests (Chromium)"
CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh)
vitest e2e e2e CHROMIUM_PATH="$CHROMIUM_PATH"

node scripts/summarize-tests.mjs "$results"
