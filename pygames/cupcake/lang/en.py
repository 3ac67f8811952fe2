"""Cupcake Empire's texts in English: the components' names, refusals, the log,
prompts and score lines."""

TEXTS = {
    # components
    "cupcake.flavour.vanilla": "vanilla",
    "cupcake.flavour.chocolate": "chocolate",
    "cupcake.flavour.lemon": "lemon",
    "cupcake.flavour.mint": "mint",
    "cupcake.flavour.strawberry": "strawberry",
    "cupcake.base.vanilla": "vanilla base",
    "cupcake.base.chocolate": "chocolate base",
    "cupcake.base.mixed": "mixed base",
    "cupcake.frosting.lemon": "lemon frosting",
    "cupcake.frosting.chocolate": "chocolate frosting",
    "cupcake.frosting.mint": "mint frosting",
    "cupcake.frosting.strawberry": "strawberry frosting",
    "cupcake.frosting.mixed": "mixed {a} and {b} frosting",
    "cupcake.liking": "a customer who likes {base} with {frosting}",
    "cupcake.colour.grey": "grey die",
    "cupcake.colour.purple": "purple die",
    "cupcake.colour.yellow": "yellow die",
    "cupcake.colour.orange": "orange die",
    "cupcake.colour.green": "green die",
    "cupcake.colour.pink": "pink die",
    "cupcake.disc.base": "base disc",
    "cupcake.disc.frosting": "frosting disc",
    "cupcake.disc.shop": "shop disc",
    "cupcake.disc.sell": "sell disc",
    "cupcake.disc.income": "income disc",
    "cupcake.disc.creativity": "creativity disc",
    "cupcake.column.bake": "column {number} (bake)",
    "cupcake.column.frost": "column {number} (frost)",
    "cupcake.column.expand": "column {number} (expand)",
    "cupcake.column.sell": "column {number} (sell)",
    "cupcake.column.hire": "column {number} (hire)",
    "cupcake.district.grey": "the grey district {number}",
    "cupcake.district.yellow": "the yellow district {number}",
    "cupcake.district.beige": "the beige district {number}",
    # the parts of an action
    "cupcake.part.base": "choosing a single base",
    "cupcake.part.mixed_base": "taking a mixed base",
    "cupcake.part.frosting": "choosing a single frosting",
    "cupcake.part.mixed_frosting": "taking a mixed frosting",
    "cupcake.part.shop_yellow": "a shop in a yellow district",
    "cupcake.part.shop_beige": "a shop in a beige district",
    "cupcake.part.sell_2": "selling within distance 2",
    "cupcake.part.sell_3": "selling within distance 3",
    "cupcake.part.sell_4": "selling within distance 4",
    "cupcake.part.die": "hiring a die",
    "cupcake.part.disc": "taking an extra-action disc",
    "cupcake.part.bakery_yellow": "a bakery in a yellow district",
    "cupcake.part.hire_4": "a bakery in a beige district or another column's action",
    "cupcake.part.income": "income +3",
    "cupcake.part.creativity": "creativity +2",
    # refusals
    "cupcake.not_a_move": "{move} is not a move of Cupcake Empire.",
    "cupcake.no_part": "Nothing you activated this turn allows {what} now.",
    "cupcake.supply_empty": "The supply has no {what} left.",
    "cupcake.no_grey_dice": "Grey dice are not in the supply: they cannot be hired.",
    "cupcake.no_shop_in_grey": "Shops go in yellow and beige districts, not the grey one.",
    "cupcake.no_bakery_in_grey": "New bakeries go in yellow and beige districts, not the grey one.",
    "cupcake.bakery_yellow_only": "Level 3 of the hire column builds a bakery in a yellow district ({districts}), not in {district}.",
    "cupcake.bakery_beige_only": "Level 4 of the hire column builds a bakery in a beige district ({districts}), not in {district}.",
    "cupcake.too_far": "That customer is farther than your sale reaches.",
    "cupcake.no_bakeries": "You have no bakery left to place.",
    "cupcake.bakery_full": "There is no free bakery space in {district} (bakeries are never displaced).",
    "cupcake.borrow_other": "Level 4 of the hire column borrows another column's action.",
    "cupcake.no_such_level": "The levels of {column} are 1 to {top} only.",
    "cupcake.shops_in_reserve": "You still have shops in reserve: place one of those.",
    "cupcake.no_shops_left": "You have no shop left: move one of yours in the city.",
    "cupcake.move_elsewhere": "A shop is moved to another district.",
    "cupcake.no_shop_there": "You have no shop in {district} to move.",
    "cupcake.district_full": "There is no free shop space in {district}: name a player whose shop you displace.",
    "cupcake.space_free": "There is a free shop space in {district}: nobody is displaced.",
    "cupcake.displace_other": "Only another player's shop may be displaced.",
    "cupcake.no_victim_shop": "Player {victim} has no shop in {district}.",
    "cupcake.no_customer": "House {house} of {district} has no customer.",
    "cupcake.not_present": "You have neither a bakery nor a shop in {district}.",
    "cupcake.not_liked": "No item of your menu is to that customer's liking.",
    "cupcake.disc_twice": "There is already that disc ({kind}) on {column}: no two alike in a column.",
    "cupcake.disc_full": "There is no free disc space on {column}.",
    "cupcake.no_base": "You hold no {what}.",
    "cupcake.no_frosting": "You hold no {what}.",
    "cupcake.special_used": "You have already taken a special action this turn.",
    "cupcake.same_column": "A die is moved to another column.",
    "cupcake.no_die_there": "There is no {colour} on {column}.",
    "cupcake.column_full": "There is no free dice space on {column}.",
    "cupcake.rest_used": "You have already used the rest area this turn.",
    "cupcake.not_resting": "No {colour} is in your rest area.",
    "cupcake.too_many_dice": "There are not that many free dice spaces on {column}.",
    "cupcake.no_idea": "You have no idea disc.",
    "cupcake.no_income": "That gives back {cost} income, more than you have.",
    "cupcake.ideas_full": "You already hold {most}, the most allowed.",
    "cupcake.count.ideas.one": "{n} idea disc",
    "cupcake.count.ideas.other": "{n} idea discs",
    "cupcake.count.steps.one": "{n} step",
    "cupcake.count.steps.other": "{n} steps",
    "cupcake.count.turns.one": "{n} turn",
    "cupcake.count.turns.other": "{n} turns",
    "cupcake.no_ideas_left": "The supply has no idea disc left.",
    "cupcake.first_single": "The first menu item is a single base and a single frosting.",
    "cupcake.pairing_taken": "That pairing is already someone's first menu item.",
    "cupcake.level_too_high": "The dice on {column} reach level {level} only.",
    "cupcake.level_zero": "The dice on {column} give it a level: choose one from 1 up.",
    # what each phase waits for, and its prompt
    "cupcake.now.disc": "Put your start disc on a column first.",
    "cupcake.now.menu": "Choose your first menu item first.",
    "cupcake.now.start": "Activate a column first.",
    "cupcake.now.action": "Do your column's action, or say done.",
    "cupcake.now.after": "Your dice are rolled: end your turn.",
    "cupcake.prompt.disc": "{name}: put your start extra-action disc on a column.",
    "cupcake.prompt.disc_dealt": "{name}: your start extra-action disc is the {disc} ({does}): "
    "put it on a column.",
    "cupcake.prompt.menu": "{name}: choose a single base and a single frosting for your menu.",
    "cupcake.prompt.start": "{name}: activate a column.",
    "cupcake.prompt.action": "{name}: do your action and use your discs, then done.",
    "cupcake.prompt.after": "{name}: end your turn.",
    # the log
    "cupcake.log.start_disc": "put the start disc ({kind}) on {column}",
    "cupcake.log.first": "first menu item: a {base} with a {frosting}",
    "cupcake.log.activate": "activated {column} at level {level}",
    "cupcake.log.base": "took a {what}",
    "cupcake.log.frosting": "took a {what}",
    "cupcake.log.menu": "made a menu item of a {base} and a {frosting}: production +{gain}, "
    "now {production}",
    "cupcake.log.shop": "opened a shop in {to}: sales now {sales}",
    "cupcake.log.shop_moved": "moved a shop from {source} to {to}",
    "cupcake.log.displaced": "{who}'s shop is displaced: their sales -1",
    "cupcake.log.sell": "sold to {customer} at house {house} of {district}, worth {value}",
    "cupcake.log.hire": "hired a {colour} from the supply",
    "cupcake.log.disc": "put an extra-action disc ({kind}) on {column}",
    "cupcake.log.bakery": "built a bakery in {to}: sales and production +{gain}",
    "cupcake.log.borrow": "borrowed the action of {column} at level {level}",
    "cupcake.log.disc_income": "income disc: +{gain}",
    "cupcake.log.disc_creativity": "creativity disc: {steps}",
    "cupcake.log.done": "finished the action",
    "cupcake.log.income": "income rises by {gain}",
    "cupcake.log.goal": "met goal {goal}: +{gain}",
    "cupcake.log.rolled": "rolled {dice}",
    "cupcake.log.rolled_rest": "rolled {dice}; to the rest area: {rest}",
    "cupcake.log.rolled_only_rest": "rolled {dice}, all to the rest area",
    "cupcake.log.die": "{die} {face}",
    "cupcake.log.dice": "{first}, {rest}",
    "cupcake.log.idea": "{who} gains an idea disc",
    "cupcake.log.end": "ended the turn",
    "cupcake.log.ending": "{who} has reached {income}: this round is the last",
    "cupcake.log.over": "the round is over: the game ends",
    "cupcake.log.turn_limit": "{turns} each: the game ends",
    "cupcake.log.rest_idea": "brought {dice} back from the rest area to {column} for an idea disc",
    "cupcake.log.rest_income": "brought {dice} back from the rest area to {column} for {n} income",
    "cupcake.log.idea_disc": "spent an idea disc on an extra-action disc",
    "cupcake.log.buy_idea": "gave back {cost} income for an idea disc",
    "cupcake.log.idea_move": "spent an idea disc to move a {colour} from {source} to {target}",
    "cupcake.log.pay_move": "gave back {cost} income to move a {colour} from {source} to {target}",
    # score lines
    "cupcake.score.income": "Income",
    "cupcake.score.customers": "Customers served: {n}",
    "cupcake.score.shops": "Shops in the city: {n}",
    "cupcake.score.tiebreak_customers": "Tie-break: customers served {n}",
    "cupcake.score.tiebreak_shops": "Tie-break: shops in the city {n}",
    "cupcake.tie.customers": "more customers served",
    "cupcake.tie.shops": "more shops in the city",
    "cupcake.unit.one": "{n} income",
    "cupcake.unit.other": "{n} income",
    "cupcake.dice.one": "{n} die",
    "cupcake.dice.other": "{n} dice",
    # The coach's words for a move (ui/coach.py)
    "cupcake.coach.first": "First menu item: a {base} with a {frosting}",
    # The tutorial (tutorial.py): each step's sentence, in the order taught
    "cupcake.lesson.goal": "Welcome to Cupcake Empire! Income is your score: after each action it "
    "rises by the lower of your production and your sales. You start at income 5, production 2 "
    "and sales 1, with a bakery in the grey district.",
    "cupcake.lesson.start_disc": "You were dealt a shop disc, one of six kinds of extra-action "
    "disc. Put it on column 3 (expand), where it opens one more shop; a column never holds two "
    "discs alike.",
    "cupcake.lesson.first": "Your opponent took vanilla with lemon as their first menu item: "
    "nobody may pair those again. Choose vanilla with chocolate, which a customer in the yellow "
    "district 3 likes.",
    "cupcake.lesson.board": "Your dice stand in five columns: bake, frost, expand, sell, hire. "
    "Three dice give a column level 1 and more dice higher levels; each die of its colour (or "
    "pink) adds a level. Coloured dice start on their own columns, grey ones where they rolled.",
    "cupcake.lesson.activate": "Activate column 3 (expand) at level 1: it opens a shop in a "
    "yellow district, and your shop disc, whose space level 1 reaches, opens another.",
    "cupcake.lesson.shop": "Open a shop in the yellow district 3, where that customer lives: each "
    "shop raises your sales by 1. The city has a grey, two yellow and three beige districts, of "
    "four houses each.",
    "cupcake.lesson.shop_disc": "Now your disc's shop: the yellow district 2. At two players the "
    "spaces marked for more stay blocked. In a full district you may displace another player's "
    "shop; with none left, you move one of yours.",
    "cupcake.lesson.done": "Say done: your action is over and your income rises. Then the dice "
    "that stood in column 3 are rolled again and go to the columns of their numbers.",
    "cupcake.lesson.income": "Income +2, now 7: the lower of production 2 and sales 3. Your grey "
    "die rolled a 6 and went to the rest area: the first 6 of a turn gives you an idea disc, and "
    "your opponent a creativity step.",
    "cupcake.lesson.end": "End your turn: your opponent plays next.",
    "cupcake.lesson.menu": "Your opponent baked a chocolate base, and their frosting disc added a "
    "mint frosting. Any time in your turn, a base and a frosting you hold make a menu item: "
    "production +2, or +3 and +4 with the mixed layers of higher levels.",
    "cupcake.lesson.sell_column": "Column 4 (sell) holds three dice, the green one its expert: "
    "level 2, a sale within distance 3. Activate it at level 2.",
    "cupcake.lesson.sell": "Sell to house 3 of the yellow district 3, where your shop is: its "
    "pants (vanilla) and shirt (chocolate) match your vanilla and chocolate menu item.",
    "cupcake.lesson.sold": "The customer came to your board at its house's number, 2: your sales "
    "and income rose by 2 at once. A board holds any number of customers, and a menu item serves "
    "them all game long.",
    "cupcake.lesson.done_again": "Say done: income rises again, by the lower of production 2 and "
    "sales 5.",
    "cupcake.lesson.sixes": "Income +2, now 11. Two 6s: an idea disc, then a creativity step; "
    "your opponent moved 2 steps onto a green square and gained an idea disc too (3 at most). "
    "Production holds you back now: bake and frost next.",
    "cupcake.lesson.hire": "Column 5 (hire) takes a die from the supply (level 1), and an "
    "extra-action disc too (level 2); a hired die waits on its colour's column, pink on column 5. "
    "Level 3 builds a bakery in a yellow district, level 4 in a beige one or does another "
    "column's action.",
    "cupcake.lesson.discs": "Bakeries raise sales and production and are never displaced. A disc "
    "you gain may go on the column in use and works at once if its level reaches it. The supply "
    "is limited and holds no grey dice.",
    "cupcake.lesson.rest": "Once a turn, bring rest dice back into a column (all for an idea "
    "disc, or 1 income each), and take one special action: an idea disc for an extra-action disc "
    "or a die moved, 2 income for an idea disc, or 3 income a die moved.",
    "cupcake.lesson.goals": "The board shows four goals, one drawn from each pile (A menu, B "
    "customers, C city, D discs): meet one by the end of your action and your income rises by 6, "
    "once each.",
    "cupcake.lesson.over": "When someone ends a turn at 70 income or more, the round is played "
    "out so everyone had as many turns. The highest income wins; a tie goes to more customers, "
    "then more shops in the city.",
    # The review's sentences (review.py): why a move lost, from the mover's view
    "cupcake.count.parts.one": "{n} part",
    "cupcake.count.parts.other": "{n} parts",
    "cupcake.count.track_steps.one": "{n} step",
    "cupcake.count.track_steps.other": "{n} steps",
    "cupcake.review.goal": "Better: {best}, which meets goal {goal} this turn ({gain} more).",
    "cupcake.review.customer": "Better: {best}, which serves a customer this turn (the customer's value goes on your sales).",
    "cupcake.review.income": "Better: {best}, which earns {more} more this turn.",
    "cupcake.review.growth": "Better: {best}, which raises production and sales {steps} further this turn: more income every turn to come.",
    "cupcake.review.done_early": "Finishes the action with {parts} of it unused.",
    "cupcake.review.menu_left": "Ends the turn with a menu item unmade: a {base} with a {frosting} raises production by {gain}.",
    "cupcake.review.paid": "Gives back {paid} that this turn does not earn back. Better: {best}.",
}

# The board and the screen speak from their own part of the catalog.
from pygames.cupcake.lang.screen_en import TEXTS as _SCREEN  # noqa: E402

TEXTS.update(_SCREEN)
