#!/usr/bin/env bash
# Prepare this machine to run and test Tournament Director (Debian 12).
#   bash installer/bootstrap.sh [--quiet] [--no-launcher] [--tests]
# 1. installs the Debian packages Qt, Xvfb and the tests need (only the missing ones); when
#    another package manager holds apt's or dpkg's lock it says which and waits for it;
# 2. creates .venv at the repository root and installs requirements.lock there (every package
#    pinned, each file's hash checked, nothing resolved), then this checkout (editable); the
#    pip step is skipped while requirements.lock, pyproject.toml and the checkout's place are
#    those of the last successful install (stamp in .venv); a .venv made for a checkout at
#    another place (moved, renamed, or copied with it) is rebuilt;
# 3. puts the launcher `tournament-director` on the PATH (~/.local/bin, for root
#    /usr/local/bin): a two-line script that runs installer/start.sh of this checkout.
# Idempotent; a run with nothing to do takes well under a second.
#   --quiet        say only what it does (installs, rebuilds, waits), not what it found done
#   --no-launcher  leave the launcher alone (test.sh: running the tests installs no command)
#   --tests        also the servers and the browser only the tests need (test.sh): PostgreSQL
#                  (the multi-station tests start a throw-away cluster of their own) and
#                  headless Chromium with its driver (the room's web page in a real browser)
# Environment:
#   PYTHON=python3.12        the interpreter that creates .venv (>= 3.11)
#   TD_APT_LOCK_TIMEOUT=600  seconds to wait for another package manager's lock
#   TD_SKIP_APT=1            leave the Debian packages alone (installed by other means)
#   TD_LAUNCHER_DIR=DIR      where the launcher goes
set -euo pipefail

ROOT="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)"
# The checkout's place with symbolic links resolved: what the stamp and the launcher record.
ROOT_REAL="$(cd -- "$ROOT" && pwd -P)"
VENV="$ROOT/.venv"
STAMP="$VENV/.bootstrap-stamp"
LOCK="$ROOT/requirements.lock"
PYTHON_GIVEN="${PYTHON:+yes}"
PYTHON="${PYTHON:-python3}"
APT_LOCK_TIMEOUT="${TD_APT_LOCK_TIMEOUT:-600}"

QUIET=""
LAUNCHER="yes"
TESTS=""
for arg; do
    case "$arg" in
        --quiet) QUIET=yes ;;
        --no-launcher) LAUNCHER="" ;;
        --tests) TESTS=yes ;;
        *) printf 'bootstrap: unknown option %s (--quiet, --no-launcher, --tests)\n' "$arg" >&2
           exit 2 ;;
    esac
done

say() { printf 'bootstrap: %s\n' "$*"; }
# What was found already done: said unless --quiet.
found() { [[ -n "$QUIET" ]] || say "$@"; }
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

[[ "$APT_LOCK_TIMEOUT" =~ ^[0-9]+$ ]] \
    || die "TD_APT_LOCK_TIMEOUT must be a number of seconds, not '$APT_LOCK_TIMEOUT'"
[[ "$ROOT_REAL" != *$'\n'* ]] || die "the checkout's path holds a line break: move it elsewhere"
[[ -f "$LOCK" ]] || die "requirements.lock is missing (bash installer/lock.sh writes it)"

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
    # the bundle (installer/build.sh): PyInstaller reads and strips the binaries with binutils'
    # objdump and strip; the bundle test compiles the Windows installer script with makensis
    binutils nsis
)
if [[ -n "$TESTS" ]]; then
    # The server is only started by the tests (initdb of a throw-away cluster): Debian's
    # package also starts a cluster of its own, which the tests leave alone.
    APT_PACKAGES+=(postgresql chromium chromium-driver)
fi

# The lock files apt-get ACTION takes, where this machine's apt configuration puts them.
apt_lock_files() {
    local STATUS=/var/lib/dpkg/status LISTS=/var/lib/apt/lists/ ARCHIVES=/var/cache/apt/archives/
    eval "$(apt-config shell STATUS Dir::State::status/f LISTS Dir::State::lists/d \
            ARCHIVES Dir::Cache::archives/d 2>/dev/null || true)"
    if [[ "$1" == update ]]; then
        printf '%s\n' "${LISTS%/}/lock"
    else
        printf '%s\n' "$(dirname -- "$STATUS")/lock-frontend" "$(dirname -- "$STATUS")/lock" \
            "${ARCHIVES%/}/lock"
    fi
}

