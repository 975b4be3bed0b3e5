#!/usr/bin/env bash
# Regenerate the lock files from pyproject.toml's pins: bash installer/lock.sh
#   requirements.lock         the program and its tests, with the build back-end (setuptools,
#                             wheel) that installs the checkout; what bootstrap.sh installs
#   requirements-bundle.lock  the program and PyInstaller (extra "bundle"), for build.sh;
#                             every package both locks hold has the same version in each
# Every package, transitive ones included, pinned to one version with the sha256 of each of
# its files on the index, for Linux and Windows at once (a package only one system needs
# carries its marker, e.g. colorama ; sys_platform == 'win32'): uv's universal resolution.
# Run it after changing a pin in pyproject.toml; tests/installer/test_lock_file.py fails until
# then. Needs python3 (>= 3.11) and the package index; leaves nothing installed (uv goes in
# a throw-away virtual environment).
set -euo pipefail

ROOT="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-python3}"
UV_VERSION=0.13.9

say() { printf 'lock: %s\n' "$*"; }

tmp="$(mktemp -d "${TMPDIR:-/tmp}/td-lock.XXXXXX")"
trap 'rm -rf -- "$tmp"' EXIT

say "installing uv $UV_VERSION in a throw-away virtual environment"
"$PYTHON" -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --quiet --disable-pip-version-check "uv==$UV_VERSION"

# The build back-end pyproject.toml's [build-system] asks for: bootstrap.sh installs it from
# the lock and installs the checkout without build isolation, so that step is pinned too.
"$PYTHON" - "$ROOT/pyproject.toml" >"$tmp/build-system.in" <<'EOF'
import sys
import tomllib

with open(sys.argv[1], "rb") as f:
    print("\n".join(tomllib.load(f)["build-system"]["requires"]))
EOF

compile() {  # compile OUTPUT [uv arguments...]
    local out="$1"
    shift
    (cd "$ROOT" && "$tmp/venv/bin/uv" pip compile --quiet --universal --python-version 3.11 \
        --generate-hashes --custom-compile-command "bash installer/lock.sh" \
        pyproject.toml "$tmp/build-system.in" "$@" -o "$out")
    # The annotation names the temporary file: say where its requirements come from.
    sed -i "s|-r $tmp/build-system.in|pyproject.toml [build-system]|" "$ROOT/$out"
    say "$out: $(grep -c '^[A-Za-z0-9]' "$ROOT/$out") packages"
}

compile requirements.lock --extra test
# Constrained by the first lock: PyInstaller installed over .venv changes nothing else.
compile requirements-bundle.lock --extra bundle -c requirements.lock
say "done; check with: .venv/bin/python -m pytest -q tests/installer/test_lock_file.py"
