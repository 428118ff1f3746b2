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

step "API tests on PGlite"
api_tests

step "API tests on PostgreSQL"
PG_URL="$(bash scripts/test-postgres.sh start)"
trap 'bash scripts/test-postgres.sh stop' EXIT
TEST_DATABASE_URL="$PG_URL" api_tests

step "build"
npm run build --silent
step "e2e in Chromium"
npx playwright test
step "done"
