#!/usr/bin/env bash
# Installs (when missing) and starts Debian's PostgreSQL server, creates a throw-away test database (and one more per
# further vitest worker: NAME_2 … NAME_N, PORTAL_TEST_WORKERS, default 2; test/worker-database.ts picks them), and
# prints the first one's postgres:// URL. Used by CI to run the API suite once against a real server.
set -euo pipefail
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
as_postgres() { if [ -z "$SUDO" ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
fi
VERSION=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$VERSION main"; then
  $SUDO pg_createcluster "$VERSION" main >&2
fi
if ! pg_lsclusters -h | grep -q "^$VERSION main .* online"; then
  $SUDO pg_ctlcluster "$VERSION" main start >&2
fi
PORT=$(pg_lsclusters -h | awk -v v="$VERSION" '$1==v && $2=="main" {print $3}')
DB=${PORTAL_TEST_DB:-portal_test}
as_postgres psql -p "$PORT" -qtA -c "DO \$\$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='portal') THEN CREATE ROLE portal LOGIN PASSWORD 'portal'; END IF; END\$\$" >&2
for i in $(seq 1 "${PORTAL_TEST_WORKERS:-2}"); do
  NAME=$DB; if [ "$i" -gt 1 ]; then NAME="${DB}_$i"; fi
  as_postgres psql -p "$PORT" -qtA -c "DROP DATABASE IF EXISTS $NAME WITH (FORCE)" >&2
  as_postgres psql -p "$PORT" -qtA -c "CREATE DATABASE $NAME OWNER portal" >&2
done
echo "postgres://portal:portal@127.0.0.1:$PORT/$DB"
