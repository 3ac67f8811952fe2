"""Cupcake Empire rules help, with every table this edition designed (the city, the
player board's columns, the supply by player count) and its choices where the rulebook is
silent or slips.

One text per language ("en", "zh-TW", "ja"), each with the same sections, lists and
tables in the same order. The tables are built from ``data``, so help and game cannot
disagree. The markup is the small subset of Markdown the app renders.
"""

from __future__ import annotations

from pygames.cupcake.data import TURN_LIMIT
from pygames.cupcake.help_tables import (
    column_table,
    district_table,
    first_tables,
    goal_table,
    supply_table,
)

EN = """\
# Cupcake Empire

Your dice are your staff. Each turn you put one column of your board to work: bake
bases, prepare frostings, open shops, sell to the city's customers or hire. Your income
rises every turn by the **lower** of your production and your sales, so grow both. The
first to end a turn at **70** income ends the game at the end of that round; the
highest income wins.

## Components
- A city of 6 districts (1 grey start district, 2 yellow, 3 beige), each with 4 houses,
  shop spaces and bakery spaces; the income track around it.
- 24 customers, 3 of each liking: pants light brown (vanilla base) or dark brown
  (chocolate base), shirt yellow (lemon), brown (chocolate), green (mint) or red
  (strawberry).
- 40 dice: 12 grey, 4 pink, 6 each of purple, yellow, orange and green.
- 28 bases (16 single: 8 vanilla, 8 chocolate; 12 mixed) and 28 frostings (16 single: 4
  of each flavour; 12 mixed: 2 of each of the 6 pairs of flavours).
- 24 extra-action discs (4 of each of 6 kinds), 12 idea discs, 20 goal tiles (piles A–D).
- Per player: a board, 8 dice (3 grey, one each purple, yellow, orange, green, pink),
  3 bakeries, 6 shops, 3 cubes and 5 discs of its colour. On the screen a player's
  pieces also carry the seat's shape and number (seat 1 a circle, 2 a square, 3 a
  triangle, 4 a diamond), so colour is never the only sign.

[picture: pieces] The pieces as the board draws them: a die of each colour (its colour's letter in a corner), a customer (its shirt is the frosting it likes, its pants the base), a player's shop and bakery (the seat's number on them), a cupcake of single layers and one of mixed layers.

### The city (this edition's layout)
A house's number is what a customer there is worth: its sale value, by which sales and
income rise. Shop spaces marked "3+" are blocked at 2 players, those marked "4+" at 2
and 3 players, by shops of unused colours that never move. The grey district has a
bakery space per player and no shop space (no action places a shop there).

DISTRICT_TABLE

### The player board (this edition's layout)
Each column has 6 dice spaces. Its base level is the number of thresholds its dice
reach; each expert die in it (the column's colour, or pink anywhere) adds a level, up to
its top. Each column has one extra-action disc space per level; a disc is placed on the
column's first free space and can be used when the level done reaches its space.

COLUMN_TABLE

Production and sales run from 0 to 20. The creativity track is a ring of 12 squares,
every third one green (0, 3, 6, 9); your marker starts on square 0.

### The supply by player count (this edition's table)
The supply is limited. At 4 players no pink die is in it; grey dice never are.

SUPPLY_TABLE

## Set-up
1. The customers are placed at random on the houses, 4 to a district.
2. One goal tile is drawn from each of the piles **A, B, C and D**: 4 goals are in play.
   The rulebook's set-up names only piles A–C, but its appendix lists 4 piles and its turn
   speaks of "one or more of the 4 goals": naming only A–C is a slip, and this edition
   draws from all four.
3. Each player: income 5, a bakery in the grey district, creativity on the green square,
   production 2, sales 1; the purple, yellow, orange, green and pink dice on their own
   columns (1 purple, 2 yellow, 3 orange, 4 green, 5 pink); the 3 grey dice rolled (6s
   rolled again) onto the columns of their numbers.
4. One extra-action disc of each kind is shuffled and each player is dealt one; from the
   start player clockwise, each puts it on the top space of a column of its choice.
5. A start player is drawn. From the player on its right, counter-clockwise, each picks
   a single base and a single frosting nobody has paired yet: its first menu item.
   Production 2 already stands for it (it adds nothing).

[picture: start-board] A player's board after the set-up: the purple, yellow, orange, green and pink dice on their own columns, the grey dice rolled onto the columns of their numbers, the dealt disc (creativity) on column 1's top space. The framed row is the level each column's dice reach.

## A turn
1. **Activate** a column at its level or any lower one, and do its action. The column's
   discs whose space that level reaches may be used before or after it, in any order.
   A column with no level (even an empty one) may be activated at level 0: nothing
   happens but its dice are rolled again. When you are done, say so (what is left of
   the action is given up).
2. **Income**: it rises by the lower of production and sales. Then each goal in play
   you meet now is claimed for +6 income, once per player; a goal claimed stays yours
   even if you lose what met it.
3. **Re-roll** the dice used this turn and the dice hired this turn, and place them by
   number, colour ignored. The dice used are those that stood in the column when you
   activated it: one moved away since by a special action is still rolled (from where
   it stands), and one moved or brought back into the column after you activated it
   was not used and stays. 6s go to the rest area, and so does a die whose column is
   full. The first 6 gives you an idea disc, each further 6 one creativity step; every
   other player moves its creativity marker one step per 6 you rolled. Reaching a green
   square gives an idea disc, even in another's turn. No one holds more than 3.

At any time in your turn (before activating, during the action, after the roll) you may
make menu items, use the rest area once, and take one special action. Each is its own
move in the record.

[picture: income-step] The income step: production 2, sales 5, so income rises by the lower of the two, 2, from 8 to 10.

[picture: two-sixes] The rulebook's example: 5 dice re-rolled, two 6s go to the rest area. The first 6 gives Player 1 an idea disc, the second moves its creativity marker from square 2 to the green square 3: a second idea disc. Every other player moves 2 steps: Player 3, from square 1 to square 3, gains an idea disc too.

## The columns
- **1 Bake**: level 1 a chosen single base; level 2 a mixed base; level 3 both.
- **2 Frost**: level 1 a chosen single frosting; level 2 a mixed frosting (any pair left
  in the supply); level 3 both.
- **Menu items**: at any time in your turn, a base and a frosting you hold make a menu
  item for good: production +2 (both single), +3 (one mixed), +4 (both mixed). A menu
  item serves any number of customers.
- **3 Expand**: level 1 a shop in a yellow district; level 2 in a beige one; level 3 one
  of each. Each shop raises sales by 1. In a full district you may displace another
  player's shop (it goes back to its owner, whose sales fall by 1), never a blocking
  shop. With no shop left in reserve you move one of yours in the city to another
  district instead, sales unchanged.
- **4 Sell**: in a district where you have a bakery or a shop, serve a customer at
  distance at most 2, 3 or 4 (levels 1–3) who likes an item of your menu: its pants
  give the base, its shirt the frosting, and a mixed layer serves either of its
  flavours. The customer goes to your board at its value; sales and income rise by it.
- **5 Hire**: level 1 a die from the supply; level 2 a die and an extra-action disc;
  level 3 a bakery in a yellow district (sales and production +1) and a disc; level 4 a
  bakery in a beige district (sales and production +2), or any other column's action
  at any level, with column 5's discs only. A hired die waits on its colour's column
  (pink: column 5) without changing the action under way, and is rolled at the end of
  the turn. A disc gained may go on the column in use and be used at once if the level
  reaches its space. Bakeries are never displaced.

[picture: column-levels] Column 5 (hire): 3 dice reach level 1 and the pink die, an expert (★), adds one: level 2 is framed. An empty space's number is the level a die there would reach; each level's row says what it gives, its disc space at its left (income +3 on level 1's).

[picture: menu-items] Menu items: a single base and a single frosting raise production by 2, one mixed layer by 3, both mixed by 4.

[picture: sell-example] The rulebook's selling example: two green experts lift column 4 to level 2, a sale within distance 3. The player has a shop in beige district 5, where the customer at distance 3 likes mint on chocolate, an item of its menu.

[picture: sale-revenue] After that sale: the customer stands on the board's value 3 (its house's number), and sales and income rose by 3: income 5 became 8.

[picture: borrow-example] The rulebook's example of column 5's level 4: its pink expert lifts 5 dice to level 4, which activates column 4 at level 3, a sale within distance 4, though column 4's one die reaches level 1 only. Column 4's sell disc cannot be used: only column 5's discs.

## Extra-action discs
A column never holds two discs of a kind. The six kinds:
- a single base of your choice;
- a single frosting of your choice;
- a shop in a yellow district;
- a sale within distance 2 where you have a bakery or a shop;
- income +3;
- creativity +2.

[picture: discs] The six extra-action discs, each with its letter, as the board shows them on a column's disc spaces.

## Rest area and special actions
- **Rest area** (once a turn): bring rest dice back into one column, any number of them
  for one idea disc, or one income per die, as far as the column's spaces allow.
- **Special action** (one a turn), one of: an idea disc for an extra-action disc on
  any column; an idea disc to move a die from one column to another (the dice below
  move up); 2 income for an idea disc; 3 income per die moved from one column to
  another (as many dice as you pay for).

[picture: rest-area] A board's idea discs (1 held of 3) and its rest area: 2 dice wait there until the rest area or a special action brings them back into a column.

## The end
When a player ends its turn at 70 income or more, the round is played out so that all
have had the same number of turns, and the game ends. The highest income wins; ties go
to more customers, then more shops in the city, else the win is shared. As a safeguard
this edition also ends the game after TURN_LIMIT turns each.

[picture: income-track] The income track: Player 1 ended its turn at 71, past the framed 70. The round is played out (Players 2 and 3 still play), and the highest income wins.

## The goals
Each goal in play is worth +6 income to every player who meets it, once. Menu items
count however they were made, the first one included; bakeries count in yellow and
beige districts only, so the grey start bakery never does.

[picture: goals] The 4 goals of a game, one from each pile A to D; each gives +6 income to every player who meets it.

GOAL_TABLE

## This edition's choices
- The city's houses, shop and bakery spaces, the columns' dice thresholds and disc
  spaces, the tracks and the supply are this edition's design (tables above): the
  rulebook and public sources give only the components' counts.
- **Which dice are re-rolled** (rule CE17). The rulebook re-rolls "all the dice used
  this turn and the newly gained ones". This edition reads "used" as the dice standing
  in the activated column at the moment you activate it: dice you moved there or
  brought back from the rest area before activating are used (they raised the level),
  a die moved away afterwards was used all the same and is rolled from where it
  stands, and a die moved in afterwards did nothing and stays. The dice hired this
  turn are rolled too.
- Goals are checked in the income step; a goal met later in the turn is claimed in
  your next income step.
- An extra-action disc always goes on the first free space of the column you choose.

[picture: blocked-spaces] Beige district 5 at 2 players, as this edition lays it out: each house's distance (in the circle) and sale value (in the red square), 2 free shop spaces, 2 more blocked at this player count (crossed), and 2 bakery spaces.

### The first tables (rules version 1)
FIRST_TABLES
"""

