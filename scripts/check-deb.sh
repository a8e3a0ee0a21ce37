#!/usr/bin/env bash
# After make deb: the package's Depends asks for at least the glibc the binary needs (readelf:
# its symbols' versions, and 2.36 for packed relative relocations), as README.md says; lintian
# finds no error (its warnings are listed, and explained in docs/development.md); the package installs with dpkg -i, `habit --version` runs, `man -w
# habit` finds the page, bash completes `habit ch<TAB>` from the installed file; dpkg -r removes
# it and every path dpkg -L listed is gone. Needs root (dpkg -i) on a machine where habit is not
# installed as a package.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "check-deb: $*" >&2; exit 1; }

version="$(sed -n 's/^ *static let current = "\(.*\)"$/\1/p' Sources/HabitCLI/Version.swift)"
deb="dist/habit_${version}-1_$(dpkg --print-architecture).deb"
[ -f "$deb" ] || fail "no $deb (run make deb)"
(cd dist && sha256sum --quiet -c SHA256SUMS) || fail "SHA256SUMS does not check"
grep -q "  ${deb#dist/}\$" dist/SHA256SUMS || fail "SHA256SUMS does not list ${deb#dist/}"
dpkg -s habit >/dev/null 2>&1 && fail "habit is installed as a package already; remove it first (dpkg -r habit)"

# What the package holds, and what it says it needs.
contents="$(dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' | grep -v '/$' | LC_ALL=C sort)"
expected="/usr/bin/habit
/usr/share/bash-completion/completions/habit
/usr/share/doc/habit/changelog.Debian.gz
/usr/share/doc/habit/changelog.gz
/usr/share/doc/habit/copyright
/usr/share/fish/vendor_completions.d/habit.fish
/usr/share/man/man1/habit.1.gz
/usr/share/zsh/vendor-completions/_habit"
[ "$contents" = "$expected" ] || fail "the package holds: $contents"
depends="$(dpkg-deb -f "$deb" Depends)"
echo "check-deb: Depends: $depends"

# The glibc the binary needs, read from the binary itself with readelf: the highest GLIBC_x.y
# of the symbols it takes (--dyn-syms), and 2.36 when it needs GLIBC_ABI_DT_RELR (readelf -V) or
# has a RELR table (readelf -d), packed relative relocations, which older loaders do not apply.
# The package's libc6 must ask for at least that, or it installs where habit cannot start; and
# the README must name the same glibc as the package.
command -v readelf >/dev/null || fail "readelf is not installed (apt-get install binutils)"
unpacked="$(mktemp -d)"
trap 'rm -rf "$unpacked"' EXIT
dpkg-deb -x "$deb" "$unpacked"
binary="$unpacked/usr/bin/habit"
# (Each output read whole first: grep -q ending a pipe early would fail it under pipefail.)
symbols="$(readelf --dyn-syms --wide "$binary")" versions="$(readelf -V --wide "$binary")" dynamic="$(readelf -d --wide "$binary")"
needed="$( (grep -o '@GLIBC_[0-9][0-9.]*' <<< "$symbols" || true) | sed 's/^@GLIBC_//' | sort -V | tail -1)"
[ -n "$needed" ] || fail "readelf --dyn-syms lists no symbol versioned GLIBC_x.y in the packaged binary"
reason="its symbols need GLIBC_$needed"
if grep -q 'Name: GLIBC_ABI_DT_RELR' <<< "$versions" || grep -q '(RELR)' <<< "$dynamic"; then
  if dpkg --compare-versions "$needed" lt 2.36; then needed=2.36 reason="it has packed relative relocations, GLIBC_ABI_DT_RELR"; fi
fi
claimed="$(sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p' <<< "$depends")"
[ -n "$claimed" ] || fail "Depends names no libc6 version: $depends"
dpkg --compare-versions "$claimed" ge "$needed" \
  || fail "Depends asks for libc6 (>= $claimed), but the binary needs glibc $needed: $reason"
echo "check-deb: the binary needs glibc $needed ($reason); Depends asks for libc6 (>= $claimed)"
readme="$(tr '\n' ' ' < README.md)"
readme_glibc="$( (grep -o 'glibc [0-9][0-9.]* or newer' <<< "$readme" || true) | head -1 | cut -d' ' -f2)"
readme_depends="$( (grep -o 'Depends: libc6 (>= [0-9.]*)' <<< "$readme" || true) | head -1 | sed 's/.*>= //; s/)//')"
[ "$readme_glibc" = "$claimed" ] && [ "$readme_depends" = "$claimed" ] \
  || fail "README.md says glibc ${readme_glibc:-(nothing)} and libc6 (>= ${readme_depends:-(nothing)}), the package libc6 (>= $claimed)"

if command -v lintian >/dev/null; then
  report="$(lintian --tag-display-limit 0 "$deb" 2>&1 | grep -v "running with root privileges" || true)"
  [ -n "$report" ] && printf '%s\n' "$report" | sed 's/^/check-deb: lintian: /'
  if grep -q '^E: ' <<< "$report"; then fail "lintian reports errors (above)"; fi
else
  fail "lintian is not installed (apt-get install lintian)"
fi

dpkg -i "$deb" >/dev/null || fail "dpkg -i failed"
installed="$(dpkg -L habit)"
out="$(/usr/bin/habit --version)" || fail "the installed habit --version failed"
[ "$(echo "$out" | head -1 | cut -d' ' -f1-2)" = "habit $version" ] || fail "habit --version printed: $out"
[ -f /usr/share/man/man1/habit.1.gz ] || fail "dpkg did not install the man page (a path-exclude in /etc/dpkg/dpkg.cfg.d?)"
[ "$(man -w habit)" = /usr/share/man/man1/habit.1.gz ] || fail "man -w habit: $(man -w habit 2>&1)"
# bash-completion loads /usr/share/bash-completion/completions/habit when habit is first completed.
replies="$(bash -c '
  source /usr/share/bash-completion/bash_completion
  # bash-completion 2.12 names its loader _comp_load, 2.11 _completion_loader (which returns 124).
  if declare -F _comp_load >/dev/null; then _comp_load habit; else _completion_loader habit || true; fi
  function="$(complete -p habit | sed -n "s/.* -F \([^ ]*\) .*/\1/p")"
  COMP_WORDS=(habit ch); COMP_CWORD=1; COMP_LINE="habit ch"; COMP_POINT=${#COMP_LINE}
  "$function" habit ch habit
  printf "%s\n" "${COMPREPLY[@]}"')"
grep -qx check <<< "$replies" || fail "bash completes habit ch<TAB> as: $replies"

dpkg -r habit >/dev/null || fail "dpkg -r failed"
dpkg -s habit >/dev/null 2>&1 && fail "dpkg still lists habit after dpkg -r"
# Every file is gone, and every folder too unless another package owns it (dpkg -S).
left=""
while IFS= read -r path; do
  [ "$path" = /. ] && continue
  if [ -d "$path" ]; then
    dpkg -S "$path" >/dev/null 2>&1 || left="$left $path"
  elif [ -e "$path" ] || [ -L "$path" ]; then
    left="$left $path"
  fi
done <<< "$installed"
[ -z "$left" ] || fail "dpkg -r left:$left"
echo "check-deb: the package lints, installs, runs, completes and is removed without a trace"
