#!/usr/bin/env bash
# Runs the Dockerfile's build steps outside Docker (no Docker engine is needed), in the order and
# with the commands the Dockerfile itself holds, so a change that breaks the image breaks this:
#   manifests → deps (`npm ci` on the manifests alone) → build (`npm run build` on the sources)
#   → prod-deps (`npm ci --omit=dev` for the server) → runtime (dist + production node_modules
#   start, migrate the embedded database and answer /healthz).
# The commands are read from the Dockerfile's RUN lines; the files each stage copies are the
# committed ones (git archive), as `COPY . .` sees them in a clean checkout.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d /tmp/captionist-dockerfile.XXXXXX)
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The RUN command of a stage that contains the given text (continuation lines joined).
run_line() {
  awk -v want="$1" '
    /^RUN / { cmd = $0; while (cmd ~ /\\$/) { sub(/\\$/, "", cmd); getline next_line; cmd = cmd next_line } if (index(cmd, want)) { print cmd; exit } }
  ' Dockerfile | sed -e 's/^RUN //' -e 's/--mount=[^ ]* //g'
}

# manifests: exactly the COPY lines of the manifests stage, checked against the workspaces.
manifests() {
  local dest=$1 file
  for file in $(awk '/AS manifests/,/^FROM .* AS deps/' Dockerfile | awk '/^COPY / { for (i = 2; i < NF; i++) print $i }'); do
    mkdir -p "$dest/$(dirname "$file")" && git show "HEAD:$file" > "$dest/$file"
  done
  node -e '
    const fs = require("fs"), path = require("path");
    const missing = require(path.resolve(process.argv[1], "package.json")).workspaces
      .filter((w) => !fs.existsSync(path.join(process.argv[1], w, "package.json")));
    if (missing.length) { console.error("Dockerfile manifests stage misses: " + missing.join(", ")); process.exit(1); }
  ' "$dest"
}

deps_cmd=$(run_line 'npm ci --no-audit')
build_cmd=$(run_line 'npm run build')
prod_cmd=$(run_line 'npm ci --omit=dev')
[ -n "$deps_cmd" ] && [ -n "$build_cmd" ] && [ -n "$prod_cmd" ] || { echo "Dockerfile steps not found" >&2; exit 1; }

echo "== deps: $deps_cmd"
manifests "$work/build"
(cd "$work/build" && eval "$deps_cmd")
echo "== build: $build_cmd"
git archive HEAD | tar -x -C "$work/build"
(cd "$work/build" && eval "$build_cmd")

echo "== prod-deps: $prod_cmd"
manifests "$work/app"
(cd "$work/app" && eval "$prod_cmd")
mkdir -p "$work/app/apps/server" "$work/app/apps/web"
cp -r "$work/build/apps/server/dist" "$work/build/apps/server/drizzle" "$work/app/apps/server/"
cp -r "$work/build/apps/web/dist" "$work/app/apps/web/"

echo "== runtime: node apps/server/dist/main.js all"
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
# exec: the PID kept below must be the server's own, or the cleanup stops only the subshell and the
# server keeps running. CAPTIONIST_RUN_ID lets ./test.sh find it if it were left anyway.
(cd "$work/app" && exec env -i PATH="$PATH" HOME="$work" NODE_ENV=production HOST=127.0.0.1 PORT="$port" \
  DATA_DIR="$work/data" WEB_DIST_DIR="$work/app/apps/web/dist" WHISPER_MODEL_DOWNLOAD=0 \
  CAPTIONIST_RUN_ID="${CAPTIONIST_RUN_ID:-}" node apps/server/dist/main.js all > "$work/server.log" 2>&1) &
server_pid=$!
for _ in $(seq 1 120); do
  if node -e 'fetch(process.argv[1]).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))' \
    "http://127.0.0.1:$port/healthz" 2>/dev/null; then
    node -e 'fetch(process.argv[1]).then(r=>r.text()).then(t=>{if(!t.includes("<div id=\"root\">"))process.exit(1)})' \
      "http://127.0.0.1:$port/login" || { echo "the web app was not served" >&2; exit 1; }
    echo "The Dockerfile's steps build and start the product."
    exit 0
  fi
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 1
done
tail -30 "$work/server.log" >&2
echo "The product built by the Dockerfile's steps did not start." >&2
exit 1
