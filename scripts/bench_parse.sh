#!/bin/sh
# Parse throughput and peak memory on a large module from today's compilers,
# against LLVM 22's parser (llvmlite) and LLVM 14's llvm-as.
#
#   scripts/bench_parse.sh [OUT_DIR]
#
# Builds the module: `regex-automata` (the version in Cargo.lock, from the
# cargo registry) compiled by this machine's rustc at -O0 with full debug
# info, one codegen unit, emitted as IR (about 59 MB with rustc 1.95 /
# LLVM 22). Then, each tool in its own process on the same file:
#   lanes    `cargo bench -p lanes --bench parse_modern` (divan, parse only)
#            and the peak RSS of one parse (`parse_stats` example)
#   llvmlite `parse_assembly` (LLVM 22.1's LLParser; no verifier), median of 3
#   llvm-as  LLVM 14 (reads the file only if it has no LLVM 15+ syntax)
# Needs `scripts/setup-oracles.sh` for llvmlite.
set -e
here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-/tmp/lanes-bench-parse}
mkdir -p "$out"
ver=$(grep -A1 'name = "regex-automata"' "$here/Cargo.lock" | sed -n 's/version = "\(.*\)"/\1/p')
src=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/regex-automata-"$ver" 2>/dev/null | head -1)
if [ -z "$src" ]; then
  (cd "$here" && cargo fetch -q)
  src=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/regex-automata-"$ver" | head -1)
fi
ll=$out/regex_automata.O0g.ll
if [ ! -f "$ll" ]; then
  rm -rf "$out/crate" && cp -r "$src" "$out/crate" && rm -f "$out/crate/Cargo.lock"
  (cd "$out/crate" && CARGO_TARGET_DIR="$out/target" cargo rustc -q --lib -- \
    --emit=llvm-ir -C debuginfo=2 -C codegen-units=1)
  cp "$(ls "$out"/target/debug/deps/regex_automata-*.ll | head -1)" "$ll"
fi
echo "module: $ll, $(wc -c < "$ll") bytes, $(grep -c '^define' "$ll") functions"

cd "$here"
echo "== lanes (divan)"
LANES_BENCH_MODERN=$ll cargo bench -q -p lanes --bench parse_modern 2>&1 | grep -v '^$'
cargo build -q --release -p lanes-ir --example parse_stats
echo "== lanes: one parse, wall time and peak RSS"
/usr/bin/time -f "lanes: %e s, %M KB peak" target/release/examples/parse_stats "$ll"

py=$here/.venv/bin/python
if [ -x "$py" ] && "$py" -c 'import llvmlite' 2>/dev/null; then
  echo "== llvmlite $("$py" -c 'import llvmlite; print(llvmlite.__version__)') (LLVM 22 parser)"
  "$py" - "$ll" <<'PY'
import sys, time, statistics
import llvmlite.binding as llvm
text = open(sys.argv[1]).read()
runs = []
for _ in range(3):
    t = time.perf_counter()
    llvm.parse_assembly(text)
    runs.append(time.perf_counter() - t)
print("llvmlite parse_assembly: median %.2f s (runs: %s)" % (statistics.median(runs), ", ".join("%.2f" % r for r in runs)))
PY
  /usr/bin/time -f "llvmlite one parse (incl. interpreter): %e s, %M KB peak" "$py" -c \
    "import sys, llvmlite.binding as l; l.parse_assembly(open(sys.argv[1]).read())" "$ll"
else
  echo "== llvmlite missing (run scripts/setup-oracles.sh)"
fi

echo "== llvm-as 14"
if /usr/bin/time -f "llvm-as 14: %e s, %M KB peak" /usr/lib/llvm-14/bin/llvm-as "$ll" -o /dev/null 2> "$out/llvm-as.err"; then
  tail -1 "$out/llvm-as.err"
else
  echo "llvm-as 14 cannot read it: $(head -1 "$out/llvm-as.err" | cut -c1-160)"
fi
