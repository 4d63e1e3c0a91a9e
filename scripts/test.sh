#!/usr/bin/env bash
# Every test: build, lint, typecheck and unit side by side, then API on PGlite and on PostgreSQL, then the browser flows in shards.
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

# Stages that share nothing run side by side, each into its own log, printed in order once done.
background() { # name, command...
  local name=$1
  shift
  ("$@" >"$results/$name.log" 2>&1 || touch "$results/$name.failed") &
}
report() { # name, title: prints a stage's log and counts it failed when it said so
  step "$2"
  cat "$results/$1.log"
  [ -f "$results/$1.failed" ] && fail "$1"
  return 0
}
unit() { # name, root
  npx vitest run --root "$2" --reporter=default --reporter=json --outputFile="$results/$1.json"
}

# The checks that need no server run first, side by side: the build, Biome, the typecheck and the
# unit suites (one after the other). The timed suites below then have the cores to themselves.
background build npm run build --silent
background lint npx biome check .
background typecheck npm run typecheck --silent
(
  background contract unit contract packages/contract
  wait
  background web unit web apps/web
  wait
) &
wait
report build "Build"
report lint "Lint (Biome)"
report typecheck "Typecheck"
report contract "Unit tests (contract)"
report web "Unit tests (web)"
built=yes
[ -f "$results/build.failed" ] && built=no

# Redis for the test of several collaboration processes (skipped, and said, without one).
redis_url=$(bash scripts/ensure-redis.sh) || redis_url=""
pg_url=$(bash scripts/ensure-postgres.sh) || pg_url=""

step "API tests on PGlite"
vitest api-pglite apps/server REDIS_URL="$redis_url"

step "API tests on PostgreSQL"
if [ -n "$pg_url" ]; then
  vitest api-postgres apps/server TEST_DATABASE_URL="$pg_url" REDIS_URL="$redis_url"
else
  fail "postgres (no server to test against)"
fi

# Then the browser flows, in E2E_SHARDS shards: each starts its own product on an embedded database
# of its own and its own Chromium, so they share nothing. On 2 cores one shard: two or three at once,
# or beside the API suites, took the cores from each other and ran 3-5 times slower (ADR 0051).
e2e_shards=${E2E_SHARDS:-1}
if [ "$built" = yes ]; then
  if chromium_binary=$(bash scripts/ensure-chromium.sh); then
    export CHROMIUM_BINARY=$chromium_binary
    chromium_path=$PWD/scripts/chromium-fair.sh
    for shard in $(seq 1 "$e2e_shards"); do
      mapfile -t files < <(node scripts/e2e-shard.mjs "$shard" "$e2e_shards")
      # The reconnect flow runs each case once here; STRESS=20 repeats each 20 times (README, "Test it").
      background "e2e-$shard" env CHROMIUM_PATH="$chromium_path" npx vitest run --root e2e \
        --reporter=default --reporter=json --outputFile="$results/e2e-$shard.json" "${files[@]}"
    done
    echo "Browser tests running in $e2e_shards shards"
  else
    fail "chromium (not installed)"
  fi
else
  echo "Browser tests skipped: the build failed"
fi

wait
for shard in $(seq 1 "$e2e_shards"); do
  [ -f "$results/e2e-$shard.log" ] && report "e2e-$shard" "Browser tests (Chromium), shard $shard of $e2e_shards"
done

finish
