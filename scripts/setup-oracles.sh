#!/bin/sh
# Creates .venv/ in the repository root with the two tools the modern-IR tests
# use: clang 22 (PyPI `ziglang`, run as `python -m ziglang cc`) to generate
# IR, and LLVM 22's own parser (PyPI `llvmlite` 0.50) as the oracle.
# Also PyPI `pyyaml` and `pygments`, which LLVM's opt-viewer needs to read
# `lanes report --format remarks`.
#
#   sh scripts/setup-oracles.sh          # then: cargo test -p lanes-ir --test modern
#
# Set PYTHON to choose the interpreter (default: python3).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
py=${PYTHON:-python3}
if [ ! -x "$root/.venv/bin/python" ]; then
    "$py" -m venv "$root/.venv"
fi
"$root/.venv/bin/python" -m pip install --quiet --upgrade pip
"$root/.venv/bin/python" -m pip install --quiet ziglang 'llvmlite==0.50.*' pyyaml pygments
"$root/.venv/bin/python" - <<'PY'
import llvmlite, llvmlite.binding as llvm
print("llvmlite", llvmlite.__version__, "LLVM", ".".join(map(str, llvm.llvm_version_info)))
PY
"$root/.venv/bin/python" -m ziglang cc --version | head -n 1
