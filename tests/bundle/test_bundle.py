"""The bundle as a floor PC gets it: `bash installer/build.sh` makes the PyInstaller one-folder
build (or finds it current by its stamp and leaves it), then the bundle runs with no virtual
environment on the PATH, no PYTHONPATH, VIRTUAL_ENV or PYTHONHOME, from a throw-away folder,
its data folder (TD_DATA_DIR) throw-away too: --help, the demo, verify, a payout table, and
the console offscreen, which comes up to its sign-in window, stays up and ends when told to
(the libraries it has loaded are the bundle's own, none from a Python installation). What it
carries is checked file by file against the checkout's resources. The NSIS installer script
is compiled with Debian's makensis against this bundle as its payload (that proves the
script; the Windows build itself is made on Windows).

Cost: the first build takes about a minute on 2 cores; a current one under a second.
"""

from __future__ import annotations

import configparser
import os
import shutil
import signal
import struct
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest

from tournament_director import __version__, paths
from tournament_director.ui.startup_probe import LINE as PROBE_LINE

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.e2e,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="build.sh builds on Linux"),
]

ROOT = Path(__file__).resolve().parents[2]
NAME = "tournament-director"
DIST = ROOT / "dist"
BUNDLE = DIST / NAME
PROGRAM = BUNDLE / NAME
INTERNAL = BUNDLE / "_internal"
ARCHIVE = DIST / f"{NAME}-{__version__}-linux-{os.uname().machine}.tar.gz"
NSIS_SCRIPT = ROOT / "installer" / "windows" / f"{NAME}.nsi"
ICONS = ROOT / "build" / "icons"

BUILD_TIMEOUT = 1800  # seconds; about 60 on 2 cores from nothing
COMMAND_TIMEOUT = 120
CONSOLE_SECONDS = 4  # the console stays up this long after its sign-in window showed
# A system's PATH: no virtual environment's bin/, no pyenv shims.
SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

# What the program reads from resources/, by folder: the bundle must carry each, unchanged.
SHIPPED = {
    "translations": "*.qm",
    "sounds": "*.wav",
    "fonts": "*.ttf",
    "structures": "*.json",
    "payouts": "*.json",
}


def _build() -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(ROOT / "installer" / "build.sh")],
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
        cwd=ROOT,
    )


@pytest.fixture(scope="module")
def bundle() -> Path:
    result = _build()
    assert result.returncode == 0, f"build.sh failed\n{result.stdout}\n{result.stderr}"
    assert PROGRAM.is_file() and os.access(PROGRAM, os.X_OK)
    return BUNDLE


