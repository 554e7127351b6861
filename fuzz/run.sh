#!/usr/bin/env bash
# Contract fuzzing: schemathesis against a running production server and the contract it serves.
#   bash fuzz/run.sh short   # in `make verify` (12 cases per operation and phase: 2 to 15 minutes)
#   bash fuzz/run.sh long    # `make fuzz`
# The seed is printed first; FUZZ_SEED=<seed> repeats a run. Builds nothing: run `make build`
# (and `make tools`) first. Every operation is fuzzed twice,
# signed out and signed in; any 5xx or any response outside the contract fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
export PATH="$PWD/.venv/bin:$PWD/node_modules/.bin:$PATH"

mode="${1:-short}"
case "$mode" in
  # short: a fixed number of cases per operation and phase, so a seed gives the same run on any
  # machine. long: fuzzing and the stateful phase repeat until 600 s a pass are spent.
  short) examples=12; budget=(); phases=examples,coverage,fuzzing ;;
  long) examples=300; budget=(--max-time 600); phases=examples,coverage,fuzzing,stateful ;;
  *) echo "usage: fuzz/run.sh short|long" >&2; exit 2 ;;
esac
# The same commit fuzzes the same way: the seed comes from the commit (a constant outside git).
commit="$(git rev-parse HEAD 2>/dev/null || true)"
default_seed=20261124
[ -z "$commit" ] || default_seed=$((16#${commit:0:7}))
seed="${FUZZ_SEED:-$default_seed}"
echo "== fuzz seed $seed (reproduce with: FUZZ_SEED=$seed bash fuzz/run.sh $mode)"

if ! command -v schemathesis >/dev/null; then
  echo "schemathesis is missing. Run: bash tools/install-test-deps.sh" >&2
  exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/pickleball-fuzz.XXXXXX")"
password="fuzz-password-$RANDOM-$RANDOM" # production needs 12+ characters
# How long a failed sign-in counts (fuzz/hooks.py waits it out between the operations it limits).
export FUZZ_LOGIN_WINDOW_MS=1000
server_pid=""
base=""

stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$server_pid" 2>/dev/null || true
  fi
  server_pid=""
}
cleanup() {
  stop_server
  # Passes still running (the run was stopped) stop their servers as they end.
  local pass
  for pass in $(jobs -p); do kill -TERM "$pass" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

# One fresh server (and database) per pass, so the passes share no limiter budget and no data.
# Its limits are raised far past what a pass sends, so every request reaches the logic behind
# them (the limits have tests of their own: publicReadLimit, loginLimits, subscribe, comment and
# mail limits); a failed sign-in counts for one second only. The hooks a pass creates reach nothing but the loopback.
start_server() {
  local label="$1" port
  port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
  base="http://127.0.0.1:$port"
  NODE_ENV=production PORT="$port" DATA_DIR="$work/$label-data" ADMIN_USERNAME=admin ADMIN_PASSWORD="$password" \
    SESSION_SECRET="fuzz-secret-$RANDOM" VALIDATE_RESPONSES=true LOG_LEVEL=warn \
    LOGIN_WINDOW_MS="$FUZZ_LOGIN_WINDOW_MS" PUBLIC_READ_LIMIT=1000000 NEWSLETTER_SIGNUP_LIMIT=1000000 COMMENT_LIMIT_SCALE=1000 MAIL_QUOTA_SCALE=1000 \
    WEBHOOK_LOOPBACK_ONLY=true \
    node --import tsx api/src/server.ts >"$work/$label-server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 600); do
    python3 fuzz/session.py health "$base" && return 0
    kill -0 "$server_pid" 2>/dev/null || { cat "$work/$label-server.log"; echo "the server exited before it was healthy" >&2; exit 1; }
    sleep 0.1
  done
  cat "$work/$label-server.log"; echo "the server did not become healthy" >&2; exit 1
}

# The checks that judge every response against the contract. `ignored_auth` runs signed in
# only (it needs credentials to strip).
checks="not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,response_schema_conformance,negative_data_rejection"

# Every request and answer (HAR) only when they are kept (FUZZ_REPORT_DIR): writing them costs cases.
reports=json
[ -z "${FUZZ_REPORT_DIR:-}" ] || reports=json,har

# The signed-in pass has about six times the signed-out one's cases: it runs as two parts side by
# side, each with its own server, fixtures and fuzz/signed-in.toml. The first part takes these
# resources' operations (about half the cases), the second every other.
FIRST_PART='^(gear|events|homepage|navigation|settings|pages|webhooks)[.]'

total_cases=0
failed=0
run_pass() {
  local label="$1" pass_checks="$2"
  local report="$work/$label.json" log="$work/$label.log" part=()
  case "$label" in
    signed-in-part-1) part=(--include-operation-id-regex "$FIRST_PART") ;;
    signed-in-part-2) part=(--exclude-operation-id-regex "$FIRST_PART") ;;
  esac
  echo "== schemathesis, $label ($mode: up to $examples cases per operation and phase${budget:+, ${budget[1]} s}, seed $seed)"
  local status=0
  # Kept reports also say which cases were generated valid (fuzz/hooks.py).
  [ -z "${FUZZ_REPORT_DIR:-}" ] || export FUZZ_CASE_LOG="$work/$label-cases.tsv"
  # Run from the scratch directory: schemathesis keeps a cache in the working directory. Its
  # hooks (fuzz/hooks.py) teach it the media types it cannot send on its own.
  (cd "$work" && PYTHONPATH="$root/fuzz" SCHEMATHESIS_HOOKS=hooks schemathesis --config-file "$root/fuzz/${label%-part-*}.toml" run "$base/api/openapi.yaml" \
    --checks "$pass_checks" "${part[@]}" \
    --max-examples "$examples" "${budget[@]}" --seed "$seed" \
    --phases "$phases" --workers 1 --request-timeout 20 \
    --suppress-health-check all --no-color \
    --report "$reports" --report-json-path "$report" --report-har-path "$work/$label.har") >"$log" 2>&1 || status=$?
  # Fuzzed inputs can be megabytes long: show each line of the report cut to a readable width.
  cut -c1-300 "$log" | grep -v '^\s*$' | sed -n '/^=\+ \(FAILURES\|ERRORS\|WARNINGS\|SUMMARY\) =\+$/,$p' || true
  # A run that could not start (a bad config, an unreachable contract) has no summary: show its end.
  grep -q '^=\+ SUMMARY =\+$' "$log" || tail -20 "$log" | cut -c1-300
  local cases
  cases="$(python3 fuzz/count_cases.py "$report" 2>/dev/null || echo 0)"
  echo "== $label: $cases cases, exit $status"
  # For .ci/count-results.mjs, when CI collects results.
  if [ -n "${CI_RESULTS_DIR:-}" ]; then
    printf '{"pass":"%s","cases":%d,"exit":%d}\n' "$label" "$cases" "$status" >"$CI_RESULTS_DIR/fuzz-$label.json"
  fi
  # FUZZ_REPORT_DIR keeps the pass's reports, log and server log (the scratch folder is removed).
  [ -z "${FUZZ_REPORT_DIR:-}" ] || { mkdir -p "$FUZZ_REPORT_DIR" && cp "$report" "$log" "$work/$label.har" "$work/$label-server.log" "$work/$label-cases.tsv" "$FUZZ_REPORT_DIR/" 2>/dev/null || true; }
  total_cases=$((total_cases + cases))
  [ "$status" = 0 ] || failed=1
  if grep -q '"level":50' "$work/$label-server.log"; then
    echo "== the server logged errors during the $label pass:" && grep '"level":50' "$work/$label-server.log" | cut -c1-600 | head -20
    failed=1
    [ -z "${CI_RESULTS_DIR:-}" ] || printf '{"pass":"%s-server-log","cases":0,"exit":1}\n' "$label" >"$CI_RESULTS_DIR/fuzz-$label-server-log.json"
  fi
}

