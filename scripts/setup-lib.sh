# Shared install steps for ./start.sh and ./test.sh. Each step checks first and only acts when
# something is missing, so re-running is fast.

log() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }
die() { printf '\033[1;31mError:\033[0m %s\n' "$*" >&2; exit 1; }

ensure_node() {
  command -v node >/dev/null || die "Node.js 20.19+ is required (https://nodejs.org)."
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' \
    || die "Node.js 20.19 or newer is required; this is $(node -v)."
}

# ensure_system_packages CMD:PACKAGE ... — installs the Debian package of each missing command.
# A CMD starting with / is a file the package ships (for packages without a command, e.g. models).
ensure_system_packages() {
  local missing=() pair probe
  for pair in "$@"; do
    probe=${pair%%:*}
    if [[ $probe == /* ]]; then
      [ -e "$probe" ] || missing+=("${pair#*:}")
    else
      command -v "$probe" >/dev/null || missing+=("${pair#*:}")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local apt=(apt-get install -y --no-install-recommends "${missing[@]}")
  if [ "$(id -u)" -eq 0 ]; then
    log "Installing system packages: ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${apt[@]}" >/dev/null
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    log "Installing system packages with sudo: ${missing[*]}"
    sudo DEBIAN_FRONTEND=noninteractive apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive "${apt[@]}" >/dev/null
  else
    die "Missing system packages. Install them with:
    sudo apt-get update && sudo ${apt[*]}
then run this script again."
  fi
}

# npm packages: install when node_modules is missing or the lockfile changed since the last install.
ensure_npm_packages() {
  local stamp=node_modules/.captionist-install-stamp want
  want=$(sha1sum package-lock.json | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  log "Installing npm packages"
  # `npm install`, not `npm ci`: the lockfile cannot list Biome's binaries for other platforms
  # when the registry in use does not serve them, and `npm ci` then refuses the lockfile.
  npm install --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
}

# Builds the web app and the server when their sources changed since the last build.
ensure_build() {
  local stamp=apps/server/dist/.build-stamp want
  want=$(git ls-files -co --exclude-standard -- apps packages package-lock.json 2>/dev/null \
    | grep -v -e '/dist/' -e '/test/' -e '\.test\.' | sort | xargs sha1sum 2>/dev/null | sha1sum | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ -f apps/web/dist/index.html ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  log "Building web app and server"
  npm run build --silent
  echo "$want" > "$stamp"
}

# Builds whisper.cpp's whisper-cli with this machine's SIMD (GGML_NATIVE) from the sources the
# nodejs-whisper npm package ships (pinned in the lockfile), into .cache/whisper-cli. The prebuilt
# Node bindings on npm have no AVX/FMA/F16C and cost 4–7× the CPU (docs/decisions). Rebuilt when
# the sources or the CPU's features change; about 2 minutes on 2 cores.
WHISPER_CLI_DIR=.cache/whisper-cli
ensure_whisper_cli() {
  local src=node_modules/nodejs-whisper/cpp/whisper.cpp want
  [ -f "$src/CMakeLists.txt" ] || { echo "whisper.cpp sources missing ($src)" >&2; return 1; }
  want=$( (grep -m1 'project("whisper.cpp" VERSION' "$src/CMakeLists.txt"; grep -m1 '^flags' /proc/cpuinfo;
    cmake --version | head -1; c++ --version | head -1) 2>/dev/null | sha1sum | cut -d' ' -f1)
  if [ -x "$WHISPER_CLI_DIR/bin/whisper-cli" ] && [ "$(cat "$WHISPER_CLI_DIR/.stamp" 2>/dev/null)" = "$want" ]; then
    return 0
  fi
  log "Building whisper.cpp's whisper-cli for this CPU (once, about 2 minutes)"
  rm -rf "$WHISPER_CLI_DIR" && mkdir -p "$WHISPER_CLI_DIR"
  if cmake -S "$src" -B "$WHISPER_CLI_DIR/build" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF \
      -DGGML_NATIVE=ON -DWHISPER_BUILD_TESTS=OFF -DWHISPER_BUILD_SERVER=OFF -DWHISPER_SDL2=OFF \
      >"$WHISPER_CLI_DIR/build.log" 2>&1 \
    && cmake --build "$WHISPER_CLI_DIR/build" -j"$(nproc)" --target whisper-cli >>"$WHISPER_CLI_DIR/build.log" 2>&1; then
    install -D -m 755 "$WHISPER_CLI_DIR/build/bin/whisper-cli" "$WHISPER_CLI_DIR/bin/whisper-cli"
    rm -rf "$WHISPER_CLI_DIR/build"
    echo "$want" >"$WHISPER_CLI_DIR/.stamp"
  else
    tail -20 "$WHISPER_CLI_DIR/build.log" >&2
    echo "Building whisper-cli failed (log: $WHISPER_CLI_DIR/build.log)." >&2
    return 1
  fi
}

# Installs the whisper model the app will use (WHISPER_MODEL, default base.en), checked against its
# pinned SHA-1, unless WHISPER_MODEL_DOWNLOAD=0 or WHISPER_MODEL is a file path. Never stops the
# start: offline, the command says once that PocketSphinx transcribes until the model is installed.
ensure_whisper_model() {
  local name=${WHISPER_MODEL:-base.en}
  [ "${WHISPER_MODEL_DOWNLOAD:-1}" = 0 ] && return 0
  [[ $name == *.bin ]] && return 0
  node apps/server/dist/main.js models install "$name" || true
}
