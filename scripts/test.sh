#!/usr/bin/env bash
# Every test: lint, typecheck, unit, build, then API on PGlite and on PostgreSQL beside the browser flows.
# A failing step does not stop the later ones; the summary always prints and the exit code
# is non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
results=$PWD/.test-results
rm -rf "$results" && mkdir -p "$results/tmp"
# Everything the suites write to a temporary folder lands here and goes with the run.
export TMPDIR=$results/tmp
failed_steps=()

step() { printf '\n== %s\n' "$*"; }
fail() { failed_steps+=("$1"); printf '\n!! %s failed\n' "$1"; }
vitest() { # name, root, extra env...
  local name=$1 root=$2
  shift 2
  env "$@" npx vitest run --root "$root" --reporter=default --reporter=json --outputFile="$results/$name.json" ||
    fail "$name"
}
finish() {
  node scripts/summarize-tests.mjs "$results" "${failed_steps[@]}"
  local code=$?
  rm -rf "$results/tmp"
  exit "$code"
}

step "Install"
if [ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  echo "node_modules is up to date"
else
  npm ci --no-audit --no-fund || { fail install; finish; }
fi

step "Lint (Biome)"
npx biome check . || fail lint
step "Typecheck"
npm run typecheck --silent || fail typecheck

step "Unit tests"
vitest contract packages/contract
vitest web apps/web

# Redis for the test of several collaboration processes (skipped, and said, without one).
redis_url=$(bash scripts/ensure-redis.sh) || redis_url=""
pg_url=$(bash scripts/ensure-postgres.sh) || pg_url=""

step "Build"
built=yes
npm run build --silent || { fail build; built=no; }

# The browser flows start their own product on an embedded database of their own: they share
# nothing with the API suites, so they run beside them (the suite's two slow stages at once).
e2e_pid=""
if [ "$built" = yes ]; then
  if chromium_path=$(bash scripts/ensure-chromium.sh); then
    # The reconnect flow runs each case once here; STRESS=20 repeats each 20 times (README, "Test it").
    (
      env CHROMIUM_PATH="$chromium_path" npx vitest run --root e2e --reporter=default --reporter=json \
        --outputFile="$results/e2e.json" >"$results/e2e.log" 2>&1 || touch "$results/e2e.failed"
    ) &
    e2e_pid=$!
    echo "Browser tests started beside the API tests (their output follows those)"
  else
    fail "chromium (not installed)"
  fi
else
  echo "Browser tests skipped: the build failed"
fi

step "API tests on PGlite"
vitest api-pglite apps/server REDIS_URL="$redis_url"

step "API tests on PostgreSQL"
if [ -n "$pg_url" ]; then
  vitest api-postgres apps/server TEST_DATABASE_URL="$pg_url" REDIS_URL="$redis_url"
else
  fail "postgres (no server to test against)"
fi

if [ -n "$e2e_pid" ]; then
  wait "$e2e_pid"
  step "Browser tests (Chromium), run beside the API tests"
  cat "$results/e2e.log"
  [ -f "$results/e2e.failed" ] && fail e2e
fi

finish
