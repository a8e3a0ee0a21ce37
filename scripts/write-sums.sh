#!/usr/bin/env bash
# dist/SHA256SUMS for the artefacts of this version in dist/, in sha256sum's format with bare
# file names: `cd dist && sha256sum -c SHA256SUMS` checks them.
#   scripts/write-sums.sh VERSION
set -euo pipefail
cd "$(dirname "$0")/../dist"
files=()
for file in habit-"$1"-*.tar.gz habit-"$1".tar.gz habit_"$1"-*.deb; do
  if [ -f "$file" ]; then files+=("$file"); fi
done
sha256sum "${files[@]}" > SHA256SUMS
