#!/bin/sh
# The gcc-vect corpus in modern IR: every GCC vectorizer test of
# ../shared/corpus/gcc-vect (the `.c` of each `.ll` its MANIFEST.tsv lists)
# compiled by clang 22 with the corpus' flags (clang's -O2 pipeline, the
# loop and SLP vectorizers, interleaving and partial and runtime unrolling
# off: the IR LoopVectorize would see), into OUTDIR (outside the
# repository: the corpus is not copied into it).
#
#   sh scripts/gcc_vect_22.sh /tmp/gcc-vect-22
#
# Writes OUTDIR/TEST.ll per test and OUTDIR/MANIFEST.tsv (file, source,
# half, status). The half (`tune` or `holdout`) is the parity of the first
# 32 bits of the SHA-256 of the test's name without `.c`, as
# scripts/corpus.py `half_of` computes it for `compare_lv.py --half`.
# A test clang 22 rejects is listed with status `failed` (its error in
# OUTDIR/TEST.err). Environment: CLANG (default clang-22), CORPUS (default
# ../shared/corpus next to the repository, else /work/shared/corpus).
set -eu
out=${1:?usage: gcc_vect_22.sh OUTDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
clang=${CLANG:-clang-22}
corpus=${CORPUS:-}
if [ -z "$corpus" ]; then
    if [ -d "$root/../shared/corpus" ]; then corpus="$root/../shared/corpus"; else corpus=/work/shared/corpus; fi
fi
manifest="$corpus/gcc-vect/MANIFEST.tsv"
[ -f "$manifest" ] || { echo "no $manifest" >&2; exit 1; }
command -v "$clang" >/dev/null 2>&1 || { echo "$clang not found (sh scripts/setup-llvm22.sh)" >&2; exit 1; }
case "$out" in
    "$root"|"$root"/*) echo "OUTDIR must be outside the repository" >&2; exit 1 ;;
esac
mkdir -p "$out"
out=$(cd "$out" && pwd)
printf 'file\tsource\thalf\tstatus\n' > "$out/MANIFEST.tsv"
# Columns: file, source, extra_flags, ...; the header line is skipped (awk
# keeps an empty extra_flags, which `read` would merge with the next tab).
awk -F'\t' 'NR > 1 { print $2 "|" $3 }' "$manifest" | while IFS='|' read -r src extra; do
    c="$corpus/gcc-vect/src/$src"
    name=$(basename "$src" .c)
    h=$(printf %s "$name" | sha256sum | cut -c1-8)
    if [ $(( 0x$h % 2 )) -eq 0 ]; then half=tune; else half=holdout; fi
    status=ok
    # shellcheck disable=SC2086
    if ! (cd "$(dirname "$c")" && "$clang" -O2 -fno-vectorize -fno-slp-vectorize \
            -mllvm -interleave-loops=false -mllvm -unroll-allow-partial=false -mllvm -unroll-runtime=false \
            -gline-tables-only -S -emit-llvm \
            -fno-discard-value-names -fdebug-compilation-dir=. -fdebug-prefix-map=/usr/=usr/ \
            -Dnoipa=noinline,weak $extra "$(basename "$c")" -o "$out/$name.ll") 2> "$out/$name.err"; then
        status=failed
        rm -f "$out/$name.ll"
    fi
    [ "$status" = failed ] || rm -f "$out/$name.err"
    printf '%s\t%s\t%s\t%s\n' "$name.ll" "$src" "$half" "$status" >> "$out/MANIFEST.tsv"
done
n=$(tail -n +2 "$out/MANIFEST.tsv" | wc -l)
bad=$(tail -n +2 "$out/MANIFEST.tsv" | awk -F'\t' '$4 != "ok"' | wc -l)
tune=$(tail -n +2 "$out/MANIFEST.tsv" | awk -F'\t' '$3 == "tune" && $4 == "ok"' | wc -l)
hold=$(tail -n +2 "$out/MANIFEST.tsv" | awk -F'\t' '$3 == "holdout" && $4 == "ok"' | wc -l)
echo "$n tests: $tune tune, $hold holdout, $bad failed ($("$clang" --version | head -n 1)) in $out"
