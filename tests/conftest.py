"""Shared test set-up: no display is needed, and no test touches the user's own data folder."""

import atexit
import os
import shutil
import tempfile

import pytest

# Before any QApplication exists: without a display Qt would abort the whole process.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The station's keys, anchor journals and backups go to a throw-away data folder (also for
# the programs the end-to-end tests start, which inherit it).
_DATA_DIR = tempfile.mkdtemp(prefix="td-tests-")
os.environ["TD_DATA_DIR"] = _DATA_DIR
atexit.register(shutil.rmtree, _DATA_DIR, True)


# --- a PostgreSQL server for the tests of the multi-station record ------------------------


def _pg_bin():
    from tests.pg_server import find_bin

    return find_bin()


def _started_cluster():
    """A throw-away PostgreSQL cluster (tests/pg_server.py) on a Unix socket in a temporary
    folder, stopped at the end."""
    from tests.pg_server import Cluster

    bin_dir = _pg_bin()
    if bin_dir is None:
        pytest.skip(
            "PostgreSQL's server programs (initdb, pg_ctl) are not installed on this machine: "
            "installer/bootstrap.sh --tests installs them (CI does)"
        )
    cluster = Cluster(bin_dir)
    cluster.start()
    yield cluster
    cluster.stop()


@pytest.fixture(scope="session")
def pg_cluster():
    """The session's cluster, started once."""
    yield from _started_cluster()


@pytest.fixture(scope="module")
def own_pg_cluster():
    """A cluster of the module's own, for tests that kill the server and start it again
    (the session's would take the other tests down with it)."""
    yield from _started_cluster()


@pytest.fixture
def server_record(pg_cluster):
    """A new record on the server, in a schema of its own, made by the owner with the station
    role granted; gives the URL a station opens it with (as the station role). The record's
    key is made in this station's data folder (TD_DATA_DIR)."""
    from tests.pg_server import OWNER, STATION
    from tournament_director.station import Station
    from tournament_director.storage import postgres

    schema = pg_cluster.new_schema()
    postgres.prepare(pg_cluster.url(OWNER, schema), Station.load(), station_role=STATION)
    yield pg_cluster.url(STATION, schema)
    pg_cluster.drop_schema(schema)
