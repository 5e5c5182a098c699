#!/usr/bin/env bash
# One end-to-end server of tests/e2e/servers.ts, as playwright.config.ts starts it: a new
# DATA_DIR holding a copy of the empty database template (tests/e2e/pglite-template.mjs), the
# server's seed script if it has one, then the production server. When the server stops, its
# DATA_DIR is removed: a run leaves no data behind.
#
#   bash tests/e2e/serve.sh <data dir> <template dir> [seed script]
#
# Playwright stops its servers at the end of the run with SIGINT to this script's process
# group (gracefulShutdown in playwright.config.ts): the server closes its database and exits;
# this script, whose trap runs only once the command in progress has ended, then goes on to
# its exit, and removes the folder. A server that does not stop in time is SIGKILLed with this
# script: its folder is removed when the next run starts it.
set -euo pipefail

data_dir=$1
template=$2
seed=${3:-}

trap 'rm -rf "$data_dir"' EXIT
trap ':' INT TERM

rm -rf "$data_dir"
mkdir -p "$data_dir"
flock "$template.lock" node tests/e2e/pglite-template.mjs "$template"
cp -a "$template" "$data_dir/pglite"
if [ -n "$seed" ]; then npx tsx "$seed"; fi
node build/server/index.js
