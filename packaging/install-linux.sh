#!/bin/sh
# Add the unpacked Linux bundle to the current user's applications menu (with its icon).
#   ./install-linux.sh            run from the unpacked Tricktable folder; keep the folder where it is
#   ./install-linux.sh --remove   take the menu entry and the icon away again
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps=$data/applications
icons=$data/icons/hicolor/256x256/apps
if [ "${1:-}" = "--remove" ]; then
  rm -f "$apps/tricktable.desktop" "$icons/tricktable.png"
  echo "Tricktable's menu entry was removed."
  exit 0
fi
mkdir -p "$apps" "$icons"
cp "$here/tricktable.png" "$icons/tricktable.png"
# The menu entry starts this copy of the program by its full path.
sed "s|^Exec=.*|Exec=\"$here/Tricktable\"|" "$here/tricktable.desktop" > "$apps/tricktable.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" || true
echo "Tricktable is now in your applications menu (Games)."
