#!/bin/sh
# `lanes project`, `lanes cc --wrap` and `lanes cargo` on real code:
# zlib's sources as the registry crate libz-sys ships them, and two crates
# from the registry. Prints the agreement with the compiler's decisions,
# `-j 1` against `-j 2` wall time, the re-run time with nothing changed,
# peak memory, and whether the wrapper inside `make -j2` gives the same
# merged report as `lanes project`.
#
# Usage: [ROUNDS=5] scripts/bench_build.sh [CC] (default clang-22). Needs
# cargo (for fetching libz-sys, adler2, crc32fast and memchr), make, python3
# and GNU time. The speed-up and the re-run are medians over ROUNDS paired
# rounds, as ratios of runs made one after the other: on a shared machine
# absolute times say more about the neighbours than about lanes.
set -e
cc=${1:-clang-22}
root=$(cd "$(dirname "$0")/.." && pwd)
target=${CARGO_TARGET_DIR:-$root/target}
cargo build --release -q -p lanes-tui --bin lanes
lanes="$target/release/lanes"
work=$(mktemp -d /tmp/lanes-bench-build.XXXXXX)

# The registry's sources, fetched by cargo as for any dependency.
mkdir -p "$work/fetch/src"
cat > "$work/fetch/Cargo.toml" <<EOF
[package]
name = "fetch"
version = "0.1.0"
edition = "2021"
[dependencies]
libz-sys = { version = "=1.1.33", default-features = false, features = ["static"] }
adler2 = "=2.0.1"
crc32fast = "=1.5.5"
memchr = "=2.8.3"
hex = "=0.4.3"
itoa = "=1.0.18"
unicode-width = "=0.2.3"
base64 = "=0.22.1"
sha2 = "=0.10.9"
ryu = "=1.0.23"
[workspace]
EOF
touch "$work/fetch/src/lib.rs"
(cd "$work/fetch" && cargo fetch -q)
registry=$(dirname "$(cargo metadata -q --format-version 1 --manifest-path "$work/fetch/Cargo.toml" |
  python3 -c 'import json,sys; m=json.load(sys.stdin); print([p["manifest_path"] for p in m["packages"] if p["name"]=="libz-sys"][0])')")
cp -r "$registry/src/zlib" "$work/zlib"
cd "$work/zlib"
# zlib's static library, with the flags libz-sys's build script uses.
cat > Makefile <<'EOF'
CFLAGS = -O2 -g -DSTDC -D_LARGEFILE64_SOURCE -D_POSIX_SOURCE -DHAVE_SYS_TYPES_H -DHAVE_STDINT_H -DHAVE_STDDEF_H
OBJS = adler32.o compress.o crc32.o deflate.o gzclose.o gzlib.o gzread.o gzwrite.o \
  infback.o inffast.o inflate.o inftrees.o trees.o uncompr.o zutil.o
libz.a: $(OBJS)
	ar rcs $@ $(OBJS)
%.o: %.c
	$(CC) $(CFLAGS) -c $< -o $@
clean:
	rm -f *.o libz.a
EOF
# compile_commands.json from make's dry run, as Bear would record it.
make -s -n CC="$cc" libz.a | python3 -c '
import json, os, shlex, sys
out = []
for line in sys.stdin:
    argv = shlex.split(line)
    if argv and argv[0].startswith("clang") and "-c" in argv:
        out.append({"directory": os.getcwd(), "file": argv[argv.index("-c") + 1], "arguments": argv})
json.dump(out, open("compile_commands.json", "w"), indent=1)
'
echo "units: $(python3 -c 'import json; print(len(json.load(open("compile_commands.json"))))')"

timed() { # label, command...: wall seconds and peak resident memory
  label=$1; shift
  /usr/bin/time -f "$label: %e s wall, %U+%S s CPU, %M KB peak" "$@" > "$work/out.txt" 2> "$work/time.txt" || true
  tail -1 "$work/time.txt"
}
wall() { # command...: wall seconds (GNU time), output discarded
  /usr/bin/time -f %e "$@" 2>&1 > /dev/null | tail -1
}
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
rounds=${ROUNDS:-5}
echo "== lanes project: $rounds paired rounds (cache cleared before each cold run;"
echo "   -j 1 and -j 2 alternate which goes first; the machine is shared, so"
echo "   each round's ratio compares two runs made one after the other)"
: > "$work/speedup.txt"; : > "$work/rerun.txt"; : > "$work/make.txt"
for r in $(seq "$rounds"); do
  if [ $((r % 2)) -eq 1 ]; then
    rm -rf .lanes; t1=$(wall "$lanes" project -j 1 compile_commands.json)
    rm -rf .lanes; t2=$(wall "$lanes" project -j 2 compile_commands.json)
  else
    rm -rf .lanes; t2=$(wall "$lanes" project -j 2 compile_commands.json)
    rm -rf .lanes; t1=$(wall "$lanes" project -j 1 compile_commands.json)
  fi
  t3=$(wall "$lanes" project -j 2 compile_commands.json)
  # What the machine gives two jobs now: the same compiles by make.
  make -s clean; m1=$(wall make -s -j1 CC="$cc" libz.a)
  make -s clean; m2=$(wall make -s -j2 CC="$cc" libz.a)
  s=$(echo "$t1 $t2" | awk '{printf "%.2f", $1 / $2}')
  ms=$(echo "$m1 $m2" | awk '{printf "%.2f", $1 / $2}')
  q=$(echo "$t3 $t2" | awk '{printf "%.4f", $1 / $2}')
  echo "round $r: lanes -j 1 $t1 s, -j 2 $t2 s (x$s); make -j1 $m1 s, -j2 $m2 s (x$ms); re-run with nothing changed $t3 s ($q of the cold -j 2 run); load $(cut -d' ' -f1 /proc/loadavg)"
  echo "$s" >> "$work/speedup.txt"; echo "$ms" >> "$work/make.txt"; echo "$q" >> "$work/rerun.txt"
