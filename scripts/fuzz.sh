#!/usr/bin/env bash
# Builds a libFuzzer target from Fuzz/ against the libraries, and runs it.
#
#   scripts/fuzz.sh parser  [SECONDS]   ArgumentParser.parse on argument lists (default 180 s)
#   scripts/fuzz.sh decoder [SECONDS]   StoreFormat.decode on data files        (default 180 s)
#
# SwiftPM builds HabitCLI and the libraries below it with the fuzzer's coverage and the
# address sanitizer, in a build folder of their own (.build/fuzz/spm, so the normal build is
# untouched); the target is then linked against their object files with swiftc, because
# SwiftPM's own linking of an executable trips over libFuzzer's main. Findings (crash-*,
# leak-*, timeout-*, oom-*) land in .build/fuzz/TARGET/. The exit status is libFuzzer's: 0 when
# nothing was found. Linux (libFuzzer ships with the Swift toolchain there); runs on bash 3.2.
set -euo pipefail

usage() {
  echo "usage: scripts/fuzz.sh parser|decoder [SECONDS]" >&2
  exit 2
}

target="${1:-}"
seconds="${2:-180}"
case "$target" in
  # The parser's target words every error in every language, which reads the catalogs into
  # globals once: their plural formulas are trees of indirect enum cases, and Swift keeps an enum's
  # case in a pointer's spare bits, which LeakSanitizer does not read as a pointer, so it calls
  # those trees leaked (192 bytes, once). Leaks are not looked for there; the decoder's are.
  parser) source_file=ParserFuzz.swift; dictionary=arguments.dict; leaks=0 ;;
  decoder) source_file=DecoderFuzz.swift; dictionary=json.dict; leaks=1 ;;
  *) usage ;;
esac
case "$seconds" in
  '' | *[!0-9]*) usage ;;
esac

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out="$root/.build/fuzz"
work="$out/$target"
mkdir -p "$work/corpus"

echo "fuzz: building HabitCLI and the libraries below it with coverage and the address sanitizer" >&2
swift build -c release --scratch-path "$out/spm" --target HabitCLI --sanitize fuzzer --sanitize address \
  -Xswiftc -enable-testing >&2
built="$out/spm/release"

echo "fuzz: linking the $target target" >&2
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld -I "$built/Modules" \
  "Fuzz/$source_file" "$built"/Habit{Core,System,Format,Store,Text,CLI}.build/*.o -o "$out/$target-fuzz"

echo "fuzz: running $target for $seconds s; findings go to $work/" >&2
# The working corpus grows in $work/corpus; Fuzz/corpus/$target holds the seeds in git.
ASAN_OPTIONS="detect_leaks=$leaks" exec "$out/$target-fuzz" -detect_leaks="$leaks" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
  -dict="Fuzz/$dictionary" -artifact_prefix="$work/" -print_final_stats=1 \
  "$work/corpus" "Fuzz/corpus/$target"
