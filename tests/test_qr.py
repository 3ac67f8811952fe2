"""QR codes (issue 13): the SVG drawn for a link decodes to that link.

The SVG's path is read back into modules and rasterized here (8 px a module, a PNG
written with zlib), then read by a real decoder, zbar's ``zbarimg``. segno comes from
the same wheel the build ships (py/qr.zip)."""

from __future__ import annotations

import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
import zlib

import pytest

import build
from ui import qr

sys.path.insert(0, str(build.segno_wheel()))  # the wheel is a zip: importable as it is

SVG_NS = "{http://www.w3.org/2000/svg}"
SCALE = 8  # pixels per module
RUN = re.compile(r"M(\d+) (\d+)h(\d+)v1h-(\d+)z")
BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def share_link(length: int) -> str:
    """A link shaped like a share link (``#play=r1.`` + base64url), ``length`` long."""
    head = "http://192.168.10.20:8000/#play=r1."
    body = "".join(BASE64URL[(i * 7919 + i // 64) % 64] for i in range(length - len(head)))
    return head + body


def modules_of(svg_text: str) -> list[list[bool]]:
    """The SVG's modules, quiet zone included, read from its one path of dark modules."""
    root = ET.fromstring(svg_text)
    side = int(root.get("viewBox").split()[2])
    (path,) = root.iter(f"{SVG_NS}path")
    d = path.get("d")
    runs = RUN.findall(d)
    assert "".join(f"M{x} {y}h{n}v1h-{m}z" for x, y, n, m in runs) == d  # nothing else
    grid = [[False] * side for _ in range(side)]
    for x, y, n, m in runs:
        assert n == m
        for i in range(int(n)):
            grid[int(y)][int(x) + i] = True
    return grid


def png(grid: list[list[bool]], scale: int = SCALE) -> bytes:
    """A greyscale PNG of the modules, ``scale`` pixels each."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    lines = []
    for row in grid:
        line = b"\0" + b"".join((b"\0" if dark else b"\xff") * scale for dark in row)
        lines.extend([line] * scale)
    width, height = len(grid[0]) * scale, len(grid) * scale
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)  # 8-bit grey
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(lines), 6))
        + chunk(b"IEND", b"")
    )


def decode(image: bytes, tmp_path) -> str | None:
    """What zbar reads in the image, or None if it finds no code."""
    path = tmp_path / "code.png"
    path.write_bytes(image)
    done = subprocess.run(
        ["zbarimg", "--raw", "-q", "-Sdisable", "-Sqrcode.enable", str(path)],
        capture_output=True,
        timeout=60,
    )
    if done.returncode == 4:  # no symbol found
        return None
    assert done.returncode == 0, done.stderr
    return done.stdout.decode("utf-8").removesuffix("\n")


@pytest.mark.parametrize(
    "link",
    [
        "http://127.0.0.1:8000/#new=somegame&seats=human:Ann,bot:random:Bob&seed=1",
        share_link(300),
        share_link(1000),
        share_link(2000),
    ],
    ids=["short", "300", "1000", "2000"],
)
def test_the_code_decodes_to_its_link(link, tmp_path):
    grid = modules_of(qr.qr_svg(link, "QR code"))
    decoded = decode(png(grid), tmp_path)
    assert decoded == link
    # Undamaged too: a decoder corrects a few wrong modules by itself, so the drawing is
    # also compared, module by module, with the code of what was read.
    q = qr.QUIET_ZONE
    assert [row[q:-q] for row in grid[q:-q]] == qr.qr_matrix(decoded)


def test_the_largest_link_a_code_holds_decodes(tmp_path):
    link = share_link(2953)  # version 40 at level L: the most any QR code holds
    grid = modules_of(qr.qr_svg(link, "QR code"))
    assert len(grid) == 177 + 2 * qr.QUIET_ZONE
    assert decode(png(grid), tmp_path) == link


def test_a_longer_link_is_refused():
    with pytest.raises(qr.QrTooLong):
        qr.qr_svg(share_link(2954), "QR code")


def test_the_decoder_reads_the_drawing_itself(tmp_path):
    """A drawing with a finder pattern wiped out reads as nothing: the decodes above
    read the modules drawn, not anything beside them."""
    link = share_link(300)
    grid = modules_of(qr.qr_svg(link, "QR code"))
    q = qr.QUIET_ZONE
    for y in range(q, q + 7):
        for x in range(q, q + 7):
            grid[y][x] = False
    assert decode(png(grid), tmp_path) is None


def test_the_quiet_zone_is_four_white_modules():
    grid = modules_of(qr.qr_svg(share_link(300), "QR code"))
    q = qr.QUIET_ZONE
    assert q == 4
    for row in grid[:q] + grid[-q:]:
        assert not any(row)
    for row in grid:
        assert not any(row[:q]) and not any(row[-q:])
    assert all(grid[q][q : q + 7])  # the finder pattern starts right inside it


def test_the_svg_is_an_image_named_for_screen_readers_dark_on_white():
    label = 'QR code of <img src=x onerror="alert(1)"> & Bob\'s game'
    drawing = qr.qr_svg(share_link(300), label)
    assert "<img" not in drawing and "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" in drawing
    root = ET.fromstring(drawing)
    assert root.get("role") == "img"
    assert root.get("aria-label") == label
    assert root.get("shape-rendering") == "crispEdges"
    assert len(list(root.iter(f"{SVG_NS}path"))) == 1
    (background,) = root.iter(f"{SVG_NS}rect")
    side = root.get("viewBox").split()[2]
    assert (background.get("width"), background.get("height")) == (side, side)
    assert background.get("fill") == "#fff"
    assert next(root.iter(f"{SVG_NS}path")).get("fill") == "#000"


def test_module_counts_of_share_links():
    """Modules a side (quiet zone left out) of links of 300, 1,000 and 2,000 characters."""
    sizes = {
        n: int(ET.fromstring(qr.qr_svg(share_link(n), "")).get("data-modules"))
        for n in (300, 1000, 2000)
    }
    assert sizes[300] < sizes[1000] < sizes[2000] <= 177


def test_app_start_never_imports_segno():
    """ui.qr is in app.zip; segno is not, so importing ui.qr must not import it."""
    probe = "import sys, ui.qr, ui.pages, ui.table_view; print('segno' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=build.ROOT, check=True
    )
    assert done.stdout.strip() == "False"


def test_the_button_names_the_input_whose_link_it_shows():
    from ui.pages import qr_button

    assert 'data-action="ui:qr setup-link"' in qr_button("setup-link")
    assert "Show as QR code" in qr_button("setup-link")
    assert "<x>" not in qr_button('x"><x>')  # an id is escaped like any text


def test_the_share_box_offers_the_code_of_its_link():
    from ui.table_view import TableScreen, share

    box = share(TableScreen(share_link="http://127.0.0.1:8000/#play=r1.abc"))
    assert 'id="share-link"' in box and 'data-action="ui:qr share-link"' in box
    assert share(TableScreen()) == ""


def test_the_dialog_escapes_the_link_and_says_why_there_is_no_code():
    body = qr.dialog_body('http://x/#new=a&seats=human:<b>"A"</b>')
    assert "<b>" not in body and "&lt;b&gt;&quot;A&quot;&lt;/b&gt;" in body
    assert 'method="dialog"' in body and 'id="qr-code"' in body and 'role="status"' in body
    assert qr.code_box(problem="<offline>") == '<p class="problem" role="alert">&lt;offline&gt;</p>'
    assert qr.code_box("<svg/>") == "<svg/>"
