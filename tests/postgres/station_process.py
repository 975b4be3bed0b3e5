"""One station as a process of its own, for the multi-station tests: opens the record on the
server, gives `count` commands (a note each, its text naming the station and the number),
and writes each acknowledged one to its report as it is acknowledged; a refused one
(the server away) is given again until acknowledged. Then it waits for the `finish` file
(every station done), for its live view to have heard every event, and writes its final
line: the state it built as it went, and what it heard.

    python tests/postgres/station_process.py URL DATA_DIR NAME COUNT TOURNAMENT REPORT FINISH
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from tournament_director.domain.errors import Refused
from tournament_director.services import open_services
from tournament_director.station import Station
from tournament_director.storage import event_store
from tournament_director.storage.hashchain import canonical_json

RETRY_SECONDS = 0.05
WAIT_SECONDS = 120


def main(argv: list[str]) -> int:
    url, data_dir, name, count, tournament, report, finish = argv
    count, tournament = int(count), int(tournament)
    services = open_services(url, station=Station.load(Path(data_dir)))
    told: dict[int, int] = {}

    def listener(stream_id: int, events) -> None:
        if stream_id == tournament:
            told[stream_id] = events[-1].seq  # every station hears the stream in order

    services.subscribe(listener)
    out = open(report, "a", encoding="utf-8")  # noqa: SIM115 - kept open for the whole run
    try:
        actor = services.house.authenticate("Directora Ana", "654321")
        refused = unknown = 0
        for number in range(count):
            text = f"{name}-{number}"
            while True:
                try:
                    recorded = services.tournaments.add_note(actor, tournament, text)
                except Refused as refusal:
                    if refusal.key == "db.server_lost_at_commit":
                        unknown += 1  # given again: written once or twice, never lost
                    elif refusal.key in ("db.server_unreachable", "db.busy"):
                        refused += 1
                    else:
                        raise
                    time.sleep(RETRY_SECONDS)
                    continue
                out.write(f"ok {text} {recorded[0].seq}\n")
                out.flush()
                break
        out.write(f"written {refused} {unknown}\n")
        out.flush()
        deadline = time.monotonic() + WAIT_SECONDS
        while not Path(finish).exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        head = int(Path(finish).read_text("utf-8"))
        while told.get(tournament, 0) < head and time.monotonic() < deadline:
            time.sleep(0.05)
        # The state this station holds: built as it went, from its own commits and what it
        # heard, never read again from the start.
        projection = services.tournaments.projection(tournament)
        with services.db.read() as conn:
            last = event_store.head(conn, tournament)[0]
        final = {
            "told": told.get(tournament, 0),
            "heard": services.live.heard,
            "last_seq": projection.last_seq,
            "head": last,
            "state": canonical_json(projection.state.to_dict()),
        }
        out.write("final " + json.dumps(final) + "\n")
        out.flush()
    finally:
        out.close()
        services.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
