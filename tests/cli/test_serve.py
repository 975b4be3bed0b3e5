"""`tournament-director serve`: wrong arguments refused in words before anything is opened,
a missing record never created, and the real command serving the page read-only until
interrupted (a process of its own)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from conftest import digest

READY_S = 60  # a test's patience for the server to start (never a measure)


def test_wrong_arguments_are_refused_in_words(run, database):
    bad_host = run("serve", "--db", database, "--host", "sala-1")
    assert bad_host.code == 2 and "'sala-1' is not an IP address" in bad_host.err
    bad_port = run("serve", "--db", database, "--port", "99999")
    assert bad_port.code == 2 and "from 1 to 65535, not '99999'" in bad_port.err
    spanish = run("serve", "--db", database, "--port", "http", lang="es")
    assert spanish.code == 2 and "El puerto debe ser un número de 1 a 65535" in spanish.err


def test_a_missing_record_is_refused_and_not_created(run, tmp_path):
    missing = tmp_path / "no-such.sqlite3"
    result = run("serve", "--db", missing)
    assert result.code == 2 and str(missing) in result.err
    assert not missing.exists()


def test_a_taken_port_is_said_in_words(run, database):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = run("serve", "--db", database, "--port", str(port))
    assert result.code == 2
    assert f"Cannot listen on 127.0.0.1:{port}: the port is already in use" in result.err
    assert "key is missing" not in result.err  # the record's key is in this PC's key folder


def test_without_the_records_key_serve_says_the_qr_look_up_is_refused(run, database, data_dir):
    keys = data_dir / "keys"
    (key_file,) = keys.glob("*.key")
    key_file.rename(data_dir / "key-kept-aside")
    with socket.socket() as taken:  # the start's words, then a port it cannot take
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        english = run("serve", "--db", database, "--port", str(port))
        spanish = run("serve", "--db", database, "--port", str(port), lang="es")
    assert english.code == 2
    assert f"The record's key is missing from this PC's key folder ({key_file})" in english.err
    assert "cannot check the seat tickets' QR codes and refuses them" in english.err
    assert "entry number and the last 4 digits" in english.err
    assert "Falta la llave del registro" in spanish.err
    assert not key_file.exists()  # no key made up for it


@pytest.mark.e2e
def test_serve_answers_until_interrupted_and_writes_nothing(database, data_dir):
    before = digest(database)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "TD_DATA_DIR": str(data_dir)}
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tournament_director",
            "--lang",
            "en",
            "serve",
            "--db",
            str(database),
            "--port",
            str(port),
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        ready = server.stdout.readline()
        assert f"The room's page at http://127.0.0.1:{port}/ (read only)" in ready
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=READY_S) as page:
            assert "Torneo Nocturno 1" in page.read().decode()
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=READY_S)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    assert server.returncode == 0, err
    assert "The room's page stopped." in out
    assert digest(database) == before
    assert not Path(f"{database}-journal").exists()
