#!/usr/bin/env bash
# Start Tournament Director: bash installer/start.sh [program arguments]
# Prepares the machine first (installer/bootstrap.sh, quick once done). With no display
# (no DISPLAY / WAYLAND_DISPLAY) and QT_QPA_PLATFORM unset, the program runs under a virtual
# X server (xvfb-run -a) instead of letting Qt abort; without xvfb-run it falls back to Qt's
# offscreen platform.
set -euo pipefail

ROOT="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)"
# Bootstrap's progress goes to stderr so the program's own stdout stays clean.
bash "$ROOT/installer/bootstrap.sh" >&2
cd "$ROOT"

APP=("$ROOT/.venv/bin/tournament-director")
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM+set}" ]]; then
    if command -v xvfb-run >/dev/null 2>&1; then
        echo "start: no display found: running under a virtual X server (xvfb-run -a)" >&2
        exec xvfb-run -a -s "-screen 0 1920x1080x24 -nolisten tcp" "${APP[@]}" "$@"
    fi
    echo "start: no display and no xvfb-run: using QT_QPA_PLATFORM=offscreen (no visible window)" >&2
    export QT_QPA_PLATFORM=offscreen
fi
exec "${APP[@]}" "$@"
