"""Cable Car's pieces in words, in the language of the moment: a colour, a company, a
rank, a count of tiles, a line's worth. The board and the panels beside it share them."""

from __future__ import annotations

from pygames.cablecar.basic import tile_count
from pygames.cablecar.data import COMPANIES
from pygames.core.messages import Count, template
from pygames.core.screen import say


def colour_word(colour: str) -> str:
    """A colour in the language of the moment ("yellow"), or as the view names it."""
    key = f"cablecar.colour.{colour}"
    return say(key) if template(key) else colour


def company_name(colour: str) -> str:
    """A company by its colour ("Yellow"), in the language of the moment."""
    if colour in COMPANIES:
        return say(f"cablecar.company.{colour}")
    return str(colour).capitalize()


def rank(rank: int) -> str:
    """A company's rank ("1st", "4th")."""
    if rank in (1, 2, 3):
        return say(f"cablecar.side.rank_{rank}")
    return say("cablecar.side.rank_n", n=rank)


def tiles(n: int) -> str:
    """ "1 tile", "4 tiles"."""
    return tile_count(n).render()


def points(n: int, shares: bool) -> str:
    """A line's worth: points for a player, a plain number for a company's profit."""
    return str(n) if shares else Count("core.unit.points", n).render()