ZH = """\
# 杯子蛋糕帝國

骰子就是你的員工。每回合啟動個人圖板上的一個行動欄：烘烤蛋糕底層、準備糖霜層、拓展
蛋糕店、把杯子蛋糕賣給城市裡的顧客，或招募員工。每回合收入依生產與銷售中**較低**的
一項前進，所以兩者都要發展。第一位在回合結束時收入達到**70**的玩家，會讓遊戲在該輪
結束時結束；收入最高者獲勝。

## 內容物
- 城市圖板：6個區域（1個灰色起始區、2個黃色區、3個米色區），每區4棟房屋，以及蛋糕店
  和烘焙坊空位；外圍是收入軌。
- 24個顧客，每種喜好3個：褲子淺棕色（原味蛋糕底層）或深棕色（巧克力蛋糕底層），
  上衣黃色（檸檬）、黑褐色（巧克力）、綠色（薄荷）或紅色（草莓）。
- 40顆骰子：12灰、4粉紅，紫、黃、橘、綠各6。
- 28個蛋糕底層（16個單種：原味8、巧克力8；12個混合）與28個糖霜層（16個單種：每種口味
  4個；12個混合：6種口味組合各2個）。
- 24枚額外行動圓片（6種各4枚）、12枚創意圓片、20片目標板塊（A–D四疊）。
- 每位玩家：1張玩家圖板、8顆骰子（3灰，紫、黃、橘、綠、粉紅各1）、3個烘焙坊、6個
  蛋糕店、3個方塊和5枚圓片。畫面上玩家的配件另有座位的形狀與號碼（1號圓形、2號正方形、
  3號三角形、4號菱形），不只靠顏色分辨。

[picture: pieces] 棋盤畫出的配件：每種顏色的骰子（角落有顏色的字）、顧客（上衣是它喜歡的糖霜層，褲子是蛋糕底層）、玩家的蛋糕店和烘焙坊（上有座位號碼）、單種的杯子蛋糕和混合的杯子蛋糕。

### 城市（本版的設計）
房屋上的數字就是該處顧客的價值：銷售價值，銷售和收入依此提高。標示「3+」的蛋糕店空位
在2人遊戲時被擋住，標示「4+」的在2人和3人遊戲時被擋住，用未使用顏色的蛋糕店擋住，
永不移動。灰色區域每位玩家有1個烘焙坊空位，沒有蛋糕店空位（沒有行動能在那裡拓展）。

DISTRICT_TABLE

### 玩家圖板（本版的設計）
每個行動欄有6個骰子空位。基本等級是骰子數量達到的門檻數；欄中每顆專家骰（該欄顏色，
或任何欄的粉紅骰）再提高1級，最多到最高等級。每欄每個等級有1個額外行動圓片空位；
圓片放在該欄第一個空位，當執行的等級達到該空位時可以使用。

COLUMN_TABLE

生產和銷售軌為0到20。創意區是12格的環，每3格一個綠色格（0、3、6、9）；標記從第0格開始。

### 依人數的供應區（本版的表）
供應區數量有限。4人遊戲時沒有粉紅骰；灰骰永遠不在供應區。

SUPPLY_TABLE

## 遊戲設置
1. 顧客隨機放在房屋上，每區4個。
2. 從**A、B、C、D**四疊目標板塊各抽1片：共4個目標。規則書的設置只寫了A–C三疊，
   但附錄列出4疊，遊戲流程也說「4個目標中的一個或以上」：只寫A–C是筆誤，本版從四疊各抽。
3. 每位玩家：收入5、灰色區域1個烘焙坊、創意標記在綠色格、生產2、銷售1；紫、黃、橘、
   綠、粉紅骰放在同色行動欄（1紫、2黃、3橘、4綠、5粉紅）；擲3顆灰骰（6點重擲）放到
   對應數字的行動欄。
4. 每種額外行動圓片各1枚洗混，每位玩家隨機抽1枚；從起始玩家開始順時針，各自放在自選
   行動欄最上方的空位。
5. 隨機決定起始玩家。從其右手邊玩家開始逆時針，每人選1個單種蛋糕底層配1個單種糖霜層，
   不能與他人重複：作為起始菜單。起始的生產2已代表它（不再提高）。

[picture: start-board] 設置後的玩家圖板：紫、黃、橘、綠、粉紅骰在同色行動欄，灰骰擲出後放在對應數字的行動欄，抽到的圓片（創意）放在第1欄最上方的空位。框起來的一列是各欄骰子達到的等級。

## 玩家回合
1. **啟動**一個行動欄，以其等級或任一較低等級執行其行動。該欄中空位等級達到的額外行動
   圓片，可以在行動之前或之後依任意順序使用。沒有等級的行動欄（即使沒有骰子）可以用
   等級0啟動：不執行任何行動，只重擲其骰子。完成後宣告完成（未執行的部分即放棄）。
2. **收入**：依生產和銷售中較低的數值前進。然後每個你此時達成的目標可以完成，收入+6，
   每位玩家每個目標一次；已完成的目標即使之後條件消失仍算完成。
3. **重擲**本回合使用過的骰子和本回合招募的骰子，依點數放到行動欄（不考慮顏色）。使用過
   的骰子是你啟動該欄時站在欄中的骰子：之後被特殊行動移走的仍要重擲（從它所在的位置），
   啟動之後才移入或從休息區移回該欄的骰子沒有被使用，留在原處。6點放到休息
   區，欄位已滿的骰子也放到休息區。第1顆6獲得1枚創意圓片，之後每顆6讓創意標記前進1格；
   其他玩家每人依你擲出的6的數量前進。到達綠色格獲得創意圓片，即使在別人的回合。
   每人最多3枚。

在你回合的任何時候（啟動前、行動中、擲骰後），你可以創建菜單、使用休息區一次，並執行
一個特殊行動。每一項在紀錄中都是獨立的動作。

[picture: income-step] 收入步驟：生產2、銷售5，收入依較低的2前進，從8到10。

[picture: two-sixes] 規則書的範例：重擲5顆骰子，兩顆6放到休息區。第一顆6讓玩家1獲得1枚創意圓片，第二顆讓創意標記從第2格前進到綠色的第3格：再獲得1枚創意圓片。其他玩家各前進2格：玩家3從第1格到第3格，也獲得1枚創意圓片。

## 行動欄
- **1 烘烤**：等級1選擇1個單種蛋糕底層；等級2拿取1個混合蛋糕底層；等級3兩者皆有。
- **2 糖霜**：等級1選擇1個單種糖霜層；等級2拿取1個混合糖霜層（供應區中任一組合）；
  等級3兩者皆有。
- **菜單**：在你回合的任何時候，用手上的1個蛋糕底層和1個糖霜層永久創建菜單：生產+2
  （兩者單種）、+3（一個混合）、+4（兩者混合）。菜單可以服務任何數量的顧客。
- **3 拓展**：等級1在黃色區域拓展1間蛋糕店；等級2在米色區域；等級3各1間。每間蛋糕店
  銷售+1。區域已滿時可以移除其他玩家的蛋糕店（退回其儲備區，該玩家銷售-1），但不能移除
  擋住空位的蛋糕店。儲備區沒有蛋糕店時，改為把你在城市中的一間蛋糕店移到另一個區域，
  銷售不變。
- **4 販售**：在你有烘焙坊或蛋糕店的區域，賣給距離至多2、3或4（等級1–3）、喜歡你菜單中
  某種杯子蛋糕的顧客：褲子決定蛋糕底層，上衣決定糖霜層，混合層可滿足其任一口味。顧客
  放到你圖板上對應價值的位置，銷售和收入依其價值提高。
- **5 招募**：等級1從供應區拿1顆骰子；等級2拿1顆骰子和1枚額外行動圓片；等級3在黃色區域
  放置烘焙坊（銷售和生產+1）並拿1枚圓片；等級4在米色區域放置烘焙坊（銷售和生產+2），
  或以任一等級啟動其他任一行動欄的行動，只能使用第5欄的圓片。招募的骰子放在同色行動欄
  （粉紅：第5欄）等待，不改變正在執行的行動，並在回合結束時重擲。獲得的圓片可以放在
  正在使用的行動欄，等級達到時立即使用。烘焙坊永遠不會被取代。

[picture: column-levels] 第5欄（招募）：3顆骰子達到等級1，粉紅骰是專家（★），再提高1級：框起來的是等級2。空位上的數字是骰子放到那裡時達到的等級；每個等級的一列寫著它給什麼，左邊是它的圓片空位（等級1的空位上有收入+3）。

[picture: menu-items] 菜單：單種蛋糕底層配單種糖霜層，生產+2；一個混合層，+3；兩者混合，+4。

[picture: sell-example] 規則書的販售蛋糕範例：2顆綠色專家骰讓第4欄達到等級2，可賣給距離3以內的顧客。玩家在米色的第5區有一間蛋糕店，那裡距離3的顧客想買薄荷糖霜巧克力蛋糕，玩家的菜單中有這種蛋糕。

[picture: sale-revenue] 販售之後：顧客放在圖板上價值3的位置（依房屋上的數字），銷售和收入各提高3：收入從5到8。

[picture: borrow-example] 規則書的啟動其他行動欄範例：第5欄的粉紅專家骰讓5顆骰子達到等級4，啟動第4欄的等級3，可賣給距離4以內的顧客，即使第4欄只有1顆骰子、只達到等級1。第4欄的販售圓片不能使用：只能用第5欄的圓片。

## 額外行動圓片
同一行動欄不能有兩枚相同的圓片。六種圓片：
- 選擇1個單種蛋糕底層；
- 選擇1個單種糖霜層；
- 在黃色區域拓展1間蛋糕店；
- 在你有烘焙坊或蛋糕店的區域賣給距離2以內的顧客；
- 收入+3；
- 創意+2。

[picture: discs] 六種額外行動圓片，各有其字，如同棋盤在行動欄的圓片空位上所畫。

## 休息區及特殊行動
- **休息區**（每回合一次）：把休息區的骰子移回同一個行動欄，用1枚創意圓片移回任意數量，
  或每顆骰子後退1格收入，但不能超過該欄的空位。
- **特殊行動**（每回合一個），擇一：用1枚創意圓片拿取1枚額外行動圓片放到任一行動欄；
  用1枚創意圓片把1顆骰子移到另一個行動欄（下方骰子向上補滿）；後退2格收入獲得1枚創意
  圓片；每後退3格收入把1顆骰子移到另一個行動欄（付多少移多少）。

[picture: rest-area] 玩家圖板上的創意圓片（3枚中持有1枚）和休息區：2顆骰子在那裡等待，直到休息區或特殊行動把它們移回行動欄。

## 遊戲結束
當一位玩家在回合結束時收入達到或超過70，該輪繼續進行到所有玩家回合數相同，然後遊戲
結束。收入最高者獲勝；平手時顧客較多者獲勝，再平手時城市中蛋糕店較多者獲勝，仍平手則
共享勝利。作為保險，本版也在每人TURN_LIMIT回合後結束遊戲。

[picture: income-track] 收入軌：玩家1在回合結束時收入71，超過框起來的70。該輪繼續進行（玩家2和玩家3仍要進行回合），收入最高者獲勝。

## 目標
每個目標讓每位達成的玩家收入+6，各一次。菜單不論如何創建都計算，包括起始菜單；烘焙坊
只計算黃色和米色區域的，所以灰色的起始烘焙坊永不計算。

[picture: goals] 一局的4個目標，A到D四疊各1個；每個讓每位達成的玩家收入+6。

GOAL_TABLE

## 本版的選擇
- 城市的房屋、蛋糕店和烘焙坊空位、行動欄的骰子門檻和圓片空位、各軌道和供應區數量都是
  本版的設計（見上表）：規則書和公開資料只提供配件數量。
- **重擲哪些骰子**（規則CE17）。規則書寫「將本回合所有使用過及新獲得的骰子重擲」。本版
  把「使用過」解讀為你啟動行動欄那一刻站在該欄中的骰子：啟動前移入或從休息區移回的骰子
  算使用過（它們提高了等級）；之後被移走的骰子仍算使用過，從它所在的位置重擲；之後才移入
  的骰子沒有作用，留在原處。本回合招募的骰子也要重擲。
- 目標在收入步驟檢查；在該回合稍後才達成的目標，在你下一次收入步驟完成。
- 額外行動圓片總是放在你所選行動欄的第一個空位。

[picture: blocked-spaces] 2人遊戲時的米色第5區，依本版的設計：每棟房屋的距離（圓圈中）和銷售價值（紅色方塊中）、2個空的蛋糕店空位、另外2個在此人數被擋住（打叉），以及2個烘焙坊空位。

### 最初的表（規則版本1）
FIRST_TABLES
"""

