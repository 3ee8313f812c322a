#!/usr/bin/env bash
# `make bench`: server and store figures for SQLite and PostgreSQL, then the web bundle size.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run -q --release -p vama-server --example bench
echo "web:"
(cd web && node scripts/bundle-size.mjs)
