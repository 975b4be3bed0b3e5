"""The layers hold: Qt only under ui/ (and the entry point), SQL only under storage/, and the
domain imports nothing but itself and the message catalogue."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "tournament_director"


def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def modules(folder: str = "") -> list[Path]:
    return sorted((PACKAGE / folder).rglob("*.py"))


def test_qt_only_in_the_ui_and_the_entry_point():
    allowed = {PACKAGE / "app.py", PACKAGE / "__main__.py"}
    for path in modules():
        if "ui" in path.relative_to(PACKAGE).parts or path in allowed:
            continue
        assert not any(m.startswith("PySide6") for m in imports(path)), path


def test_sql_only_in_storage():
    for path in modules():
        if path.relative_to(PACKAGE).parts[0] == "storage":
            continue
        bad = {m for m in imports(path) if m.split(".")[0] in {"sqlalchemy", "sqlmodel"}}
        assert not bad, f"{path}: {bad}"


def test_domain_depends_on_nothing_above_it():
    above = (
        "tournament_director.services",
        "tournament_director.storage",
        "tournament_director.ui",
        "tournament_director.printing",
        "tournament_director.cli",
    )
    for path in modules("domain"):
        bad = {m for m in imports(path) if m.startswith(above)}
        assert not bad, f"{path}: {bad}"


def test_printing_is_pure():
    for path in modules("printing"):
        bad = {
            m
            for m in imports(path)
            if m.startswith(("PySide6", "sqlalchemy", "sqlmodel", "tournament_director.storage"))
        }
        assert not bad, f"{path}: {bad}"
