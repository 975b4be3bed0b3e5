"""The floor's Spanish in the console's own words: hands, times with a date, roles."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from tournament_director.domain.operators import Role
from tournament_director.ui.labels import hand_words, role_label
from tournament_director.ui.time_format import day_and_time


def test_a_hand_is_said_in_words_not_by_its_code():
    assert hand_words("T3-H1") == "mano 1"  # the table is said beside it: "mesa 3, mano 1"
    assert hand_words("HH4") == "mano 4"
    assert "T3" not in hand_words("T3-H12")


def test_a_time_of_another_day_carries_its_date():
    now = datetime(2026, 11, 26, 3, 50, tzinfo=UTC)
    earlier_today = now - timedelta(minutes=9)
    day, time = day_and_time(earlier_today, today=now)
    assert day == "" and len(time) == 5
    day, time = day_and_time(now - timedelta(days=1), today=now)
    assert len(day) == 5 and "/" in day  # 25/11: "desde el 25/11 a las 03:50"


def test_roles_in_spanish():
    assert [role_label(r) for r in Role] == ["Director", "Supervisor de sala", "Cajero"]
