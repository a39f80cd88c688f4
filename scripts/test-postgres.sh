# Provides a real PostgreSQL server for the integration tests and exports TEST_POSTGRES_URL.
# Uses the one given (or the machine's on 127.0.0.1:5432); otherwise installs Debian's
# postgresql and starts a throwaway cluster on a free port in a temp dir, stopped on exit.

postgres_reachable() {
  node -e '
    const { Client } = require("pg");
    const c = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
    c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));
  ' "$1" 2>/dev/null
}

ensure_test_postgres() {
  export TEST_POSTGRES_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
  if [ -z "${TEST_PG_THROWAWAY:-}" ] && (cd apps/server && postgres_reachable "$TEST_POSTGRES_URL"); then
    log "Using PostgreSQL at ${TEST_POSTGRES_URL%%\?*}"
    return 0
  fi
  log "No PostgreSQL server reachable; starting a throwaway cluster"
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || ensure_system_packages_force postgresql
  local bin dir port run_as=()
  bin=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
  dir=$(mktemp -d /tmp/captionist-pg.XXXXXX)
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  # PostgreSQL refuses to run as root.
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; run_as=(runuser -u postgres --); fi
  "${run_as[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust >/dev/null
  "${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  TEST_PG_STOP=("${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast stop)
  export TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
  log "Throwaway PostgreSQL on port $port"
}

stop_test_postgres() {
  if [ -n "${TEST_PG_STOP:-}" ]; then "${TEST_PG_STOP[@]}" >/dev/null 2>&1 || true; fi
}

ensure_system_packages_force() {
  local pkg=$1
  if [ "$(id -u)" -eq 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$pkg" >/dev/null
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    sudo DEBIAN_FRONTEND=noninteractive apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$pkg" >/dev/null
  else
    die "PostgreSQL is needed for the integration tests. Install it with:
    sudo apt-get update && sudo apt-get install -y postgresql"
  fi
}
