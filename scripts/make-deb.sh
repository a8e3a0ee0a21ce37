#!/usr/bin/env bash
# make deb: dist/habit_VERSION-1_ARCH.deb with dpkg-deb, from the folder `make stage` filled
# (the same stripped binary, manual page and completions as the tarball), laid out where Debian
# keeps them. Depends is what dpkg-shlibdeps finds the binary needs, with libc6 raised to the
# glibc the binary's version needs and its relocation format ask for. Reproducible: files and
# the archive carry SOURCE_DATE_EPOCH, owned by root without fakeroot (--root-owner-group).
#   scripts/make-deb.sh VERSION STAGED_PREFIX   (the Makefile passes them)
# DEBFULLNAME and DEBEMAIL, as Debian's own tools read them, name the maintainer; without them,
# the address this repository's commits carry.
set -euo pipefail
cd "$(dirname "$0")/.."
version="$1" staged="$2"
: "${SOURCE_DATE_EPOCH:?the Makefile sets SOURCE_DATE_EPOCH}"
for tool in dpkg-deb dpkg-shlibdeps dpkg; do
  command -v "$tool" >/dev/null || { echo "make deb: needs $tool (Debian's package dpkg-dev)" >&2; exit 1; }
done
command -v readelf >/dev/null || { echo "make deb: needs readelf (Debian's package binutils)" >&2; exit 1; }

arch="$(dpkg --print-architecture)"
revision=1
name="habit_${version}-${revision}_${arch}"
work="$(pwd -P)/.build/deb"
root="$work/$name"
maintainer="${DEBFULLNAME:-the habit developers} <${DEBEMAIL:-maintainers@users.noreply.a-seed-8981e619.example}>"
rm -rf "$work"
mkdir -p "$root/DEBIAN"

# The files, from the staged prefix.
install -D -m 755 "$staged/bin/habit" "$root/usr/bin/habit"
install -d "$root/usr/share/man/man1"
gzip -9n < "$staged/share/man/man1/habit.1" > "$root/usr/share/man/man1/habit.1.gz"
install -D -m 644 "$staged/share/bash-completion/completions/habit" "$root/usr/share/bash-completion/completions/habit"
install -D -m 644 "$staged/share/zsh/site-functions/_habit" "$root/usr/share/zsh/vendor-completions/_habit"
install -D -m 644 "$staged/share/fish/vendor_completions.d/habit.fish" "$root/usr/share/fish/vendor_completions.d/habit.fish"
doc="$root/usr/share/doc/habit"
install -d "$doc"
sed "s/@VERSION@/$version/" packaging/debian/copyright > "$doc/copyright"
gzip -9n < "$staged/CHANGELOG.md" > "$doc/changelog.gz"
{
  echo "habit ($version-$revision) unstable; urgency=medium"
  echo
  echo "  * Package of habit $version, built with make deb; what changed is in"
  echo "    /usr/share/doc/habit/changelog.gz."
  echo
  echo " -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n > "$doc/changelog.Debian.gz"
chmod 644 "$doc"/*

# Depends: what the binary links, as dpkg-shlibdeps reads it (it wants a debian/control).
mkdir -p "$work/shlibs/debian"
printf 'Source: habit\n\nPackage: habit\nArchitecture: any\n' > "$work/shlibs/debian/control"
depends="$(cd "$work/shlibs" && dpkg-shlibdeps -O -e"$root/usr/bin/habit" | sed -n 's/^shlibs:Depends=//p')"
[ -n "$depends" ] || { echo "make deb: dpkg-shlibdeps found no dependency" >&2; exit 1; }

# dpkg-shlibdeps reads the symbols the binary takes from libc6, not the versions it needs
# without a symbol: GLIBC_ABI_DT_RELR, which lld asks for with packed relative relocations
# (-z pack-relative-relocs) and which only glibc 2.36 and later provide. A glibc older than the
# package says would install it and then refuse to start it. So libc6's version is also the
# highest the binary's version needs name (readelf -V: GLIBC_2.x, and GLIBC_ABI_DT_RELR or a
# RELR table in the dynamic section as 2.36), whichever is higher; scripts/check-deb.sh checks
# the result against the symbols readelf lists.
needs="$(readelf -V --wide "$root/usr/bin/habit" | sed -n 's/.*Name: \(GLIBC_[0-9A-Z_.]*\).*/\1/p' | sort -u)"
glibc="$(sed -n 's/^GLIBC_\([0-9][0-9.]*\)$/\1/p' <<< "$needs" | sort -V | tail -1)"
[ -n "$glibc" ] || { echo "make deb: readelf -V names no GLIBC_x.y version the binary needs" >&2; exit 1; }
relr=no
grep -qx GLIBC_ABI_DT_RELR <<< "$needs" && relr=yes
dynamic="$(readelf -d --wide "$root/usr/bin/habit")"
grep -q '(RELR)' <<< "$dynamic" && relr=yes
if [ "$relr" = yes ] && dpkg --compare-versions "$glibc" lt 2.36; then glibc=2.36; fi
shlibs_glibc="$(sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p' <<< "$depends")"
[ -n "$shlibs_glibc" ] || { echo "make deb: dpkg-shlibdeps gave no libc6 dependency: $depends" >&2; exit 1; }
if dpkg --compare-versions "$shlibs_glibc" lt "$glibc"; then
  depends="$(sed "s/libc6 (>= [^)]*)/libc6 (>= $glibc)/" <<< "$depends")"
fi

size="$(du -sk --apparent-size "$root/usr" | cut -f1)"
sed -e "s/@VERSION@/$version-$revision/" -e "s/@ARCH@/$arch/" -e "s/@MAINTAINER@/$maintainer/" \
  -e "s/@SIZE@/$size/" -e "s/@DEPENDS@/$depends/" packaging/debian/control.in > "$root/DEBIAN/control"
(cd "$root" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +

mkdir -p dist
dpkg-deb --root-owner-group -Zxz --build "$root" "dist/$name.deb" >/dev/null
scripts/write-sums.sh "$version"
echo "wrote dist/$name.deb"
echo "wrote dist/SHA256SUMS"
