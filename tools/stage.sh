#!/usr/bin/env bash
# Runs one stage of the checks and says how long it took and how busy the machine's cores were:
#   bash tools/stage.sh NAME COMMAND [ARG...]
# prints `== stage NAME: 12.3 s, cores busy 1.4 of 2` (with FAILED and the exit code when it
# failed) and, when STAGE_TIMES names a file, adds `NAME<TAB>seconds<TAB>exit<TAB>busy` to it for
# .ci/run's summary. A stage that leaves cores idle can share the machine with another.
set -uo pipefail
name="$1"
shift
# Busy and total jiffies of all cores together, from the first line of /proc/stat.
jiffies() { awk '/^cpu / { busy = $2 + $3 + $4 + $7 + $8; print busy, busy + $5 + $6 }' /proc/stat 2>/dev/null; }
cores="$(nproc 2>/dev/null || echo 1)"
start="$(date +%s%N)"
read -r busy0 total0 <<<"$(jiffies)"
"$@"
status=$?
read -r busy1 total1 <<<"$(jiffies)"
seconds="$(awk -v ns="$(($(date +%s%N) - start))" 'BEGIN { printf "%.1f", ns / 1e9 }')"
busy="$(awk -v b="$((${busy1:-0} - ${busy0:-0}))" -v t="$((${total1:-0} - ${total0:-0}))" -v n="$cores" \
  'BEGIN { if (t > 0) printf "%.1f", n * b / t; else printf "?" }')"
summary="$seconds s, cores busy $busy of $cores"
if [ "$status" = 0 ]; then echo "== stage $name: $summary"; else echo "== stage $name: $summary, FAILED (exit $status)"; fi
[ -z "${STAGE_TIMES:-}" ] || printf '%s\t%s\t%s\t%s\n' "$name" "$seconds" "$status" "$busy" >>"$STAGE_TIMES"
exit "$status"
