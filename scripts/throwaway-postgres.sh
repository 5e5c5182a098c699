#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL 15 for tests, on 127.0.0.1 and a free port.
#   eval "$(bash scripts/throwaway-postgres.sh start)"   # exports TEST_DATABASE_URL and PG_THROWAWAY_DIR
#   bash scripts/throwaway-postgres.sh stop "$PG_THROWAWAY_DIR"
# initdb refuses to run as root, so the server runs as a plain user (created when missing).
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
RUN_AS=${PG_RUN_AS:-pgtest}

as_user() {
  if [ "$(id -u)" = "0" ]; then runuser -u "$RUN_AS" -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    if [ ! -x "$PG_BIN/initdb" ]; then
      echo "PostgreSQL binaries not found in $PG_BIN (apt-get install postgresql-15)" >&2
      exit 1
    fi
    if [ "$(id -u)" = "0" ] && ! id "$RUN_AS" >/dev/null 2>&1; then
      useradd --system --no-create-home --shell /usr/sbin/nologin "$RUN_AS"
    fi
    dir=$(mktemp -d /tmp/pg-throwaway.XXXXXX)
    chmod 755 "$dir"
    [ "$(id -u)" = "0" ] && chown "$RUN_AS" "$dir"
    port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
    as_user "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1
    as_user "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start >/dev/null
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    echo "export PG_THROWAWAY_DIR=$dir"
    ;;
  stop)
    dir=${2:?usage: stop DIR}
    as_user "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
