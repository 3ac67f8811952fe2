"""Cable Car's texts in English (the engine's own language: ``str()`` of its messages)."""

COMPANIES = ("yellow", "blue", "orange", "black", "red", "brown", "green", "purple")

TEXTS = {
    # -- refusals (IllegalAction) ------------------------------------------------------
    "cablecar.not_a_move": "{move} is not a Cable Car move: try 'draw', 'place R,C' or 'hand R,C'.",
    "cablecar.not_cablecar": "That is not a Cable Car move.",
    "cablecar.already_drawn": "You have already drawn a tile: place it first.",
    "cablecar.pile_empty": "The draw pile is empty: place your hidden tile.",
    "cablecar.draw_first": "Draw a tile before placing it, or place your hidden tile.",
    "cablecar.place_drawn": "You drew a tile this turn: you must place that tile.",
    "cablecar.no_hidden_tile": "You hold no hidden tile.",
    "cablecar.only_one_hidden": "You hold only one hidden tile: there is no hidden tile number {n}.",
    "cablecar.not_that_many": "You hold {held}: there is no hidden tile number {n}.",
    "cablecar.count.hidden_tiles.one": "{n} hidden tile",
    "cablecar.count.hidden_tiles.other": "{n} hidden tiles",
    "cablecar.count.keys.one": "key 1",
    "cablecar.count.keys.other": "keys 1–{n}",
    "cablecar.no_turning": (
        "Tiles keep the board's orientation at this table: place it without turning."
    ),
    "cablecar.off_board": "Row {row}, column {col} is off the board: rows and columns run from 1 to 8.",
    "cablecar.power_square": "Row {row}, column {col} is the power station: no tile goes there.",
    "cablecar.occupied": "Row {row}, column {col} already holds a tile.",
    "cablecar.not_touching": (
        "Row {row}, column {col} touches neither the edge of the board nor a placed tile."
    ),
    "cablecar.one_tile_join": (
        "A tile at row {row}, column {col} would join two stations through only one tile; "
        "that is allowed only when the tile fits nowhere else."
    ),
    "cablecar.one_tile_join_turned": (
        "A tile at row {row}, column {col} would join two stations through only one tile; "
        "that is allowed only when the tile fits nowhere else, however it is turned."
    ),
    "cablecar.no_shares": "This table plays without shares: place a tile.",
    "cablecar.exchanges_closed": (
        "Shares can no longer be exchanged: the {colour} marker has reached {limit}."
    ),
    "cablecar.no_share_pile": "There is no {percent}% share pile.",
    "cablecar.pile_no_hidden": "The {percent}% pile has no hidden card left.",
    # -- the final score's lines -------------------------------------------------------
    "cablecar.score.line": "Station {station} to station {end}: {tiles}",
    "cablecar.score.power": "Station {station} to the power station: {tiles} ×2",
    "cablecar.score.reward": "{company} {parts} × 10 × value {value}",
    "cablecar.score.majority": "{company} majority: profit {profit} ÷ 10",
    # -- words used everywhere ---------------------------------------------------------
    "cablecar.tiles.one": "{n} tile",
    "cablecar.tiles.other": "{n} tiles",
    "cablecar.turned.0": "",
    "cablecar.turned.1": ", turned once",
    "cablecar.turned.2": ", turned twice",
    "cablecar.turned.3": ", turned three times",
    **{f"cablecar.colour.{c}": c for c in COMPANIES},
    **{f"cablecar.company.{c}": c.capitalize() for c in COMPANIES},
    # -- the log ("Ann " + phrase) -----------------------------------------------------
    "cablecar.log.drew": "drew a tile from the pile",
    "cablecar.log.placed": "placed {which} at {square}{turned}",
    "cablecar.log.which_drawn": "the drawn tile",
    "cablecar.log.which_hand": "their hidden tile",
    "cablecar.log.which_hand2": "their 2nd hidden tile",
    "cablecar.log.which_hand3": "their 3rd hidden tile",
    "cablecar.log.exchanged_face_up": "exchanged a {percent}% share, taking the face-up card",
    "cablecar.log.exchanged_pile": "exchanged a {percent}% share, taking a hidden card",
    # -- prompts -----------------------------------------------------------------------
    "cablecar.prompt.place_drawn": "{name}: place the drawn tile on a highlighted square.",
    "cablecar.prompt.place_or_draw": "{name}: place {tile} or draw from the pile{exchange}.",
    "cablecar.prompt.pile_empty": "{name}: the pile is empty; place {tile}{exchange}.",
    "cablecar.prompt.draw_only": "{name}: draw from the pile{exchange}.",
    "cablecar.prompt.tile_one": "your hidden tile",
    "cablecar.prompt.tile_many": "one of your hidden tiles",
    "cablecar.prompt.or_exchange": ", or exchange a share",
    "cablecar.privacy.show": "{name}, click to show your tile",
    "cablecar.privacy.show.touch": "{name}, tap to show your tile",
    "cablecar.privacy.show_shares": "{name}, click to show your tile and shares",
    "cablecar.privacy.show_shares.touch": "{name}, tap to show your tile and shares",
    # -- the panel: tiles --------------------------------------------------------------
    "cablecar.panel.hidden_tile": "Hidden tile",
    "cablecar.panel.your_tile": "Your hidden tile",
    "cablecar.panel.your_tile_n": "Your hidden tile {n}",
    "cablecar.panel.caption": "{name}'s hidden tile",
    "cablecar.panel.caption_n": "{name}'s hidden tile {n}",
    "cablecar.panel.no_tile": "No hidden tile left",
    "cablecar.panel.drawn": "Drawn tile",
    "cablecar.panel.drawn_place": "Drawn tile: place it",
    "cablecar.panel.chosen": " (chosen)",
    "cablecar.panel.draw_button": "Draw from pile",
    "cablecar.panel.left": "({n} left)",
    "cablecar.panel.turn_group": "Turn the tile",
    "cablecar.panel.turn_left_key.touch": "Turn the tile a quarter turn anticlockwise",
    "cablecar.panel.turn_left_key": "Turn the tile a quarter turn anticlockwise (Shift+R)",
    "cablecar.panel.turn_right_key.touch": "Turn the tile a quarter turn clockwise",
    "cablecar.panel.turn_right_key": "Turn the tile a quarter turn clockwise (R)",
    "cablecar.panel.turn_state.0": "Not turned",
    "cablecar.panel.turn_state.1": "Turned once",
    "cablecar.panel.turn_state.2": "Turned twice",
    "cablecar.panel.turn_state.3": "Turned three times",
    "cablecar.panel.fits_nowhere": (
        "Turned like this the tile fits nowhere: turn it, or choose another tile."
    ),
    "cablecar.panel.pick_hint.touch": "Choose a tile, then a square.",
    "cablecar.panel.pick_hint": "Choose a tile ({keys}), then a square.",
    "cablecar.panel.pick_turn_hint.touch": "Choose a tile and turn it, then a square.",
    "cablecar.panel.pick_turn_hint": "Choose a tile ({keys}) and turn it (R), then a square.",
    "cablecar.panel.turn_hint.touch": "Turn the tile as you like, then choose a square.",
    "cablecar.panel.turn_hint": "Turn the tile (R) as you like, then choose a square.",
    # -- the panel: shares -------------------------------------------------------------
    "cablecar.panel.shares": "Shares",
    "cablecar.panel.share_col": "Share",
    "cablecar.panel.yours_col": "Yours",
    "cablecar.panel.face_up_col": "Face up",
    "cablecar.panel.pile_col": "Pile",
    "cablecar.panel.exchange_hint": (
        "Instead of placing a tile you may exchange one share: yours goes face down "
        "under its pile and you take the face-up card or the top hidden card."
    ),
    "cablecar.panel.exchange_closed": (
        "Exchanges are closed: a company's marker has reached {limit}."
    ),
    "cablecar.panel.take": "Take",
    "cablecar.panel.take_hidden": "Take hidden",
    "cablecar.panel.take_face_up_label": (
        "Exchange your {percent}% share for the face-up {percent}% {company}"
    ),
    "cablecar.panel.take_pile_label": (
        "Exchange your {percent}% share for the top hidden {percent}% card"
    ),
    "cablecar.panel.hidden_cards": "{n} hidden",
    # -- beside the panel: companies, holdings, scored lines ---------------------------
    "cablecar.side.companies": "Companies",
    "cablecar.side.company_col": "Company",
    "cablecar.side.profit_col": "Profit",
    "cablecar.side.rank_col": "Rank",
    "cablecar.side.value_col": "Value",
    "cablecar.side.threshold": "Exchanges close when a marker reaches {limit}.",
    "cablecar.side.threshold_reached": "A marker has reached {limit}: no more exchanges.",
    "cablecar.side.rank_1": "1st",
    "cablecar.side.rank_2": "2nd",
    "cablecar.side.rank_3": "3rd",
    "cablecar.side.rank_n": "{n}th",
    "cablecar.side.holdings": "Holdings",
    "cablecar.side.player_col": "Player",
    "cablecar.side.seen_taking": "Seen taking: {cards}",
    "cablecar.side.lines": "Scored lines",
    "cablecar.side.line": "{station} → {end} · {tiles}",
    "cablecar.side.line_power": "{station} → power · {tiles} ×2",
    "cablecar.side.line_label": "Show the line from station {station}",
    # -- the board (tooltips and accessible names) -------------------------------------
    "cablecar.board.title": "Cable Car board",
    "cablecar.board.power": "Power station: a line ending here scores double",
    "cablecar.board.no_car": "Station {station} — no car",
    "cablecar.board.player": "{name} ({colour})",
    "cablecar.board.company": "{colour} company",
    "cablecar.board.open": "Station {station} — {who}: open line, {tiles} so far",
    "cablecar.board.scored": (
        "Station {station} — {who}: line to {to}, {tiles}{double} = {points}"
    ),
    "cablecar.board.to_station": "station {station}",
    "cablecar.board.to_power": "the power station",
    "cablecar.board.so_far": "so far",
    "cablecar.board.points": "points",
    "cablecar.board.place": "Place {which} at row {row}, column {col}{turned}",
    "cablecar.board.which_drawn": "the drawn tile",
    "cablecar.board.which_hand": "your hidden tile",
    "cablecar.board.which_hand2": "your 2nd hidden tile",
    "cablecar.board.which_hand3": "your 3rd hidden tile",
    "cablecar.board.which_first": "your 1st hidden tile",
    "cablecar.result.none": "No line scored.",
    # The coach's reasons (ui/coach.py)
    "cablecar.coach.grows.one": "that adds {n} tile to {who}'s open lines",
    "cablecar.coach.grows.other": "that adds {n} tiles to {who}'s open lines",
    "cablecar.coach.ends.one": "that ends {who}'s line from station {station} after {n} tile",
    "cablecar.coach.ends.other": "that ends {who}'s line from station {station} after {n} tiles",
    # The review's reasons (review.py): what the move played did, what the best did.
    "cablecar.review.sentence": "{played}; better, {best}.",
    "cablecar.review.played_only": "{played}; better: {move}.",
    "cablecar.review.best_only": "Better: {best}.",
    "cablecar.review.gives": "Leaves station {station}'s line open for {who}, who can finish it next turn for {points}",
    "cablecar.review.gives_other": "Leaves station {station}'s line open: it can be finished before {mover} plays again, {points} for {who}",
    "cablecar.review.exposes": "Leaves {who}'s line from station {station} for {finisher} to cut short next turn, at {points}",
    "cablecar.review.finishes": "Finishes {who}'s line from station {station} for {points}",
    "cablecar.review.extends": "Adds {tiles} to {who}'s open line from station {station}",
    "cablecar.review.ends_own": (
        "Ends {who}'s line from station {station} after {tiles}, for only {points}"
    ),
    "cablecar.review.best_finishes": (
        "{move} finishes {who}'s line from station {station} for {points}"
    ),
    "cablecar.review.best_extends": "{move} adds {tiles} to {who}'s line from station {station}",
    "cablecar.review.best_ends": (
        "{move} ends {who}'s line from station {station} now, at {points}"
    ),
    "cablecar.review.holding": "{clause} ({holder} holds {percent}% of it)",
    "cablecar.review.swaps": "Gives up the {percent}% {given} share ({given_rank}) for {taken}",
    "cablecar.review.best_swaps": (
        "exchanging the {percent}% {given} share ({given_rank}) for {taken}"
    ),
    "cablecar.review.face_up_card": "the face-up {company} ({rank}), {holder} then holding {after}% of it",
    "cablecar.review.rank": "profit {profit}, {rank}",
    "cablecar.review.hidden_card": "a hidden card",
    "cablecar.review.tile_at": "{which} at {square}{turned}",
    "cablecar.review.which_place": "the drawn tile",
    "cablecar.review.which_hand": "the hidden tile",
    "cablecar.review.which_hand2": "the 2nd hidden tile",
    "cablecar.review.which_hand3": "the 3rd hidden tile",
    "cablecar.review.drawing": "drawing from the pile",
    "cablecar.review.exchanging_face_up": "exchanging the {percent}% share for the face-up card",
    "cablecar.review.exchanging_pile": "exchanging the {percent}% share for a hidden card",
    "cablecar.board.tile_at": "A tile at row {row}, column {col}",
    "cablecar.wall.players": "Players",
    "cablecar.wall.lines": "lines: {done} done · {open} open",
    "cablecar.wall.lines_short": "{done} done · {open} open",
    "cablecar.wall.row": "{name}: {score} — lines: {done} done, {open} open",
    "cablecar.wall.at": "row {row}, column {col}",
    "cablecar.wall.last": "Last tile",
    "cablecar.wall.pile": "Tiles left",
    "cablecar.wall.hand": "{name}'s tiles",
    "cablecar.refusal.station": (
        "Station {station} only shows its line: to play, choose a square marked on the board."
    ),
    "cablecar.refusal.hand_tile": (
        "Your hidden tile is put down by choosing a square marked on the board."
    ),
    "cablecar.refusal.hand_pick": (
        "Hidden tile {n} is chosen with its button beside the board, then a square "
        "marked on the board."
    ),
    "cablecar.refusal.drawn_tile": (
        "The drawn tile is put down by choosing a square marked on the board."
    ),
    # A move refused, as the page shows it: its sentence, then the rule it rests on.
    "cablecar.refusal.rule": "{why}",
    # The tutorial (tutorial.py): the learner plays yellow against one opponent.
    "cablecar.lesson.goal": (
        "You play yellow: your cars wait at the odd-numbered stations around the board, "
        "your opponent's at the even ones. Lay track tiles so the line from each of your "
        "cars runs a long way before it reaches a station; you start, then turns alternate."
    ),
    "cablecar.lesson.first_tile": (
        "You hold one hidden tile. Place it on the ringed square beside station 19: a tile "
        "goes next to a station or a placed tile, the way it is printed. Then you draw a "
        "new hidden tile."
    ),
    "cablecar.lesson.board": (
        "Your opponent placed a tile beside yours. On the board your cars are the yellow "
        "stations with a circle, your opponent's the blue ones with a square; dashed "
        "squares show where a tile may go, and a red frame marks the last tile placed."
    ),
    "cablecar.lesson.draw": (
        "This turn draw the top tile of the pile instead of placing your hidden tile: a "
        "drawn tile must be placed at once."
    ),
    "cablecar.lesson.place_drawn": (
        "Place the drawn tile on the ringed square: it finishes the line from your car at "
        "station 19."
    ),
    "cablecar.lesson.scored": (
        "Your line from station {station} reached station {end} through {tiles}: 1 point "
        "a tile, {points}. Its car is turned and never scores again. The middle tile is "
        "your opponent's: any tile extends any line."
    ),
    "cablecar.lesson.grow": (
        "Your opponent is building from the bottom. Start the line from your car at "
        "station {station}: place your hidden tile on the ringed square."
    ),
    "cablecar.lesson.their_line": (
        "Your opponent's line from station {station} reached station {end}: {points} "
        "for them. Any station ends a line, whoever's car stands there."
    ),
    "cablecar.lesson.power": (
        "Your car at station {station} has a line of its own. Lead it into the power "
        "station in the middle: place your hidden tile on the ringed square."
    ),
    "cablecar.lesson.power_scored": (
        "Your line from station {station} passed {tiles} and reached the power station, "
        "which doubles it: 2 points a tile, {points}."
    ),
    "cablecar.lesson.one_tile": (
        "No square in the top row is marked: there this tile alone would join two "
        "stations, allowed only when a tile fits nowhere else. Place it beside station "
        "{station}."
    ),
    "cablecar.lesson.cut_short": (
        "Your opponent ended your line from station {station} at station {end}, after "
        "{tiles}: {points} "
        "for you, fewer than it could have made. Cutting an opponent's line short is "
        "allowed; the points always go to the car's owner, whoever placed the tile."
    ),
    "cablecar.lesson.end": (
        "Play on until every tile is placed and every line has scored; you place a tile "
        "each turn even when all your cars have scored. A tile a line passes twice counts "
        "twice; a loop that reaches no station scores nothing. The highest score wins, "
        "equal scores share the win."
    ),
}
