#!/usr/bin/env bash
# Runs N Vama replicas over one PostgreSQL behind HAProxy (Debian's `haproxy`), for a manual try
# of architecture contract 8: sessions, documents, time limits and throttles live in the
# database, session ends reach every replica at once (LISTEN/NOTIFY), so any replica can answer
# any request.
#
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/vama scripts/replicas.sh [N=3] [PORT=8080]
#
# Builds nothing: run `make build` first. The replicas listen on PORT+1 … PORT+N, HAProxy on
# PORT (round robin, a replica that stops answering is taken out). Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-3}
port=${2:-8080}
: "${DATABASE_URL:?set DATABASE_URL to the PostgreSQL database the replicas share}"
bin=target/release/vama
[ -x "$bin" ] || { echo "no $bin: run 'make build' first"; exit 1; }
if ! command -v haproxy >/dev/null; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y -qq haproxy >/dev/null; else
    echo "haproxy is not installed (apt-get install haproxy)"; exit 1; fi
fi
# Every replica must seal and open the guarantees' access codes with the same key.
export VAMA_ACCESS_CODE_KEY=${VAMA_ACCESS_CODE_KEY:-$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')}
work=$(mktemp -d)
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT INT TERM

servers=""
for i in $(seq 1 "$n"); do
  p=$((port + i))
  mkdir -p "$work/r$i"
  VAMA_ADDR="127.0.0.1:$p" VAMA_DATA_DIR="$work/r$i" VAMA_WEB_DIR=web/dist DATABASE_URL="$DATABASE_URL" \
    "$bin" >"$work/r$i.log" 2>&1 &
  pids+=($!)
  servers+="    server r$i 127.0.0.1:$p check"$'\n'
  # The first replica migrates the database; the others start after it.
  for _ in $(seq 1 150); do
    curl -fsS "http://127.0.0.1:$p/v1/openapi.json" >/dev/null 2>&1 && break
    kill -0 "${pids[-1]}" 2>/dev/null || { echo "replica $i did not start:"; cat "$work/r$i.log"; exit 1; }
    sleep 0.2
  done
  echo "replica $i on 127.0.0.1:$p (log $work/r$i.log)"
done

cat >"$work/haproxy.cfg" <<CFG
global
    maxconn 4096
defaults
    mode http
    timeout connect 5s
    timeout client 300s
    timeout server 300s
    timeout http-request 10s
frontend vama
    bind 127.0.0.1:$port
    default_backend replicas
backend replicas
    balance roundrobin
    option httpchk GET /v1/openapi.json
$servers
CFG
haproxy -f "$work/haproxy.cfg" -db &
pids+=($!)
echo "HAProxy on http://127.0.0.1:$port over $n replicas; Ctrl-C stops them"
wait
