#!/bin/sh
# Times `lanes report` on the corpus (cold, one process; then incremental
# after cost-table edits) against `opt -passes=loop-vectorize` on the same
# files. Usage: scripts/bench_report.sh [CORPUS_DIR]
set -e
corpus=${1:-/work/shared/corpus}
files=$(find "$corpus/llvm-lit" "$corpus/gcc-vect" -name '*.ll' | sort)
n=$(echo "$files" | wc -l)
cargo build --release -q -p lanes --example report_timing
cargo build --release -q -p lanes-tui --bin lanes
target=${CARGO_TARGET_DIR:-target}
echo "files: $n"
echo "== lanes report (in-process: cold, then incremental)"
"$target/release/examples/report_timing" $files
echo "== lanes report (CLI, one process, wall clock)"
start=$(date +%s.%N)
"$target/release/lanes" report $files > /dev/null 2>&1 || true
end=$(date +%s.%N)
echo "cli: $(echo "($end - $start) * 1000" | bc) ms"
echo "== opt -passes=loop-vectorize -mattr=+avx2 (one process per file, as a build runs it)"
start=$(date +%s.%N)
for f in $files; do
  extra=""
  grep -q "target triple" "$f" || extra="-mtriple=x86_64-unknown-linux-gnu"
  /usr/lib/llvm-14/bin/opt -passes=loop-vectorize -mattr=+avx2 $extra -disable-output "$f" > /dev/null 2>&1 || true
done
end=$(date +%s.%N)
echo "opt: $(echo "($end - $start) * 1000" | bc) ms"
