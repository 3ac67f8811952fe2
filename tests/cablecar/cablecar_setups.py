"""What the cross-game tests play of Cable Car. tests/test_engine_messages.py: the
table set-ups (every mode and variant the rules know), the least its collection of
refusals and breakdown lines must find (fewer means it stopped reaching positions), and
texts of Cable Car's grammar that no seat may send as they stand (every game's are tried
on every game). tests/test_privacy.py: the hot-seat table its walks play."""

# (players, options) played.
MESSAGES = [
    (2, {}),
    (3, {"orientation": "free", "hand": 2}),
    (4, {"mode": "shares"}),
    (5, {"mode": "shares", "hand": 3, "orientation": "free"}),
    (6, {"hand": 3}),
]
# Distinct refusal keys and breakdown line keys, at least.
LEAST_KEYS = (14, 4)
MALFORMED = (
    "draw",
    "draw 9",
    "place",
    "hand 9,9",
    "place 4,4 r7",
    "exchange 50 pile",
)

# The hot-seat table of the privacy walks: seat kinds and options.
HOT_SEAT = (["human", "human", "bot:greedy"], {})
# Whether a random walk's Undo is ever accepted: not here, Cable Car takes back little
# (a draw and a hidden tile drawn in its place were seen: CC06); an accepted undo is
# tests/cablecar/test_cablecar_privacy.py's.
UNDO_IN_WALKS = False
