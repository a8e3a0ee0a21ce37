#!/usr/bin/env bash
# After make dist: the binary tarball holds exactly the issue's layout, SHA256SUMS checks, the
# unpacked binary runs with an empty environment (--version prints; a command that needs the
# data says in one sentence that there is no home), and the source tarball holds what a build
# needs with the commit filled in by git archive.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "check-dist: $*" >&2; exit 1; }

version="$(sed -n 's/^ *static let current = "\(.*\)"$/\1/p' Sources/HabitCLI/Version.swift)"
name="habit-$version-$(uname -s | tr A-Z a-z)-$(uname -m)"
[ -f "dist/$name.tar.gz" ] || fail "no dist/$name.tar.gz (run make dist)"
[ -f "dist/habit-$version.tar.gz" ] || fail "no dist/habit-$version.tar.gz"
(cd dist && sha256sum --quiet -c SHA256SUMS) || fail "SHA256SUMS does not check"
grep -q "  $name.tar.gz\$" dist/SHA256SUMS || fail "SHA256SUMS does not list $name.tar.gz"
grep -q "  habit-$version.tar.gz\$" dist/SHA256SUMS || fail "SHA256SUMS does not list the source tarball"

expected="$name/
$name/CHANGELOG.md
$name/LICENSE
$name/README.md
$name/bin/
$name/bin/habit
$name/share/
$name/share/bash-completion/
$name/share/bash-completion/completions/
$name/share/bash-completion/completions/habit
$name/share/fish/
$name/share/fish/vendor_completions.d/
$name/share/fish/vendor_completions.d/habit.fish
$name/share/man/
$name/share/man/man1/
$name/share/man/man1/habit.1
$name/share/zsh/
$name/share/zsh/site-functions/
$name/share/zsh/site-functions/_habit"
actual="$(tar -tzf "dist/$name.tar.gz" | LC_ALL=C sort)"
[ "$actual" = "$expected" ] || fail "the tarball holds: $actual"
# (Captured before grep reads it: a grep -q that stops early would make the writer fail.)
owners="$(tar --numeric-owner -tvzf "dist/$name.tar.gz" | awk '{print $2}' | LC_ALL=C sort -u)"
[ "$owners" = 0/0 ] || fail "the files in the tarball are owned by $owners, not by root (0/0)"

unpacked="$(mktemp -d)"
trap 'rm -rf "$unpacked"' EXIT
tar -xzf "dist/$name.tar.gz" -C "$unpacked"
bin="$unpacked/$name/bin/habit"
sections="$(readelf -S "$bin")"
if grep -q -e ' \.symtab ' -e ' \.debug_' -e ' \.comment ' <<< "$sections"; then
  fail "the binary is not stripped (it has symbols, debug information or a .comment section)"
fi
cmp -s "$unpacked/$name/share/man/man1/habit.1" docs/habit.1 || fail "the man page is not docs/habit.1"
cmp -s "$unpacked/$name/LICENSE" LICENSE || fail "LICENSE differs"

# No PATH, no HOME, no LANG: the version prints, and a command that needs the data says why not.
out="$(cd / && env -i "$bin" --version)" || fail "env -i bin/habit --version failed"
[ "$(echo "$out" | head -1 | cut -d' ' -f1-2)" = "habit $version" ] || fail "--version printed: $out"
grep -q "MIT License" <<< "$(sed -n 2p <<< "$out")" || fail "--version does not name the licence: $out"
status=0
err="$(cd / && env -i "$bin" list 2>&1 >/dev/null)" || status=$?
[ "$status" = 3 ] || fail "env -i habit list exited $status, not 3"
[ "$(printf '%s\n' "$err" | wc -l)" = 1 ] || fail "env -i habit list said more than one line: $err"
[ "$err" = "habit: Cannot tell where the data lives because HOME is not set; set HABIT_FILE to the data file's path or use --file PATH." ] \
  || fail "env -i habit list said: $err"
if [ "$(uname -s)" = Linux ]; then
  # The C library (libc, libm, the loader) and nothing else.
  extra="$(ldd "$bin" | awk '{print $1}' | grep -v -e '^linux-vdso' -e '^/lib.*/ld-linux' -e '^libc\.so\.6$' -e '^libm\.so\.6$' || true)"
  [ -z "$extra" ] || fail "the binary needs more than the C library: $extra"
  # Its relocations packed (DT_RELR, the Makefile links with lld): the loader's work at every start.
  readelf -d "$bin" | grep -q '(RELR)' || fail "the binary's relocations are not packed (no DT_RELR); link with lld -z pack-relative-relocs"
fi

# The source tarball: one folder, the commit filled in, everything make needs.
src="$(tar -tzf "dist/habit-$version.tar.gz")"
for file in Makefile Package.swift LICENSE docs/habit.1 scripts/build-info.sh Sources/HabitCLI/Version.swift; do
  grep -qx "habit-$version/$file" <<< "$src" || fail "the source tarball lacks $file"
done
if grep -v "^habit-$version/" <<< "$src"; then fail "the source tarball has files outside habit-$version/"; fi
tar -xzf "dist/habit-$version.tar.gz" -C "$unpacked" "habit-$version/packaging/source-info"
grep -q "^commit=$(git rev-parse HEAD)\$" "$unpacked/habit-$version/packaging/source-info" \
  || fail "git archive did not record the commit"
echo "check-dist: the tarballs and SHA256SUMS are as they should be"
