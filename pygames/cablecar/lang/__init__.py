"""Cable Car's texts, one catalog per language (``en``, ``zh_tw``, ``ja``): refusals,
score lines, log phrases, prompts, the panel and the board. Each is a flat ``TEXTS``
dict of ``cablecar.*`` keys with the same keys and placeholders in every language."""
