"""Refresh the Spanish translation source from the code and compile it.

    python -m tournament_director.ui.translations_build

lupdate collects every tr()/translate() string of the console into the .ts file (keeping
the translations already made; strings no longer in the code are dropped); lrelease compiles
the .ts into the .qm the console loads. Translate new strings (pyside6-linguist, or by hand)
and run it again; commit both files.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent
LANGUAGES = ("es",)


def ts_path(language: str) -> Path:
    """The translation's source in the checkout (the .qm compiled beside it ships; the .ts,
    for the translators, does not)."""
    return PACKAGE_DIR.parent / "resources" / "translations" / f"tournament_director_{language}.ts"


def sources() -> list[Path]:
    """The modules with strings shown to people by Qt (the rest speak through i18n.py)."""
    return [*sorted((PACKAGE_DIR / "ui").rglob("*.py")), PACKAGE_DIR / "app.py"]


def tool(name: str) -> str:
    """The PySide6 tool beside this Python (a venv's bin/), else on the PATH."""
    beside = Path(sys.executable).parent / name
    for candidate in (beside, beside.with_suffix(".exe")):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 in this environment")
    return found


def main() -> int:
    for language in LANGUAGES:
        ts = ts_path(language)
        ts.parent.mkdir(parents=True, exist_ok=True)
        # Relative paths keep the locations in the .ts free of this machine's directories.
        relative = [str(p.relative_to(PACKAGE_DIR.parent)) for p in sources()]
        subprocess.run(
            [tool("pyside6-lupdate"), *relative, "-no-obsolete", "-ts", str(ts)],
            check=True,
            cwd=PACKAGE_DIR.parent,
        )
        subprocess.run(
            [tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
