"""Settings' switch for the room's web page: on, the page is served from this PC (on a
thread of its own, reading the record read-only) at the address shown with its QR; off, it
stops; a port already taken is said in words and the switch stays off."""

from __future__ import annotations

import socket
import urllib.error
import urllib.request

import pytest

from tournament_director.ui import web_page_box
from tournament_director.ui.settings_dialog import SettingsDialog


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(autouse=True)
def no_page_left():
    yield
    web_page_box.stop_server()


def test_the_switch_serves_the_page_and_stops_it(qtbot, services, director, settings):
    tid = services.tournaments.create(director, "Torneo de la Sala")
    dialog = SettingsDialog(services, director, settings)
    qtbot.addWidget(dialog)
    box = dialog.web_page_box
    assert box.address.text() == box.tr("Off.") and not box.qr.isVisible()
    port = _free_port()
    box.port.setValue(port)
    box.on.setChecked(True)
    server = web_page_box.running_server()
    assert server is not None and server.port == port
    assert f"http://127.0.0.1:{port}/" in box.address.text()
    assert not box.qr.pixmap().isNull() and box.qr.pixmap().width() >= 100
    assert not box.port.isEnabled()  # where it listens is chosen while it is off
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10) as page:
        html = page.read().decode()
    assert page.url.endswith(f"/t/{tid}") and "Torneo de la Sala" in html
    # Another Settings later shows it on; switching off stops it.
    again = SettingsDialog(services, director, settings)
    qtbot.addWidget(again)
    assert again.web_page_box.on.isChecked()
    again.web_page_box.on.setChecked(False)
    assert web_page_box.running_server() is None
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10)


def test_a_port_already_taken_is_said_and_the_switch_stays_off(qtbot, services, director, settings):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        dialog = SettingsDialog(services, director, settings)
        qtbot.addWidget(dialog)
        box = dialog.web_page_box
        box.port.setValue(port)
        box.on.setChecked(True)
        assert not box.on.isChecked() and web_page_box.running_server() is None
        assert str(port) in box.problem.text()


def test_the_page_starts_again_with_the_console_when_it_was_on(qtbot, services, director, settings):
    services.tournaments.create(director, "Torneo de la Sala")
    assert web_page_box.start_remembered(services, settings.data_dir) is None  # never on
    dialog = SettingsDialog(services, director, settings)
    qtbot.addWidget(dialog)
    port = _free_port()
    dialog.web_page_box.port.setValue(port)
    dialog.web_page_box.on.setChecked(True)
    web_page_box.stop_server()  # the console closed with the page on
    server = web_page_box.start_remembered(services, settings.data_dir)
    assert server is not None and server.port == port and server.host == "127.0.0.1"
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10) as page:
        assert "Torneo de la Sala" in page.read().decode()
    dialog.web_page_box.on.setChecked(False)  # switched off: not started next time
    web_page_box.stop_server()
    assert web_page_box.start_remembered(services, settings.data_dir) is None


def test_without_the_records_key_the_box_says_the_qr_look_up_is_refused(
    qtbot, services, director, settings, monkeypatch
):
    tid = services.tournaments.create(director, "Torneo de la Sala")
    dialog = SettingsDialog(services, director, settings)
    qtbot.addWidget(dialog)
    box = dialog.web_page_box
    box.port.setValue(_free_port())
    box.on.setChecked(True)
    assert box.problem.text() == ""  # the console's key: the tickets' codes are checked
    box.on.setChecked(False)
    # A station without the record's key (a server's record opened where the key is not):
    # the page, which finds it where the console does, has none either.
    key_file = services.db.key.path
    key_file.rename(key_file.with_name("kept-aside"))
    monkeypatch.setattr(services.db, "key", None)
    box.on.setChecked(True)
    assert box.on.isChecked() and web_page_box.running_server() is not None
    assert box.problem.text() == box.tr(
        "The record's key is missing on this PC: the page cannot check the seat "
        "tickets' QR codes and refuses them; players look up their seat with their "
        "entry number and the last 4 digits of their document."
    )
    port = web_page_box.running_server().port
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/t/{tid}/seat",
        data=f'{{"code": "TD1-S-{tid}-1-1-1-AAAAAAAAAA"}}'.encode(),
        headers={"Content-Type": "application/json"},
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    with refused.value as answer:
        assert answer.code == 503 and "no puede comprobar los códigos" in answer.read().decode()
