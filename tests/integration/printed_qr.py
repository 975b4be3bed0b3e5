"""The QR codes of a printed PDF as a scanner reads them: each page drawn by pdftoppm, read
by zbarimg (poppler-utils and zbar-tools, installed with the tests' tools)."""

from __future__ import annotations

import subprocess
from pathlib import Path


def qr_texts(folder: Path, pdf: bytes, name: str = "printed", dpi: int = 150) -> list[str]:
    """The QR codes' texts, page by page, in order."""
    path = Path(folder) / f"{name}.pdf"
    path.write_bytes(pdf)
    stem = path.with_suffix("")
    subprocess.run(
        ["pdftoppm", "-r", str(dpi), "-png", str(path), str(stem)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    texts: list[str] = []
    for png in sorted(Path(folder).glob(f"{stem.name}-*.png")):
        done = subprocess.run(
            ["zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", str(png)],
            check=True,
            capture_output=True,
            timeout=120,
        )
        texts += done.stdout.decode("utf-8").splitlines()
    return texts
