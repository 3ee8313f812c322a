#!/usr/bin/env bash
# Fuzzes the API from its own OpenAPI document, signed in as `trader`: no 5xx, and every
# response must match the document. schemathesis lives in a virtual environment made here.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv
if [ ! -x "$venv/bin/schemathesis" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check 'schemathesis>=4,<5'
fi
exec scripts/with-server.sh "$venv/bin/python" scripts/schemathesis_run.py
