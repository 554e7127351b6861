#!/usr/bin/env bash
# Installs what the checks need beyond `npm ci`, for both `make verify` and `.ci/run`:
#   - Debian's Chromium, through apt when root (no browser download works here): its headless shell
#     for the Playwright tests, the full browser for the bench's Lighthouse runs;
#   - the Python fuzzing tools (fuzz/requirements.txt) in the project-local virtual environment .venv/.
# Does nothing for what is already there. Where it cannot install, it stops at once and prints
# the one command that would. `chromium` or `fuzz` as the argument installs only that part (the
# Makefile runs the parts side by side with npm ci and the FerretDB build).
set -euo pipefail
part=${1:-all}
cd "$(dirname "$0")/.."

VENV=.venv

stop_with() {
  echo "$1" >&2
  echo "Run: $2" >&2
  exit 1
}

browser_packages="chromium chromium-headless-shell fonts-liberation"
if [ "$part" != fuzz ] && ! { command -v chromium && command -v chromium-headless-shell; } >/dev/null; then
  apt_command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $browser_packages"
  [ "$(id -u)" = 0 ] || stop_with "Chromium or its headless shell is missing and installing them needs root." "sudo sh -c '$apt_command'"
  echo "installing $browser_packages (apt)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $browser_packages >/dev/null
fi

# The venv is fresh when its stamp is newer than the requirements it was built from.
if [ "$part" != chromium ] && { [ ! -x "$VENV/bin/schemathesis" ] || [ fuzz/requirements.txt -nt "$VENV/.installed" ]; }; then
  command -v python3 >/dev/null || stop_with "python3 is missing (the contract fuzzer runs on it)." "apt-get install -y python3 python3-venv"
  if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv "$VENV" 2>/dev/null || { rm -rf "$VENV"; stop_with "python3 cannot create a virtual environment." "apt-get install -y python3-venv"; }
  fi
  echo "installing the fuzzing tools into $VENV (fuzz/requirements.txt)"
  "$VENV/bin/python" -m pip install -q --disable-pip-version-check -r fuzz/requirements.txt ||
    stop_with "pip could not install fuzz/requirements.txt into $VENV." "$VENV/bin/python -m pip install -r fuzz/requirements.txt"
  touch "$VENV/.installed"
fi
