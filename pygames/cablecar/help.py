"""Cable Car rules help, with the choices this edition made where the rulebook is silent.

One text per language ("en", "zh-TW", "ja"), each with the same sections, lists and
tables in the same order (the app's tests compare their outlines). The zh-TW text
uses the terms of the Chinese rulebook (車軌板塊, 纜車指示物, 發電站, 股票卡, 利潤,
價值). The markup is a small subset of Markdown that the app renders: headings,
paragraphs, "- " and "1. " lists, **bold**, pipe tables and pictures: a line
"[picture: NAME] Caption." is the board's own picture NAME (``drawing/pictures.py``),
at least one in every section, the same names in every language.
"""

RULES = {
    "en": """\
# Cable Car

Build cable-car lines across San Francisco. Each player owns the cars on some of the
32 stations around the board; a line runs from a car's station over the track tiles
until it reaches a station or the power station in the centre.

## Set-up
- The board has 8 × 8 squares; the four centre squares are the power station.
- The rows are numbered 1 to 8 from the top (the numbers left of the board), the
  columns 1 to 8 from the left (the numbers above it). The moves played and the hints
  name a square by its row, then its column: "3,5" is row 3, column 5; a move is typed
  the same way ("place 3,5").
- Each player's cars stand on the stations set for the number of players; the board
  shows every car in its owner's colour and shape, so colour is never the only sign:
  yellow circle, blue square, orange triangle, green diamond, purple hexagon, black
  star (and in the shares game red pentagon, brown cross).
- The 60 tiles are shuffled face down; each player draws one and keeps it hidden.

[picture: corner] The board's top-left corner: the rows' numbers at the left, the columns' above, each station's tab with its number and its owner's car (colour and shape), and the power station.

## Your turn
Do one of:
1. **Draw** the top tile of the pile and place it; or
2. **Place your hidden tile**, then draw a new hidden tile.

[picture: tile] A tile as printed; the same tile with its four tracks told apart by colour, each joining two of its eight ends; a face-down tile, as the pile and a hidden tile show.

A tile goes on an empty square on the edge of the board or next to a placed tile, the
way it is printed (tiles are not turned, unless the table plays with free
orientation). It may not join a station to a station through that one tile alone,
unless the tile fits nowhere else.

[picture: place] Two moves into a game: the dashed squares are where the hidden tile may go, on the board's edge or next to a placed tile.

## Scoring
As soon as a line reaches any station, its owner scores 1 point per tile the line
passed (a tile passed twice counts twice). A line that reaches the power station
scores 2 points per tile. The car is turned: a line scores once. Any tile, placed by
anyone, may extend or finish any line. Closed loops touch no station and score nothing.

[picture: station-line] Yellow's line from station 3 reaches station 2: 1 point per tile, 4 points; the tab of station 3 is turned and shows them.

[picture: power-line] Blue's line from station 20 reaches the power station: 2 points per tile, 6 points.

## End
When all 60 tiles are placed, every line has scored. The highest score wins; equal
scores share the place.

[picture: end] The end of a game: every tile placed, every car's tab turned, showing the points its line scored.

## Variants (table options)
- **Free orientation**: a tile may be turned a quarter, half or three-quarter turn
  before it is placed. The one-tile rule still holds: a tile may join a station to a
  station through itself alone only if it fits nowhere else, however it is turned.
- **Two or three hidden tiles**: each player starts with 2 (or 3) hidden tiles and,
  after placing one of them, draws a new one, so the hand stays at 2 (or 3) while the
  pile lasts. Drawing from the pile and placing that tile stays possible.

[picture: turns] Free orientation: one tile as printed, then turned once, twice and three times.

## The shares game
Nobody owns cars: 8 cable-car companies do — yellow, blue, orange, black, red,
brown, green and purple — with 4 cars each, on all 32 stations, at any number of
players (2–6). Each company has a profit marker, starting at 0.

[picture: shares] The shares game's top edge: a car on every station, each a company's, in its colour and shape.

Share cards: each company has one 10 %, one 20 %, one 30 % and one 40 % card. The
cards lie in four piles by percentage, shuffled face down. Each player draws one card
from each pile and keeps them hidden; then the top card of each pile is turned face
up beside it. Each player also draws one hidden tile (or 2 or 3, as the table chose).

On your turn, either
1. **place a tile** exactly as in the basic game (draw one from the pile and place it,
   or place a hidden tile and draw a new one); or
2. **exchange a share**, but only while no company's marker has reached 25: put one of
   your share cards face down under the pile of its percentage, then take either that
   pile's face-up card or its top hidden card. If you took the face-up card, the next
   card of the pile is turned face up. You always hold one card of each percentage;
   an exchange only changes its company.

A line that reaches a station or the power station scores profit for the company
whose car it started from, counted as in the basic game (1 per tile, 2 per tile at
the power station). The car is turned and scores no more.

When all 60 tiles are placed (and so every line has scored), the game ends:
- **Company values** go by profit: the highest profit is worth 8, the next 7, then 6
  and so on. Companies with equal profit share a rank and a value, and the next
  profit takes the next rank: profits 38, 30, 20, 20, 12 are worth 8, 7, 6, 6, 5.
- **Reward**: for each company, your percentage of it × 10 × its value (40 % + 20 %
  of a company worth 8: 0.6 × 10 × 8 = 48).
- **Majority bonus**: the player holding the highest percentage of a company adds a
  tenth of its profit, rounded down. Players tied for the highest percentage each add
  it; a player with none of a company's shares never has its majority.
- The highest total wins; equal totals share the place.

Example (the rulebook's): yellow has the top profit, 38, and is worth 8; blue is worth
5 and green 4. Holding yellow 40 % and 20 %, blue 10 % and green 30 % gives
6 × 8 + 1 × 5 + 3 × 4 = 65, plus the yellow majority bonus 3 = 68.

### The company chart (this edition's)
| company | stations |
|---|---|
| yellow | 1, 15, 19, 29 |
| blue | 8, 10, 22, 28 |
| orange | 2, 14, 20, 32 |
| black | 7, 11, 21, 25 |
| red | 3, 13, 17, 31 |
| brown | 6, 12, 24, 26 |
| green | 4, 16, 18, 30 |
| purple | 5, 9, 23, 27 |

Each company has one station on every edge of the board, and one station at every
distance from a corner: one corner station (1, 8, 9, 16, 17, 24, 25 or 32), one next
to it, one further in, and one of the middle stations facing the power station. No
company has two stations side by side. Turning the board a quarter turn turns the
chart into itself (yellow → purple → red → black → yellow, and orange → blue → green
→ brown → orange), so the companies of each of these two groups of four have exactly
the same chances. Between the groups, computer-played games measured average profits
of 24.8 and 24.8 (3,000 games of random moves) and 25.8 and 25.5 (1,500 games of
greedy moves).

## This edition's choices
[picture: one-tile] Refused: this tile would join the car of station 8 to station 9 through itself alone; it may go there only if it fits nowhere else.

- The first player is seat 1 as set up (the table chooses the order); turns go clockwise.
- "Joining two stations through one tile" applies to lines that start at a car; a
  corner tile may join two stations that carry no car (16 and 17 with 3, 5 or 6 players).
- The exception to that rule looks only at the tile being placed: your hidden tile may
  join two stations through itself when it fits nowhere else, even while the pile still
  has tiles and you could draw instead.
- When the pile is empty, players place their hidden tiles; a player with no tile
  left is skipped, in the shares game too (so they exchange no more shares).
- Undo takes back your own last move, but not a draw, a share exchange or a hidden
  tile placed while the pile lasts (it draws your next hidden tile): a drawn tile, a
  share card taken and a card turned face up have been seen.
- With free orientation the rule for one-tile lines counts every turn of the tile:
  a tile that joins two stations by itself in one turn but fits elsewhere in another
  may not be placed that way.
- The variants and the shares game can be combined freely.
- Shares game: the share card you put under a pile is never shown; the face-up card
  you take is seen by all. Players' totals stay hidden until the final scoring; the
  company markers, ranks and the face-up cards are public.
""",
    "zh-TW": """\
# 舊金山纜車

在舊金山建造纜車路線。每位玩家擁有圖板外圍32個車站中部分車站上的纜車指示物；
路線從纜車指示物所在的車站出發，沿著車軌板塊延伸，直到連結至某個車站或圖板中央的
發電站為止。

## 遊戲準備
- 圖板共有 8 × 8 個方格；中央4格為發電站。
- 列由上而下編號 1 到 8（圖板左側的數字），行由左而右編號 1 到 8（圖板上方的數字）。
  已下的行動與提示先寫列、再寫行：「3,5」是第3列第5行；輸入行動時也這樣寫。
- 各玩家的纜車指示物依玩家人數放在規定的車站上；圖板會以擁有者的顏色與形狀顯示每個
  纜車指示物，不只靠顏色分辨：黃色圓形、藍色正方形、橘色三角形、綠色菱形、紫色六角形、
  黑色星形（股票遊戲另有紅色五角形、棕色十字）。
- 60個車軌板塊正面朝下洗勻；每位玩家各抽取1個，祕密察看後正面朝下持有。

[picture: corner] 圖板的左上角：左側是列的編號、上方是行的編號；每個車站標示著車站編號與擁有者的纜車指示物（顏色與形狀），中央是發電站。

## 你的回合
選擇下列其中1項行動進行：
1. 從車軌板塊堆上方**抽取**1個板塊並放置到圖板上；或
2. **打出你的手牌板塊**，之後再抽取1個新的板塊祕密持有。

[picture: tile] 1個車軌板塊的原樣；同一個板塊的4條車軌以不同顏色區分，每條連接板塊8個端點中的2個；正面朝下的板塊，就是板塊堆與手牌板塊的樣子。

板塊須放在與圖板外圍車站相鄰的空格，或任何已放置板塊的相鄰空格內，且放置方向須與
圖板一致（板塊不能旋轉，除非本桌採用自由方向變體）。放置板塊時，不能讓車站與車站
之間只經過這1個車軌板塊就建立連結；只有當此板塊無法放在其他任何位置時，才能這樣放置。

[picture: place] 遊戲進行2步之後：虛線方格是手牌板塊可以放置的位置，在圖板外圍或已放置板塊的相鄰空格。

## 計分
路線一旦連結至任何車站，其擁有者便依路線經過的每個車軌板塊獲得1分（同一板塊經過
兩次則計算兩次）。連結至發電站的路線，每個車軌板塊可獲得2分。計分後將纜車指示物
旋轉90度：每條路線只計分一次。任何玩家放置的任何板塊，都可以延伸或完成任何路線。
封閉的環狀路線不接觸任何車站，不計分。

[picture: station-line] 黃色從車站3出發的路線連結至車站2：每個車軌板塊1分，共4分；車站3的纜車指示物已旋轉並顯示分數。

[picture: power-line] 藍色從車站20出發的路線連結至發電站：每個車軌板塊2分，共6分。

## 遊戲結束
當60個車軌板塊全部擺放在圖板上時，所有路線皆已完成計分。累積分數最高者成為遊戲
贏家；分數相同者名次並列。

[picture: end] 遊戲結束時：所有車軌板塊都已放置，每個纜車指示物都已旋轉，顯示其路線的得分。

## 變體規則（牌桌選項）
- **自由方向**：板塊放置前可旋轉90度、180度或270度。「只經過1個板塊」的規定仍然
  適用：只有當此板塊無論如何旋轉都無法放在其他任何位置時，才能讓車站與車站之間只經過
  這1個板塊建立連結。
- **2或3個手牌板塊**：每位玩家開始時持有2（或3）個手牌板塊，每打出其中1個後再抽取
  1個新的板塊，因此只要車軌板塊堆還有板塊，手牌始終維持2（或3）個。仍可選擇從板塊堆
  抽取1個板塊並直接放置。

[picture: turns] 自由方向：同一個板塊的原樣，以及旋轉90度、180度、270度的樣子。

## 股票遊戲（進階規則）
纜車指示物不屬於任何玩家，而是屬於8家纜車公司——黃、藍、橘、黑、紅、棕、綠、紫——
每家公司4個纜車指示物，放滿全部32個車站，不論玩家人數（2~6人）皆同。每家公司有1個
利潤計分標記，從0開始。

[picture: shares] 股票遊戲的圖板上緣：每個車站都有纜車指示物，各屬於一家公司，以該公司的顏色與形狀顯示。

股票卡：每家公司各有10%、20%、30%、40%的股票卡各1張。股票卡依股份比重分成4堆，
正面朝下洗勻。每位玩家從每堆各抽取1張，祕密持有；接著將每堆最上方的1張卡牌翻至正面，
置於該堆旁邊。每位玩家另外抽取1個手牌板塊（或依本桌的選擇抽取2或3個）。

在你的回合，選擇下列其中1項行動進行：
1. **放置板塊**，方式與基本規則完全相同（從車軌板塊堆抽取1個並放置，或打出1個手牌
   板塊後再抽取1個新的）；或
2. **交易股票**，但只限於尚未有任何公司的計分標記達到25時：將你的1張股票卡正面朝下
   放到對應股份比重卡牌堆的最下方，然後拿取該堆已翻至正面的卡牌，或該堆最上方的1張
   卡牌。若拿取的是已翻至正面的卡牌，須將該堆的下一張卡牌翻至正面。你始終持有每種
   股份比重的股票卡各1張；交易只會改變它所屬的公司。

路線連結至車站或發電站時，為出發點纜車指示物所屬的公司計算利潤分數，計算方式與基本
規則相同（每個車軌板塊1分，連結至發電站則每個車軌板塊2分）。之後將該纜車指示物旋轉
90度，不再計分。

當60個車軌板塊全部擺放在圖板上（所有路線因此皆已完成計分），遊戲結束：
- **公司價值**依利潤分數排名：利潤最高者價值分數為8，其次為7，再其次為6，依此類推。
  利潤相同的公司排名並列，價值分數也相同，下一個利潤則取下一個名次：利潤38、30、20、
  20、12的價值分數分別為8、7、6、6、5。
- **獎勵分數**：每家公司計算「你持有的股份比重 × 10 × 該公司價值分數」（持有價值分數
  為8的公司40%+20%：0.6 × 10 × 8 = 48）。
- **紅利分數**：持有某公司股份比重最高的玩家，額外獲得該公司利潤分數的十分之一
  （小數點後無條件捨去）。股份比重最高的玩家不只一位時，平手玩家皆可獲得；未持有某
  公司任何股票卡的玩家，不會是該公司股份比重最高的玩家。
- 勝利分數（總分）最高者成為遊戲贏家；總分相同者名次並列。

例（說明書中的例子）：黃色公司利潤最高，為38，價值分數為8；藍色為5，綠色為4。持有
黃色40%及20%、藍色10%與綠色30%的股票卡，獎勵分數為 6 × 8 + 1 × 5 + 3 × 4 = 65，
加上黃色公司的紅利分數3，共68分。

### 公司車站表（本版設計）
| 公司 | 車站 |
|---|---|
| 黃 | 1, 15, 19, 29 |
| 藍 | 8, 10, 22, 28 |
| 橘 | 2, 14, 20, 32 |
| 黑 | 7, 11, 21, 25 |
| 紅 | 3, 13, 17, 31 |
| 棕 | 6, 12, 24, 26 |
| 綠 | 4, 16, 18, 30 |
| 紫 | 5, 9, 23, 27 |

每家公司在圖板的每一邊各有1個車站，且與角落的距離各不相同：1個角落車站（1、8、9、
16、17、24、25或32）、1個緊鄰角落的車站、1個再往內的車站，以及1個面向發電站的中間
車站。沒有任何公司的兩個車站相鄰。將圖板旋轉90度，車站表會對應到自身（黃 → 紫 →
紅 → 黑 → 黃，以及橘 → 藍 → 綠 → 棕 → 橘），因此這兩組各4家公司，組內每家公司的
機會完全相同。兩組之間，電腦對局測得的平均利潤為24.8與24.8（隨機走法3,000局）以及
25.8與25.5（貪婪走法1,500局）。

## 本版的規則選擇
[picture: one-tile] 不可以：這個板塊會讓車站8的纜車指示物只經過它自己就連結至車站9；只有當它無法放在其他任何位置時，才能放在這裡。

- 起始玩家為設定中的第1位玩家（順序由牌桌決定）；依順時針方向輪流進行。
- 「車站與車站之間只經過1個板塊」的限制只適用於從纜車指示物出發的路線；角落的板塊
  可以連結兩個沒有纜車指示物的車站（3、5或6人遊戲時的16與17）。
- 這項限制的例外只看要放置的那個板塊：即使車軌板塊堆還有板塊、你也可以改為抽取，
  只要你的手牌板塊無法放在其他任何位置，它就可以單獨連結兩個車站。
- 車軌板塊堆用完後，玩家打出自己的手牌板塊；沒有板塊的玩家跳過回合，股票遊戲中
  亦同（因此不能再交易股票）。
- 「復原」可收回你自己的上一步，但不能收回抽取板塊、交易股票，或牌堆未空時放下的
  手中板塊（放下後隨即抽了下一張手牌）：抽到的板塊、拿取的股票卡以及翻至正面的卡牌
  都已被看見。
- 採用自由方向時，「只經過1個板塊」的規定會考慮板塊的每一種方向：若某板塊以某個
  方向放置會單獨連結兩個車站，但換個方向可以放在其他位置，則不能以該方向放置。
- 變體規則與股票遊戲可以自由組合。
- 股票遊戲：你放到卡牌堆最下方的股票卡永遠不會公開；你拿取的已翻至正面的卡牌則所有人
  都看過。玩家的總分在最終計分前保持隱藏；各公司的計分標記、排名以及翻至正面的卡牌
  都是公開資訊。
""",
    "ja": """\
# ケーブルカー

サンフランシスコにケーブルカーの路線を築きます。各プレイヤーは、ボードの周りにある
32の駅のうちいくつかに置かれたケーブルカーを持っています。路線はケーブルカーのいる駅
から線路タイルをたどって延び、どこかの駅か中央の発電所に着くまで続きます。

## 準備
- ボードは 8 × 8 マスで、中央の4マスが発電所です。
- 行は上から 1〜8（ボードの左の数字）、列は左から 1〜8（ボードの上の数字）です。
  指した手とヒントはマスを行、列の順に書きます：「3,5」は3行5列です。手を入力する
  ときも同じです。
- 各プレイヤーのケーブルカーは、人数ごとに決められた駅に置かれます。ボードには
  すべてのケーブルカーが持ち主の色と形で表示され、色だけに頼らず見分けられます：黄は円、
  青は四角、オレンジは三角、緑はひし形、紫は六角形、黒は星（株式ゲームでは赤は五角形、
  茶は十字）。
- 60枚のタイルを裏向きでよく混ぜ、各プレイヤーは1枚ずつ引いて、他の人に見せずに
  持ちます。

[picture: corner] ボードの左上の角：左に行の番号、上に列の番号。各駅のタブには駅の番号と持ち主のケーブルカー（色と形）、中央には発電所があります。

## 手番
次のどちらかを行います：
1. 山札の一番上のタイルを**引いて**置く。または
2. **手持ちのタイルを置き**、新しいタイルを1枚引いて伏せて持つ。

[picture: tile] 印刷されたままのタイル。同じタイルの4本の線路を色で分けたもの（それぞれが8つの端のうち2つをつなぎます）。裏向きのタイル（山札と手持ちのタイルはこう見えます）。

タイルは、ボードの外周に接する空きマスか、すでに置かれたタイルの隣の空きマスに、
印刷された向きのまま置きます（向き自由の変種で遊ぶ場合を除き、タイルは回転できません）。
そのタイル1枚だけを通って駅と駅がつながるようには置けません。ただし、そのタイルを
ほかのどこにも置けない場合は例外です。

[picture: place] ゲームの2手目のあと：点線のマスが手持ちのタイルを置ける場所です。ボードの外周か、置かれたタイルの隣です。

## 得点
路線がどこかの駅に着いたらすぐに、その持ち主は路線が通ったタイル1枚につき1点を
得ます（2回通ったタイルは2回数えます）。発電所に着いた路線はタイル1枚につき2点です。
得点したケーブルカーは向きを変えます。1本の路線が得点するのは1回だけです。誰が置いた
タイルでも、どの路線を延ばしたり完成させたりできます。駅に触れない閉じた輪は得点に
なりません。

[picture: station-line] 駅3から出た黄の路線が駅2に着きました：タイル1枚につき1点で4点。駅3のタブは向きを変え、その点数を示します。

[picture: power-line] 駅20から出た青の路線が発電所に着きました：タイル1枚につき2点で6点。

## 終了
60枚のタイルをすべて置くと、すべての路線が得点済みになります。得点が最も高い人の
勝ちです。同点の人は同じ順位です。

[picture: end] ゲームの終わり：すべてのタイルが置かれ、すべてのケーブルカーのタブは向きを変えて、その路線の得点を示しています。

## 変種（テーブルの設定）
- **向き自由**：タイルは置く前に90度、180度、270度回転できます。タイル1枚の規則は
  そのまま適用されます。どう回転させてもほかのどこにも置けない場合にだけ、タイル1枚
  だけで駅と駅をつなげられます。
- **手持ちタイル2枚または3枚**：各プレイヤーは手持ちタイル2枚（または3枚）で始め、
  そのうち1枚を置いたら新しく1枚引くので、山札がある限り手持ちは2枚（または3枚）の
  ままです。山札から引いてそのタイルを置くこともできます。

[picture: turns] 向き自由：印刷されたままのタイルと、90度、180度、270度回転させたもの。

## 株式ゲーム（上級ルール）
ケーブルカーはプレイヤーのものではなく、8つのケーブルカー会社――黄、青、オレンジ、
黒、赤、茶、緑、紫――のものです。各社4台ずつ、32の駅すべてに置かれ、人数（2〜6人）
に関係ありません。各社には利益マーカーが1つあり、0から始まります。

[picture: shares] 株式ゲームのボードの上辺：すべての駅にケーブルカーがあり、それぞれある会社のもので、その会社の色と形で示されます。

株券カード：各社に10%、20%、30%、40%のカードが1枚ずつあります。カードは比率ごとに
4つの山に分け、裏向きでよく混ぜます。各プレイヤーはそれぞれの山から1枚ずつ引いて、
他の人に見せずに持ちます。その後、各山の一番上のカードを表向きにして山の横に置きます。
各プレイヤーは手持ちタイルも1枚（テーブルの設定によっては2枚か3枚）引きます。

手番では、次のどちらかを行います：
1. **タイルを置く**：基本ゲームとまったく同じです（山札から1枚引いて置くか、
   手持ちタイルを置いて新しく1枚引く）。または
2. **株券を交換する**：ただし、どの会社のマーカーもまだ25に達していない間だけです。
   自分の株券カード1枚を、同じ比率の山の一番下に裏向きで入れ、その山の表向きのカード
   か、一番上の伏せたカードを取ります。表向きのカードを取ったときは、その山の次の
   カードを表向きにします。各比率のカードは常に1枚ずつ持っています。交換で変わるのは
   その会社だけです。

駅か発電所に着いた路線は、出発したケーブルカーの会社の利益になります。数え方は基本
ゲームと同じです（タイル1枚につき1、発電所ならタイル1枚につき2）。そのケーブルカー
は向きを変え、もう得点しません。

60枚のタイルがすべて置かれると（つまりすべての路線が得点済みになると）、ゲームは
終了します：
- **会社の価値**は利益の順位で決まります。利益が最も高い会社の価値は8、次は7、
  その次は6、以下同様です。利益が同じ会社は同じ順位・同じ価値になり、その次の利益は
  次の順位になります。利益が38、30、20、20、12なら、価値は8、7、6、6、5です。
- **報酬**：各社について、あなたの持ち株比率 × 10 × その会社の価値（価値8の会社の
  40% + 20%なら 0.6 × 10 × 8 = 48）。
- **筆頭株主ボーナス**：ある会社の株を最も高い比率で持つプレイヤーは、その会社の利益の
  10分の1（端数切り捨て）を加えます。最高比率で並んだプレイヤーはそれぞれ加えます。
  その会社の株券を1枚も持たないプレイヤーが筆頭株主になることはありません。
- 合計が最も高い人の勝ちです。同点の人は同じ順位です。

例（ルールブックのもの）：黄の利益が最高の38で、価値は8です。青の価値は5、緑は4です。
黄の40%と20%、青の10%、緑の30%を持っていれば 6 × 8 + 1 × 5 + 3 × 4 = 65、これに
黄の筆頭株主ボーナス3を加えて68になります。

### 会社の駅一覧（この版のもの）
| 会社 | 駅 |
|---|---|
| 黄 | 1, 15, 19, 29 |
| 青 | 8, 10, 22, 28 |
| オレンジ | 2, 14, 20, 32 |
| 黒 | 7, 11, 21, 25 |
| 赤 | 3, 13, 17, 31 |
| 茶 | 6, 12, 24, 26 |
| 緑 | 4, 16, 18, 30 |
| 紫 | 5, 9, 23, 27 |

各社はボードの各辺に駅を1つずつ持ち、角からの距離もすべて異なります：角の駅（1、8、
9、16、17、24、25、32のいずれか）が1つ、その隣が1つ、さらに内側が1つ、発電所に面した
中央の駅が1つです。隣り合う2つの駅を持つ会社はありません。ボードを90度回すと一覧は
それ自身に重なります（黄 → 紫 → 赤 → 黒 → 黄、オレンジ → 青 → 緑 → 茶 → オレンジ）。
そのため、この2つの4社グループそれぞれの中では、各社の条件はまったく同じです。グループ
間では、コンピューター同士の対戦で平均利益が24.8と24.8（ランダムな手で3,000ゲーム）、
25.8と25.5（貪欲な手で1,500ゲーム）と測定されました。

## この版の選択
[picture: one-tile] 置けません：このタイルは、駅8のケーブルカーをこのタイル1枚だけで駅9につなげてしまいます。ほかのどこにも置けない場合にだけ、ここに置けます。

- スタートプレイヤーは設定での1番目の席です（順番はテーブルで決めます）。手番は
  時計回りに進みます。
- 「タイル1枚で駅と駅をつなぐ」の規則は、ケーブルカーから出発する路線に適用されます。
  角のタイルは、ケーブルカーのいない2つの駅（3人、5人、6人のときの16と17）をつないでも
  かまいません。
- この規則の例外は、置こうとしているタイルだけを見ます。山札にまだタイルがあり、
  代わりに引くこともできるときでも、手持ちのタイルがほかのどこにも置けなければ、
  そのタイル1枚で2つの駅をつないでかまいません。
- 山札がなくなったら、プレイヤーは手持ちのタイルを置きます。タイルが残っていない
  プレイヤーは手番を飛ばされます。株式ゲームでも同じです（そのため、それ以上株券を
  交換できません）。
- 「元に戻す」で自分の直前の手を取り消せますが、タイルを引いたこと、株券の交換、
  山が残っている間に置いた手持ちのタイル（置くとすぐ次の手持ちタイルを引きます）は
  取り消せません。引いたタイル、取った株券カード、表向きにしたカードはすでに見られて
  いるからです。
- 向き自由のとき、タイル1枚の規則はタイルのすべての向きを考えます。ある向きでは単独で
  2つの駅をつなぎ、別の向きならほかの場所に置けるタイルは、その向きでは置けません。
- 変種と株式ゲームは自由に組み合わせられます。
- 株式ゲーム：山の下に入れた株券カードは誰にも見せません。取った表向きのカードは全員が
  見ています。プレイヤーの合計は最終得点計算まで隠され、会社のマーカー、順位、表向きの
  カードは公開情報です。
""",
}


def rules_text(lang: str = "en") -> str:
    return RULES.get(lang, RULES["en"])
