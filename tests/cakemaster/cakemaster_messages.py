"""What tests/test_engine_messages.py plays of Cake Master: the table set-ups (every mode
and variant the rules know), the least its collection of refusals and breakdown lines
must find (fewer means it stopped reaching positions), and texts of Cake Master's grammar
that no seat may send as they stand (every game's are tried on every game)."""

# (players, options) played.
SETUPS = [(1, {}), (2, {}), (3, {}), (4, {}), (6, {})]
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
