#!/usr/bin/env bash
# Make targets side by side, each timed as a stage of its own (tools/stage.sh), all run even when
# one fails:
#   bash tools/side-by-side.sh STAGE TARGET [STAGE TARGET ...]
# Each `make TARGET` writes to a file of its own, shown whole when all have ended and in the order
# given, so their lines do not mix. Exits 1 when any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
# Pairs only, checked before anything starts.
[ $# -gt 0 ] && [ $(($# % 2)) = 0 ] || { echo "usage: tools/side-by-side.sh STAGE TARGET [STAGE TARGET ...]" >&2; exit 2; }

out="$(mktemp -d "${TMPDIR:-/tmp}/side-by-side.XXXXXX")"
trap 'rm -rf "$out"' EXIT
pids=()
while [ $# -ge 2 ]; do
  bash tools/stage.sh "$1" "${MAKE:-make}" --no-print-directory "$2" >"$out/${#pids[@]}" 2>&1 &
  pids+=("$!")
  shift 2
done

status=0
for n in "${!pids[@]}"; do
  wait "${pids[$n]}" || status=1
done
for n in "${!pids[@]}"; do cat "$out/$n"; done
exit "$status"
