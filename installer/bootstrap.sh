#!/usr/bin/env bash
# Prepare this machine to run and test Tournament Director (Debian 12).
#   bash installer/bootstrap.sh
# 1. installs the Debian packages Qt, Xvfb and the tests need (only the missing ones);
# 2. creates .venv at the repository root and runs `pip install -e ".[test]"`, skipped when
#    pyproject.toml is unchanged since the last successful install (stamp in .venv).
# Idempotent; a second run takes well under a second.
# Environment: PYTHON=python3.12 to pick another interpreter (>= 3.11).
set -euo pipefail

ROOT="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
STAMP="$VENV/.bootstrap-stamp"
PYTHON="${PYTHON:-python3}"

say() { printf 'bootstrap: %s\n' "$*"; }
die() { printf 'bootstrap: ERROR: %s\n' "$*" >&2; exit 1; }
# Run a noisy command with its output in a log; show the end of the log only when it fails.
quietly() {
    local log rc=0
    log="$(mktemp "${TMPDIR:-/tmp}/bootstrap.XXXXXX.log")"
    "$@" >"$log" 2>&1 || rc=$?
    if ((rc)); then
        tail -n 40 "$log" >&2
        rm -f "$log"
        die "failed (exit code $rc): $*"
    fi
    rm -f "$log"
}

# --- Debian packages -----------------------------------------------------------------------
APT_PACKAGES=(
    # Qt offscreen platform
    libglib2.0-0 libgl1 libegl1 libxkbcommon0 libfreetype6 libfontconfig1 libdbus-1-3
    fonts-dejavu-core
    # sound cues (QtMultimedia in PySide6-Addons loads libpulse)
    libpulse0
    # a real window (xcb platform, e.g. under Xvfb)
    libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
    libxcb-render-util0 libxcb-shape0 libxcb-xkb1 xvfb xauth
    # test tools: pdftoppm (PDF -> PNG), zbarimg (QR codes)
    poppler-utils zbar-tools
)

# A fresh Debian has no python3, or a python3 without venv/ensurepip (package python3-venv).
if [[ -x "$VENV/bin/python" ]]; then
    :   # .venv exists: no need to look at the base interpreter
elif ! command -v "$PYTHON" >/dev/null 2>&1; then
    [[ "$PYTHON" == python3 ]] && APT_PACKAGES+=(python3 python3-venv)
elif ! "$PYTHON" -c 'import ensurepip, venv' >/dev/null 2>&1 \
        && [[ "$(command -v "$PYTHON")" == /usr/bin/* ]]; then
    APT_PACKAGES+=(python3-venv)
fi

if command -v dpkg-query >/dev/null 2>&1; then
    # "ii" = installed; packages dpkg never heard of make dpkg-query complain: ignore that.
    installed="$(dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' "${APT_PACKAGES[@]}" \
                 2>/dev/null | awk '$1 == "ii" { print $2 }' || true)"
    missing=()
    for pkg in "${APT_PACKAGES[@]}"; do
        grep -qxF -- "$pkg" <<<"$installed" || missing+=("$pkg")
    done
    if ((${#missing[@]})); then
        say "installing Debian packages: ${missing[*]}"
        SUDO=()
        if [[ "$(id -u)" != 0 ]]; then
            command -v sudo >/dev/null 2>&1 \
                || die "not root and no sudo: install as root: apt-get install ${missing[*]}"
            SUDO=(sudo)
        fi
        say "apt-get update"
        quietly "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
        say "apt-get install (${#missing[@]} packages)"
        quietly "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y --no-install-recommends "${missing[@]}"
        say "Debian packages: installed"
    else
        say "Debian packages: all ${#APT_PACKAGES[@]} present"
    fi
else
    say "WARNING: no dpkg-query (not Debian?): install these yourself: ${APT_PACKAGES[*]}" >&2
fi

# --- Python virtual environment --------------------------------------------------------------
version_ok='import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)'

if [[ -x "$VENV/bin/python" ]] && "$VENV/bin/python" -c "$version_ok" 2>/dev/null; then
    say "virtual environment: .venv ($("$VENV/bin/python" -V 2>&1))"
else
    command -v "$PYTHON" >/dev/null 2>&1 \
        || die "'$PYTHON' not found: install Python 3.11 or newer (apt-get install python3 python3-venv) or set PYTHON=/path/to/python3.11"
    "$PYTHON" -c "$version_ok" \
        || die "Python 3.11 or newer is needed, '$PYTHON' is $("$PYTHON" -V 2>&1); set PYTHON=/path/to/python3.11"
    say "creating .venv with $("$PYTHON" -V 2>&1)"
    # --clear: a .venv left broken (e.g. its interpreter was removed) is rebuilt from scratch.
    "$PYTHON" -m venv --clear "$VENV" \
        || die "could not create .venv (on Debian: apt-get install python3-venv)"
fi

want="$(sha256sum "$ROOT/pyproject.toml" | cut -d' ' -f1)"
have="$(cat "$STAMP" 2>/dev/null || true)"
if [[ "$want" == "$have" && -x "$VENV/bin/tournament-director" ]]; then
    say "Python packages: up to date (pyproject.toml unchanged)"
else
    say "installing Python packages: pip install -e \".[test]\""
    rm -f "$STAMP"
    (cd "$ROOT" && quietly "$VENV/bin/python" -m pip install --disable-pip-version-check \
        -e ".[test]")
    printf '%s\n' "$want" >"$STAMP"
    say "Python packages: installed"
fi
say "ready"
