#!/usr/bin/env bash
# The committed OpenAPI document (and the TypeScript types generated from it) must match the
# server's: API types are generated, never written by hand, and never stale.
set -euo pipefail
cd "$(dirname "$0")/.."
fresh=$(mktemp)
cargo run -q -p vama-server -- openapi > "$fresh"
if ! diff -q "$fresh" web/openapi.json >/dev/null; then
  echo "web/openapi.json is stale: run 'make openapi' and commit the result" >&2
  diff <(head -c 2000 "$fresh") <(head -c 2000 web/openapi.json) || true
  exit 1
fi
echo "openapi: web/openapi.json is current"
