# Shared install steps for ./start.sh and ./test.sh. Each step checks first and only acts when
# something is missing, so re-running is fast.

log() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }
die() { printf '\033[1;31mError:\033[0m %s\n' "$*" >&2; exit 1; }

# Node.js 24 LTS (.nvmrc). A machine whose own Node is older gets the official binary that the npm
# registry publishes as the node-linux-<arch> package (pinned version and integrity below) in
# .cache/node, put first on PATH for everything these scripts run; npm stays the machine's own.
NODE_VERSION=24.21.0
NODE_MIN_MAJOR=24
NODE_DIR=.cache/node
declare -A NODE_INTEGRITY=(
  [x64]=sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==
  [arm64]=sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==
)
node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ensure_node() {
  command -v node >/dev/null && command -v npm >/dev/null || die "Node.js and npm are required (https://nodejs.org)."
  if [ "$(node_major)" -ge "$NODE_MIN_MAJOR" ]; then return 0; fi
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) die "Node.js $NODE_MIN_MAJOR+ is required; this is $(node -v 2>/dev/null || echo none) on $(uname -m)." ;;
  esac
  if [ "$("$NODE_DIR/bin/node" -v 2>/dev/null)" != "v$NODE_VERSION" ]; then
    log "Fetching Node.js $NODE_VERSION from the npm registry (node-linux-$arch) into $NODE_DIR"
    local tmp tarball
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack "node-linux-$arch@$NODE_VERSION" --silent >/dev/null) \
      || { rm -rf "$tmp"; die "Could not download node-linux-$arch@$NODE_VERSION from the npm registry."; }
    tarball=$(ls "$tmp"/*.tgz)
    # npm pack checks the registry's integrity; this checks ours, so a changed registry cannot
    # hand us another binary under the same version.
    [ "$(node -e 'process.stdout.write("sha512-"+require("crypto").createHash("sha512").update(require("fs").readFileSync(process.argv[1])).digest("base64"))' "$tarball")" \
      = "${NODE_INTEGRITY[$arch]}" ] \
      || { rm -rf "$tmp"; die "node-linux-$arch@$NODE_VERSION does not match its pinned integrity."; }
    rm -rf "$NODE_DIR" && mkdir -p "$NODE_DIR"
    tar -xzf "$tarball" -C "$NODE_DIR" --strip-components=1 package/bin/node package/include package/LICENSE
    rm -rf "$tmp"
  fi
  export PATH="$PWD/$NODE_DIR/bin:$PATH"
  # Native addons build against this Node's headers, not those of the machine's Node.
  export npm_config_nodedir="$PWD/$NODE_DIR"
  hash -r
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
  # `npm ci`: exactly the lockfile, as the Dockerfile installs it. Biome is pinned to a release
  # whose binaries for every platform are on the registry, so the lockfile lists them all.
  npm ci --no-audit --no-fund --loglevel=error
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
# the sources, the CPU's features or these build options change; about 2 minutes on 2 cores.
# AMX is left out: on a CPU that has it (Sapphire Rapids and later) whisper-cli built with it dies
# without a word while decoding a q8_0 model here (measured: the whisper-test-model tests), so
# the AVX-512 kernels do that work.
WHISPER_CLI_DIR=.cache/whisper-cli
WHISPER_CLI_CFLAGS="-mno-amx-tile -mno-amx-int8 -mno-amx-bf16"
ensure_whisper_cli() {
  local src=node_modules/nodejs-whisper/cpp/whisper.cpp want
  [ -f "$src/CMakeLists.txt" ] || { echo "whisper.cpp sources missing ($src)" >&2; return 1; }
  want=$( (grep -m1 'project("whisper.cpp" VERSION' "$src/CMakeLists.txt"; grep -m1 '^flags' /proc/cpuinfo;
    cmake --version | head -1; c++ --version | head -1; echo "$WHISPER_CLI_CFLAGS") 2>/dev/null | sha1sum | cut -d' ' -f1)
  if [ -x "$WHISPER_CLI_DIR/bin/whisper-cli" ] && [ "$(cat "$WHISPER_CLI_DIR/.stamp" 2>/dev/null)" = "$want" ]; then
    return 0
  fi
  log "Building whisper.cpp's whisper-cli for this CPU (once, about 2 minutes)"
  rm -rf "$WHISPER_CLI_DIR" && mkdir -p "$WHISPER_CLI_DIR"
  if cmake -S "$src" -B "$WHISPER_CLI_DIR/build" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF \
      -DGGML_NATIVE=ON -DWHISPER_BUILD_TESTS=OFF -DWHISPER_BUILD_SERVER=OFF -DWHISPER_SDL2=OFF \
      -DCMAKE_C_FLAGS="$WHISPER_CLI_CFLAGS" -DCMAKE_CXX_FLAGS="$WHISPER_CLI_CFLAGS" \
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

# Installs the whisper models the app will use, each checked against its pinned SHA-1: English on
# WHISPER_MODEL (default base.en), every other language on WHISPER_MULTILINGUAL_MODEL (default
# small; docs/decisions/0017), unless WHISPER_MODEL_DOWNLOAD=0 or the setting is a file path or
# "none". Never stops the start: offline, the command says once what the app does meanwhile
# (PocketSphinx, or every video transcribed as English).
ensure_whisper_model() {
  [ "${WHISPER_MODEL_DOWNLOAD:-1}" = 0 ] && return 0
  local name
  for name in "${WHISPER_MODEL:-base.en}" "${WHISPER_MULTILINGUAL_MODEL:-small}"; do
    [[ $name == *.bin || $name == none ]] && continue
    node apps/server/dist/main.js models install "$name" || true
  done
}
