#!/usr/bin/env bash
# Debian's Chromium for the browser tests; playwright-core never downloads its own.
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian's chromium" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium >&2
fi
command -v chromium
