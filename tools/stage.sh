#!/usr/bin/env bash
# Runs one stage of the checks and says how long it took:
#   bash tools/stage.sh NAME COMMAND [ARG...]
# prints `== stage NAME: 12.3 s` (with FAILED and the exit code when it failed) and, when
# STAGE_TIMES names a file, adds `NAME<TAB>seconds<TAB>exit` to it for .ci/run's summary.
set -uo pipefail
name="$1"
shift
start="$(date +%s%N)"
"$@"
status=$?
seconds="$(awk -v ns="$(($(date +%s%N) - start))" 'BEGIN { printf "%.1f", ns / 1e9 }')"
if [ "$status" = 0 ]; then echo "== stage $name: $seconds s"; else echo "== stage $name: $seconds s, FAILED (exit $status)"; fi
[ -z "${STAGE_TIMES:-}" ] || printf '%s\t%s\t%s\n' "$name" "$seconds" "$status" >>"$STAGE_TIMES"
exit "$status"
