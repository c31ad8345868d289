#!/usr/bin/env bash
# THE test command (`npm test`): definitions, types, unit/integration (Vitest), build, e2e
# (Chromium + axe). Each stage prints its name; the first failing stage stops the run with a
# non-zero exit. Ends with one summary line 'N passed, M failed' (Vitest + e2e tests).
set -euo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
pg_dir=""
cleanup() {
  # Best effort, whatever failed before: no errexit here (and `return` in a trap handler would
  # hand back the status that made the script exit).
  set +e
  if [ -n "${typecheck_pid:-}" ]; then kill "$typecheck_pid" 2>/dev/null; fi
  pg_stop
  rm -rf "$logs"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
typecheck_pid=""
unit_passed=0
unit_failed=0
e2e_passed=0
e2e_failed=0
started=$SECONDS

# The typecheck's output and status (it ran in the background).
typecheck_output() {
  cat "${logs}/typecheck-run.log"
  return "$1"
}

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
  local status=0 stage_started=$SECONDS
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
    echo "== ${name}: FAILED (exit ${status}, $((SECONDS - stage_started)) s)"
    # A stage that failed without a count still counts as one failure.
    if [ "$name" = unit ] && [ "$unit_failed" -eq 0 ]; then unit_failed=1; fi
    if [ "$name" = e2e ] && [ "$e2e_failed" -eq 0 ]; then e2e_failed=1; fi
    # The typecheck reports after the unit stage: its failure counts as one failed test.
    if [ "$name" = typecheck ]; then unit_failed=$((unit_failed + 1)); echo "(the type check failed: counted as one failure)"; fi
    if [ "$name" != unit ] && [ "$name" != e2e ] && [ "$name" != typecheck ]; then echo "(stage ${name} failed before the tests ran)"; fi
    summary
    exit "$status"
  fi
  echo "== ${name}: ok ($((SECONDS - stage_started)) s)"
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

# The unit stage runs the sandbox's store suite (tests/server/store-backends.test.ts) on PGlite
# and on a real PostgreSQL: a throwaway server on a free loopback port, in a temp data dir,
# stopped and removed on exit whatever happens. TEST_DATABASE_URL given by the caller wins.
pg_as() {
  # PostgreSQL refuses to run as root: as root, run its tools as the 'postgres' user.
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_bin() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return 0; fi
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
  if [ -n "$dir" ] && [ -x "${dir}/initdb" ]; then echo "$dir"; return 0; fi
  if command -v initdb >/dev/null; then dirname "$(command -v initdb)"; fi
  return 0
}

pg_start() {
  local bin
  bin="$(pg_bin)"
  if [ -z "$bin" ]; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
      echo "== postgresql: initdb missing, installing Debian's postgresql"
      DEBIAN_FRONTEND=noninteractive apt-get update
      DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql
      bin="$(pg_bin)"
    fi
    if [ -z "$bin" ]; then
      echo "== postgresql: initdb is missing; install Debian's postgresql (apt-get install postgresql), set PG_BIN, or set TEST_DATABASE_URL"
      exit 1
    fi
  fi
  # As root the directory is in /tmp (the postgres user must reach it) and owned by postgres.
  if [ "$(id -u)" -eq 0 ]; then
    pg_dir="$(mktemp -d /tmp/heloc-pg.XXXXXX)"
    chown postgres: "$pg_dir"
  else
    pg_dir="$(mktemp -d "${TMPDIR:-/tmp}/heloc-pg.XXXXXX")"
  fi
  chmod 700 "$pg_dir"
  local port
  port="$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  pg_as "${bin}/initdb" -D "${pg_dir}/data" -U postgres --auth=trust -E UTF8 --locale=C --no-sync >"${pg_dir}/initdb.log" 2>&1 \
    || { cat "${pg_dir}/initdb.log"; echo "== postgresql: initdb failed"; exit 1; }
  # Trust, on the loopback address only (and the server's own socket in its temp dir).
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' | pg_as tee "${pg_dir}/data/pg_hba.conf" >/dev/null
  pg_as "${bin}/pg_ctl" -D "${pg_dir}/data" -l "${pg_dir}/server.log" -w -t 60 \
    -o "-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${pg_dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { cat "${pg_dir}/server.log"; echo "== postgresql: the server did not start"; exit 1; }
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${port}/postgres"
  echo "== postgresql: throwaway server $("${bin}/postgres" --version | grep -oE '[0-9]+(\.[0-9]+)*' | head -1) on 127.0.0.1:${port} (${pg_dir})"
}

pg_stop() {
  if [ -z "$pg_dir" ]; then return 0; fi
  local bin
  bin="$(pg_bin)"
  if [ -f "${pg_dir}/data/postmaster.pid" ]; then
    pg_as "${bin}/pg_ctl" -D "${pg_dir}/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$pg_dir"
  pg_dir=""
  unset TEST_DATABASE_URL
}

stage flows-check npm run flows:check
# The precompiled validators and styles (src/generated/) once: typecheck, unit and build read the
# same output, which `npm run typecheck`, `test:unit` and `build` would each regenerate (~10 s).
stage gen npm run gen
# Type checking needs one core for ~30 s and nothing the unit suites make: it runs beside them
# and reports right after them (decision 688).
echo
echo "== typecheck: npx tsc --noEmit -p tsconfig.json (beside the unit stage)"
typecheck_started=$SECONDS
npx tsc --noEmit -p tsconfig.json >"${logs}/typecheck-run.log" 2>&1 &
typecheck_pid=$!
if [ -z "${TEST_DATABASE_URL:-}" ]; then pg_start; else echo "== postgresql: TEST_DATABASE_URL given, using it"; fi
stage unit npx vitest run
pg_stop
typecheck_status=0
wait "$typecheck_pid" || typecheck_status=$?
typecheck_pid=""
echo "(typecheck took $((SECONDS - typecheck_started)) s of wall time beside the unit stage)"
stage typecheck typecheck_output "$typecheck_status"
stage build npx vite build
stage e2e npm run test:e2e
summary
