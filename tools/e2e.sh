#!/usr/bin/env bash
# The browser tests as two Playwright runs side by side, each with its own production server and
# database (playwright.config.ts takes its port from E2E_PORT, the mail sink listens on the next
# one): the back office's suites in one, the public site's in the other. Each run keeps one worker,
# so the tests of one server still run one after another; on two cores the pair ends sooner than
# one run of all. Arguments go to both runs
# (`bash tools/e2e.sh --project desktop`); each line of output starts with its run's name.
set -uo pipefail
cd "$(dirname "$0")/.."

base=${E2E_PORT:-4173}
# CI counts each run's JSON report (.ci/count-results.mjs adds up every playwright*.json).
json=${PLAYWRIGHT_JSON_OUTPUT_NAME:-}

run() {
  local name=$1 port=$2
  shift 2
  E2E_PORT=$port PLAYWRIGHT_JSON_OUTPUT_NAME=${json:+${json%.json}-$name.json} playwright test "$@" 2>&1 | sed -u "s/^/[$name] /"
  return "${PIPESTATUS[0]}"
}

# The back office's walks (every screen at 375 px and on desktop with axe, every role's screens,
# every screen's tab title and labels) change nothing public, so they run beside the public site's
# suites; the rest of the back office (and the sample removal after it) takes about as long, so
# the two runs end together.
walks=(e2e/admin/mobile-and-a11y.spec.ts e2e/admin/roles.spec.ts e2e/admin/screen-labels.spec.ts)
# The sample removal empties what the other specs read: it runs last, by itself, on a fresh server
# (the `last` project). Its project depends on the others, so the runs name theirs: a dependency
# would otherwise run every spec of its project, whatever files were asked for.
alone=e2e/admin/sample-removal.spec.ts
admin_specs=()
for spec in e2e/admin/*.spec.ts; do [[ " ${walks[*]} $alone " == *" $spec "* ]] || admin_specs+=("$spec"); done
projects=(--project desktop --project mobile)
for arg in "$@"; do [ "$arg" != "--project" ] && [[ "$arg" != --project=* ]] || projects=(); done

(
  run admin "$base" "${admin_specs[@]}" "${projects[@]}" "$@"
  first=$?
  run last "$base" "$alone" --project last --no-deps
  second=$?
  [ "$first" = 0 ] && [ "$second" = 0 ]
) &
admin=$!
run site $((base + 2)) e2e/site e2e/security e2e/smoke.spec.ts "${walks[@]}" "${projects[@]}" "$@" &
site=$!

status=0
wait "$admin" || status=1
wait "$site" || status=1
exit "$status"