@pytest.fixture
def floor_pc(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A folder to run in and the environment of a PC with no Python set-up of ours."""
    work = tmp_path / "work"
    work.mkdir()
    (tmp_path / "home").mkdir()
    for entry in SYSTEM_PATH.split(":"):
        assert not (Path(entry).parent / "pyvenv.cfg").exists(), entry
    env = {
        "PATH": SYSTEM_PATH,
        "HOME": str(tmp_path / "home"),
        "LANG": "C.UTF-8",
        "TD_DATA_DIR": str(tmp_path / "data"),
        "QT_QPA_PLATFORM": "offscreen",
    }
    return work, env


def _run(args: list, work: Path, env: dict[str, str], expect: int = 0):
    result = subprocess.run(
        [str(a) for a in args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=COMMAND_TIMEOUT,
        cwd=work,
        env=env,
    )
    assert result.returncode == expect, (
        f"{args}: {result.returncode}\n{result.stdout}\n{result.stderr}"
    )
    assert "Traceback" not in result.stderr, result.stderr
    return result


# --- what it carries ------------------------------------------------------------------------


def test_the_bundle_carries_the_resources_the_program_reads(bundle: Path) -> None:
    source = Path(os.fspath(paths.resources_dir()))
    for folder, pattern in SHIPPED.items():
        expected = sorted(f.name for f in (source / folder).glob(pattern))
        assert expected, f"the checkout has no {folder}/{pattern}"
        shipped = sorted(f.name for f in (INTERNAL / "resources" / folder).glob(pattern))
        assert shipped == expected, folder
        for name in expected:
            copy = INTERNAL / "resources" / folder / name
            assert copy.read_bytes() == (source / folder / name).read_bytes(), copy
    # The fonts' licence goes with them; the developers' files stay out.
    assert (INTERNAL / "resources" / "fonts" / "LICENSE-DejaVu.txt").is_file()
    assert not list((INTERNAL / "resources").rglob("*.ts"))
    assert not list((INTERNAL / "resources").rglob("*.py"))


def test_the_bundle_carries_qt_s_plugins_and_leaves_out_what_is_not_used(bundle: Path) -> None:
    qt = INTERNAL / "PySide6" / "Qt"
    plugins = qt / "plugins"
    for plugin in (
        "platforms/libqoffscreen.so",
        "platforms/libqxcb.so",
        "platforms/libqwayland.so",
        "multimedia/libffmpegmediaplugin.so",
        "printsupport/libcupsprintersupport.so",
        "imageformats/libqico.so",
        "imageformats/libqjpeg.so",
        "imageformats/libqsvg.so",
        "xcbglintegrations/libqxcb-glx-integration.so",
    ):
        assert (plugins / plugin).is_file(), plugin
    for module in ("QtCore", "QtGui", "QtWidgets", "QtMultimedia", "QtPrintSupport", "QtPdf"):
        assert list((INTERNAL / "PySide6").glob(f"{module}.*.so")), module
    assert (qt / "translations" / "qtbase_es.qm").is_file()
    # Left out: modules never imported, Qt's translations into other languages, the tools
    # of the development environment.
    everything = [p.relative_to(BUNDLE).as_posix() for p in BUNDLE.rglob("*")]
    for unwanted in (
        "QtWebEngine",
        "Qt3D",
        "QtQuick3D",
        "QtCharts",
        "QtDesigner",
        "virtualkeyboard",
        "qtbase_de.qm",
        "_pytest",
        "hypothesis",
        "pytestqt",
        "PyInstaller",
        "tkinter",
    ):
        found = [p for p in everything if unwanted.lower() in p.lower()]
        assert not found, found[:5]
    size = sum(p.stat().st_size for p in BUNDLE.rglob("*") if p.is_file() and not p.is_symlink())
    assert size < 300 * 2**20, f"the bundle grew to {size / 2**20:.0f} MiB"


def _segments_page_aligned(path: Path) -> bool:
    """glibc maps a PT_LOAD segment only when its file offset and address agree modulo the
    page size ("ELF load command address/offset not page-aligned" otherwise)."""
    with open(path, "rb") as f:
        header = f.read(64)
        if header[4:6] != b"\x02\x01":  # not 64-bit little-endian: not judged here
            return True
        (phoff,) = struct.unpack_from("<Q", header, 32)
        size, count = struct.unpack_from("<HH", header, 54)
        f.seek(phoff)
        table = f.read(size * count)
    for index in range(count):
        kind, _flags, offset, address = struct.unpack_from("<IIQQ", table, index * size)
        if kind == 1 and (address - offset) % 4096:
            return False
    return True


def test_every_library_in_the_bundle_can_be_mapped(bundle: Path) -> None:
    # binutils' strip once broke FFmpeg's libraries this way, and the sounds had no back-end.
    elf = [
        p
        for p in INTERNAL.rglob("*")
        if p.is_file() and not p.is_symlink() and p.read_bytes()[:4] == b"\x7fELF"
    ]
    assert len(elf) > 100
    broken = [p.relative_to(BUNDLE).as_posix() for p in elf if not _segments_page_aligned(p)]
    assert not broken, broken


def test_the_qt_plugins_load_with_the_bundle_s_libraries(bundle: Path) -> None:
    plugins = INTERNAL / "PySide6" / "Qt" / "plugins"
    chosen = [
        plugins / "platforms" / "libqxcb.so",
        plugins / "platforms" / "libqoffscreen.so",
        plugins / "multimedia" / "libffmpegmediaplugin.so",  # the sounds' back-end
        plugins / "printsupport" / "libcupsprintersupport.so",
        *sorted((plugins / "imageformats").glob("*.so")),
    ]
    code = "import ctypes, sys\nfor path in sys.argv[1:]:\n    ctypes.CDLL(path)\n"
    result = subprocess.run(
        [sys.executable, "-c", code, *map(str, chosen)],
        capture_output=True,
        text=True,
        timeout=COMMAND_TIMEOUT,
        env={"PATH": SYSTEM_PATH, "LD_LIBRARY_PATH": str(INTERNAL)},
    )
    assert result.returncode == 0, result.stderr


def test_the_archive_holds_the_bundle_and_its_desktop_entry(bundle: Path) -> None:
    with tarfile.open(ARCHIVE) as archive:
        names = set(archive.getnames())
    for name in (
        NAME,
        "_internal/resources/structures/regular-20.json",
        f"{NAME}.desktop",
        f"{NAME}.png",
        "install-desktop-entry.sh",
    ):
        assert f"{NAME}/{name}" in names, name


def test_the_desktop_entry_and_the_icons(bundle: Path) -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(BUNDLE / f"{NAME}.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Name"] == "Tournament Director"
    assert desktop["Name[es]"]
    assert desktop["Comment[es]"] != desktop["Comment"]
    assert desktop["Exec"] == NAME
    assert desktop["Icon"] == NAME
    assert desktop["Categories"].endswith(";")
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(
            ["desktop-file-validate", str(BUNDLE / f"{NAME}.desktop")],
            capture_output=True,
            text=True,
        )
        assert check.returncode == 0 and "error" not in check.stdout, check.stdout
    # The PNG: 256 x 256 with an alpha channel (colour type 6).
    png = (BUNDLE / f"{NAME}.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height, _depth, colour = struct.unpack(">IIBB", png[16:26])
    assert (width, height, colour) == (256, 256, 6)
    # The ICO for Windows: 16 to 256 pixels (256 is written as 0 in its directory).
    ico = (ICONS / f"{NAME}.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    sizes = {ico[6 + 16 * i] or 256 for i in range(count)}
    assert {16, 32, 48, 256} <= sizes


# --- what it does ---------------------------------------------------------------------------


def test_help_demo_verify_and_payouts_run_from_the_bundle(bundle: Path, floor_pc) -> None:
    work, env = floor_pc
    shown = _run([PROGRAM, "--help"], work, env)
    assert "tournament-director" in shown.stdout
    assert "demo" in shown.stdout and "verify" in shown.stdout
    assert _run([PROGRAM, "--version"], work, env).stdout.strip() == f"{NAME} {__version__}"

    db = work / "demo.sqlite3"
    _run([PROGRAM, "demo", "--no-window", "--db", db], work, env)
    assert db.is_file() and db.stat().st_size > 0
    verified = _run([PROGRAM, "verify", "--db", db], work, env)
    assert verified.stdout.strip()

    # The shipped payout table, read from the bundle's resources.
    table = _run(
        [
            PROGRAM,
            "--lang",
            "en",
            "payouts",
            "--table",
            "standard",
            "--entries",
            "100",
            "--buy-in",
            "100",
        ],
        work,
        env,
    )
    assert "standard" in table.stdout.lower()


def _wait_for(predicate, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.1)
    return predicate()


def test_the_console_comes_up_offscreen_stays_up_and_ends_when_told(
    bundle: Path, floor_pc, tmp_path: Path
) -> None:
    work, env = floor_pc
    errors = tmp_path / "stderr.txt"
    with open(errors, "w", encoding="utf-8") as stderr:
        process = subprocess.Popen(
            [str(PROGRAM), "--db", str(work / "floor.sqlite3")],
            cwd=work,
            env={**env, "TD_STARTUP_PROBE": "print"},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
        try:
            shown = _wait_for(
                lambda: PROBE_LINE in errors.read_text("utf-8") or process.poll() is not None,
                COMMAND_TIMEOUT,
            )
            assert shown and process.poll() is None, errors.read_text("utf-8")
            time.sleep(CONSOLE_SECONDS)
            assert process.poll() is None, errors.read_text("utf-8")
            # Python and Qt come from the bundle: nothing loaded from a Python installation
            # or a virtual environment.
            loaded = {
                line.split(None, 5)[5]
                for line in Path(f"/proc/{process.pid}/maps").read_text().splitlines()
                if len(line.split(None, 5)) == 6 and line.split(None, 5)[5].startswith("/")
            }
            outside = [
                path
                for path in loaded
                if any(
                    path.startswith(prefix)
                    for prefix in {sys.prefix, sys.base_prefix, str(ROOT / ".venv")}
                )
                and not path.startswith(str(BUNDLE))
            ]
            assert not outside, outside
            for library in ("libpython3", "libQt6Core.so", "libQt6Widgets.so"):
                where = [path for path in loaded if library in Path(path).name]
                assert where and all(p.startswith(str(BUNDLE)) for p in where), (library, where)
        finally:
            process.terminate()
            try:
                code = process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
                pytest.fail("the console did not end within 30 s of SIGTERM")
    assert code in (0, -signal.SIGTERM), code
    text = errors.read_text("utf-8")
    assert "Traceback" not in text and "Segmentation" not in text, text
    log = (Path(env["TD_DATA_DIR"]) / "logs" / "tournament-director.log").read_text("utf-8")
    assert "console starting" in log
    assert " ERROR " not in log and " CRITICAL " not in log, log


def test_the_startup_probe_closes_the_sign_in_window_when_asked(bundle: Path, floor_pc) -> None:
    work, env = floor_pc
    result = _run(
        [PROGRAM, "--db", work / "probe.sqlite3"], work, {**env, "TD_STARTUP_PROBE": "exit"}
    )
    assert PROBE_LINE in result.stderr


def test_install_desktop_entry_points_the_menu_and_the_path_at_the_bundle(
    bundle: Path, floor_pc, tmp_path: Path
) -> None:
    work, env = floor_pc
    prefix = tmp_path / "prefix"
    script = BUNDLE / "install-desktop-entry.sh"
    _run(["sh", script], work, {**env, "PREFIX": str(prefix)})
    entry = (prefix / "share" / "applications" / f"{NAME}.desktop").read_text("utf-8")
    assert f"Exec={PROGRAM.resolve()}\n" in entry
    assert (prefix / "share" / "icons" / "hicolor" / "256x256" / "apps" / f"{NAME}.png").is_file()
    # Started through the link on the PATH, the bundle still finds its _internal/.
    link = prefix / "bin" / NAME
    assert link.is_symlink()
    assert _run([link, "--version"], work, env).stdout.strip() == f"{NAME} {__version__}"
    _run(["sh", script, "--uninstall"], work, {**env, "PREFIX": str(prefix)})
    assert not link.exists() and not link.is_symlink()
    assert not (prefix / "share" / "applications" / f"{NAME}.desktop").exists()


def test_a_second_build_finds_the_bundle_current(bundle: Path) -> None:
    # In a working tree where someone saves a source file meanwhile, a build is due again:
    # the one after it must then find the bundle current.
    outputs = []
    for _attempt in range(3):
        started = time.monotonic()
        result = _build()
        assert result.returncode == 0, result.stderr
        if "up to date" in result.stdout:
            assert time.monotonic() - started < 60
            return
        outputs.append(result.stdout)
    pytest.fail("build.sh built again each time:\n" + "\n".join(outputs))


# --- the Windows installer script -------------------------------------------------------------


def _makensis(tmp_path: Path, **defines: str) -> subprocess.CompletedProcess[str]:
    makensis = shutil.which("makensis")
    if makensis is None:
        pytest.skip("makensis not installed (bootstrap.sh installs Debian's package nsis)")
    args = [makensis, "-WX", "-V2"] + [f"-D{key}={value}" for key, value in defines.items()]
    return subprocess.run(
        [*args, str(NSIS_SCRIPT)], capture_output=True, text=True, timeout=600, cwd=tmp_path
    )


def test_the_nsis_script_compiles_with_the_bundle_as_its_payload(
    bundle: Path, tmp_path: Path
) -> None:
    setup = tmp_path / f"{NAME}-{__version__}-setup.exe"
    # The Linux bundle stands in for the Windows one: its one executable for both of Windows'.
    result = _makensis(
        tmp_path,
        DIST=str(BUNDLE),
        VERSION=__version__,
        GUI_EXE=NAME,
        CLI_EXE=NAME,
        ICON=str(ICONS / f"{NAME}.ico"),
        COMPRESSOR="zlib",  # the check compiles faster; the real installer uses lzma
        OUTFILE=str(setup),
    )
    assert result.returncode == 0, f"{result.stdout}\n{result.stderr}"
    header = setup.read_bytes()[:2]
    assert header == b"MZ"
    # The payload is in it: an installer much smaller than the bundle would have lost it.
    assert setup.stat().st_size > 30 * 2**20


def test_the_nsis_script_refuses_a_folder_that_is_not_a_bundle(
    bundle: Path, tmp_path: Path
) -> None:
    result = _makensis(
        tmp_path,
        DIST=str(tmp_path),
        VERSION=__version__,
        ICON=str(ICONS / f"{NAME}.ico"),
        OUTFILE=str(tmp_path / "setup.exe"),
    )
    assert result.returncode != 0
    assert "DIST must be the PyInstaller bundle folder" in result.stdout + result.stderr
    assert not (tmp_path / "setup.exe").exists()