done
echo "median -j 2 speed-up over -j 1: lanes x$(median < "$work/speedup.txt") (rounds: $(sort -g "$work/speedup.txt" | tr '\n' ' ')), make x$(median < "$work/make.txt") (rounds: $(sort -g "$work/make.txt" | tr '\n' ' '))"
echo "median re-run / cold run: $(median < "$work/rerun.txt")"
timed "-j 2 cold" sh -c "rm -rf .lanes && exec $lanes project -j 2 compile_commands.json"
timed "-j 2 re-run, nothing changed" "$lanes" project -j 2 compile_commands.json
own_peak() { # label, command...: the peak resident memory of lanes' own
  # process (its VmHWM, sampled until it exits): GNU time's %M is the
  # largest of the process and its children, here a clang.
  label=$1; shift
  "$@" > /dev/null 2>&1 &
  pid=$!; hwm=0
  while kill -0 "$pid" 2> /dev/null; do
    h=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status" 2> /dev/null)
    [ -n "$h" ] && hwm=$h
    sleep 0.01
  done
  wait "$pid" || true
  echo "$label: $hwm KB peak"
}
echo "== peak memory of lanes' own process"
rm -rf .lanes; own_peak "cold -j 1 (compiles and analyses)" "$lanes" project -j 1 compile_commands.json
own_peak "every unit's cached IR analysed again as LLVM 14, -j 1" "$lanes" project -j 1 --llvm 14 compile_commands.json
rm -rf .lanes; own_peak "cold -j 2" "$lanes" project -j 2 compile_commands.json
own_peak "every unit's cached IR analysed again as LLVM 14, -j 2" "$lanes" project -j 2 --llvm 14 compile_commands.json
largest=$(ls -S .lanes/units/*.ll | head -1)
own_peak "the largest unit's IR alone, $(basename "$largest") ($(du -k "$largest" | cut -f1) KB)" "$lanes" report --llvm 14 "$largest"
own_peak "every unit's IR in one process (the sum)" "$lanes" report --llvm 14 .lanes/units/*.ll
"$lanes" project compile_commands.json | tail -2 | head -1
"$lanes" project --format json compile_commands.json > "$work/project.json"

echo "== the wrapper inside make -j2"
make -s clean
rm -rf "$work/results"
make -s -j2 CC="$lanes cc --wrap $work/results -- $cc" libz.a
"$lanes" report --merge "$work/results" --format json > "$work/merged.json"
python3 - "$work/project.json" "$work/merged.json" <<'EOF'
import json, sys
def rows(p):
    r = json.load(open(p))
    return r["agreement"], sorted(
        (u["file"], x["function"], x["start_loc"], x["vectorized"], x["vf"], x["ic"],
         json.dumps(x["compiler"], sort_keys=True), x["agrees"])
        for u in r["units"] for x in u["rows"])
a, b = rows(sys.argv[1]), rows(sys.argv[2])
print("merged report = project report:", a == b, "(%d loops)" % len(a[1]))
EOF

echo "== lanes cargo on registry crates"
# Tuned on: adler2, crc32fast, memchr, hex, itoa, unicode-width; only
# measured: base64, sha2, ryu (docs/vectorizer.md).
tune="adler2-2.0.1 crc32fast-1.5.5 memchr-2.8.3 hex-0.4.3 itoa-1.0.18 unicode-width-0.2.3"
measured="base64-0.22.1 sha2-0.10.9 ryu-1.0.23"
for c in $tune $measured; do
  cp -r "$registry/../$c" "$work/$c"
  printf '\n[workspace]\n' >> "$work/$c/Cargo.toml"
  (cd "$work/$c" && env -u CARGO_TARGET_DIR "$lanes" cargo | tail -2 | head -1 | sed "s/^/$c: /")
done
echo "== against rustc's decisions, with the first reason's category (LLVM 22)"
echo "-- tuning crates"
python3 "$root/scripts/crates_lv.py" --lanes "$lanes" $(for c in $tune; do echo "$work/$c"; done)
echo "-- measured crates"
python3 "$root/scripts/crates_lv.py" --lanes "$lanes" $(for c in $measured; do echo "$work/$c"; done)
echo "work directory: $work"
