#!/usr/bin/env bash
# THE test command (`npm test`): definitions, types, unit/integration (Vitest), build, e2e
# (Chromium + axe). Each stage prints its name; the first failing stage stops the run with a
# non-zero exit. Ends with one summary line 'N passed, M failed' (Vitest + e2e tests).
set -euo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
unit_passed=0
unit_failed=0
e2e_passed=0
e2e_failed=0
started=$SECONDS

summary() {
  local passed=$((unit_passed + e2e_passed)) failed=$((unit_failed + e2e_failed))
  echo
  echo "== summary: unit ${unit_passed} passed, ${unit_failed} failed; e2e ${e2e_passed} passed, ${e2e_failed} failed; $((SECONDS - started)) s"
  echo "${passed} passed, ${failed} failed"
}

stage() {
  local name="$1"
  shift
  echo
  echo "== ${name}: $*"
  local status=0
  "$@" 2>&1 | tee "${logs}/${name}.log" || status=$?
  case "$name" in
    unit)
      # Vitest: 'Tests  2 failed | 120 passed (122)' or 'Tests  122 passed (122)'.
      local line
      line="$(sed 's/\x1b\[[0-9;]*m//g' "${logs}/unit.log" | grep -E '^ *Tests +' | tail -1 || true)"
      unit_passed="$(grep -oE '[0-9]+ passed' <<<"$line" | grep -oE '[0-9]+' || echo 0)"
      unit_failed="$(grep -oE '[0-9]+ failed' <<<"$line" | grep -oE '[0-9]+' || echo 0)"
      ;;
    e2e)
      local line
      line="$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "${logs}/e2e.log" | tail -1 || true)"
      e2e_passed="$(grep -oE '^[0-9]+' <<<"$line" || echo 0)"
      e2e_failed="$(grep -oE '[0-9]+ failed' <<<"$line" | grep -oE '[0-9]+' || echo 0)"
      ;;
  esac
  if [ "$status" -ne 0 ]; then
    echo "== ${name}: FAILED (exit ${status})"
    # A stage that failed without a count still counts as one failure.
    if [ "$name" = unit ] && [ "$unit_failed" -eq 0 ]; then unit_failed=1; fi
    if [ "$name" = e2e ] && [ "$e2e_failed" -eq 0 ]; then e2e_failed=1; fi
    if [ "$name" != unit ] && [ "$name" != e2e ]; then echo "(stage ${name} failed before the tests ran)"; fi
    summary
    exit "$status"
  fi
  echo "== ${name}: ok"
}

# The e2e stage drives Debian's Chromium (CHROMIUM overrides the path); as root, install it
# when it is missing, as .ci/run does.
chromium="${CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "== chromium: ${chromium} missing, installing Debian's chromium"
    DEBIAN_FRONTEND=noninteractive apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium
  else
    echo "== chromium: ${chromium} is missing; install Debian's chromium (apt-get install chromium) or set CHROMIUM"
    exit 1
  fi
fi

stage flows-check npm run flows:check
stage typecheck npm run typecheck
stage unit npm run test:unit
stage build npm run build
stage e2e npm run test:e2e
summary
