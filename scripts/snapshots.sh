#!/usr/bin/env bash
# `npm run snapshots [-- <playwright args>]`: the per-brand visual snapshots against the built app
# (run `npm run build` first), then the side-by-side report, whatever the outcome; exits with the
# tests' status. `npm run snapshots:update` (or `-- --update-snapshots`) rewrites the baselines.
cd "$(dirname "$0")/.."
npx playwright test -c playwright.snapshots.config.ts "$@"
status=$?
node --import tsx scripts/snapshots-report.ts
exit $status
