#!/usr/bin/env bash
# Builds a libFuzzer target from Fuzz/ together with the sources it exercises, and runs it.
#
#   scripts/fuzz.sh parser  [SECONDS]   ArgumentParser.parse on argument lists (default 180 s)
#   scripts/fuzz.sh decoder [SECONDS]   StoreFormat.decode on data files        (default 180 s)
#
# SwiftPM's linking of an executable trips over the fuzzer's own main, so this calls swiftc:
# HabitCore becomes an instrumented static library (habit's sources import it as a module),
# then habit's sources (all but main.swift, whose top-level code would clash) and the target
# are compiled with -parse-as-library into one fuzzer binary. Everything goes to
# .build/fuzz/; findings (crash-*, leak-*, timeout-*, oom-*) land in .build/fuzz/TARGET/.
# The exit status is libFuzzer's: 0 when nothing was found.
set -euo pipefail

target="${1:-}"
seconds="${2:-180}"
case "$target" in
  parser) source_file=ParserFuzz.swift; dictionary=arguments.dict ;;
  decoder) source_file=DecoderFuzz.swift; dictionary=json.dict ;;
  *) echo "usage: scripts/fuzz.sh parser|decoder [SECONDS]" >&2; exit 2 ;;
esac
case "$seconds" in
  '' | *[!0-9]*) echo "usage: scripts/fuzz.sh parser|decoder [SECONDS]" >&2; exit 2 ;;
esac

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out="$root/.build/fuzz"
work="$out/$target"
mkdir -p "$work/corpus" "$out/$target-HabitCore"

# A snapshot of the sources, so that editing them while this builds does no harm.
rm -rf "$out/src-$target"
mkdir -p "$out/src-$target"
cp -R Sources Fuzz "$out/src-$target/"
src="$out/src-$target"

flags=(-sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld)
echo "fuzz: building HabitCore" >&2
swiftc "${flags[@]}" -module-name HabitCore -emit-module -emit-module-path "$out/$target-HabitCore/HabitCore.swiftmodule" \
  -emit-library -static -o "$out/$target-HabitCore/libHabitCore.a" "$src"/Sources/HabitCore/*.swift
echo "fuzz: building the $target target" >&2
mapfile -t sources < <(find "$src/Sources/HabitCLI" -name '*.swift' ! -name main.swift | sort)
swiftc "${flags[@]}" -module-name habit -I "$out/$target-HabitCore" -L "$out/$target-HabitCore" -lHabitCore \
  "$src/Fuzz/$source_file" "${sources[@]}" -o "$out/$target-fuzz"

echo "fuzz: running $target for $seconds s; findings go to $work/" >&2
# The working corpus grows in $work/corpus; Fuzz/corpus/$target holds the seeds in git.
exec "$out/$target-fuzz" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
  -dict="Fuzz/$dictionary" -artifact_prefix="$work/" -print_final_stats=1 \
  "$work/corpus" "Fuzz/corpus/$target"
