#!/usr/bin/env bash
# `make bench`: the rule engine on big declarations, server and store figures for SQLite and
# PostgreSQL, the TAD, then the web bundle size and the web app on a big declaration.
#
# `make bench-smoke` (VAMA_BENCH_SMOKE=1, run by `make test`): every step above at small sizes,
# in about a minute, so that a change that breaks a benchmark fails CI. The Rust steps then run
# in the test profile and budgets are reported, not enforced (the figures of tiny sizes are all
# overhead); the web steps use the release server as always.
#
# The examples are built once for the whole workspace, then run from the target directory:
# `cargo run -p X` resolves the features of X alone and rebuilt crates that `cargo test
# --workspace` had built already.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=release profile_flag=(--release)
tad_size=(999 10)
if [ "${VAMA_BENCH_SMOKE:-}" = 1 ]; then
  profile=debug profile_flag=()
  tad_size=(5 3)
  export VAMA_BENCH_RULES_SIZES=${VAMA_BENCH_RULES_SIZES:-20x5,2x100}
  export VAMA_BENCH_RUNS=${VAMA_BENCH_RUNS:-1}
  export VAMA_BENCH_DOCS=${VAMA_BENCH_DOCS:-2000}
  export VAMA_BENCH_PAGE_REQUESTS=${VAMA_BENCH_PAGE_REQUESTS:-20}
  export VAMA_BENCH_LOAD_SECS=${VAMA_BENCH_LOAD_SECS:-1}
  export VAMA_BENCH_MOVEMENTS=${VAMA_BENCH_MOVEMENTS:-16}
  export VAMA_BENCH_GUARANTEES=${VAMA_BENCH_GUARANTEES:-1000}
  export VAMA_BENCH_AUTHORISATIONS=${VAMA_BENCH_AUTHORISATIONS:-1000}
  export VAMA_BENCH_STORE_ITEMS=${VAMA_BENCH_STORE_ITEMS:-500}
  export RUNS=${RUNS:-1}
  export VAMA_PERF_HOUSES=${VAMA_PERF_HOUSES:-5} VAMA_PERF_ITEMS=${VAMA_PERF_ITEMS:-4}
  export VAMA_PERF_KEYS=${VAMA_PERF_KEYS:-5} VAMA_PERF_RUNS=${VAMA_PERF_RUNS:-1}
  export VAMA_PERF_WASM_RUNS=${VAMA_PERF_WASM_RUNS:-1}
fi
cargo build -q --workspace --examples "${profile_flag[@]}"
example() {
  local name=$1
  shift
  "target/$profile/examples/$name" "$@"
}
example bench_rules
example bench
echo "TAD (${tad_size[0]} house consignments x ${tad_size[1]} items):"
example tad_figures "${tad_size[@]}"
# the same TAD rendered by tad.wasm in Chromium (the business-continuity print) vs natively
request=$(mktemp)
trap 'rm -f "$request"' EXIT
example tad_request "$request" "${tad_size[@]}"
(cd web && node scripts/tad-wasm-bench.mjs "$request")
echo "web:"
(cd web && node scripts/bundle-size.mjs)
# the web app on a 10,000-item declaration in Chromium, against a fresh server (web/scripts/perf-big.mjs)
scripts/with-server.sh node web/scripts/perf-big.mjs
