#!/usr/bin/env bash
# Run the test suite: bash installer/test.sh [pytest arguments]
# Prepares the machine first (installer/bootstrap.sh --no-launcher), then runs pytest from
# the repository root with Qt's offscreen platform. Exit code: pytest's, except that "no tests collected"
# (pytest exit code 5) is reported as a failure with a clear message.
set -euo pipefail

ROOT="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)"
# --no-launcher: running the tests puts no command on the PATH; --tests: PostgreSQL and
# Chromium, which only the tests use.
bash "$ROOT/installer/bootstrap.sh" --no-launcher --tests
cd "$ROOT"

export QT_QPA_PLATFORM=offscreen
# Without byte-code caching every Python process (the e2e tests start the program) is slower.
unset PYTHONDONTWRITEBYTECODE

echo "test: .venv/bin/python -m pytest $*"
rc=0
"$ROOT/.venv/bin/python" -m pytest "$@" || rc=$?
if ((rc == 5)); then
    echo "test: FAILED: pytest collected/ran no tests (exit code 5); an empty run is not a pass" >&2
fi
exit "$rc"
