# Vama: `make run` builds everything and serves http://127.0.0.1:8080; `make test` runs every test.
# Both install what they need on a fresh machine (npm ci; the wasm32 target; Debian packages when root).

SHELL := /bin/bash
CARGO ?= cargo
WEB := web
WASM_OUT := $(WEB)/public/rules.wasm
# The TAD for the business continuity print (loaded only when the server cannot be reached).
TAD_WASM_OUT := $(WEB)/public/tad.wasm
SERVER_BIN := target/release/vama
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
# PostgreSQL for the store conformance suite and the PostgreSQL API run.
export VAMA_TEST_DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/test
# A CI build is built once: no incremental caches (they doubled the debug target's size on disk).
ifeq ($(CI),true)
export CARGO_INCREMENTAL := 0
endif

.PHONY: run test build setup setup-web setup-browser wasm web server rust-test lint web-test e2e schemathesis bench bench-smoke openapi clean

# Imported IE015 files are checked against the NCTS schemas beside the repository when they and
# xmllint are there (an administration sets VAMA_NCTS_XSD_DIR to its own copy).
run: build
	VAMA_WEB_DIR=$(WEB)/dist $(if $(and $(wildcard $(NCTS_XSD_DIR)/cc015c.xsd),$(shell command -v xmllint)),VAMA_NCTS_XSD_DIR=$(NCTS_XSD_DIR)) ./$(SERVER_BIN)

build: setup-web wasm web server

setup: setup-web setup-browser

setup-web:
	@command -v rustup >/dev/null && (rustup target list --installed | grep -q wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown) || true
	@cd $(WEB) && ( [ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ] || npm ci --no-audit --no-fund )

setup-browser:
	@scripts/setup-browser.sh

wasm:
	scripts/build-wasm.sh $(WASM_OUT)
	scripts/build-wasm.sh $(TAD_WASM_OUT) vama-tad-wasm

web: wasm
	cd $(WEB) && npm run build

server:
	$(CARGO) build --release -p vama-server

openapi: 
	$(CARGO) run -q -p vama-server -- openapi > $(WEB)/openapi.json
	cd $(WEB) && npm run gen:api

lint:
	$(CARGO) fmt --all --check
	scripts/check-pure.sh
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	cd $(WEB) && npm run typecheck && npm run lint

rust-test:
	$(CARGO) test --workspace

web-test: wasm
	node --test crates/rules-wasm/tests/
	cd $(WEB) && npm test

# The server's clock can be moved (POST /v1/test/clock) so that time limits expire in seconds.
# It validates imported IE015 files against the NCTS schemas beside the repository.
NCTS_XSD_DIR ?= $(abspath ../shared/ncts/xsd/p5-v2_1)
# Each Playwright worker starts its own server (release build, SQLite in a temporary directory).
e2e: build setup-browser
	cd $(WEB) && VAMA_TEST_CLOCK=true VAMA_NCTS_XSD_DIR=$(NCTS_XSD_DIR) VAMA_E2E_SERVER=../$(SERVER_BIN) VAMA_WEB_DIR=dist npm run e2e

schemathesis: server
	scripts/schemathesis.sh

test: setup
	$(MAKE) lint
	$(MAKE) rust-test
	$(MAKE) web-test
	$(MAKE) server
	VAMA_BIN=$(SERVER_BIN) scripts/check-openapi.sh
	$(MAKE) e2e
	$(MAKE) schemathesis
	$(MAKE) bench-smoke

bench: build
	scripts/bench.sh

# Every step of `make bench` at small sizes (about a minute): a broken benchmark fails `make test`.
bench-smoke: build
	VAMA_BENCH_SMOKE=1 scripts/bench.sh

clean:
	rm -rf target $(WEB)/dist $(WASM_OUT) $(TAD_WASM_OUT)
