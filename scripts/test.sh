#!/usr/bin/env bash
# `npm test`: types, lint, unit, API on PGlite and on a throwaway PostgreSQL, build, e2e in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --no-warnings=ExperimentalWarning"

# Each step prints the seconds since the suite began, so a slow step shows in the CI log.
step() { printf '\n== %s (at %ss)\n' "$1" "$SECONDS"; }

# The API tests' server errors go to a file; on a failure, the unexpected ones (not our AppError) are
# printed, so an intermittent failure can be diagnosed from the CI log.
mkdir -p .tmp
export TEST_LOG_FILE="$PWD/.tmp/api-server-errors.log"
rm -f "$TEST_LOG_FILE"
api_tests() {
  if npx vitest run --project api; then return 0; fi
  echo "== server errors during the API tests, other than AppError:"
  grep -v '"type":"AppError"' "$TEST_LOG_FILE" 2>/dev/null | tail -n 20 | cut -c1-2000 || true
  return 1
}

bash scripts/ensure-system-deps.sh

step "typecheck"
npx tsc -b
step "lint"
npx biome check .
step "unit tests"
npx vitest run --project unit

PG_URL="$(bash scripts/test-postgres.sh start)"
trap 'bash scripts/test-postgres.sh stop' EXIT
step "build"
npm run build --silent

# The e2e run mostly waits (debounces, animations, the browser) while the API runs keep both cores
# busy, so they run side by side: the API passes in the background, their output kept for after.
step "API tests on PGlite and on PostgreSQL, beside e2e in Chromium"
API_LOG=.tmp/api-tests.log
(
  failed=0
  echo "== API tests on PGlite"
  api_tests || failed=1
  echo "== API tests on PostgreSQL"
  TEST_DATABASE_URL="$PG_URL" api_tests || failed=1
  exit "$failed"
) >"$API_LOG" 2>&1 &
api_pid=$!
e2e_status=0
npx playwright test || e2e_status=$?
api_status=0
wait "$api_pid" || api_status=$?
step "API test output"
cat "$API_LOG"
step "done"
if [ "$api_status" -ne 0 ]; then echo "API tests failed" >&2; fi
if [ "$e2e_status" -ne 0 ]; then echo "e2e tests failed" >&2; fi
[ "$api_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
