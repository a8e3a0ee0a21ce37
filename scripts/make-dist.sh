#!/usr/bin/env bash
# make dist: dist/habit-VERSION-OS-ARCH.tar.gz from the staged folder, the source tarball
# dist/habit-VERSION.tar.gz from git archive (in a git checkout), and dist/SHA256SUMS. Reproducible: every file
# carries SOURCE_DATE_EPOCH (or, in the source tarball, the commit's time), owner root, sorted,
# gzip without a name or time.
#   scripts/make-dist.sh VERSION STAGE DISTNAME   (the Makefile passes them)
set -euo pipefail
cd "$(dirname "$0")/.."
version="$1" stage="$2" distname="$3"
: "${SOURCE_DATE_EPOCH:?the Makefile sets SOURCE_DATE_EPOCH}"

mkdir -p dist
binary="dist/$distname.tar.gz"
source="dist/habit-$version.tar.gz"
tar --format=gnu --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
  --mode='u+rwX,go+rX,go-w' -C "$stage" -cf - "$distname" | gzip -9n > "$binary"
echo "wrote $binary"
# From the source tarball itself there is no git to make another one from.
if [ "$(git rev-parse --show-toplevel 2>/dev/null || true)" = "$(pwd -P)" ]; then
  git archive --format=tar --prefix="habit-$version/" HEAD | gzip -9n > "$source"
  echo "wrote $source"
else
  echo "no $source: that is made from a git checkout (git archive)"
fi
scripts/write-sums.sh "$version"
echo "wrote dist/SHA256SUMS"
