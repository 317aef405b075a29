#!/bin/sh
# The one-shot report is the same bytes whatever the number of threads:
# `lanes report --target avx2 --format json` (and the text report) of each
# FILE with LANES_THREADS=1, 2 and 4, compared byte for byte.
#
#   scripts/report_threads.sh [FILE.ll ...]
#
# Default files: the 16x module of scripts/bench_vs_opt.sh
# (/tmp/lanes-bench-vs-opt/m16.ll, if made) and every file of the corpus's
# gcc-vect/ and llvm-lit/ in one report. Exits 1 on the first difference.
set -e
here=$(cd "$(dirname "$0")/.." && pwd)
corpus=${LANES_CORPUS:-$here/../shared/corpus}
(cd "$here" && cargo build -q --release -p lanes-tui --bin lanes)
lanes=${CARGO_TARGET_DIR:-$here/target}/release/lanes
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
check() { # label, files...
  label=$1; shift
  for format in json text; do
    for t in 1 2 4; do
      LANES_THREADS=$t "$lanes" report --target avx2 --format $format "$@" > "$out/$t.$format" 2>&1 || true
    done
    for t in 2 4; do
      if ! cmp -s "$out/1.$format" "$out/$t.$format"; then
        echo "$label ($format): 1 and $t threads differ"
        diff "$out/1.$format" "$out/$t.$format" | head -20
        exit 1
      fi
    done
  done
  echo "$label: same bytes with 1, 2 and 4 threads ($(wc -c < "$out/1.json") bytes of JSON)"
}
if [ $# -gt 0 ]; then
  for f in "$@"; do check "$f" "$f"; done
  exit 0
fi
m16=/tmp/lanes-bench-vs-opt/m16.ll
[ -f "$m16" ] && check "$m16" "$m16"
if [ -d "$corpus/gcc-vect" ]; then
  check "corpus gcc-vect + llvm-lit" "$corpus"/gcc-vect/*.ll "$corpus"/llvm-lit/*.ll
fi
