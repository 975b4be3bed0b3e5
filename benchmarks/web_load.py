"""The room's web page under load: N phones following the clock (server-sent events) while the
console changes the level every few seconds, for a bounded time against 127.0.0.1.

    PYTHONPATH=. .venv/bin/python benchmarks/web_load.py [--clients 500] [--seconds 60]
        [--every 5]

The server is the real command (`python -m tournament_director serve`), a process of its own
reading the record read-only; the console is this process, writing the record through the
services (a level forward or back every --every seconds). The clients come from many
loopback addresses (127.0.0.2, 127.0.0.3, ...: two phones an address) so the page's limits
per address stay as the house has them. For each change: when every client received it
(the first event carrying its event id or a later one), its lateness from the commit, and
the clients that never did; the server's CPU (of one core) and memory over the run. With
--browser (where Chromium and chromedriver are installed) a headless Chromium follows the
clock page meanwhile too: when its level's title changed on the page (a MutationObserver
notes the moment) against each commit. Stops by itself: the run's time, then the clients,
the browser and the server are closed (the server killed if it does not stop).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import aiohttp
from common import machine, percentile

CLIENTS_PER_ADDRESS = 2


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def memory_mb(pid: int) -> tuple[float, float]:
    """(resident now, peak resident) in MB."""
    values = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, rest = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            values[name] = int(rest.split()[0]) / 1024
    return values["VmRSS"], values["VmHWM"]


async def follow(url: str, address: str, received: list, stop: asyncio.Event, ready) -> None:
    """One phone: the clock's stream, each event's (event id, arrival) noted."""
    connector = aiohttp.TCPConnector(local_addr=(address, 0), limit=1)
    timeout = aiohttp.ClientTimeout(total=None, sock_read=None, connect=30)
    async with (
        aiohttp.ClientSession(connector=connector, timeout=timeout) as session,
        session.get(url) as response,
    ):
        if response.status != 200:
            raise RuntimeError(f"{address}: {response.status} {await response.text()}")
        first = True
        while not stop.is_set():
            line = await response.content.readline()
            if not line:
                return
            if line.startswith(b"data: "):
                arrived = time.time()
                event_id = json.loads(line[6:])["event_id"]
                received.append((event_id, arrived))
                if first:
                    first = False
                    ready()


async def run(args: argparse.Namespace) -> None:
    from tournament_director.services import open_services
    from tournament_director.services.demo import create_demo

    folder = Path(tempfile.mkdtemp(prefix="td-web-load-"))
    path = folder / "room.sqlite3"
    services = open_services(path)
    demo = create_demo(services, players=args.players, seed=1)
    tid = demo.tournament_id
    director = next(o for o in demo.operators if o.role == "director")
    actor = services.house.authenticate(director.name, director.pin)
    services.flush_snapshots()

    port = free_port()
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tournament_director",
            "serve",
            "--db",
            str(path),
            "--port",
            str(port),
            "--lang",
            "en",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env=os.environ.copy(),
    )
    try:
        line = server.stdout.readline().decode()
        if "127.0.0.1" not in line:
            raise RuntimeError(f"the server did not start: {line}{server.stdout.read().decode()}")
        url = f"http://127.0.0.1:{port}/t/{tid}/events"
        stop = asyncio.Event()
        connected = asyncio.Event()
        count = [0]

        def ready() -> None:
            count[0] += 1
            if count[0] == args.clients:
                connected.set()

        streams = [[] for _ in range(args.clients)]
        tasks = [
            asyncio.create_task(
                follow(url, f"127.0.0.{2 + i // CLIENTS_PER_ADDRESS}", streams[i], stop, ready)
            )
            for i in range(args.clients)
        ]
        started = time.monotonic()
        await asyncio.wait_for(connected.wait(), 120)
        connect_s = time.monotonic() - started
        print(f"{args.clients} clients connected in {connect_s:.1f} s", flush=True)

        browser = open_browser(f"http://127.0.0.1:{port}/t/{tid}") if args.browser else None
        cpu_before, wall_before = cpu_seconds(server.pid), time.monotonic()
        updates: list[tuple[int, float]] = []
        done = threading.Event()

        def console() -> None:
            """The console: the level forward, then back, every --every seconds."""
            forward = True
            end = time.monotonic() + args.seconds
            while time.monotonic() + args.every < end and not done.is_set():
                time.sleep(args.every)
                move = services.clock.next_period if forward else services.clock.previous_period
                recorded = move(actor, tid)
                updates.append((services.db.last_event_id(), time.time()))
                forward = not forward
                del recorded

        writer = threading.Thread(target=console, name="console")
        writer.start()
        await asyncio.get_running_loop().run_in_executor(None, writer.join)
        await asyncio.sleep(2.0)  # the last change's time to arrive (counted as missed after)
        wall = time.monotonic() - wall_before
        cpu = cpu_seconds(server.pid) - cpu_before
        rss, peak = memory_mb(server.pid)
        seen = browser_changes(browser) if browser is not None else None
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
        services.close()

    lateness, missed = [], 0
    for event_id, committed in updates:
        for received in streams:
            arrival = next((at for eid, at in received if eid >= event_id), None)
            if arrival is None:
                missed += 1
            else:
                lateness.append(max(0.0, arrival - committed))
    late = [x for x in lateness if x > 1.0]
    print(machine())
    print(
        f"{args.clients} clients following the clock for {wall:.0f} s, {len(updates)} level "
        f"changes ({len(updates) * args.clients} deliveries due)"
    )
    if lateness:
        print(
            f"lateness from the commit: p50 {statistics.median(lateness) * 1000:.0f} ms, "
            f"p99 {percentile(lateness, 0.99) * 1000:.0f} ms, max {max(lateness) * 1000:.0f} ms; "
            f"over a second {len(late)}; missed {missed}"
        )
    if seen is not None:
        page = []
        for _event_id, committed in updates:
            at = next((moment for moment in seen if moment >= committed), None)
            if at is not None:
                page.append(at - committed)
        print(
            f"Chromium's clock page: {len(page)} of {len(updates)} changes shown, lateness from "
            f"the commit p50 {statistics.median(page) * 1000:.0f} ms, max "
            f"{max(page) * 1000:.0f} ms"
            if page
            else "Chromium's clock page: no change shown"
        )
    print(
        f"server: CPU {cpu:.1f} s in {wall:.0f} s = {100 * cpu / wall:.1f} % of one core; "
        f"memory {rss:.0f} MB resident, peak {peak:.0f} MB"
    )


def open_browser(url: str):
    """Headless Chromium on the clock page, noting when the level's title changes."""
    from selenium import webdriver
    from selenium.webdriver.support.ui import WebDriverWait

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    service = webdriver.ChromeService(executable_path="/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    driver.get(url)
    WebDriverWait(driver, 30).until(
        lambda d: d.execute_script("return document.getElementById('title').textContent")
    )
    driver.execute_script(
        "var title = document.getElementById('title'); var last = title.textContent;"
        "window.__changes = [];"
        "new MutationObserver(function () {"
        "  if (title.textContent !== last) {"
        "    last = title.textContent; window.__changes.push(Date.now()); }"
        "}).observe(title, {childList: true, characterData: true, subtree: true});"
    )
    return driver


def browser_changes(driver) -> list[float]:
    """The moments (seconds since the epoch) the page's title changed; the browser closed."""
    try:
        return [ms / 1000 for ms in driver.execute_script("return window.__changes")]
    finally:
        driver.quit()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--every", type=float, default=5.0)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument(
        "--browser", action="store_true", help="a headless Chromium follows the page too"
    )
    args = parser.parse_args()
    asyncio.run(asyncio.wait_for(run(args), args.seconds + 300))


if __name__ == "__main__":
    main()
