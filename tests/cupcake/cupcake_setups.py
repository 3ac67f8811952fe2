"""What the cross-game tests play of Cupcake Empire. tests/test_engine_messages.py: the
table set-ups (every mode and variant the rules know), the least its collection of
refusals and breakdown lines must find (fewer means it stopped reaching positions), and
texts of Cupcake Empire's grammar that no seat may send as they stand (every game's are tried
on every game). tests/test_privacy.py: the hot-seat table its walks play."""

# (players, options) played.
MESSAGES = [(2, {}), (3, {}), (4, {})]
# Distinct refusal keys and breakdown line keys, at least.
LEAST_KEYS = (15, 3)
MALFORMED = ()

# The hot-seat table of the privacy walks: seat kinds and options.
HOT_SEAT = (["human", "human"], {})
# Whether a random walk's Undo is ever accepted.
UNDO_IN_WALKS = True
