"""Cupcake Empire's coach words (issue 39 part 3): a panel move said as its button's label."""

from __future__ import annotations

import re

from pygames.core.screen import load_screen
from tests.test_coach_words import positions
from ui import table_view
from ui.session import Table
from ui.table_view import TableScreen


def test_cupcake_names_a_panel_move_as_its_button_does():
    """CE45: an extra-action disc bought with an idea disc is said as the label of the
    panel's button that plays it, the button the coach rings."""
    from pygames.cupcake.actions import IdeaDisc

    record = None
    for table in positions("cupcake", 60):
        ideas = [a for a in table.legal_actions(0) if isinstance(a, IdeaDisc)]
        if ideas:
            record, action = table.record, ideas[0]
            break
    assert record is not None
    table = Table(record)
    screen = load_screen("cupcake")
    label = str(screen.hint_words(table.view(0), action))
    html = screen.panel(table_view.context(table, TableScreen()))
    button = re.search(rf'data-action="{re.escape(str(action))}" aria-label="([^"]*)"', html)
    assert button and button.group(1) == label
    assert label.startswith("Spend an idea disc")
