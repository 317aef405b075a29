#!/bin/sh
# Installs LLVM 22 and clang 22 (Debian's `llvm-22` and `clang-22`: opt-22,
# clang-22, llvm-as-22, FileCheck-22), the oracle of
# `scripts/compare_lv.py --llvm 22`, `scripts/fuzz_lv.py --llvm 22`,
# `scripts/gcc_vect_22.sh` and tests/tests/oracle22.rs; and Debian's
# `clang-14`, the oldest compiler `lanes cc` supports (tests/tests/build.rs
# runs the acceptance build with both).
#
#   sh scripts/setup-llvm22.sh           # as root, or with sudo available
#
# Idempotent: nothing is fetched when both packages are installed, and the
# package lists are updated only when one is missing. Without apt-get it
# says so and exits 0 (the tests that need opt-22 then skip).
set -eu
pkgs="llvm-22 clang-22 clang-14"
missing=""
for p in $pkgs; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done
if [ -z "$missing" ]; then
    echo "$pkgs already installed: $(opt-22 --version 2>/dev/null | grep -i 'llvm version' | sed 's/^ *//')"
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "apt-get unavailable: install$missing by hand (the LLVM 22 oracle tests will skip)"
    exit 0
fi
sudo=""
if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo="sudo"
    else
        echo "not root and no sudo: install$missing by hand (the LLVM 22 oracle tests will skip)"
        exit 0
    fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update
# shellcheck disable=SC2086
$sudo apt-get install -y $pkgs
opt-22 --version | grep -i 'llvm version' | sed 's/^ *//'
