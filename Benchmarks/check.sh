#!/bin/sh
# Regression guard for CI: builds the release binary, runs `keysim bench --short` and fails
# (exit 1) only when a median is more than 3x worse than the one recorded in
# Benchmarks/baseline.json, so noise on a shared machine passes and a real slowdown does not.
# Window rows open `keysim run` under DISPLAY, or under an Xvfb the bench starts itself.
#
# Re-record the baseline on the reference machine with:
#   swift build -c release && .build/release/keysim bench --short --json > Benchmarks/baseline.json
set -eu
cd "$(dirname "$0")/.."
log=$(mktemp)
if ! swift build -c release --product keysim >"$log" 2>&1; then
  cat "$log"
  rm -f "$log"
  exit 1
fi
rm -f "$log"
exec .build/release/keysim bench --short --check Benchmarks/baseline.json "$@"
