#!/bin/sh
# Checks that `lanes report` (text and JSON) is byte-identical on every
# corpus file and fixture between two builds of lanes.
#
#   scripts/report_identity.sh snapshot DIR   # write DIR/<file>.{txt,json} with the current build
#   scripts/report_identity.sh check DIR      # compare the current build against DIR
#
# A refactor takes a snapshot before and checks after; any difference is
# printed as a unified diff and the script exits 1.
set -e
mode=$1
dir=$2
[ -n "$mode" ] && [ -n "$dir" ] || { echo "usage: $0 snapshot|check DIR" >&2; exit 2; }
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
# Relative paths, so snapshots taken in different checkouts compare equal.
corpus=${LANES_CORPUS:-../shared/corpus}
cargo build --release -q -p lanes-tui --bin lanes
lanes=${CARGO_TARGET_DIR:-target}/release/lanes
files=$( (find "$corpus" -name '*.ll' 2>/dev/null; find fixtures -name '*.ll') | sort)
out=$dir
[ "$mode" = check ] && out=$(mktemp -d)
mkdir -p "$out"
for f in $files; do
  key=$(echo "$f" | sed "s|^$corpus/|corpus/|; s|/|__|g")
  timeout 60 "$lanes" report "$f" > "$out/$key.txt" 2>&1 || true
  timeout 60 "$lanes" report --format json "$f" > "$out/$key.json" 2>&1 || true
done
if [ "$mode" = check ]; then
  if diff -ru "$dir" "$out"; then
    echo "identical: $(echo "$files" | wc -l) files"
    rm -rf "$out"
  else
    echo "DIFFERENT (new outputs in $out)"; exit 1
  fi
else
  echo "snapshot: $(echo "$files" | wc -l) files in $dir"
fi
