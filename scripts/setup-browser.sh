#!/usr/bin/env bash
# Debian's Chromium for the end-to-end tests (never a downloaded browser), and zbar/poppler
# tools later issues use. Installs only when missing and when running as root.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "chromium is missing: run 'sudo apt-get install chromium'" >&2
  exit 1
fi
