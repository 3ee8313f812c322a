#!/usr/bin/env bash
# `make bench`: the rule engine on big declarations, server and store figures for SQLite and
# PostgreSQL, then the web bundle size.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run -q --release -p vama-rules --example bench_rules
cargo run -q --release -p vama-server --example bench
echo "TAD (999 house consignments x 10 items):"
cargo run -q --release -p vama-tad --example tad_figures
# the same TAD rendered by tad.wasm in Chromium (the business-continuity print) vs natively
cargo run -q --release -p vama-tad-wasm --example tad_request
(cd web && node scripts/tad-wasm-bench.mjs)
echo "web:"
(cd web && node scripts/bundle-size.mjs)
# the web app on a 10,000-item declaration in Chromium, against a fresh server (web/scripts/perf-big.mjs)
scripts/with-server.sh node web/scripts/perf-big.mjs
