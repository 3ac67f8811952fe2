"""What the cross-game tests play of Cake Master. tests/test_engine_messages.py: the
table set-ups (every mode and variant the rules know), the least its collection of
refusals and breakdown lines must find (fewer means it stopped reaching positions), and
texts of Cake Master's grammar that no seat may send as they stand (every game's are tried
on every game). tests/test_privacy.py: the hot-seat table its walks play."""

# (players, options) played.
MESSAGES = [(1, {}), (2, {}), (3, {}), (4, {}), (6, {})]
# Distinct refusal keys and breakdown line keys, at least.
LEAST_KEYS = (14, 3)
MALFORMED = (
    "keep",
    "keep 1 left 1 right 1",
    "keep 1 give 1 1",
    "place 1 4.5",
    "place 1 9.9",
    "place 99 1.1",
    "discard",
    "exchange 99",
)

# The hot-seat table of the privacy walks: seat kinds and options.
HOT_SEAT = (["human", "human", "bot:random"], {})
# Whether a random walk's Undo is ever accepted.
UNDO_IN_WALKS = True
