# Finds the processes a run of ./test.sh started and left running. The run exports a unique
# CAPTIONIST_RUN_ID that every process it starts inherits (scripts that clear the environment pass
# it on); a process working in the checkout counts too, unless it was already there when the run
# began. Reads /proc with shell builtins only, so the scan adds no process of its own.

# Prints "PID command line" for each process of this run other than this shell.
run_processes() {
  local root=$PWD proc pid cwd marked
  local -a environ cmdline
  for proc in /proc/[0-9]*; do
    pid=${proc#/proc/}
    [ "$pid" = "$$" ] || [ "$pid" = "$BASHPID" ] && continue
    mapfile -d '' environ 2>/dev/null <"$proc/environ" || continue
    marked=
    [[ " ${environ[*]} " == *" CAPTIONIST_RUN_ID=${CAPTIONIST_RUN_ID:-unset} "* ]] && marked=1
    cwd=$(cd "$proc/cwd" 2>/dev/null && pwd -P) || cwd=
    if [ -n "$marked" ] || [[ "$cwd/" == "$root/"* ]]; then
      mapfile -d '' cmdline 2>/dev/null <"$proc/cmdline" || continue
      echo "$pid ${cmdline[*]}"
    fi
  done
}

# Fails and lists the run's processes still running that were not in the list given (the one
# taken when the run began).
no_leftover_processes() {
  local before=$1 line leftover=
  while IFS= read -r line; do
    [ -z "$line" ] && continue
    grep -qxF -- "$line" <<<"$before" && continue
    leftover+="$line"$'\n'
  done <<<"$(run_processes)"
  [ -z "$leftover" ] && return 0
  echo "Processes this run started are still running:"
  printf '%s' "$leftover"
  return 1
}
