"""Strip the symbols from a Linux bundle's libraries, keeping only copies glibc can still load.

The spec calls strip_folder() on the bundle's _internal/ once PyInstaller has assembled it.
PyInstaller's own strip=True strips every binary, and binutils' strip rewrites the layout of
the libraries patchelf edited (the FFmpeg libraries in the PySide6 wheel) into segments glibc
refuses to map ("ELF load command address/offset not page-aligned"): Qt then finds no
multimedia back-end. Here each file is stripped into a copy, and the copy replaces it only
when every loadable segment is still page-aligned and it is smaller. What it saves is mostly
debug symbols: Python's own library (17 MB when built with them), the C extensions.
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
from pathlib import Path

PAGE = 4096
PT_LOAD = 1


def is_elf(path: Path) -> bool:
    with open(path, "rb") as f:
        return f.read(4) == b"\x7fELF"


def loadable(path: Path) -> bool:
    """Every PT_LOAD segment of this 64-bit little-endian ELF file is mapped at an offset
    congruent to its address modulo the page size, with a page-multiple alignment: what
    glibc's loader requires. Other ELF classes are not judged (True)."""
    with open(path, "rb") as f:
        header = f.read(64)
        if len(header) < 64 or header[:4] != b"\x7fELF" or header[4] != 2 or header[5] != 1:
            return True
        (phoff,) = struct.unpack_from("<Q", header, 32)
        phentsize, phnum = struct.unpack_from("<HH", header, 54)
        f.seek(phoff)
        table = f.read(phentsize * phnum)
    if len(table) < phentsize * phnum:
        return False
    for index in range(phnum):
        kind, _flags, offset, vaddr, _paddr, _filesz, _memsz, align = struct.unpack_from(
            "<IIQQQQQQ", table, index * phentsize
        )
        if kind != PT_LOAD:
            continue
        if (vaddr - offset) % PAGE or (align > 1 and align % PAGE):
            return False
    return True


def strip_folder(folder: Path, strip: str = "strip") -> tuple[int, int, int]:
    """Strip each ELF file under folder (links left alone) where the result stays loadable;
    returns (files stripped, files kept as they were because stripping broke them, bytes
    saved)."""
    stripped = refused = saved = 0
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file() or not is_elf(path):
            continue
        copy = path.with_name(f".{path.name}.stripped")  # beside it: os.replace stays on one disk
        try:
            done = subprocess.run(
                [strip, "--strip-all", "-o", str(copy), str(path)], capture_output=True
            )
            if done.returncode != 0 or not copy.exists():
                continue  # not something strip knows: left as it is
            if not loadable(copy):
                refused += 1
                continue
            before, after = path.stat().st_size, copy.stat().st_size
            if after < before:
                shutil.copymode(path, copy)
                os.replace(copy, path)
                stripped += 1
                saved += before - after
        finally:
            copy.unlink(missing_ok=True)
    return stripped, refused, saved
