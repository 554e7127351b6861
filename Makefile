# Pickleball Hub: one Makefile for the site, the API and their checks.
# Node tools run on the Node 24 that `npm ci` puts in node_modules/.bin (the machine's may be older).
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)

FERRETDB := .tools/bin/ferretdb
FERRETDB_SRC := $(wildcard tools/ferretdb/*.go) tools/ferretdb/go.mod tools/ferretdb/go.sum
WEB_SRC := $(shell find web/src web/public web/index.html web/vite.config.ts common codegen -type f 2>/dev/null)

.PHONY: start dev verify static-checks lint typecheck codegen codegen-check test e2e build tools install install-test-deps browser-deps fuzz-deps clean bench bench-smoke fuzz fuzz-short

# Each stage of `verify` runs through tools/stage.sh, which prints how long it took.
STAGE := bash tools/stage.sh

## start: install what is missing, build, and run the production server on the embedded database
start: node_modules tools build
	NODE_ENV=production tsx api/src/server.ts

## dev: API and web in watch mode (web on :5173, proxied to the API on :3000)
dev: node_modules tools
	trap 'kill 0' EXIT; tsx watch api/src/server.ts & vite --config web/vite.config.ts

## verify: install what is missing, then lint, type-check, codegen freshness, unit + API tests,
## build, contract fuzzing, Playwright tests and the bench's smoke run; each stage prints its duration
verify:
	@$(STAGE) install $(MAKE) --no-print-directory -j4 --output-sync=target install-test-deps
	@$(STAGE) codegen $(MAKE) --no-print-directory codegen-check
	@$(MAKE) --no-print-directory static-checks
	@$(STAGE) build $(MAKE) --no-print-directory build
	@$(MAKE) --no-print-directory test
	@$(STAGE) fuzz $(MAKE) --no-print-directory fuzz-short
	@$(STAGE) e2e $(MAKE) --no-print-directory e2e
	@$(STAGE) bench-smoke $(MAKE) --no-print-directory bench-smoke

## static-checks: lint and the type check side by side (each is one process on one core), each timed;
## both run even when one fails. Not beside codegen-check, which rewrites codegen/ while it compares
static-checks: node_modules
	@status=0; \
	$(STAGE) lint $(MAKE) --no-print-directory lint > .lint.out 2>&1 & lint=$$!; \
	$(STAGE) typecheck $(MAKE) --no-print-directory typecheck || status=1; \
	wait $$lint || status=1; \
	cat .lint.out; rm -f .lint.out; \
	exit $$status

install: node_modules
## install-test-deps: npm packages, FerretDB, Chromium (apt, as root) and the fuzzing tools (.venv/),
## side by side with `make -j`; stops with the one command to run where it cannot install
## (tools/install-test-deps.sh)
install-test-deps: node_modules tools browser-deps fuzz-deps
browser-deps:
	bash tools/install-test-deps.sh chromium
fuzz-deps:
	bash tools/install-test-deps.sh fuzz
node_modules: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch node_modules

## tools: build the embedded database (FerretDB v1, SQLite backend) with Go
tools: $(FERRETDB)
$(FERRETDB): $(FERRETDB_SRC)
	@if command -v go >/dev/null; then \
	  echo "building FerretDB into $(FERRETDB)"; \
	  cd tools/ferretdb && go build -trimpath -o ../../$(FERRETDB) . ; \
	else \
	  echo "Go is not installed: the API will fall back to mongodb-memory-server"; \
	fi

lint: node_modules
	eslint --max-warnings=0 .
	@# No import circles: a module and what it imports form a tree (type-only imports aside).
	dpdm --transform --no-tree --no-warning --exit-code circular:1 'api/src/**/*.{ts,tsx}' 'web/src/**/*.{ts,tsx}' 'common/**/*.ts'
	redocly lint openapi.yaml --format=stylish

typecheck: node_modules
	tsc -p tsconfig.json

## codegen: regenerate codegen/ from openapi.yaml (orval hooks, hey-api types + SDK) and the
## router's route tree from web/src/routes (`vite build` writes it too)
codegen: node_modules
	orval --config orval.config.ts
	openapi-ts -f openapi-ts.config.ts
	tsx tools/routeTree.ts
	tsx tools/minRoles.ts

## codegen-check: fail when codegen/ is not what openapi.yaml generates
codegen-check: node_modules
	@rm -rf .codegen-check && mkdir -p .codegen-check && cp -r codegen .codegen-check/before
	@$(MAKE) --no-print-directory codegen >/dev/null 2>&1
	@if ! diff -r .codegen-check/before codegen >/dev/null; then \
	  diff -r .codegen-check/before codegen | head -20; \
	  rm -rf codegen && mv .codegen-check/before codegen && rm -rf .codegen-check; \
	  echo "codegen/ is stale: openapi.yaml or web/src/routes changed without regenerating. Run 'make codegen' and commit codegen/."; \
	  exit 1; \
	fi
	@rm -rf .codegen-check
	@echo "codegen/ is fresh"

## test: web tests once, then the API suite in both database modes, `api (embedded)` and `api (external)`
## (vitest.config.ts), in one run whose workers take files from both; each stage timed, both run even when one fails.
## JSON results go to $(CI_RESULTS_DIR) for .ci/count-results.mjs
CI_RESULTS_DIR ?= .ci-results
VITEST_JSON = --reporter=default --reporter=json --outputFile.json=$(CI_RESULTS_DIR)
test: node_modules tools build
	@mkdir -p $(CI_RESULTS_DIR)
	@status=0; \
	$(STAGE) 'tests (web)' vitest run --project web $(VITEST_JSON)/vitest-web.json || status=1; \
	$(STAGE) 'tests (api)' vitest run --project 'api (embedded)' --project 'api (external)' $(VITEST_JSON)/vitest-api.json || status=1; \
	exit $$status

build: node_modules web/dist/index.html
web/dist/index.html: $(WEB_SRC) package-lock.json
	vite build --config web/vite.config.ts
	vite build --config web/vite.config.ts --ssr src/ssr/render.tsx --outDir dist/.ssr

## e2e: the Playwright suites, the back office's and the public site's side by side, each run
## with its own server and database (tools/e2e.sh)
e2e: install-test-deps build
	bash tools/e2e.sh

## bench: seed 10,000 posts, serve the production build, print the performance table and write it to bench/RESULTS.md,
## with the growth rows (start-up, memory, uncached reads) at 10,000 and 50,000 posts
bench: node_modules tools build
	tsx bench/run.ts

## bench-smoke: the same steps on a few hundred posts (growth rows at 300 and 600) with 1-second runs:
## checks the bench runs, measures nothing
bench-smoke: node_modules tools build
	BENCH_SMALL=1 tsx bench/run.ts

## fuzz: the long contract-fuzzing run (schemathesis with its stateful phase, about 20 minutes);
## fuzz-short runs in verify. Both print their seed; FUZZ_SEED=<seed> repeats a run
fuzz: install-test-deps build
	bash fuzz/run.sh long

fuzz-short: install-test-deps build
	bash fuzz/run.sh short

clean:
	rm -rf web/dist .e2e-data .codegen-check test-results playwright-report
