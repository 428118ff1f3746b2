#!/usr/bin/env bash
# A throwaway PostgreSQL on loopback for the tests: scripts/test-postgres.sh start|stop|pause|resume
# Prints the connection URL on start. PostgreSQL refuses to run as root, so it runs as user pgtest.
set -euo pipefail
PORT="${PGTEST_PORT:-54329}"
DIR="${PGTEST_DIR:-/tmp/lyricist-pgtest-$PORT}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u pgtest -- "$@"; else "$@"; fi; }

case "${1:-start}" in
  start)
    if [ "$(id -u)" -eq 0 ]; then
      id pgtest >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin pgtest
    fi
    "$0" stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
    install -d "$DIR"
    [ "$(id -u)" -eq 0 ] && chown pgtest "$DIR"
    as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >"$DIR/initdb.log" 2>&1
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  pause)  # stop the server but keep its data, to simulate an outage
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null
    ;;
  resume)
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
    ;;
  stop)
    [ -d "$DIR/data" ] && as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
    ;;
esac
