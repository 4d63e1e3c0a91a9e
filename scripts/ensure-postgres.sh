#!/usr/bin/env bash
# Prints a PostgreSQL URL for the API tests.
# - TEST_DATABASE_URL set: that server, as it is (checked, never changed).
# - A server answers at 127.0.0.1:$PGPORT (5432): it is used as it is, with trust auth and
#   database `test` (or `postgres`); when it refuses us we say so and stop, changing nothing.
# - Nothing answers: a throwaway cluster of our own (trust auth, in the postgres user's home)
#   is created and started there, installing Debian's PostgreSQL first when it is missing.
#   Existing clusters are never touched.
set -euo pipefail
port=${PGPORT:-5432}
answers() { psql "$1" -qtAc 'select 1' >/dev/null 2>&1; }

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  answers "$TEST_DATABASE_URL" || { echo "TEST_DATABASE_URL does not answer: $TEST_DATABASE_URL" >&2; exit 1; }
  echo "$TEST_DATABASE_URL"
  exit 0
fi

if ! command -v psql >/dev/null 2>&1; then
  echo "Installing Debian's PostgreSQL client" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql-client >&2
fi

if command -v pg_isready >/dev/null 2>&1; then
  up() { pg_isready -q -h 127.0.0.1 -p "$port"; }
else
  up() { (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; }
fi

if up; then
  for url in "postgres://postgres@127.0.0.1:$port/test" "postgres://postgres@127.0.0.1:$port/postgres"; do
    if answers "$url"; then
      echo "$url"
      exit 0
    fi
  done
  echo "A PostgreSQL server answers at 127.0.0.1:$port but refuses user postgres without a password." >&2
  echo "Set TEST_DATABASE_URL to a database the tests may use (they create and drop their own databases)." >&2
  exit 1
fi

echo "No PostgreSQL answers at 127.0.0.1:$port: starting a throwaway test cluster" >&2
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  # Install the binaries only: no main cluster is created or started by the package.
  mkdir -p /etc/postgresql-common
  grep -qs '^create_main_cluster *= *false' /etc/postgresql-common/createcluster.conf ||
    echo 'create_main_cluster = false' >>/etc/postgresql-common/createcluster.conf
  apt-get update -qq >&2
  apt-get install -y -qq -o Dpkg::Options::=--force-confold postgresql >&2
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
home=$(getent passwd postgres | cut -d: -f6)
data="$home/masthead-test-$port"
as_postgres() { su postgres -s /bin/bash -c "$*" >&2; }
if [ ! -f "$data/PG_VERSION" ]; then
  as_postgres "'$bin/initdb' -D '$data' -U postgres --auth=trust -E UTF8 --no-instructions"
fi
as_postgres "'$bin/pg_ctl' -D '$data' -l '$data/server.log' -w -o \"-p $port -k '$data' -c listen_addresses=127.0.0.1\" start"
as_postgres "'$bin/psql' -h 127.0.0.1 -p $port -U postgres -qtAc \"select 1 from pg_database where datname = 'test'\" | grep -q 1 || '$bin/createdb' -h 127.0.0.1 -p $port -U postgres test"
echo "postgres://postgres@127.0.0.1:$port/test"
