#!/usr/bin/env bash
# The committed OpenAPI document (and the TypeScript types generated from it) must match the
# server's: API types are generated, never written by hand, and never stale.
set -euo pipefail
cd "$(dirname "$0")/.."
fresh=$(mktemp)
# VAMA_BIN: a server binary built from this tree (make test passes the release build it makes
# for the journeys anyway, which spares a debug build of the binary)
if [ -n "${VAMA_BIN:-}" ]; then
  "$VAMA_BIN" openapi > "$fresh"
else
  cargo run -q -p vama-server -- openapi > "$fresh"
fi
if ! diff -q "$fresh" web/openapi.json >/dev/null; then
  echo "web/openapi.json is stale: run 'make openapi' and commit the result" >&2
  diff <(head -c 2000 "$fresh") <(head -c 2000 web/openapi.json) || true
  exit 1
fi
echo "openapi: web/openapi.json is current"
