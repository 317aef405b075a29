#!/bin/sh
# `lanes project`, `lanes cc --wrap` and `lanes cargo` on real code:
# zlib's sources as the registry crate libz-sys ships them, and two crates
# from the registry. Prints the agreement with the compiler's decisions,
# `-j 1` against `-j 2` wall time, the re-run time with nothing changed,
# peak memory, and whether the wrapper inside `make -j2` gives the same
# merged report as `lanes project`.
#
# Usage: scripts/bench_build.sh [CC] (default clang-22). Needs cargo (for
# fetching libz-sys, adler2 and crc32fast), make, python3 and GNU time.
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
  /usr/bin/time -f "$label: %e s wall, %M KB peak" "$@" > "$work/out.txt" 2> "$work/time.txt" || true
  tail -1 "$work/time.txt"
}
echo "== lanes project (cache cleared before each cold run)"
rm -rf .lanes; timed "-j 1 cold" "$lanes" project -j 1 compile_commands.json
rm -rf .lanes; timed "-j 2 cold" "$lanes" project -j 2 compile_commands.json
timed "-j 2 re-run, nothing changed" "$lanes" project -j 2 compile_commands.json
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
for c in adler2-2.0.1 crc32fast-1.5.5; do
  cp -r "$registry/../$c" "$work/$c"
  printf '\n[workspace]\n' >> "$work/$c/Cargo.toml"
  (cd "$work/$c" && env -u CARGO_TARGET_DIR "$lanes" cargo | tail -2 | head -1 | sed "s/^/$c: /")
done
echo "work directory: $work"