# Who holds FILE's lock (apt and dpkg take POSIX locks, listed in /proc/locks):
# "process PID (its command line)", or nothing.
lock_holder() {
    local file="$1" ino dev id pid cmd
    [[ -e "$file" && -r /proc/locks ]] || return 0
    read -r ino dev < <(stat -L -c '%i %d' -- "$file" 2>/dev/null) || return 0
    # /proc/locks names the file as MAJOR:MINOR:INODE (the device's numbers in hex).
    id="$(printf '%02x:%02x:%d' $(((dev >> 8) & 0xfff)) \
          $(((dev & 0xff) | ((dev >> 12) & 0xfff00))) "$ino")"
    pid="$(awk -v id="$id" '$2 != "->" {
               for (i = 3; i <= NF; i++) if ($i == id) { print $(i - 1); exit }
           }' /proc/locks)"
    [[ "$pid" =~ ^[0-9]+$ ]] || return 0
    cmd="$(tr '\0\n\t' '   ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c 1-100 || true)"
    cmd="${cmd%"${cmd##*[! ]}"}"
    printf 'process %s (%s)' "$pid" "${cmd:-?}"
}

minutes() {
    if (($1 % 60)); then
        printf '%d second%s' "$1" "$( (($1 == 1)) || echo s)"
    else
        printf '%d minute%s' $(($1 / 60)) "$( (($1 == 60)) || echo s)"
    fi
}

# apt-get ACTION ARGS... as root, waiting up to APT_LOCK_TIMEOUT seconds for another package
# manager (an unattended upgrade, Software Updater, another apt) that holds a lock apt needs.
# It is said before waiting. apt waits for dpkg's lock itself (DPkg::Lock::Timeout); for the
# package lists' lock (apt-get update) it gives up at once, so it is tried again every 5
# seconds until the time is up.
apt_get() {
    local action="$1" deadline=$((SECONDS + APT_LOCK_TIMEOUT)) waited="" locked log rc file holder
    local -a locks
    mapfile -t locks < <(apt_lock_files "$action")
    log="$(mktemp "${TMPDIR:-/tmp}/bootstrap.XXXXXX.log")"
    while :; do
        if [[ -z "$waited" ]]; then
            for file in "${locks[@]}"; do
                holder="$(lock_holder "$file")"
                if [[ -n "$holder" ]]; then
                    say "waiting for another package manager: $holder holds $file;" \
                        "waiting up to $(minutes "$APT_LOCK_TIMEOUT") (TD_APT_LOCK_TIMEOUT)"
                    waited=yes
                    break
                fi
            done
        fi
        rc=0
        "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get \
            -o "DPkg::Lock::Timeout=$((deadline > SECONDS ? deadline - SECONDS : 0))" "$@" \
            >"$log" 2>&1 || rc=$?
        ((rc)) || break
        if grep -q 'Could not get lock' "$log" && ((SECONDS < deadline)); then
            if [[ -z "$waited" ]]; then
                say "waiting for another package manager: $(grep -m1 'Could not get lock' "$log" \
                    | sed 's/^E: //'); waiting up to $(minutes "$APT_LOCK_TIMEOUT")" \
                    "(TD_APT_LOCK_TIMEOUT)"
                waited=yes
            fi
            sleep 5
            continue
        fi
        tail -n 40 "$log" >&2
        locked=""
        if grep -q 'Could not get lock' "$log"; then locked=yes; fi
        rm -f "$log"
        if [[ -n "$locked" ]]; then
            die "apt-get $action: another package manager still held its lock after" \
                "$(minutes "$APT_LOCK_TIMEOUT"); run this again once it is done"
        fi
        die "failed (exit code $rc): apt-get $*"
    done
    rm -f "$log"
    if [[ -n "$waited" ]]; then say "the other package manager is done"; fi
}

