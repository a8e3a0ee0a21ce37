#!/usr/bin/env bash
# Makes a stripped Linux binary the same bytes wherever it was built: Swift 6.3 writes into each
# object a 16-byte module hash (.swift_modhash) computed with the debug information's paths
# before -file-prefix-map rewrites them, and the linker's build ID hashes the whole unstripped
# file. The module hashes are zeroed (nothing reads them at run time) and the build ID is
# recomputed as the SHA-1 of the result with a zero ID. Both sections keep their size, so the
# program headers (RELRO among them) stay as the linker wrote them.
#   scripts/normalize-binary.sh BINARY
set -euo pipefail
binary="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The size of a section, in hex: readelf's "[Nr] Name Type Address Off Size …", the number
# dropped first (it is "[ 1]" or "[31]").
size_of() { readelf -SW "$binary" | sed -n 's/^ *\[ *[0-9]*\] *//p' | awk -v name="$1" '$1 == name { print $5 }'; }

size="$(size_of .swift_modhash)"
if [ -n "$size" ]; then
  head -c "$((16#$size))" /dev/zero > "$work/zeros"
  objcopy --update-section .swift_modhash="$work/zeros" "$binary"
fi
size="$(size_of .note.gnu.build-id)"
if [ -n "$size" ] && [ "$((16#$size))" = 36 ]; then
  # The note: name size 4, descriptor size 20, type 3 (NT_GNU_BUILD_ID), "GNU\0", 20 bytes.
  header='\004\000\000\000\024\000\000\000\003\000\000\000GNU\000'
  { printf "$header"; head -c 20 /dev/zero; } > "$work/note"
  objcopy --update-section .note.gnu.build-id="$work/note" "$binary"
  id="$(sha1sum "$binary" | cut -c1-40)"
  { printf "$header"; printf "$(echo "$id" | sed 's/../\\x&/g')"; } > "$work/note"
  objcopy --update-section .note.gnu.build-id="$work/note" "$binary"
fi
