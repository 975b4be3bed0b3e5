"""The room's web page in a real browser: headless Chromium driven by Selenium through
Debian's chromedriver (installed by the test set-up, `installer/test.sh`). The clock page
follows a level change the console writes; the seat look-up finds a seat from a seat
ticket's QR text; the pages at a phone's and a television's size are saved as PNG (in
TD_WEB_SCREENSHOTS when set, to be looked at; otherwise in the test's folder).

Skipped, saying why, only where Chromium or its driver is not installed (a developer's
machine): the test set-up installs both."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tournament_director.services import open_services
from tournament_director.services.demo import create_demo
from tournament_director.services.documents import seat_ticket
from tournament_director.web.server import WebServer, read_only_services

pytestmark = pytest.mark.e2e

CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
PATIENCE_S = 10  # the longest a test waits for the page (never a measure)

if not (CHROMIUM and Path(CHROMEDRIVER).exists()):
    pytest.skip(
        "Chromium and chromedriver are not installed (bash installer/test.sh installs them)",
        allow_module_level=True,
    )

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.common.exceptions import (  # noqa: E402
    NoSuchElementException,
    StaleElementReferenceException,
)
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

PHONE = (390, 844)
TV = (1920, 1080)


@pytest.fixture(scope="module")
def room(tmp_path_factory):
    """A demo tournament being played, its page served on a free port of this PC."""
    folder = tmp_path_factory.mktemp("web")
    path = folder / "room.sqlite3"
    services = open_services(path)
    result = create_demo(services, players=60, seed=3)
    director = next(o for o in result.operators if o.role == "director")
    actor = services.house.authenticate(director.name, director.pin)
    services.flush_snapshots()
    server = WebServer(read_only_services(path), "127.0.0.1", 0)
    server.start()
    yield services, result.tournament_id, actor, f"http://127.0.0.1:{server.port}"
    server.stop()
    services.close()


@pytest.fixture(scope="module")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    # The room's phones ask for Spanish (Accept-Language); the page's switch gives English.
    options.add_experimental_option("prefs", {"intl.accept_languages": "es-CL,es"})
    service = webdriver.ChromeService(executable_path=CHROMEDRIVER)
    driver = webdriver.Chrome(options=options, service=service)
    yield driver
    driver.quit()


@pytest.fixture(scope="module")
def screenshots(tmp_path_factory) -> Path:
    chosen = os.environ.get("TD_WEB_SCREENSHOTS")
    folder = Path(chosen) if chosen else tmp_path_factory.mktemp("screens")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _viewport(driver, size: tuple[int, int], mobile: bool) -> None:
    width, height = size
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile},
    )


def _text(driver, element_id: str) -> str:
    return driver.find_element(By.ID, element_id).text


def _wait_for(driver, element_id: str, wanted) -> str:
    # The page may be replaced meanwhile (a form's answer): its elements are looked up again.
    WebDriverWait(
        driver,
        PATIENCE_S,
        ignored_exceptions=(NoSuchElementException, StaleElementReferenceException),
    ).until(lambda d: wanted(_text(d, element_id)))
    return _text(driver, element_id)


def test_the_clock_page_follows_a_level_change(room, browser, screenshots):
    services, tid, actor, base = room
    _viewport(browser, PHONE, mobile=True)
    browser.get(f"{base}/t/{tid}")
    level = services.tournaments.state(tid).reading(services.now()).period
    title = _wait_for(browser, "title", lambda t: t.startswith("NIVEL"))
    assert title == f"NIVEL {level + 1}"
    time_shown = _text(browser, "time")
    assert len(time_shown) == 5 and time_shown[2] == ":"
    assert _text(browser, "blinds")  # the level's blinds
    assert _text(browser, "players").endswith("/ 61")  # left / entries (a re-entry)
    version = int(browser.find_element(By.TAG_NAME, "body").get_attribute("data-version"))
    browser.save_screenshot(str(screenshots / "clock-phone-es.png"))

    services.clock.next_period(actor, tid)
    assert _wait_for(browser, "title", lambda t: t != title) == f"NIVEL {level + 2}"
    newer = int(browser.find_element(By.TAG_NAME, "body").get_attribute("data-version"))
    assert newer > version
    # The page counts down by itself between events.
    first = _text(browser, "time")
    assert _wait_for(browser, "time", lambda t: t != first) < first

    _viewport(browser, TV, mobile=False)
    browser.get(f"{base}/t/{tid}?lang=en")
    _wait_for(browser, "title", lambda t: t.startswith("LEVEL"))
    browser.save_screenshot(str(screenshots / "clock-tv-en.png"))
    # On the television the time is the largest text, taller than a fifth of the screen.
    height = browser.execute_script(
        "return parseFloat(getComputedStyle(document.getElementById('time')).fontSize)"
    )
    assert height >= TV[1] * 0.2
    services.clock.pause(actor, tid)
    assert _wait_for(browser, "flags", lambda t: t == "PAUSED") == "PAUSED"
    browser.save_screenshot(str(screenshots / "clock-tv-en-paused.png"))
    services.clock.resume(actor, tid)
    browser.get(f"{base}/t/{tid}?lang=es")  # the switch back, kept by its cookie


def test_the_seat_look_up_finds_a_seat_from_a_tickets_qr(room, browser, screenshots):
    services, tid, _actor, base = room
    state = services.tournaments.state(tid)
    entry = next(e for e in state.book.active_entries() if e.seat_ref is not None)
    table, seat = entry.seat_ref
    qr = seat_ticket(services, tid, entry.entry_id).qr_payload
    _viewport(browser, PHONE, mobile=True)
    browser.get(f"{base}/t/{tid}/seat")
    browser.save_screenshot(str(screenshots / "seat-phone-es.png"))
    browser.find_element(By.ID, "code").send_keys(qr)
    browser.find_element(By.ID, "find").click()
    assert _wait_for(browser, "seat_table", bool) == str(table)
    assert _text(browser, "seat_seat") == str(seat)
    browser.save_screenshot(str(screenshots / "seat-found-phone-es.png"))
    # The ticket's tag with another seat written in: a refusal in words, nothing about anybody.
    tag = qr.rsplit("-", 1)[1]
    browser.find_element(By.ID, "code").clear()
    browser.find_element(By.ID, "code").send_keys(
        f"TD1-S-{tid}-{entry.entry_id}-{table}-{seat % 9 + 1}-{tag}"
    )
    browser.find_element(By.ID, "find").click()
    refusal = _wait_for(browser, "seat_answer", lambda t: "Ningún" in t)
    assert "Ningún asiento corresponde" in refusal
    assert not browser.find_elements(By.ID, "seat_table")


def test_waiting_list_and_results_at_a_phones_size(room, browser, screenshots):
    _services, tid, _actor, base = room
    _viewport(browser, PHONE, mobile=True)
    browser.get(f"{base}/t/{tid}/results")
    assert "Resultados y premios" in browser.find_element(By.TAG_NAME, "main").text
    browser.save_screenshot(str(screenshots / "results-phone-es.png"))
    browser.get(f"{base}/t/{tid}/waiting")
    assert "Lista de espera" in browser.find_element(By.TAG_NAME, "main").text
    browser.save_screenshot(str(screenshots / "waiting-phone-es.png"))
    # Every link of the menu a thumb can hit: 48 px tall at the least.
    for link in browser.find_elements(By.CSS_SELECTOR, ".nav a"):
        assert link.size["height"] >= 48
