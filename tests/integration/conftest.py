"""Real services on a throw-away database, with a clock the tests control."""

from datetime import UTC, datetime, timedelta

import pytest

from tournament_director.services import open_services


class FakeClock:
    def __init__(self) -> None:
        self.moment = datetime(2026, 11, 25, 19, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.moment += timedelta(milliseconds=1)
        return self.moment


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "record.sqlite3"


@pytest.fixture
def services(db_path):
    services = open_services(db_path, FakeClock())
    yield services
    services.close()


@pytest.fixture
def director(services):
    return services.house.create_first_director("Directora Ana", "654321")


@pytest.fixture
def floor(services, director):
    return services.house.create_operator(director, "Floor Luis", "floor", "5678")


@pytest.fixture
def cashier(services, director):
    return services.house.create_operator(director, "Caja Marta", "cashier", "876543")


@pytest.fixture
def tournament(services, director):
    return services.tournaments.create(director, "Torneo Aniversario")
