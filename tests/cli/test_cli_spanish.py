"""The command line in Spanish says argparse's own words in Spanish too, and `demo --help`
names the demo's own database."""

from __future__ import annotations

import argparse

from tests.cli.conftest import Run


def test_help_and_errors_frame_in_spanish(run: Run) -> None:
    shown = run("export", "--help", lang="es")
    assert shown.code == 0
    assert shown.out.startswith("uso: tournament-director export")
    assert "\nopciones:\n" in shown.out
    assert "muestra esta ayuda y termina" in shown.out
    assert "usage:" not in shown.out and "options:" not in shown.out

    wrong = run("export", "--format", "xml", lang="es")
    assert wrong.code == 2
    assert "uso: tournament-director export" in wrong.err
    assert "argumento --format: valor no válido: 'xml' (elija entre 'json', 'csv')" in wrong.err

    assert "argumentos no reconocidos: --sin-sentido" in run("list", "--sin-sentido", lang="es").err
    assert "faltan estos argumentos: --operator" in run("batch", lang="es").err


def test_english_stays_english_and_argparse_is_left_as_it_was(run: Run) -> None:
    before = (argparse._, argparse.ngettext)
    shown = run("list", "--help", lang="en")
    assert shown.out.startswith("usage: tournament-director list")
    assert "\noptions:\n" in shown.out and "show this help message and exit" in shown.out
    assert (argparse._, argparse.ngettext) == before


def test_demo_help_names_the_demo_database(run: Run) -> None:
    text = " ".join(run("demo", "--help", lang="es").out.split())
    assert "por defecto demo.sqlite3 en la carpeta de datos" in text
    assert "tournament-director.sqlite3" not in text
    english = " ".join(run("demo", "--help", lang="en").out.split())
    assert "by default demo.sqlite3 in the data directory" in english
