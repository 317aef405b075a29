#!/bin/sh
# Cold `lanes report` against `opt -passes=loop-vectorize` on one module,
# one process each, at 1x, 16x and 64x: the GCC vectorizer tests of the
# corpus (`gcc-vect/`, 77 files, clang 14 IR) linked into one module of
# 0.9 MB, and N renamed copies of it linked into one (14.7 MB, 59 MB).
#
#   scripts/bench_vs_opt.sh [RUNS] [SIZES]     # defaults: 5 "1 16 64"
#   LANES_BIN=path/to/lanes scripts/bench_vs_opt.sh ...   # another binary
#
# For each size: RUNS paired runs (lanes then opt, alternating), the median
# wall time, CPU time and peak RSS of each, and the median of the per-pair
# wall-time ratios.
set -e
runs=${1:-5}
sizes=${2:-1 16 64}
here=$(cd "$(dirname "$0")/.." && pwd)
corpus=${LANES_CORPUS:-$here/../shared/corpus}
work=${BENCH_DIR:-/tmp/lanes-bench-vs-opt}
bin=/usr/lib/llvm-14/bin
mkdir -p "$work"
# LANES_BIN: another binary (a version to compare with), not built here.
if [ -z "$LANES_BIN" ]; then
  (cd "$here" && cargo build -q --release -p lanes-tui --bin lanes)
fi
lanes=${LANES_BIN:-${CARGO_TARGET_DIR:-$here/target}/release/lanes}
for n in $sizes; do
  m=$work/m$n.ll
  if [ ! -f "$m" ]; then
    rm -rf "$work/c$n"
    python3 "$here/scripts/link_copies.py" "$work/c$n" "$n" "$corpus"/gcc-vect/*.ll
    "$bin/llvm-link" -S "$work/c$n"/*.ll -o "$m"
    rm -rf "$work/c$n"
  fi
done
measure() { # label, command... -> "wall cpu rss_kb"
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" > /dev/null 2>&1 || true
  awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }' "$work/time"
}
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
printf '| size | input MB | lanes wall | opt wall | ratio (median of pairs) | lanes CPU | opt CPU | lanes peak RSS | opt peak RSS | lanes RSS / input |\n'
printf '|---|---|---|---|---|---|---|---|---|---|\n'
for n in $sizes; do
  m=$work/m$n.ll
  : > "$work/l" ; : > "$work/o"; : > "$work/r"
  i=0
  while [ $i -lt "$runs" ]; do
    l=$(measure "$lanes" report --target avx2 --format json "$m")
    o=$(measure "$bin/opt" -passes=loop-vectorize -mattr=+avx2 -disable-output "$m")
    echo "$l" >> "$work/l"; echo "$o" >> "$work/o"
    echo "$l $o" | awk '{ printf "%.3f\n", $1 / $4 }' >> "$work/r"
    i=$((i + 1))
  done
  mb=$(wc -c < "$m" | awk '{ printf "%.1f", $1 / 1e6 }')
  lw=$(cut -d' ' -f1 "$work/l" | median); ow=$(cut -d' ' -f1 "$work/o" | median)
  lc=$(cut -d' ' -f2 "$work/l" | median); oc=$(cut -d' ' -f2 "$work/o" | median)
  lm=$(cut -d' ' -f3 "$work/l" | median); om=$(cut -d' ' -f3 "$work/o" | median)
  r=$(median < "$work/r")
  per=$(echo "$lm $mb" | awk '{ printf "%.0f", $1 / 1000 / $2 }')
  printf '| %sx | %s | %s s | %s s | %s | %s s | %s s | %d MB | %d MB | %sx |\n' \
    "$n" "$mb" "$lw" "$ow" "$r" "$lc" "$oc" $((lm / 1000)) $((om / 1000)) "$per"
done
