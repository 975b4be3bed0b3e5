"""Finding players as the desk types, over 20,000 records; the old register event upcast."""

import random

from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.player_search import SearchIndex, tokens
from tournament_director.domain.players import PlayerDirectory, PlayerRecordCreated
from tournament_director.domain.tournament import PlayerRegistered

FIRST = ["María José", "José Luis", "Sofía", "Martín", "Ángela", "Óscar", "Iván", "Noemí"]
LAST = ["Núñez", "Ibáñez", "Pérez", "O'Neil", "Díaz-Peña", "Quiñones", "Araújo", "Sosa"]


def directory(count: int, seed: int = 7) -> PlayerDirectory:
    rng = random.Random(seed)
    d = PlayerDirectory()
    for n in range(1, count + 1):
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)} {rng.choice(LAST)}"
        d.apply(PlayerRecordCreated(n, name, "DNI", str(20_000_000 + n), "AR", "1980-01-01"))
    return d


def brute(d: PlayerDirectory, query: str) -> set[int]:
    words = [tokens(w) for w in query.split()]
    out = set()
    for r in d.records.values():
        mine = tokens(r.name, r.document)
        if all(any(t.startswith(q) for t in mine for q in w) for w in words):
            out.add(r.player_id)
    return out


def test_tokens_fold_accents_case_and_punctuation():
    assert tokens("José-María O'Neil Ñúñez") >= {"josemaria", "jose", "maria", "oneil", "nunez"}
    assert tokens("30.111.222") >= {"30111222"}


def test_search_over_twenty_thousand_players_matches_a_full_scan():
    d = directory(20_000)
    assert len(d.index) == 20_000
    for query in ["nun", "NÚÑEZ ibanez", "jose maria", "peña díaz", "2000012", "oneil sofia", "z"]:
        assert d.index.search(query) == brute(d, query), query
    found = d.search("ivan quinones", limit=10)
    assert len(found) == 10 and all("Iván" in r.name for r in found)
    assert d.search("   ") == [] and d.search("xyzzy") == []


def test_index_follows_corrections_and_removals():
    index = SearchIndex()
    index.put(1, ["Ana Soto", "123"])
    index.put(1, ["Ana Sosa", "123"])
    assert index.search("soto") == set() and index.search("sos") == {1}
    index.remove(1)
    assert index.search("ana") == set()


def test_an_old_registration_event_reads_as_one_without_a_house_record():
    from datetime import UTC, datetime

    old = RecordedEvent(
        2, 1, 1, datetime.now(UTC), 1, "Ana", "PlayerRegistered",
        {"player_id": 1, "name": "Ana", "document_type": "DNI", "document": "1"}, 1,
    )  # fmt: skip
    assert old.decode() == PlayerRegistered(1, "Ana", "DNI", "1", None)
