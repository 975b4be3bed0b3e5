"""The Spanish translation covers every string, and its compiled file is current."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

from tournament_director.ui.translations_build import PACKAGE_DIR, sources, tool, ts_path

TS = ts_path("es")
REFRESH = "run python -m tournament_director.ui.translations_build"
QM = TS.with_suffix(".qm")


def test_every_string_has_a_finished_spanish_translation():
    unfinished = []
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
            if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(
                f and f.strip() for f in forms
            ):
                unfinished.append((name, message.findtext("source")))
    assert unfinished == []


def test_the_compiled_translation_is_not_older_than_its_source():
    assert QM.exists()
    assert QM.stat().st_mtime >= TS.stat().st_mtime - 1  # a checkout may stamp both at once


def test_placeholders_survive_translation():
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        for text in [f.text for f in translation.iter("numerusform")] or [translation.text]:
            for token in ("{", "%n"):
                if token in source:
                    assert text.count(token) == source.count(token), source


def test_every_console_module_is_scanned():
    names = {p.name for p in sources()}
    assert {"main_window.py", "log_view.py", "registration_tab.py", "app.py"} <= names


def test_the_compiled_translation_matches_its_source(tmp_path):
    """Stronger than the dates: compiling the .ts again gives the committed .qm."""
    fresh = tmp_path / "fresh.qm"
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(TS), "-qm", str(fresh)], check=True)
    assert fresh.read_bytes() == QM.read_bytes(), (
        "run python -m tournament_director.ui.translations_build"
    )


def _messages(ts: Path) -> set[tuple[str, str]]:
    return {
        (context.findtext("name"), message.findtext("source"))
        for context in ET.parse(ts).getroot().iter("context")
        for message in context.iter("message")
    }


def test_the_translation_source_holds_every_string_of_the_code(tmp_path):
    """A string added to the console without running the build would show in English to a
    Spanish room: collecting the strings again must find nothing new (nor anything gone)."""
    fresh = tmp_path / "fresh.ts"
    shutil.copy(TS, fresh)
    relative = [str(p.relative_to(PACKAGE_DIR.parent)) for p in sources()]
    subprocess.run(
        [tool("pyside6-lupdate"), *relative, "-no-obsolete", "-silent", "-ts", str(fresh)],
        check=True,
        cwd=PACKAGE_DIR.parent,
    )
    committed, collected = _messages(TS), _messages(fresh)
    assert sorted(collected - committed) == [], REFRESH
    assert sorted(committed - collected) == [], REFRESH
