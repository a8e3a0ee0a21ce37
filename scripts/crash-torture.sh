#!/usr/bin/env bash
# Kills `habit` with SIGKILL at random moments while it changes its data file, many times, and
# checks after every kill that the file parses and holds the state before or after the command.
# The normal test suite does 300 rounds; this runs the same harness (CrashTests) for longer.
#
#   scripts/crash-torture.sh [ROUNDS]     default 3000 (several minutes on 2 cores)
set -uo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3000}"
case "$rounds" in
  '' | *[!0-9]*) echo "usage: scripts/crash-torture.sh [ROUNDS]" >&2; exit 2 ;;
esac
log="$(mktemp)"
HABIT_CRASH_ROUNDS="$rounds" swift test --filter CrashTests >"$log" 2>&1
status=$?
# The summary line and any failure; the whole log stays in $log.
grep -E 'CrashTests:|✘|error:' "$log"
echo "crash-torture: $rounds rounds, swift test exited with $status (full log: $log)"
exit "$status"
