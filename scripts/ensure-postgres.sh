#!/usr/bin/env bash
# Prints a PostgreSQL URL for the API tests: the server at 127.0.0.1:5432 when one answers,
# otherwise one installed from Debian's packages and started here.
set -euo pipefail
url="${TEST_DATABASE_URL:-postgres://postgres:postgres@127.0.0.1:5432/test}"
if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null && psql "$url" -qtAc 'select 1' >/dev/null 2>&1; then
  echo "$url"
  exit 0
fi
echo "No PostgreSQL answers at 127.0.0.1:5432: installing and starting one" >&2
if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
cluster=$(ls /etc/postgresql | sort -V | tail -n 1)
pg_ctlcluster --skip-systemctl-redirect "$cluster" main start >&2 || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && break
  sleep 1
done
su postgres -c "psql -qc \"alter user postgres password 'postgres'\"" >&2
su postgres -c "psql -qtAc \"select 1 from pg_database where datname = 'test'\" | grep -q 1 || createdb test" >&2
echo "postgres://postgres:postgres@127.0.0.1:5432/test"
