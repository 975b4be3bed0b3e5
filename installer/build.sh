#!/usr/bin/env bash
# Build Tournament Director for a Linux floor PC: bash installer/build.sh [--force]
# 1. prepares the machine (installer/bootstrap.sh: the Debian packages, binutils among them,
#    which PyInstaller needs; .venv);
# 2. installs PyInstaller into .venv from requirements-bundle.lock (every package pinned, each
#    file's hash checked), skipped while that lock is unchanged (stamp in .venv);
# 3. renders the icons from installer/icon/tournament-director.svg into build/icons/;
# 4. runs PyInstaller with installer/tournament-director.spec: dist/tournament-director/, a
#    one-folder bundle (Python, Qt with its plugins, the resources), plus the desktop entry,
#    the icon and install-desktop-entry.sh (installer/linux/);
# 5. archives it: dist/tournament-director-VERSION-linux-ARCH.tar.gz.
# Steps 3-5 are skipped when nothing they read changed since the last build: the program's
# sources and resources, the spec and the files above, the lock and the packages installed in
# .venv (stamp: dist/.tournament-director.stamp). --force builds all the same.
# The Windows build and its installer: installer/README.md.
set -euo pipefail

ROOT="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"
LOCK="$ROOT/requirements-bundle.lock"
PIP_STAMP="$VENV/.bundle-lock-stamp"
NAME="tournament-director"
DIST="$ROOT/dist"
BUNDLE="$DIST/$NAME"
STAMP="$DIST/.$NAME.stamp"
WORK="$ROOT/build"

say() { printf 'build: %s\n' "$*"; }
die() { printf 'build: ERROR: %s\n' "$*" >&2; exit 1; }

FORCE=""
for arg; do
    case "$arg" in
        --force) FORCE=yes ;;
        *) printf 'build: unknown option %s (--force)\n' "$arg" >&2; exit 2 ;;
    esac
done

[[ "$(uname -s)" == Linux ]] || die "this script builds the Linux bundle; for Windows see installer/README.md"

# --- 1. the machine ----------------------------------------------------------------------------
bash "$ROOT/installer/bootstrap.sh" --quiet --no-launcher
command -v objdump >/dev/null 2>&1 || die "objdump not found: PyInstaller needs binutils (apt-get install binutils)"

mkdir -p "$WORK" "$DIST"
# One build at a time in this checkout (two test runs, or a test run and a person).
exec 9>"$WORK/.build.lock"
flock 9

# --- 2. PyInstaller ----------------------------------------------------------------------------
[[ -f "$LOCK" ]] || die "requirements-bundle.lock is missing (bash installer/lock.sh writes it)"
lock_sha="$(sha256sum -- "$LOCK" | cut -d' ' -f1)"
if [[ "$(cat "$PIP_STAMP" 2>/dev/null || true)" == "$lock_sha" ]] \
        && "$PY" -c 'import PyInstaller' 2>/dev/null; then
    :
else
    say "installing PyInstaller: requirements-bundle.lock (pinned, hashes checked)"
    rm -f "$PIP_STAMP"
    log="$(mktemp "${TMPDIR:-/tmp}/build-pip.XXXXXX.log")"
    pip=("$PY" -m pip --disable-pip-version-check)
    if ! "${pip[@]}" install --require-hashes --no-deps -r "$LOCK" >"$log" 2>&1 \
            || ! "${pip[@]}" check >>"$log" 2>&1; then
        tail -n 40 "$log" >&2
        rm -f "$log"
        die "could not install requirements-bundle.lock into .venv"
    fi
    rm -f "$log"
    printf '%s\n' "$lock_sha" >"$PIP_STAMP"
fi

# --- what the bundle is made of ------------------------------------------------------------------
version="$(cd "$ROOT" && "$PY" -c 'import tournament_director as t; print(t.__version__)')"
[[ "$version" =~ ^[0-9A-Za-z.+-]+$ ]] || die "unexpected version '$version'"
archive="$DIST/$NAME-$version-linux-$(uname -m).tar.gz"
resources="$(cd "$ROOT" && "$PY" -c 'from tournament_director import paths; print(paths.resources_dir())')"
resources="${resources#"$ROOT/"}"  # relative, when it is in the checkout
site="$("$PY" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"

sources_digest() {
    {
        "$PY" -VV
        # The installed packages, by name and version.
        find "$site" -maxdepth 1 -name '*.dist-info' -printf '%f\n' | LC_ALL=C sort
        (
            cd "$ROOT"
            find tournament_director "$resources" installer/icon installer/linux \
                installer/tournament-director.spec installer/bundle_entry.py \
                installer/bundle_strip.py installer/build.sh requirements-bundle.lock pyproject.toml \
                -type f ! -name '*.pyc' ! -path '*/__pycache__/*' -print0 \
                | LC_ALL=C sort -z | xargs -0 sha256sum
        )
    } | sha256sum | cut -d' ' -f1
}
want="$(sources_digest)"
if [[ -z "$FORCE" && -x "$BUNDLE/$NAME" && -f "$archive" \
        && "$(cat "$STAMP" 2>/dev/null || true)" == "$want" ]]; then
    say "up to date: $BUNDLE and $archive (nothing changed since they were built; --force to rebuild)"
    exit 0
fi
rm -f "$STAMP"
started=$SECONDS

# --- 3. the icons ------------------------------------------------------------------------------------
say "icons: build/icons/ from installer/icon/tournament-director.svg"
QT_QPA_PLATFORM=offscreen "$PY" "$ROOT/installer/icon/make_icons.py" "$WORK/icons" >/dev/null

# --- 4. PyInstaller ------------------------------------------------------------------------------
say "PyInstaller $("$PY" -m PyInstaller --version): $NAME $version (log: build/pyinstaller.log)"
if ! (cd "$ROOT" && QT_QPA_PLATFORM=offscreen TD_BUNDLE_ICONS="$WORK/icons" "$PY" -m PyInstaller \
        --noconfirm --workpath "$WORK/pyinstaller" --distpath "$DIST" \
        installer/tournament-director.spec) >"$WORK/pyinstaller.log" 2>&1; then
    tail -n 40 "$WORK/pyinstaller.log" >&2
    die "PyInstaller failed (build/pyinstaller.log)"
fi
install -m 644 "$ROOT/installer/linux/$NAME.desktop" "$BUNDLE/$NAME.desktop"
install -m 644 "$WORK/icons/$NAME.png" "$BUNDLE/$NAME.png"
install -m 755 "$ROOT/installer/linux/install-desktop-entry.sh" "$BUNDLE/install-desktop-entry.sh"
# The bundle answers before it is archived.
"$BUNDLE/$NAME" --version >/dev/null || die "the bundle does not start: $BUNDLE/$NAME --version"

# --- 5. the archive --------------------------------------------------------------------------------
say "archive: ${archive#"$ROOT/"}"
rm -f "$DIST/$NAME"-*-linux-*.tar.gz
tar -C "$DIST" --owner=0 --group=0 --numeric-owner -czf "$archive.part" "$NAME"
mv -f -- "$archive.part" "$archive"

printf '%s\n' "$want" >"$STAMP"
say "built in $((SECONDS - started)) s: ${BUNDLE#"$ROOT/"}/ $(du -sh "$BUNDLE" | cut -f1)," \
    "archive $(du -h "$archive" | cut -f1)"
