"""Cake Master's texts in English: refusals, score lines, the log, prompts,
the panel, the board, the customers' requests, icings and the solo rating."""

TEXTS = {
    "cakemaster.log.drafted": "chose a card to keep and passed one each way",
    "cakemaster.log.gave": "kept a card and gave two away",
    "cakemaster.log.returned": "kept one of the cards received and gave the other back",
    "cakemaster.log.discarded": "discarded a card",
    "cakemaster.log.exchanged": "exchanged a card for a new one",
    "cakemaster.log.placed": "put card {number} ({icing}) into cake {cake}, {where}",
    "cakemaster.prompt.draft": "{name}: choose the card to keep, then where the other two go.",
    "cakemaster.prompt.give": "{name}: choose the card to keep; the other two go to the other "
    "player.",
    "cakemaster.prompt.return": "{name}: keep one of the two cards you were given; the other goes "
    "back.",
    "cakemaster.prompt.discard": "{name}: discard one of your four cards{exchange}.",
    "cakemaster.prompt.place": "{name}: choose a card, then an empty quarter of a cake{exchange}.",
    "cakemaster.prompt.or_exchange": ", or exchange one",
    "cakemaster.prompt.other": "{name}: your move.",
    "cakemaster.panel.hand": "Your cards",
    "cakemaster.panel.caption_keep": "Kept",
    "cakemaster.panel.chosen": " (chosen)",
    "cakemaster.panel.pick_keep_hint.touch": "Choose the card to keep.",
    "cakemaster.panel.pick_keep_hint": "Choose the card to keep ({keys}).",
    "cakemaster.panel.pick_place_hint.touch": "Choose a card, then a highlighted quarter of your cakes.",
    "cakemaster.panel.pick_place_hint": "Choose a card ({keys}), then a highlighted quarter of "
    "your cakes.",
    "cakemaster.panel.pass_group": "Where the other two cards go",
    "cakemaster.panel.to_left": "← to the left",
    "cakemaster.panel.to_right": "to the right →",
    "cakemaster.panel.pass_label": "Keep card {keep}; pass card {left} to the left (the next "
    "player) and card {right} to the right (the player before)",
    "cakemaster.panel.give_button": "Keep it, give the other two",
    "cakemaster.panel.give_label": "Keep card {keep}; give cards {a} and {b} to the other player",
    "cakemaster.panel.return_button": "Keep it, give the other back",
    "cakemaster.panel.return_label": "Keep card {keep}; give card {back} back",
    "cakemaster.panel.discard_button": "Discard",
    "cakemaster.panel.discard_label": "Discard card {number}",
    "cakemaster.panel.exchange_button": "Exchange",
    "cakemaster.panel.exchange_label": "Exchange card {number} for a new card from the deck",
    "cakemaster.panel.exchanges_left": "Exchanges left this game: {n}",
    "cakemaster.panel.your_choice": "Your choice",
    "cakemaster.panel.choice_keep": "keep",
    "cakemaster.panel.choice_left": "to the left",
    "cakemaster.panel.choice_right": "to the right",
    "cakemaster.panel.choice_give": "given away",
    "cakemaster.panel.choice_back": "given back",
    "cakemaster.panel.waiting": "Waiting for the others to choose.",
    "cakemaster.panel.waiting_place": "Waiting for the others to place their cards.",
    "cakemaster.panel.rounds": "Rounds",
    "cakemaster.panel.round_n": "Round {n}",
    "cakemaster.panel.player_col": "Player",
    "cakemaster.panel.tasty_col": "Tasty",
    "cakemaster.panel.tasty_stars_col": "★ tasty",
    "cakemaster.panel.customer_stars_col": "★ customers",
    "cakemaster.panel.total_col": "Stars",
    "cakemaster.panel.customers_then": "Customers: {list}",
    "cakemaster.panel.show_round_cakes": "Show the cakes of round {n}",
    "cakemaster.panel.rating": "Rating: {rating}",
    "cakemaster.panel.status_chosen": "✓ has chosen",
    "cakemaster.panel.status_choosing": "choosing…",
    "cakemaster.panel.status_placing": "placing cards…",
    "cakemaster.panel.status_placed": "✓ has placed",
    "cakemaster.panel.show_cards": "{name}, click to show your cards",
    "cakemaster.panel.show_cards.touch": "{name}, tap to show your cards",
    "cakemaster.panel.left_neighbour": "your left neighbour",
    "cakemaster.panel.right_neighbour": "your right neighbour",
    "cakemaster.board.board": "Cake Master table",
    "cakemaster.board.round": "Round {round} of {rounds} · turn {turn} of {turns}",
    "cakemaster.board.over": "Game over",
    "cakemaster.board.scored": "Round {round} of {rounds} scored",
    "cakemaster.board.round_stars": "{stars} this round",
    "cakemaster.panel.go_on": "Next round",
    "cakemaster.panel.scored": "Round {n} is scored: look at the cakes, then go on (key N).",
    "cakemaster.panel.scored.touch": "Round {n} is scored: look at the cakes, then go on.",
    "cakemaster.panel.scored_shown": "Round {n} is scored: its cakes stay on the table until the "
    "players go on.",
    "cakemaster.prompt.scored": "Round {n} is scored: look at the cakes, then go on to the next "
    "round.",
    "cakemaster.board.deck": "Deck: {n}",
    "cakemaster.board.exchanges": "Exchanges left: {n}",
    "cakemaster.board.customer": "Customer {number}: {request}",
    "cakemaster.board.no_customers": "No customer is waiting.",
    "cakemaster.board.player": "Player {n}",
    "cakemaster.board.stars": "{name}: {stars}",
    "cakemaster.board.tasty_round": "{n} this round",
    "cakemaster.count.tasty.one": "{n} tasty point",
    "cakemaster.count.tasty.other": "{n} tasty points",
    "cakemaster.count.keys.one": "key 1",
    "cakemaster.count.keys.other": "keys 1–{n}",
    "cakemaster.count.exchanges.one": "{n} exchange",
    "cakemaster.count.exchanges.other": "{n} exchanges",
    "cakemaster.board.round_cakes": "{name}: the cakes of round {round}",
    "cakemaster.board.hand.one": "{n} card in hand",
    "cakemaster.board.hand.other": "{n} cards in hand",
    "cakemaster.board.chosen": "✓ chosen",
    "cakemaster.board.choosing": "choosing…",
    "cakemaster.board.placing": "placing…",
    "cakemaster.board.done": "✓ done",
    "cakemaster.board.cake_building": "{name}, cake {cake}: {n} of 4 quarters",
    "cakemaster.board.cake_tasty": "{name}, cake {cake}: {total} (icing colours "
    "{colours}, rosettes {rosettes}, no half rosette {no_half}, "
    "raspberry-and-blueberry pairs {pairs})",
    "cakemaster.board.cake_done": "{name}, cake {cake}: complete",
    "cakemaster.board.serves": "Serves customer {number}: {request}",
    "cakemaster.where.1": "top right",
    "cakemaster.where.2": "bottom right",
    "cakemaster.where.3": "bottom left",
    "cakemaster.where.4": "top left",
    "cakemaster.board.quarter": "Cake {cake}, {where}: {card}",
    "cakemaster.board.place": "Place {card} in cake {cake}, {where}",
    "cakemaster.board.card": "card {number}: {parts}",
    "cakemaster.board.sep": "; ",
    "cakemaster.board.icing": "{icing} icing",
    "cakemaster.board.rosette_both": "half rosettes on both cut edges",
    "cakemaster.board.rosette_cw": "a half rosette on the clockwise cut edge",
    "cakemaster.board.rosette_ccw": "a half rosette on the anticlockwise cut edge",
    "cakemaster.board.raspberry.one": "{n} raspberry",
    "cakemaster.board.raspberry.other": "{n} raspberries",
    "cakemaster.board.blueberry.one": "{n} blueberry",
    "cakemaster.board.blueberry.other": "{n} blueberries",
    "cakemaster.customer.five_raspberries": "Exactly 5 raspberries.",
    "cakemaster.customer.three_blueberries": "Exactly 3 blueberries.",
    "cakemaster.customer.two_of_each": "Exactly 2 raspberries and exactly 2 blueberries.",
    "cakemaster.customer.raspberries_only": "Raspberries, and no blueberry.",
    "cakemaster.customer.blueberries_only": "Blueberries, and no raspberry.",
    "cakemaster.customer.no_berries": "No berries of either kind.",
    "cakemaster.customer.six_berries": "At least 6 berries, of either kind.",
    "cakemaster.customer.one_colour": "A single icing colour.",
    "cakemaster.customer.two_colours": "Exactly 2 icing colours.",
    "cakemaster.customer.four_colours": "All 4 icing colours.",
    "cakemaster.customer.two_rosettes": "At least 2 complete rosettes.",
    "cakemaster.customer.no_half_rosette": "No half rosette.",
    "cakemaster.icing.chocolate": "chocolate",
    "cakemaster.icing.strawberry": "strawberry",
    "cakemaster.icing.vanilla": "vanilla",
    "cakemaster.icing.matcha": "matcha",
    "cakemaster.rating.apprentice": "Apprentice",
    "cakemaster.rating.baker": "Baker",
    "cakemaster.rating.pastry_chef": "Pastry chef",
    "cakemaster.rating.head_pastry_chef": "Head pastry chef",
    "cakemaster.rating.cake_master": "Cake master",
    "cakemaster.waiting_place": "You have placed your cards: the others are still placing theirs.",
    "cakemaster.waiting_choice": "You have made your choice: the others are still choosing.",
    "cakemaster.bad_quarter": "Cakes are numbered 1 to 3 and their quarters 1 to 4: write 'place K "
    "C.Q', as in 'place 12 2.4'.",
    "cakemaster.not_a_move": "{move} is not a Cake Master move: try 'keep K left L right R' or "
    "'place K C.Q'.",
    "cakemaster.exchange_solo": "Exchanging a card is a solo rule: with more players the cards come "
    "from the draft.",
    "cakemaster.exchanges_used": "You have used all {n} of the game.",
    "cakemaster.exchange_no_cards": "You may exchange a card only while you hold cards.",
    "cakemaster.now.draft": "Now choose a card to keep and one to pass each way: 'keep K left L "
    "right R'.",
    "cakemaster.now.give": "Now keep one card and give the other two: 'keep K give A B'.",
    "cakemaster.now.return": "Now keep one of the two cards you were given and return the other: "
    "'keep K return R'.",
    "cakemaster.now.discard": "Now discard one of the four cards you drew: 'discard K'.",
    "cakemaster.now.place": "Now place the cards you hold into your cakes: 'place K C.Q'.",
    "cakemaster.quarter_taken": "Quarter {quarter} of cake {cake} already holds a card, and a "
    "placed card never moves.",
    "cakemaster.not_given": "Card {card} is not one of the two cards you were given.",
    "cakemaster.keep_one_return_other": "Keep one of the two cards you were given and return the "
    "other.",
    "cakemaster.three_different": "Name three different cards: one to keep and two to pass on.",
    "cakemaster.not_in_hand": "Card {card} is not in your hand.",
    "cakemaster.score.tasty": "Round {round}: tasty points {points}",
    "cakemaster.score.customers": "Round {round}: customers served",
    "cakemaster.score.rating": "Rating: {rating}",
    "cakemaster.score.tiebreak_tasty": "Tie-break: tasty points in round 3 {n}",
    "cakemaster.tie.tasty": "more tasty points in round 3",
    "cakemaster.unit.one": "{n} star",
    "cakemaster.unit.other": "{n} stars",
    "cakemaster.legend.heading": "Marks on the cakes",
    "cakemaster.legend.half_ring": (
        "Dashed red ring: a half rosette whose neighbouring card has no half there. It"
        " stays half: it makes no rosette, and the cake loses its “no half rosette” points."
    ),
    "cakemaster.legend.last": "Pink edge: the cards placed in the last turn.",
    "cakemaster.legend.legal": "Dashed blue edge: where the chosen card may go.",
    "cakemaster.picture.colours": "icing colours: {n}",
    "cakemaster.picture.rosettes": "complete rosettes: {n}",
    "cakemaster.picture.no_half": "no half rosette",
    "cakemaster.picture.pairs": "raspberry-and-blueberry pairs: {n}",
    "cakemaster.picture.total": "tasty points",
    # The coach's words for a card and a move (ui/coach.py): the card as the screen shows it
    "cakemaster.coach.card": "the {icing} card with {parts}",
    "cakemaster.coach.card_icing": "the {icing} card",
    "cakemaster.coach.card_plain": "the plain {icing} card",
    "cakemaster.coach.and": ", ",
    "cakemaster.coach.pass": "Keep {keep}; pass {left} to the left and {right} to the right",
    "cakemaster.coach.give": "Keep {keep}; give {a} and {b} to the other player",
    "cakemaster.coach.return": "Keep {keep}; give {back} back",
    "cakemaster.coach.place": "Put {card} into cake {cake}, {where}",
    "cakemaster.coach.discard": "Discard {card}",
    "cakemaster.coach.exchange": "Exchange {card} for a new card from the deck",
    "cakemaster.coach.serves": "that completes cake {cake} for customer {customer}",
    "cakemaster.coach.completes.one": "that completes cake {cake}: {n} tasty point",
    "cakemaster.coach.completes.other": "that completes cake {cake}: {n} tasty points",
    "cakemaster.refusal.phase.draft": "No card goes into a cake until everyone has passed: "
    "choose the card to keep, then where the other two go ({rule}).",
    "cakemaster.refusal.phase.give": "No card goes into a cake until the cards are given and "
    "returned: choose the card to keep, and the other two go to the other player ({rule}).",
    "cakemaster.refusal.phase.return": "No card goes into a cake until you have given one back: "
    "keep one of the two cards you were given ({rule}).",
    "cakemaster.refusal.phase.discard": "No card goes into a cake until you have discarded: "
    "discard one of your four cards ({rule}).",
    "cakemaster.refusal.taken": "The {where} quarter of cake {cake} already holds {card}, and a "
    "placed card never moves ({rule}).",
    "cakemaster.refusal.other_cake": "That cake is {name}'s: put {card} into an empty quarter of "
    "one of your own cakes ({rule}).",
    "cakemaster.refusal.in_cake_own": "You choose among the cards in your hand, and {card} is "
    "already in one of your cakes ({rule}).",
    "cakemaster.refusal.in_cake_other": "You choose among the cards in your hand, and {card} is in "
    "{name}'s cakes ({rule}).",
    # The tutorial (tutorial.py): a teacher's words for each step of round 1
    "cakemaster.lesson.goal": "Welcome to Cake Master! In each of three rounds you build three "
    "cakes of four quarter cards from a shuffled deck; good cakes earn stars, and the most stars "
    "after round 3 wins.",
    "cakemaster.lesson.keep_1": "Everyone takes 3 cards, keeps 1 and passes 1 to each neighbour, "
    "all at once. Keep the vanilla card and pass the chocolate card left, the matcha card right.",
    "cakemaster.lesson.place_1": "Your neighbours passed you two vanilla cards: now place all 3 (a "
    "cake takes four). Put the vanilla card with half rosettes on both edges bottom right of cake "
    "1.",
    "cakemaster.lesson.place_2": "Put the vanilla card with 2 blueberries top left of cake 1: "
    "touching the other only at a corner, it is still the same cake.",
    "cakemaster.lesson.place_3": "Put the vanilla card you kept top right of cake 1: its half "
    "rosette meets the one below it, a complete rosette (1 tasty point).",
    "cakemaster.lesson.keep_2": "Placed cards are in everyone's view. Keep the vanilla card with a "
    "raspberry for cake 1 and pass the strawberry cards.",
    "cakemaster.lesson.place_4": "Put the vanilla card you kept bottom left of cake 1: a second "
    "complete rosette, and cake 1 is done. A placed card never moves.",
    "cakemaster.lesson.place_5": "Start cake 2 with the chocolate card, top right: cards may go "
    "into several cakes, and colours need not match.",
    "cakemaster.lesson.place_6": "Add the matcha card top left of cake 2: the customer at the top "
    "wants exactly two colours, for 1 more star.",
    "cakemaster.lesson.keep_3": "Cake 1 is full, so vanilla no longer helps you. Keep the matcha "
    "card with half rosettes on both edges for cake 2.",
    "cakemaster.lesson.place_7": "Put the matcha card bottom right of cake 2: still two colours.",
    "cakemaster.lesson.place_8": "Start cake 3 with a strawberry card, bottom right. One icing "
    "colour earns a cake 3 tasty points, two colours 1, more none.",
    "cakemaster.lesson.place_9": "Put the strawberry card with 2 raspberries bottom left of cake 3: "
    "a raspberry with a blueberry is a pair, 1 tasty point.",
    "cakemaster.lesson.keep_4": "The round's last turn: keep the strawberry card for cake 3.",
    "cakemaster.lesson.place_10": "The others have placed their last cards. Put the strawberry card "
    "with a half rosette top left of cake 3.",
    "cakemaster.lesson.place_11": "Put the strawberry card with 2 blueberries top right of cake 3: "
    "another complete rosette, and blueberries to pair.",
    "cakemaster.lesson.place_12": "Your last card: put the matcha card bottom left of cake 2. Every "
    "cake is complete, so the round is scored.",
    "cakemaster.lesson.tasty": "Tasty points: cake 1, one colour 3 + 2 rosettes + 1 "
    "raspberry-and-blueberry pair = 6; cake 2, two colours 1 + 1 rosette + 2 pairs = 4; cake 3, 3 "
    "+ 1 rosette + 3 pairs = 7. A cake with no half rosette would score 1 more.",
    "cakemaster.lesson.stars": "Your 17 tasty points are the most: 2 stars; the others tie for the "
    "fewest at 13: 0 stars each (anyone between gets 1). Cake 2 serves the customer: 1 more star "
    "(a cake serves one customer at most, a customer one of your cakes).",
    "cakemaster.lesson.end": "Then cards and customers are discarded and the deck reshuffled; round "
    "2 brings two customers, round 3 three. After round 3 the most stars wins; a tie goes to more "
    "tasty points in round 3.",
    # The review's sentences (pygames/cakemaster/review.py): why a move lost
    "cakemaster.review.put": "the {icing} card into cake {cake}, {where}",
    "cakemaster.review.serves": "Better: {best}, which completes that cake for a customer: a star "
    "more. The request: {request}",
    "cakemaster.review.colour.one": "That makes {n} icing colour on cake {cake} (icing points: "
    "{points} at most, 3 for one colour); better: {best}.",
    "cakemaster.review.colour.other": "That makes {n} icing colours on cake {cake} (icing points: "
    "{points} at most, 3 for one colour); better: {best}.",
    "cakemaster.review.rosette": "Better: {best}, which completes a rosette (a tasty point).",
    "cakemaster.review.half": "That leaves a half rosette unmatched in cake {cake} (no tasty point "
    "for a cake without one); better: {best}.",
    "cakemaster.review.pair": "Better: {best}, which makes a raspberry-and-blueberry pair (a tasty "
    "point).",
    "cakemaster.review.keep": "It keeps the {kept} card, which fits your cakes less well than the "
    "{better} card would (cake {cake}, {where}).",
    "cakemaster.review.gift": "It passes the {card} card to {player}, whose cake {cake} it fits; "
    "better to pass them the {other} card.",
    "cakemaster.review.discard": "It discards the {card} card, which fits cake {cake}, {where}; "
    "better to discard the {other} card.",
}