# Sign in before any fuzzing (fuzzed failed sign-ins would otherwise trip the login limiter), then
# create the records whose identifiers fuzz/*.toml give to the operations that need one.
prepare() {
  local label="$1"
  session="$(python3 fuzz/session.py login "$base" "$password" || true)"
  [ -n "$session" ] || { echo "could not sign in" >&2; exit 1; }
  local fixtures
  fixtures="$(python3 fuzz/session.py fixtures "$base" "$session" "$work/$label-data")" || { echo "could not create the fuzzing fixtures" >&2; exit 1; }
  while IFS='=' read -r name value; do export "$name=$value"; done <<<"$fixtures"
  # fuzz/hooks.py calls the server too (handing the ownership back).
  export FUZZ_BASE="$base"
}

# The passes run side by side, each with its own server and database: one pass keeps about one
# core busy (schemathesis and the server take turns), so the three end in about the time of the longest.
# Each pass's report is shown whole when all are done, so their lines do not mix.
one_pass() {
  local label="$1" pass_checks="$2"
  trap stop_server EXIT
  trap 'stop_server; exit 1' INT TERM
  start_server "$label"
  prepare "$label"
  [ "$label" = signed-out ] || export N4N4_SESSION="$session"
  run_pass "$label" "$pass_checks"
  stop_server
  echo "$total_cases $failed" >"$work/$label.result"
}

# FUZZ_PASSES=signed-in (or signed-out) runs that pass alone, e.g. to look at one pass's warnings.
passes=""
for pass in ${FUZZ_PASSES:-signed-out signed-in}; do
  case "$pass" in
    signed-out) passes="$passes signed-out" ;;
    signed-in) passes="$passes signed-in-part-1 signed-in-part-2" ;;
    *) echo "FUZZ_PASSES takes signed-out and/or signed-in, not $pass" >&2; exit 2 ;;
  esac
done
for label in $passes; do
  pass_checks="$checks"
  [ "$label" = signed-out ] || pass_checks="$checks,ignored_auth"
  one_pass "$label" "$pass_checks" >"$work/$label.out" 2>&1 &
done
wait || true
total_cases=0
for label in $passes; do
  cat "$work/$label.out"
  if [ -f "$work/$label.result" ]; then
    read -r cases pass_failed <"$work/$label.result"
    total_cases=$((total_cases + cases))
    [ "$pass_failed" = 0 ] || failed=1
  else
    echo "== the $label pass stopped before its end" >&2
    failed=1
  fi
done

if [ "$failed" = 0 ]; then
  echo "fuzz $mode: $total_cases cases, 0 failures (no 5xx, every response within openapi.yaml)"
else
  echo "fuzz $mode: $total_cases cases, FAILED (see above)" >&2
  exit 1
fi
