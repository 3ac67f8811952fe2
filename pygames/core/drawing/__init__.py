"""Drawing helpers every game's drawing shares: escaping (``svgtext``, ``markup``),
labelled and clickable parts and the small elements (``parts``), text fitted into boxes
(``textfit``), players' marks (``marks``) and boards in layers with memos (``board``).
Rules never import it; like a game's ``drawing/``."""
