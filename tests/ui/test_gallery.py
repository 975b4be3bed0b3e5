"""benchmarks/gallery.py: a handful of shots in one language at one size, as the real script
(its own process, its screens in a process of their own), each a PNG that is not blank."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
GALLERY = ROOT / "benchmarks" / "gallery.py"
SHOTS = (
    "sign-in/sign-in",
    "console/demo-clock",
    "dialog/buy-in",
    "question/about",
    "display/running",
    "paper/seat-ticket",
)


def colours(path: Path) -> int:
    """Distinct colours in a grid of the image's pixels (a blank image has one)."""
    image = QImage(str(path))
    assert not image.isNull(), path
    step_x, step_y = max(1, image.width() // 60), max(1, image.height() // 60)
    return len(
        {
            image.pixel(x, y)
            for x in range(0, image.width(), step_x)
            for y in range(0, image.height(), step_y)
        }
    )


def test_the_gallery_renders_a_few_shots(tmp_path, qapp):
    out = tmp_path / "gallery"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    arguments = ["--out", str(out), "--lang", "en", "--sizes", "1280x720"]
    run = subprocess.run(
        [sys.executable, str(GALLERY), *arguments, "--only", ",".join(SHOTS)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Failed: 0." in run.stdout

    screens = [out / "en" / "1280x720" / f"{name}.png" for name in SHOTS[:-1]]
    papers = sorted((out / "en" / "paper").glob("seat-ticket-*.png"))
    assert papers, "the seat ticket's page"
    index = (out / "index.html").read_text("utf-8")
    for path in [*screens, *papers]:
        assert path.exists(), path
        assert colours(path) >= 4, f"{path} looks blank"
        assert str(path.relative_to(out)) in index
    # Top-level windows at the screen's size; dialogs at their own, within it.
    console = QImage(str(screens[1]))
    assert (console.width(), console.height()) == (1280, 720)
    dialog = QImage(str(screens[2]))
    assert dialog.width() <= 1280 and dialog.height() <= 720
