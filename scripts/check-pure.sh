#!/usr/bin/env bash
# Architecture contract 2: the rule engine is pure, and so are the code the browser also runs
# (the TAD printer) and the CC015C mapping built on the rules. Fails (exit 1) when one of these
# crates depends, directly or transitively, on an async runtime, a network, HTTP or database
# crate, or when its library source reaches for the clock, files, network, environment,
# processes or threads.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

forbidden='^(tokio|tokio-[a-z-]+|sqlx|sqlx-[a-z-]+|axum|axum-[a-z-]+|hyper|hyper-[a-z-]+|mio|reqwest|tower|tower-[a-z-]+|async-std|socket2|rusqlite|libsqlite3-sys|postgres|tokio-postgres|openssl|openssl-sys|h2|rand|getrandom)$'
status=0

for crate in vama-rules vama-rules-wasm vama-wasm-abi vama-tad vama-tad-wasm vama-ncts-xml; do
  deps=$("${CARGO:-cargo}" tree -p "$crate" -e normal --target all --prefix none --format '{p}' | awk '{print $1}' | sort -u)
  bad=$(grep -E "$forbidden" <<<"$deps" || true)
  if [[ -n "$bad" ]]; then
    echo "check-pure: $crate must stay pure (contract 2), but depends on:" >&2
    sed 's/^/  - /' <<<"$bad" >&2
    echo "  see: cargo tree -p $crate -e normal -i <crate>" >&2
    status=1
  fi
done

# The library sources (tests excluded) must not read the clock or do I/O: today's date and the
# user arrive in Ctx; the message header is the caller's.
io='std::(fs|net|env|process|thread|time::(SystemTime|Instant))|SystemTime::now|Instant::now'
hits=$(grep -rnE "$io" crates/rules/src crates/tad/src crates/tad-wasm/src crates/ncts-xml/src --include='*.rs' | grep -v '/tests/' || true)
if [[ -n "$hits" ]]; then
  echo "check-pure: the rule engine, the TAD printer or the CC015C mapping uses I/O or the clock (pass it in instead):" >&2
  sed 's/^/  /' <<<"$hits" >&2
  status=1
fi

if [[ $status -eq 0 ]]; then
  echo "check-pure: vama-rules, vama-rules-wasm, vama-tad, vama-tad-wasm and vama-ncts-xml are pure"
fi
exit $status
