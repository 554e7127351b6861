#!/usr/bin/env bash
# The browser tests as three Playwright runs side by side, each with its own production server and
# database (playwright.config.ts takes its port from E2E_PORT, the mail sink listens on the next
# one): the back office's suites in two, the public site's in the third. Each run keeps one worker,
# so the tests of one server still run one after another. Arguments go to every run
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

# Three runs: the public site's suites and the role walk (it changes nothing public) on one
# server; the rest of the back office's suites on two more, their files dealt out in turn (each
# walk of every screen, the longest files, to a different half). On two cores three runs end
# sooner than two: each waits on its browser and server much of the time. The sample removal
# empties what the other specs read: it runs by itself on a fresh server (the `last` project),
# after the shorter half. Its project depends on the others, so the runs name theirs: a
# dependency would otherwise run every spec of its project, whatever files were asked for.
site_walks=(e2e/admin/roles.spec.ts)
first_half=(e2e/admin/mobile-and-a11y.spec.ts)
second_half=(e2e/admin/screen-labels.spec.ts)
alone=e2e/admin/sample-removal.spec.ts
placed=" ${site_walks[*]} ${first_half[*]} ${second_half[*]} $alone "
turn=0
for spec in e2e/admin/*.spec.ts; do
  [[ "$placed" == *" $spec "* ]] && continue
  if [ $((turn++ % 2)) = 0 ]; then first_half+=("$spec"); else second_half+=("$spec"); fi
done
projects=(--project desktop --project mobile)
for arg in "$@"; do [ "$arg" != "--project" ] && [[ "$arg" != --project=* ]] || projects=(); done

run admin "$base" "${first_half[@]}" "${projects[@]}" "$@" &
admin=$!
(
  run admin-2 $((base + 4)) "${second_half[@]}" "${projects[@]}" "$@"
  first=$?
  run last $((base + 4)) "$alone" --project last --no-deps
  second=$?
  [ "$first" = 0 ] && [ "$second" = 0 ]
) &
admin2=$!
run site $((base + 2)) e2e/site e2e/security e2e/smoke.spec.ts "${site_walks[@]}" "${projects[@]}" "$@" &
site=$!

status=0
wait "$admin" || status=1
wait "$admin2" || status=1
wait "$site" || status=1
exit "$status"
