#!/bin/sh
# Runs a command under Node 24 with the project's dependencies installed.
# Used by `npm start` and `npm test`: on a machine whose Node is older than 24 it
# fetches Node 24 from the npm registry (package `node`) into .tools/, never
# touching the system; it reinstalls dependencies only when package-lock.json changed.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
NODE_WANTED_MAJOR=24
NODE_PACKAGE_SPEC="node@24.9.0"
tools="$root/.tools/node"

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major node)" -lt "$NODE_WANTED_MAJOR" ]; then
  if [ ! -x "$tools/bin/node" ] || [ "$(node_major "$tools/bin/node")" -lt "$NODE_WANTED_MAJOR" ]; then
    echo "[setup] system Node is $(node -v 2>/dev/null || echo missing); fetching $NODE_PACKAGE_SPEC into .tools/node"
    rm -rf "$tools"
    npm install --global --no-audit --no-fund --loglevel=error --prefix "$tools" "$NODE_PACKAGE_SPEC" >/dev/null
  fi
  PATH="$tools/bin:$PATH"
  export PATH
fi

stamp="node_modules/.install-stamp"
lock_sum=$(cat package.json package-lock.json 2>/dev/null | cksum | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum-$(node -v)" ]; then
  echo "[setup] installing dependencies with Node $(node -v)"
  # npm ci refuses a lockfile naming another platform's optional package that the
  # registry lacks; install from the lockfile with npm install in that case.
  npm ci --no-audit --no-fund --loglevel=error || npm install --no-audit --no-fund --loglevel=error
  lock_sum=$(cat package.json package-lock.json 2>/dev/null | cksum | cut -d' ' -f1)
  echo "$lock_sum-$(node -v)" > "$stamp"
fi

exec "$@"
