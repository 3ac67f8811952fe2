"""What the cross-game tests play of Food Tycoon. tests/test_engine_messages.py: the
table set-ups (every mode and variant the rules know), the least its collection of
refusals and breakdown lines must find (fewer means it stopped reaching positions), and
texts of Food Tycoon's grammar that no seat may send as they stand (every game's are tried
on every game). tests/test_privacy.py: the hot-seat table its walks play."""

# (players, options) played.
MESSAGES = [
    (3, {"rules": "basic"}),
    (4, {"rules": "advanced"}),
    (5, {"rules": "basic"}),
    (6, {"rules": "advanced"}),
]
# Distinct refusal keys and breakdown line keys, at least.
LEAST_KEYS = (20, 6)
MALFORMED = (
    "shop",
    "think",
    "pass",
    "bid",
    "bid 0",
    "bid 1000000",
    "order 9",
    "order 1,1",
    "take grain,grain,grain,grain,grain",
    "choose egg",
    "cook",
    "cook x",
    "discard pizza",
)

# The hot-seat table of the privacy walks: seat kinds and options.
HOT_SEAT = (["human", "human", "bot:greedy"], {"rules": "advanced"})
# Whether a random walk's Undo is ever accepted.
UNDO_IN_WALKS = True
