"""Render the application icon from tournament-director.svg (beside this file).

    python installer/icon/make_icons.py OUT_DIR

writes OUT_DIR/tournament-director.png (256 x 256, for the Linux .desktop entry),
OUT_DIR/tournament-director-48.png and OUT_DIR/tournament-director.ico (16 to 256 pixels,
for the Windows executables and installer). Qt draws every size from the SVG (so the small
ones stay sharp); Pillow (a dependency of ReportLab) writes the ICO. Needs no display.
"""

from __future__ import annotations

import os
import sys
from io import BytesIO
from pathlib import Path

SVG = Path(__file__).resolve().parent / "tournament-director.svg"
NAME = "tournament-director"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def render(size: int):
    """The SVG drawn at size x size as a Pillow image (RGBA)."""
    from PIL import Image
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {SVG} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return Image.open(BytesIO(bytes(data))).convert("RGBA")


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(["make_icons"])
    images = {size: render(size) for size in ICO_SIZES}
    images[256].save(out / f"{NAME}.png")
    images[48].save(out / f"{NAME}-48.png")
    largest, *others = sorted(images.values(), key=lambda image: -image.width)
    largest.save(
        out / f"{NAME}.ico",
        format="ICO",
        sizes=[(size, size) for size in ICO_SIZES],
        append_images=others,
    )
    print(f"make_icons: {out / NAME}.png, .ico ({', '.join(map(str, ICO_SIZES))} px)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