if [[ -n "${TD_SKIP_APT:-}" ]]; then
    found "Debian packages: left alone (TD_SKIP_APT)"
else
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
            apt_get update
            say "apt-get install (${#missing[@]} package$( ((${#missing[@]} == 1)) || echo s))"
            apt_get install -y --no-install-recommends "${missing[@]}"
            say "Debian packages: installed"
        else
            found "Debian packages: all ${#APT_PACKAGES[@]} present"
        fi
    else
        say "WARNING: no dpkg-query (not Debian?): install these yourself: ${APT_PACKAGES[*]}" >&2
    fi
fi

# --- Python virtual environment --------------------------------------------------------------
version_ok='import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)'

# The interpreter a script's first lines name: "#!/x/.venv/bin/python", or, where that path
# is too long or holds a space, "#!/bin/sh" then "'''exec' "/x/.venv/bin/python" "$0" "$@"".
script_interpreter() {
    local first second
    [[ -f "$1" ]] || return 0
    { IFS= read -r first || true; IFS= read -r second || true; } <"$1"
    if [[ "$first" == '#!/bin/sh' ]]; then
        sed -n "s/^'''exec' \"\\(.*\\)\" \"\$0\" .*/\\1/p" <<<"$second"
    elif [[ "$first" == '#!'/* ]]; then
        first="${first#\#!}"
        printf '%s\n' "${first%% *}"
    fi
}

# The checkout .venv was made for, when that is not this one: the root its stamp records,
# else the one its scripts name (they hold .venv's absolute path: a moved .venv's scripts
# point into the old place, a copied one's run the old checkout's code).
venv_made_elsewhere() {
    local recorded python bin
    recorded="$(sed -n 's/^root=//p' "$STAMP" 2>/dev/null || true)"
    if [[ -n "$recorded" ]]; then
        if [[ "$recorded" != "$ROOT_REAL" ]]; then printf '%s\n' "$recorded"; fi
        return 0
    fi
    for script in "$VENV/bin/pip" "$VENV/bin/tournament-director"; do
        python="$(script_interpreter "$script")"
        [[ "$python" == /*/bin/python* ]] || continue   # not pip's kind of script
        bin="$(dirname -- "$python")"
        if [[ "$(realpath -m -- "$bin")" != "$(realpath -m -- "$VENV/bin")" ]]; then
            dirname -- "$(dirname -- "$bin")"
        fi
        return 0
    done
}

base_python="$PYTHON"
reason=""
if [[ -x "$VENV/bin/python" ]] && "$VENV/bin/python" -c "$version_ok" 2>/dev/null; then
    elsewhere="$(venv_made_elsewhere)"
    if [[ -n "$elsewhere" ]]; then
        reason="this checkout was moved, renamed or copied: .venv was made for $elsewhere"
        # The same interpreter as before, unless PYTHON says otherwise (resolved: .venv's own
        # links go with it).
        if [[ -z "$PYTHON_GIVEN" ]]; then
            base_python="$(realpath -e -- "$("$VENV/bin/python" -c \
                'import sys; print(sys._base_executable)')" 2>/dev/null || printf '%s' "$PYTHON")"
        fi
    else
        found "virtual environment: .venv ($("$VENV/bin/python" -V 2>&1))"
    fi
else
    reason="no usable .venv"
fi

if [[ -n "$reason" ]]; then
    command -v "$base_python" >/dev/null 2>&1 \
        || die "'$base_python' not found: install Python 3.11 or newer (apt-get install python3 python3-venv) or set PYTHON=/path/to/python3.11"
    "$base_python" -c "$version_ok" \
        || die "Python 3.11 or newer is needed, '$base_python' is $("$base_python" -V 2>&1); set PYTHON=/path/to/python3.11"
    if [[ "$reason" == "no usable .venv" ]]; then
        say "creating .venv with $("$base_python" -V 2>&1)"
    else
        say "$reason: rebuilding .venv with $("$base_python" -V 2>&1)"
    fi
    rm -f "$STAMP"
    # --clear: a .venv left broken (its interpreter removed) or made elsewhere starts afresh.
    "$base_python" -m venv --clear "$VENV" \
        || die "could not create .venv (on Debian: apt-get install python3-venv)"
