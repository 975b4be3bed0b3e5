#!/bin/sh
# Put Tournament Director in the desktop's applications menu and its command on the PATH.
# Run it from the unpacked bundle (it stays where it is; this script only points to it):
#   ./install-desktop-entry.sh               for you: ~/.local/share, ~/.local/bin
#   sudo ./install-desktop-entry.sh          for every user: /usr/local/share, /usr/local/bin
#   ./install-desktop-entry.sh --uninstall   takes them away again (the data folder stays)
# PREFIX=DIR puts them in DIR/share and DIR/bin instead.
set -eu

HERE="$(cd -- "$(dirname -- "$0")" && pwd -P)"
NAME=tournament-director
if [ -n "${PREFIX:-}" ]; then
    SHARE="$PREFIX/share"
    BIN="$PREFIX/bin"
elif [ "$(id -u)" = 0 ]; then
    SHARE=/usr/local/share
    BIN=/usr/local/bin
else
    SHARE="${XDG_DATA_HOME:-$HOME/.local/share}"
    BIN="$HOME/.local/bin"
fi
ENTRY="$SHARE/applications/$NAME.desktop"
ICON="$SHARE/icons/hicolor/256x256/apps/$NAME.png"
LINK="$BIN/$NAME"

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$SHARE/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" 2>/dev/null || true
    fi
}

case "${1:-}" in
    --uninstall)
        rm -f -- "$ENTRY" "$ICON"
        if [ -L "$LINK" ]; then rm -f -- "$LINK"; fi
        refresh
        echo "removed: $ENTRY, $ICON, $LINK"
        exit 0
        ;;
    "") ;;
    *)
        echo "usage: $0 [--uninstall]" >&2
        exit 2
        ;;
esac

[ -x "$HERE/$NAME" ] || { echo "$HERE/$NAME not found: run this script from the bundle" >&2; exit 1; }
case "$HERE" in
    *[\ \"\'\\\$\`%]*)
        echo "move the bundle to a folder whose path has no spaces, quotes or % first" >&2
        exit 1
        ;;
esac
mkdir -p "$SHARE/applications" "$(dirname -- "$ICON")" "$BIN"
cp -f -- "$HERE/$NAME.png" "$ICON"
sed -e "s|^Exec=.*|Exec=$HERE/$NAME|" -e "s|^TryExec=.*|TryExec=$HERE/$NAME|" \
    "$HERE/$NAME.desktop" >"$ENTRY"
chmod 644 "$ENTRY" "$ICON"
ln -sfn -- "$HERE/$NAME" "$LINK"
refresh
echo "applications menu: $ENTRY"
echo "command: $LINK -> $HERE/$NAME"
