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
  # npm ci installs exactly what package-lock.json names. When it refuses (package.json
  # edited without updating the lockfile, or a registry lacking a locked package), npm
  # install resolves afresh. Both talk only when the fallback fails too: a newcomer
  # should not read npm's complaints about a problem that fixed itself.
  ci_log=$(mktemp)
  install_log=$(mktemp)
  trap 'rm -f "$ci_log" "$install_log"' EXIT
  if ! npm ci --no-audit --no-fund --loglevel=error >"$ci_log" 2>&1; then
    if ! npm install --no-audit --no-fund --loglevel=error >"$install_log" 2>&1; then
      echo "[setup] npm ci failed:" >&2
      cat "$ci_log" >&2
      echo "[setup] the fallback npm install failed too:" >&2
      cat "$install_log" >&2
      exit 1
    fi
  fi
  rm -f "$ci_log" "$install_log"
  trap - EXIT
  lock_sum=$(cat package.json package-lock.json 2>/dev/null | cksum | cut -d' ' -f1)
  echo "$lock_sum-$(node -v)" > "$stamp"
fi

exec "$@"
