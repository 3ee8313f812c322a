#!/usr/bin/env bash
# Runs a command against a fresh server: release build, SQLite in a temporary directory, a free
# loopback port. VAMA_E2E_URL tells the command where it is. The server stops afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
data=$(mktemp -d)
log="$data/server.log"
VAMA_ADDR="127.0.0.1:$port" VAMA_DATA_DIR="$data" VAMA_WEB_DIR=web/dist ${VAMA_SERVER_ENV:-} ./target/release/vama >"$log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 150); do
  if curl -fsS "http://127.0.0.1:$port/v1/openapi.json" >/dev/null 2>&1; then break; fi
  if ! kill -0 $pid 2>/dev/null; then echo "server did not start:"; cat "$log"; exit 1; fi
  sleep 0.2
done
export VAMA_E2E_URL="http://127.0.0.1:$port"
set +e
"$@"
rc=$?
set -e
if [ $rc -ne 0 ]; then echo "--- server log (last 50 lines)"; tail -50 "$log"; fi
exit $rc
