#!/usr/bin/env bash
# Prints a Redis URL for the API tests of several collaboration processes.
# - A server answers at 127.0.0.1:$REDIS_PORT (6379): it is used as it is.
# - Nothing answers: Debian's redis-server is installed when missing and started on that port,
#   keeping nothing on disk, for this machine's session. Exits non-zero when neither works (the
#   test that needs it is then skipped, and says so).
set -euo pipefail
port=${REDIS_PORT:-6379}
up() { (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; }

if ! up; then
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "Installing Debian's Redis" >&2
    export DEBIAN_FRONTEND=noninteractive
    { apt-get update -qq && apt-get install -y -qq redis-server; } >&2 || exit 1
  fi
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes >&2 || exit 1
  for _ in $(seq 1 50); do
    up && break
    sleep 0.1
  done
  up || exit 1
fi
echo "redis://127.0.0.1:$port"
