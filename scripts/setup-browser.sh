#!/usr/bin/env bash
# Debian packages the tests and the server use: Chromium for the end-to-end tests (never a
# downloaded browser); DejaVu fonts for the printed TAD (full Unicode: ș ț ă); poppler and zbar
# to render a TAD to PNG and decode its barcode in tests; xmllint (libxml2-utils) to validate
# exported NCTS messages against the official schemas. Installs only what is missing, and
# only when running as root.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
command -v pdftoppm >/dev/null || missing+=(poppler-utils)
command -v zbarimg >/dev/null || missing+=(zbar-tools)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "missing Debian packages: run 'sudo apt-get install ${missing[*]}'" >&2
  exit 1
fi
