#!/usr/bin/env bash
# make install and make uninstall into a staging folder: the build has no warning (the static
# link included), exactly the five files land where the shells and man look, they work (the
# binary stripped, naming its version and commit), the
# zsh hint appears outside /usr and /usr/local only, and uninstall leaves nothing behind.
set -euo pipefail
cd "$(dirname "$0")/.."

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
fail() { echo "check-install: $*" >&2; exit 1; }

make install DESTDIR="$stage/root" PREFIX=/opt/habit-check >"$stage/install.log" 2>&1 \
  || { cat "$stage/install.log"; fail "make install failed"; }
if grep -q "warning:" "$stage/install.log"; then
  cat "$stage/install.log"
  fail "the build or the link warns (see above)"
fi

prefix="$stage/root/opt/habit-check"
expected="bin/habit
share/bash-completion/completions/habit
share/fish/vendor_completions.d/habit.fish
share/man/man1/habit.1
share/zsh/site-functions/_habit"
actual="$(cd "$prefix" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)"
[ "$actual" = "$expected" ] || fail "installed files differ: $actual"
for file in $expected; do
  grep -qx "installed $prefix/$file" "$stage/install.log" || fail "make install did not print $file"
done
grep -q "fpath=(/opt/habit-check/share/zsh/site-functions" "$stage/install.log" || fail "no zsh fpath hint"

version="$(sed -n 's/^ *static let current = "\(.*\)"$/\1/p' Sources/HabitCLI/Version.swift)"
[ "$("$prefix/bin/habit" --version | head -1)" = "habit $version (commit $(scripts/build-info.sh commit))" ] \
  || fail "the installed binary does not print its version and commit: $("$prefix/bin/habit" --version)"
sections="$(readelf -S "$prefix/bin/habit")"
if grep -q -e ' \.symtab ' -e ' \.debug_' <<< "$sections"; then
  fail "the installed binary is not stripped"
fi
cmp -s "$prefix/share/man/man1/habit.1" docs/habit.1 || fail "the installed man page is not docs/habit.1"
bash -n "$prefix/share/bash-completion/completions/habit" || fail "the bash completion does not parse"
if command -v zsh >/dev/null; then zsh -n "$prefix/share/zsh/site-functions/_habit" || fail "zsh completion"; fi
if command -v fish >/dev/null; then fish -n "$prefix/share/fish/vendor_completions.d/habit.fish" || fail "fish completion"; fi
if [ "$(uname -s)" = Linux ] && grep -q "libswift\|libFoundation" <<< "$(ldd "$prefix/bin/habit")"; then
  fail "the Linux binary links the Swift runtime dynamically"
fi

make uninstall DESTDIR="$stage/root" PREFIX=/opt/habit-check >"$stage/uninstall.log"
[ "$(grep -c '^removed ' "$stage/uninstall.log")" = 5 ] || fail "make uninstall did not remove five files"
[ -z "$(find "$stage/root" -type f)" ] || fail "make uninstall left files: $(find "$stage/root" -type f)"

# No fpath hint where zsh already looks.
make install DESTDIR="$stage/usr" PREFIX=/usr/local >"$stage/install2.log" 2>&1
! grep -q "fpath=" "$stage/install2.log" || fail "a zsh hint for /usr/local"
echo "check-install: make install and make uninstall work"
