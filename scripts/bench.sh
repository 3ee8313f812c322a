#!/usr/bin/env bash
# `make bench`: the rule engine on big declarations, server and store figures for SQLite and
# PostgreSQL, then the web bundle size.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run -q --release -p vama-rules --example bench_rules
cargo run -q --release -p vama-server --example bench
echo "web:"
(cd web && node scripts/bundle-size.mjs)
# the web app on a 10,000-item declaration in Chromium, against a fresh server (web/scripts/perf-big.mjs)
scripts/with-server.sh node web/scripts/perf-big.mjs
