"""Cake Master on the screen: the board as svg.py trees (``draw.draw_board``) and the
screen's HTML (``screen.SCREEN``). It reads views and action objects; the rules never
import it."""