fi

sha() { sha256sum -- "$1" | cut -d' ' -f1; }
want="$(printf 'root=%s\npyproject=%s\nlock=%s' "$ROOT_REAL" "$(sha "$ROOT/pyproject.toml")" \
        "$(sha "$LOCK")")"
have="$(cat "$STAMP" 2>/dev/null || true)"
if [[ "$want" == "$have" && -x "$VENV/bin/tournament-director" ]]; then
    found "Python packages: up to date (requirements.lock and pyproject.toml unchanged)"
else
    say "installing Python packages: requirements.lock (pinned, hashes checked), then this checkout"
    rm -f "$STAMP"
    pip=("$VENV/bin/python" -m pip --disable-pip-version-check)
    quietly "${pip[@]}" install --require-hashes --no-deps -r "$LOCK"
    # The build back-end (setuptools, wheel) came from the lock: no isolated build that would
    # fetch whatever version is newest.
    quietly "${pip[@]}" install --no-deps --no-build-isolation -e "$ROOT"
    # --no-deps trusts the lock: check that it holds what pyproject.toml asks for.
    if ! problems="$("${pip[@]}" check 2>&1)"; then
        printf '%s\n' "$problems" >&2
        die "requirements.lock does not match pyproject.toml: run bash installer/lock.sh"
    fi
    printf '%s\n' "$want" >"$STAMP"
    say "Python packages: installed"
fi

# --- the launcher ----------------------------------------------------------------------------
LAUNCHER_MARK="# tournament-director launcher (installer/bootstrap.sh)"

install_launcher() {
    local dir file recorded tmp
    if [[ -n "${TD_LAUNCHER_DIR:-}" ]]; then
        dir="$TD_LAUNCHER_DIR"
    elif [[ "$(id -u)" == 0 ]]; then
        dir=/usr/local/bin   # root's ~/.local/bin is on no PATH on Debian
    elif [[ -n "${HOME:-}" ]]; then
        dir="$HOME/.local/bin"
    else
        return 0
    fi
    file="$dir/tournament-director"
    if [[ -e "$file" || -L "$file" ]]; then
        if ! grep -qxF -- "$LAUNCHER_MARK" "$file" 2>/dev/null; then
            found "launcher: $file is not one of ours: left as it is"
            return 0
        fi
        recorded="$(sed -n 's/^# checkout: //p' "$file")"
        if [[ "$recorded" == "$ROOT_REAL" ]]; then
            found "launcher: $file"
            return 0
        fi
        if [[ -f "$recorded/installer/start.sh" ]]; then
            found "launcher: $file starts the checkout in $recorded, left as it is" \
                "(to start this one instead: rm $file && bash installer/bootstrap.sh)"
            return 0
        fi
        say "launcher: $recorded is gone: $file now starts this checkout"
    else
        say "launcher: $file starts this checkout (tournament-director [command] [options])"
    fi
    mkdir -p -- "$dir" || { say "WARNING: could not create $dir: no launcher" >&2; return 0; }
    tmp="$(mktemp "$dir/.tournament-director.XXXXXX")" \
        || { say "WARNING: $dir is not writable: no launcher" >&2; return 0; }
    {
        printf '#!/usr/bin/env bash\n%s\n# checkout: %s\n' "$LAUNCHER_MARK" "$ROOT_REAL"
        printf '# Starts Tournament Director from that checkout: the console, or a command.\n'
        printf 'exec bash %q "$@"\n' "$ROOT_REAL/installer/start.sh"
    } >"$tmp"
    chmod 755 "$tmp"
    mv -f -- "$tmp" "$file"
    case ":$PATH:" in
        *":$dir:"*) ;;
        *)
            local when="add it to your PATH"
            if [[ "$dir" == "${HOME:-}/.local/bin" ]]; then
                when="Debian's ~/.profile adds it at your next log-in"
            fi
            say "note: $dir is not on your PATH: $when; until then:" \
                "export PATH=\"$dir:\$PATH\" (or use bash installer/start.sh)"
            ;;
    esac
}

if [[ -n "$LAUNCHER" ]]; then install_launcher; fi
found "ready"
