#!/usr/bin/env bash
# `npm test`: types, lint, unit, API on PGlite and on a throwaway PostgreSQL, build, e2e in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --no-warnings=ExperimentalWarning"

step() { printf '\n== %s\n' "$1"; }

bash scripts/ensure-system-deps.sh

step "typecheck"
npx tsc -b
step "lint"
npx biome check .
step "unit tests"
npx vitest run --project unit

step "API tests on PGlite"
npx vitest run --project api

step "API tests on PostgreSQL"
PG_URL="$(bash scripts/test-postgres.sh start)"
trap 'bash scripts/test-postgres.sh stop' EXIT
TEST_DATABASE_URL="$PG_URL" npx vitest run --project api

step "build"
npm run build --silent
step "e2e in Chromium"
npx playwright test
