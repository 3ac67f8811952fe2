"""What tests/test_engine_messages.py plays of Cable Car: the table set-ups (every mode
and variant the rules know), the least its collection of refusals and breakdown lines
must find (fewer means it stopped reaching positions), and texts of Cable Car's grammar
that no seat may send as they stand (every game's are tried on every game)."""

# (players, options) played.
SETUPS = [
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
