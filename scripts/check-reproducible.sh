#!/usr/bin/env bash
# After make dist and make deb: the build is reproducible and the source tarball builds on its
# own. The source tarball is unpacked in a fresh folder elsewhere (another path, no git, no
# .build), `make dist deb` runs there, and its binary tarball and package must be the same bytes
# as ours: same binary, man page, completions and times (SOURCE_DATE_EPOCH comes from the commit
# that git archive recorded). One release build of habit alone, in that folder's own .build.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "check-reproducible: $*" >&2; exit 1; }

version="$(sed -n 's/^ *static let current = "\(.*\)"$/\1/p' Sources/HabitCLI/Version.swift)"
name="habit-$version-$(uname -s | tr A-Z a-z)-$(uname -m)"
deb="habit_${version}-1_$(dpkg --print-architecture).deb"
for file in "$name.tar.gz" "habit-$version.tar.gz" "$deb"; do
  [ -f "dist/$file" ] || fail "no dist/$file (run make dist deb)"
done

# On a difference, which sections of the two binaries differ: what to look at first (a
# function's code in .text, a name in .strtab, a path in the debug information).
sections_differing() {
  tar -xOzf "dist/$name.tar.gz" "$1" >"$elsewhere/ours"
  tar -xOzf "$elsewhere/habit-$version/dist/$name.tar.gz" "$1" >"$elsewhere/again"
  for section in $(readelf -SW "$elsewhere/ours" | sed -n 's/^ *\[ *[0-9]*\] *\([^ ]*\) .*/\1/p'); do
    objcopy -O binary --only-section="$section" "$elsewhere/ours" "$elsewhere/section-ours" 2>/dev/null || continue
    objcopy -O binary --only-section="$section" "$elsewhere/again" "$elsewhere/section-again" 2>/dev/null || continue
    cmp -s "$elsewhere/section-ours" "$elsewhere/section-again" || echo "check-reproducible: $1: $section differs" >&2
  done
}

elsewhere="$(mktemp -d "${TMPDIR:-/tmp}/habit-again.XXXXXX")"
trap 'rm -rf "$elsewhere"' EXIT
tar -xzf "dist/habit-$version.tar.gz" -C "$elsewhere"
start="$(date +%s)"
# Only what the Makefile itself sets: no commit or time inherited from this shell.
env -u HABIT_COMMIT -u SOURCE_DATE_EPOCH make -C "$elsewhere/habit-$version" dist deb >"$elsewhere/build.log" 2>&1 \
  || { cat "$elsewhere/build.log"; fail "make dist deb failed in the unpacked source tarball"; }
seconds=$(($(date +%s) - start))

for file in "$name.tar.gz" "$deb"; do
  ours="$(sha256sum "dist/$file" | cut -d' ' -f1)"
  again="$(sha256sum "$elsewhere/habit-$version/dist/$file" | cut -d' ' -f1)"
  echo "check-reproducible: $file $ours here, $again from the source tarball in $elsewhere"
  [ "$ours" = "$again" ] || { sections_differing "$name/bin/habit"; fail "$file differs between the two builds"; }
done
bin="$name/bin/habit"
echo "check-reproducible: bin/habit $(tar -xOzf "dist/$name.tar.gz" "$bin" | sha256sum | cut -d' ' -f1) in both"
echo "check-reproducible: the same bytes from the source tarball, built in ${seconds} s"
