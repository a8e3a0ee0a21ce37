#!/usr/bin/env bash
# What the Makefile records about a build: `build-info.sh commit` prints the commit habit
# --version names (12 hex digits, "-dirty" when tracked files have changes; nothing when unknown),
# `build-info.sh epoch` the time release files carry (the commit's, in seconds since 1970).
# From a git checkout git says; from the source tarball, packaging/source-info, which
# `git archive` filled in; otherwise nothing for the commit and the version's day for the time.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd -P)"
cd "$root"

# A checkout of this repository itself, not a tarball unpacked inside some other repository.
in_git() {
  command -v git >/dev/null 2>&1 \
    && [ "$(git rev-parse --show-toplevel 2>/dev/null || true)" = "$root" ]
}
# A value git archive substituted into packaging/source-info ("$Format:…$" where it did not).
archived() {
  local value
  value="$(sed -n "s/^$1=//p" packaging/source-info 2>/dev/null || true)"
  case "$value" in '$Format'* | '') return 1 ;; *) printf '%s\n' "$value" ;; esac
}

case "${1:-}" in
  commit)
    if in_git; then
      commit="$(git rev-parse HEAD | cut -c1-12)"
      git update-index -q --refresh >/dev/null 2>&1 || true
      if [ -n "$(git status --porcelain --untracked-files=no)" ]; then commit="$commit-dirty"; fi
      echo "$commit"
    elif full="$(archived commit)"; then
      echo "$full" | cut -c1-12
    fi
    ;;
  epoch)
    if in_git; then
      git log -1 --format=%ct
    elif archived epoch; then
      :
    else
      day="$(sed -n 's/^ *static let date = "\(.*\)"$/\1/p' Sources/HabitCLI/Version.swift)"
      date -u -d "$day" +%s
    fi
    ;;
  *)
    echo "usage: scripts/build-info.sh commit|epoch" >&2
    exit 2
    ;;
esac
