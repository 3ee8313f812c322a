#!/usr/bin/env bash
# Builds the browser copy of the rule engine (crates/rules-wasm) and copies it to $1
# (default web/public/rules.wasm); with a crate as $2, that crate instead (vama-tad-wasm:
# web/public/tad.wasm). Idempotent: adds the wasm32 target only when missing.
# Uses $CARGO_TARGET_DIR if set. Runs wasm-opt (Debian `binaryen`) when it is installed.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/web/public/rules.wasm}"
crate="${2:-vama-rules-wasm}"
target_dir="${CARGO_TARGET_DIR:-$root/target}"
target=wasm32-unknown-unknown

if ! rustup target list --installed | grep -qx "$target"; then
  rustup target add "$target"
fi

(cd "$root" && cargo build -p "$crate" --target "$target" --profile wasm)
built="$target_dir/$target/wasm/${crate//-/_}.wasm"

mkdir -p "$(dirname "$out")"
if command -v wasm-opt >/dev/null 2>&1; then
  # The features rustc enables by default for wasm32; wasm-opt must accept them.
  if ! wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
      --enable-nontrapping-float-to-int --enable-multivalue --enable-reference-types \
      "$built" -o "$out"; then
    echo "wasm-opt failed; copying the unoptimised build" >&2
    cp "$built" "$out"
  fi
else
  cp "$built" "$out"
fi

raw=$(wc -c <"$out")
gz=$(gzip -9 -c "$out" | wc -c)
echo "$crate: $out"
echo "size: $raw bytes raw, $gz bytes gzipped"
