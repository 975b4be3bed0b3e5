"""The bundle's tests: one build (installer/build.sh) shared by the module."""

from __future__ import annotations


def pytest_configure(config) -> None:
    config.addinivalue_line(
        "markers",
        "bundle: builds the PyInstaller bundle (installer/build.sh) and starts it with no "
        "virtual environment; the default run includes it (deselect with -m 'not bundle')",
    )
