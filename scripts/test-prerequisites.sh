#!/usr/bin/env bash
# Makes sure of what the tests need before they run, so `npm ci && npm test` passes on a fresh machine:
# PostgreSQL and Redis are started when installed but stopped, Debian's Chromium is installed when missing and this
# user may install packages. Otherwise it stops at once, naming what is missing and the one command that brings it.
# Arguments choose the needs: postgres, redis, chromium (all three without arguments).
set -uo pipefail

needs=("$@")
[ ${#needs[@]} -eq 0 ] && needs=(postgres redis chromium)

fail() {
  echo "npm test cannot run: $1" >&2
  echo "  run: $2" >&2
  exit 1
}

wait_for() {
  for _ in $(seq 1 30); do "$@" >/dev/null 2>&1 && return 0; sleep 1; done
  return 1
}

is_root() { [ "$(id -u)" = 0 ]; }

ensure_postgres() {
  local url="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
  local hostport="${url#*@}"; hostport="${hostport%%/*}"
  local host="${hostport%%:*}" port="5432"
  [[ "$hostport" == *:* ]] && port="${hostport##*:}"
  if ! command -v pg_isready >/dev/null; then
    fail "PostgreSQL is not installed (the API tests run a second time on it)" "apt-get install -y postgresql"
  fi
  pg_isready -h "$host" -p "$port" -q && return 0
  if [ "$host" != 127.0.0.1 ] && [ "$host" != localhost ]; then
    fail "PostgreSQL does not answer at $host:$port (TEST_POSTGRES_URL)" "start that server, or unset TEST_POSTGRES_URL"
  fi
  local cluster
  cluster="$(ls /etc/postgresql 2>/dev/null | head -n1)"
  local start="pg_ctlcluster --skip-systemctl-redirect ${cluster:-15} main start"
  [ -n "$cluster" ] && is_root || fail "PostgreSQL is installed but not answering on $host:$port" "$start"
  echo "PostgreSQL is not answering on $host:$port: starting it"
  $start || fail "PostgreSQL would not start" "$start"
  wait_for pg_isready -h "$host" -p "$port" -q || fail "PostgreSQL started but does not answer on $host:$port" "$start"
}

ensure_redis() {
  local start='redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log'
  command -v redis-server >/dev/null || fail "Redis is not installed (the shared-limit and realtime tests use it)" "apt-get install -y redis-server"
  redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && return 0
  echo "Redis is not answering on 127.0.0.1:6379: starting it"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log >/dev/null || fail "Redis would not start" "$start"
  wait_for redis-cli -h 127.0.0.1 -p 6379 ping || fail "Redis started but does not answer on 127.0.0.1:6379" "$start"
}

ensure_chromium() {
  local path="${CHROMIUM_PATH:-/usr/bin/chromium}"
  [ -x "$path" ] && return 0
  [ -n "${CHROMIUM_PATH:-}" ] && fail "CHROMIUM_PATH=$path is not an executable" "unset CHROMIUM_PATH, or point it at Chromium"
  local install="apt-get update && apt-get install -y chromium"
  if is_root && command -v apt-get >/dev/null; then
    echo "Debian's Chromium is missing (the browser tests drive it): installing it, about a minute"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } ||
      fail "installing Chromium failed" "$install"
    [ -x "$path" ] || fail "Chromium installed, but $path is not there" "$install"
    return 0
  fi
  fail "Debian's Chromium is not installed at $path (the browser tests drive it; no browser is downloaded)" "sudo $install"
}

for need in "${needs[@]}"; do
  case "$need" in
    postgres) ensure_postgres ;;
    redis) ensure_redis ;;
    chromium) ensure_chromium ;;
    *) echo "test-prerequisites: unknown need '$need'" >&2; exit 2 ;;
  esac
done
