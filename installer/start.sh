#!/usr/bin/env bash
# Start Tournament Director: bash installer/start.sh [program arguments]
# (the launcher `tournament-director` that bootstrap.sh puts on the PATH runs this script).
# Prepares the machine first (installer/bootstrap.sh --quiet: silent when nothing is to do).
# Relative paths in the arguments are read from the directory it is started in.
# Only the console needs a display: the program with no command, or `demo` without
# --no-window. With no display (no DISPLAY / WAYLAND_DISPLAY) and QT_QPA_PLATFORM unset, the
# console runs under a virtual X server (xvfb-run -a), or, without xvfb-run, on Qt's offscreen
# platform; every other command (--help, demo --no-window, verify, payouts...) runs directly
# on the offscreen platform, with no X server.
set -euo pipefail

ROOT="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)"
# Bootstrap's progress goes to stderr so the program's own stdout stays clean.
bash "$ROOT/installer/bootstrap.sh" --quiet >&2

# Whether these arguments open the console (a window): no command, or `demo` without
# --no-window; not --help or --version. The command is the first word that is neither an
# option nor the value of a global option (--data-dir DIR, --db PATH, --lang LANG). In doubt
# (an abbreviated option) it answers yes: the console's way works for every command.
opens_window() {
    local command="" value_next=""
    for arg; do
        if [[ -n "$value_next" ]]; then
            value_next=""
            continue
        fi
        case "$arg" in
            -h | --help | --version) return 1 ;;
            --no-window) [[ "$command" == demo ]] && return 1 ;;
            --data-dir | --db | --lang) [[ -z "$command" ]] && value_next=yes ;;
            -*) ;;
            *) [[ -n "$command" ]] || command="$arg" ;;
        esac
    done
    [[ -z "$command" || "$command" == demo ]]
}

APP=("$ROOT/.venv/bin/tournament-director")
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM+set}" ]]; then
    if ! opens_window "$@"; then
        # Nothing to show: should Qt be loaded at all, it must not look for a display.
        export QT_QPA_PLATFORM=offscreen
        exec "${APP[@]}" "$@"
    fi
    if command -v xvfb-run >/dev/null 2>&1; then
        echo "start: no display found: running under a virtual X server (xvfb-run -a)" >&2
        exec xvfb-run -a -s "-screen 0 1920x1080x24 -nolisten tcp" "${APP[@]}" "$@"
    fi
    echo "start: no display and no xvfb-run: using QT_QPA_PLATFORM=offscreen (no visible window)" >&2
    export QT_QPA_PLATFORM=offscreen
fi
exec "${APP[@]}" "$@"
