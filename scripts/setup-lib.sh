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