JA = """\
# カップケーキ帝国

ダイスはあなたの従業員です。毎手番、ボードの列を1つ動かします：生地を焼く、フロスティ
ングを作る、店舗を出す、町のお客に売る、雇う。収入は毎手番、生産と販売の**低いほう**だけ
上がるので、両方を育てましょう。手番の終わりに収入が**70**に達した人が出ると、そのラウンド
の終わりにゲームが終わり、収入が最も高い人の勝ちです。

## 内容物
- 6地区（灰色の開始地区1、黄色2、ベージュ3）の町。各地区に家4軒、店舗スペースとベーカ
  リースペース。周りに収入トラック。
- お客24人、好み1種につき3人：ズボンは薄茶（バニラ生地）か焦げ茶（チョコレート生地）、
  シャツは黄（レモン）、茶（チョコレート）、緑（ミント）、赤（ストロベリー）。
- ダイス40個：灰色12、ピンク4、紫・黄・オレンジ・緑が各6。
- 生地28枚（単品16：バニラ8、チョコレート8；ミックス12）とフロスティング28枚（単品16：
  各味4；ミックス12：6組の味の組み合わせが各2）。
- 追加アクションディスク24枚（6種各4）、アイデアディスク12枚、目標タイル20枚（A–Dの山）。
- 各プレイヤー：ボード1枚、ダイス8個（灰色3、紫・黄・オレンジ・緑・ピンク各1）、
  ベーカリー3軒、店舗6軒、自分の色のキューブ3個とディスク5枚。画面ではプレイヤーの
  コマに席の形と番号も付き（1番は円、2番は四角、3番は三角、4番はひし形）、色だけに
  頼らず見分けられます。

[picture: pieces] ボードが描くコマ：各色のダイス（隅に色の文字）、お客（シャツが好きなフロスティング、ズボンが生地）、プレイヤーの店舗とベーカリー（席の番号付き）、単品のカップケーキとミックスのカップケーキ。

### 町（この版の配置）
家の数字はそこにいるお客の価値（販売価値）で、販売と収入がその分上がります。「3+」の
店舗スペースは2人で、「4+」のものは2人と3人で、使わない色の店舗でふさがれ、動きません。
灰色の地区にはプレイヤーごとのベーカリースペースがあり、店舗スペースはありません（そこへ
出店するアクションはありません）。

DISTRICT_TABLE

### プレイヤーボード（この版の配置）
各列にダイススペース6つ。基本のレベルは、ダイスの数が届いたしきいの数です。列の
エキスパートダイス（列の色、またはどこでもピンク）1個ごとにレベルが1上がり、最高
レベルまでです。各列にはレベルごとに追加アクションディスクのスペースが1つあり、
ディスクは列の最初の空きに置かれ、行ったレベルがそのスペースに届けば使えます。

COLUMN_TABLE

生産と販売は0から20まで。創造力トラックは12マスの輪で、3マスごとに緑（0、3、6、9）。
マーカーは0から始まります。

### 人数ごとのストック（この版の表）
ストックには限りがあります。4人ではピンクのダイスはなく、灰色のダイスはいつもありません。

SUPPLY_TABLE

## 準備
1. お客を家にランダムに置きます。1地区に4人。
2. **A、B、C、D**の山から目標タイルを1枚ずつ引きます：目標は4つ。元の規則の準備はA–C
   の山しか書いていませんが、付録は4つの山を挙げ、手番の説明も「4つの目標のうち1つ以上」
   と言います：A–Cだけなのは誤記で、この版は4つの山から引きます。
3. 各プレイヤー：収入5、灰色の地区にベーカリー1軒、創造力は緑のマス、生産2、販売1；紫・
   黄・オレンジ・緑・ピンクのダイスを同じ色の列へ（1紫、2黄、3オレンジ、4緑、5ピンク）；
   灰色のダイス3個を振り（6は振り直し）、出目の列へ。
4. 追加アクションディスクを各種1枚ずつ混ぜ、各自1枚を引きます。スタートプレイヤーから
   時計回りに、好きな列のいちばん上のスペースに置きます。
5. スタートプレイヤーを決めます。その右隣から反時計回りに、単品の生地と単品のフロス
   ティングを誰とも重ならない組み合わせで選びます：最初のメニュー。生産2がすでにそれを
   表します（上がりません）。

[picture: start-board] 準備の後のプレイヤーボード：紫・黄・オレンジ・緑・ピンクのダイスは同じ色の列に、灰色のダイスは振って出目の列に、引いたディスク（創造力）は第1列のいちばん上のスペースに。枠で囲んだ行が、各列のダイスが届いているレベルです。

## 手番
1. 列を1つ、そのレベルかより低いレベルで**起動**し、アクションを行います。スペースにその
   レベルが届く列のディスクは、アクションの前か後に好きな順で使えます。レベルのない列
   （ダイスがなくても）はレベル0で起動でき、何も起きずにそのダイスだけ振り直します。
   終えたら完了と言います（残ったアクションは放棄します）。
2. **収入**：生産と販売の低いほうだけ上がります。その後、いま満たしている目標ごとに
   収入+6、1人1回です。達成した目標は、後で条件を失っても自分のものです。
3. この手番に使ったダイスと雇ったダイスを**振り直し**、色に関係なく出目の列へ置きます。
   使ったダイスとは、列を起動した時にその列にあったダイスです：その後に特殊アクションで
   動かしたものも（今ある場所から）振り、起動の後に列へ動かしたり休憩所から戻したりした
   ダイスは使っていないので、そのまま残ります。
   6は休憩所へ、列が満員のダイスも休憩所へ。最初の6でアイデアディスク1枚、以後の6は
   1つにつき創造力1マス；他のプレイヤーはあなたの出した6の数だけ進みます。緑のマスに
   着くと、他人の手番でもアイデアディスクを得ます。持てるのは3枚まで。

手番中いつでも（起動の前、アクション中、振り直しの後）、メニューを作り、休憩所を1回使い、
特殊アクションを1つ行えます。それぞれが記録の1手です。

[picture: income-step] 収入の段階：生産2、販売5なので、収入は低いほうの2だけ上がり、8から10になります。

[picture: two-sixes] 元の規則の例：ダイス5個を振り直し、6が2つ休憩所へ。最初の6でプレイヤー1はアイデアディスク1枚、2つ目の6で創造力マーカーがマス2から緑のマス3へ進み、もう1枚。他のプレイヤーは2マスずつ進み、プレイヤー3はマス1からマス3へ進んで、アイデアディスクを得ます。

## 列
- **1 焼く**：レベル1で単品の生地を選ぶ；レベル2でミックスの生地；レベル3で両方。
- **2 フロスティング**：レベル1で単品のフロスティングを選ぶ；レベル2でミックスの
  フロスティング（ストックにある組み合わせ）；レベル3で両方。
- **メニュー**：手番中いつでも、持っている生地とフロスティングでメニューを永久に作ります：
  生産+2（両方単品）、+3（片方ミックス）、+4（両方ミックス）。メニューは何人のお客にも
  出せます。
- **3 出店**：レベル1で黄色の地区に店舗；レベル2でベージュの地区；レベル3で各1軒。
  店舗1軒ごとに販売+1。満員の地区では他のプレイヤーの店舗を追い出せます（持ち主に戻り、
  その販売-1）。ふさいでいる店舗は追い出せません。手元に店舗がなければ、町の自分の店舗を
  別の地区へ動かします（販売は変わりません）。
- **4 販売**：自分のベーカリーか店舗のある地区で、距離2、3、4まで（レベル1–3）の、
  メニューの品を好むお客に売ります：ズボンが生地、シャツがフロスティング、ミックスは
  どちらの味にもなります。お客はその価値の場所へ置かれ、販売と収入がその分上がります。
- **5 雇用**：レベル1でストックのダイス1個；レベル2でダイス1個と追加アクションディスク
  1枚；レベル3で黄色の地区にベーカリー（販売と生産+1）とディスク1枚；レベル4でベージュの
  地区にベーカリー（販売と生産+2）、または他の列のアクションを好きなレベルで（ディスクは
  第5列のものだけ）。雇ったダイスは同じ色の列（ピンクは第5列）で待ち、行っている
  アクションは変わらず、手番の終わりに振ります。得たディスクは使っている列に置け、
  レベルが届けばすぐ使えます。ベーカリーは追い出されません。

[picture: column-levels] 第5列（雇用）：ダイス3個でレベル1、ピンクのダイスはエキスパート（★）で1つ上がり、枠はレベル2です。空きスペースの数字は、そこにダイスが来たときに届くレベル。各レベルの行にはそのレベルで得るものが書かれ、左にディスクのスペースがあります（レベル1のスペースに収入+3）。

[picture: menu-items] メニュー：単品の生地と単品のフロスティングで生産+2、片方ミックスで+3、両方ミックスで+4。

[picture: sell-example] 元の規則の販売の例：緑のエキスパート2個で第4列はレベル2、距離3までの販売です。プレイヤーはベージュの第5地区に店舗があり、そこの距離3のお客はチョコレート生地にミントを好み、それがメニューにあります。

[picture: sale-revenue] その販売の後：お客はボードの価値3の場所（家の数字）に置かれ、販売と収入が3上がりました：収入5が8に。

[picture: borrow-example] 元の規則の、第5列レベル4の例：ピンクのエキスパートでダイス5個がレベル4に届き、第4列をレベル3（距離4までの販売）で起動します。第4列のダイス1個はレベル1にしか届きませんが構いません。第4列の販売ディスクは使えません：使えるのは第5列のディスクだけです。

## 追加アクションディスク
1つの列に同じ種類は2枚置けません。6種類：
- 好きな単品の生地；
- 好きな単品のフロスティング；
- 黄色の地区に店舗；
- ベーカリーか店舗のある地区で距離2までの販売；
- 収入+3；
- 創造力+2。

[picture: discs] 6種類の追加アクションディスク。ボードが列のディスクスペースに描くとおり、それぞれの文字付き。

## 休憩所と特殊アクション
- **休憩所**（1手番に1回）：休憩所のダイスを1つの列へ戻します。アイデアディスク1枚で
  好きな数、またはダイス1個につき収入1。列の空きまでです。
- **特殊アクション**（1手番に1つ）、次のどれか：アイデアディスク1枚で追加アクション
  ディスクを好きな列へ；アイデアディスク1枚でダイス1個を別の列へ（下のダイスは詰める）；
  収入2でアイデアディスク1枚；収入3ごとにダイス1個を別の列へ（払った数だけ）。

[picture: rest-area] ボードのアイデアディスク（3枚中1枚所持）と休憩所：ダイス2個が、休憩所か特殊アクションで列へ戻されるまでそこで待ちます。

## 終了
手番の終わりに収入が70以上のプレイヤーが出たら、全員の手番数が同じになるまでそのラウンド
を続け、ゲーム終了です。収入が最も高い人の勝ち。同点ならお客の多い人、さらに町の店舗の
多い人、それでも同点なら勝利を分け合います。保険として、この版は各自TURN_LIMIT手番で
もゲームを終えます。

[picture: income-track] 収入トラック：プレイヤー1は手番の終わりに71で、枠の70を越えました。そのラウンドを最後まで行い（プレイヤー2と3はまだ手番があります）、収入が最も高い人の勝ちです。

## 目標
場の目標はそれぞれ、満たしたプレイヤー全員に収入+6、1回ずつです。メニューは作り方に
関係なく数え、最初のメニューも含みます。ベーカリーは黄色とベージュの地区のものだけ数え、
灰色の開始ベーカリーは数えません。

[picture: goals] 1ゲームの目標4つ。AからDの山から1つずつ。満たしたプレイヤー全員に収入+6。

GOAL_TABLE

## この版の選択
- 町の家、店舗とベーカリーのスペース、列のダイスのしきいとディスクのスペース、トラック、
  ストックはこの版の設計です（上の表）：元の規則と公開資料は内容物の数しか伝えません。
- **振り直すダイス**（規則CE17）。元の規則は「この手番に使ったすべてのダイスと新しく得た
  ダイス」を振り直します。この版は「使った」を、列を起動した瞬間にその列にあったダイスと
  読みます：起動の前に動かしたり休憩所から戻したりしたダイスは使ったダイスです（レベルを
  上げたので）。その後に動かしたダイスも使ったので、今ある場所から振ります。その後に列へ
  入れたダイスは何もしていないので残ります。この手番に雇ったダイスも振ります。
- 目標は収入の段階で確かめます。手番の後半に満たした目標は次の収入の段階で達成します。
- 追加アクションディスクは、選んだ列の最初の空きスペースにいつも置きます。

[picture: blocked-spaces] 2人のときのベージュの第5地区（この版の配置）：各家の距離（円の中）と販売価値（赤い四角の中）、空いた店舗スペース2つ、この人数でふさがれたもの2つ（×印）、ベーカリースペース2つ。

### 最初の表（ルール版1）
FIRST_TABLES
"""


def _fill(text: str, lang: str) -> str:
    return (
        text.replace("DISTRICT_TABLE", district_table(lang))
        .replace("COLUMN_TABLE", column_table(lang))
        .replace("SUPPLY_TABLE", supply_table(lang))
        .replace("GOAL_TABLE", goal_table(lang))
        .replace("FIRST_TABLES", first_tables(lang))
        .replace("TURN_LIMIT", str(TURN_LIMIT))
    )


HELP = {"en": _fill(EN, "en"), "zh-TW": _fill(ZH, "zh-TW"), "ja": _fill(JA, "ja")}


def rules_text(lang: str = "en") -> str:
    return HELP.get(lang, HELP["en"])
