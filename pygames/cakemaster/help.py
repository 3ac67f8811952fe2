"""Cake Master rules help, with the choices this edition made where the rulebook is silent.

One text per language ("en", "zh-TW", "ja"), each with the same sections, lists and
tables in the same order. The customers' table and the solo rating come from the
game's catalogs (the texts the game itself uses), so help and game cannot disagree. The
markup is the small subset of Markdown the app renders: headings, paragraphs, "- "
and "1. " lists, **bold** and pipe tables.
"""

from pygames.cakemaster.data import CUSTOMERS, SOLO_RATINGS, customer_request, rating_name


def _customers(lang: str) -> str:
    return "\n".join(
        f"| {c.number} | {customer_request(c.number).render(lang)} |" for c in CUSTOMERS
    )


def _ratings(lang: str) -> str:
    rows = []
    for index, (low, key) in enumerate(SOLO_RATINGS):
        high = SOLO_RATINGS[index + 1][0] - 1 if index + 1 < len(SOLO_RATINGS) else 9
        stars = str(low) if low == high else f"{low}–{high}"
        rows.append(f"| {stars} | {rating_name(key).render(lang)} |")
    return "\n".join(rows)


_EN = """\
# Cake Master

Draft quarter-cake cards and build three round cakes each round. Cakes earn **tasty
points**, which decide who gets the most stars, and a cake that meets a customer's
request earns an extra star. After three rounds the player with the most stars wins.

## Components
[picture: cards] One card of each icing: chocolate with no half rosette, strawberry with a half rosette on its clockwise cut edge (here the bottom one), vanilla on its anticlockwise cut edge (here the left one), matcha on both; berries lie on the icing.

[picture: customers] Two customers' cards: each shows its number and its request, in icons and in words.

- 72 cake cards, each a quarter of a cake: 18 of each icing colour (chocolate,
  strawberry, vanilla, matcha). A card may show a half rosette on either of its two
  cut edges, and raspberries and blueberries.
- 12 customer cards, each with a request.

### The 18 cards of each icing (this edition's)
Berries are written raspberries + blueberries: "2+0" is a card with two raspberries.

| half rosettes | the cards' berries |
|---|---|
| none | 0+0, 1+0, 0+1, 1+1, 2+0, 0+2 |
| clockwise edge only | 0+0, 1+0, 0+1, 2+0 |
| anticlockwise edge only | 0+0, 1+0, 0+1, 0+2 |
| both edges | 0+0, 1+0, 0+1, 1+1 |

### The customers (this edition's)
| customer | request |
|---|---|
{customers}

## A cake
[picture: cake] A complete cake, its quarters numbered 1–4 clockwise from the top right. On the right two halves meet in a complete rosette; on the left a half rosette meets no half and stays half (ringed in red).

- Each player has 3 cakes, numbered 1–3. A cake is 4 quarters, numbered clockwise
  from the top-right: 1 top-right, 2 bottom-right, 3 bottom-left, 4 top-left.
- A card is turned to fit whichever quarter it goes into, round edge outside. Its
  clockwise cut edge meets the anticlockwise edge of the next quarter clockwise
  (quarter 4 meets quarter 1). Two halves meeting at a joint make a **complete
  rosette**; a half whose neighbour has none stays a **half rosette**.
- Cards belong to the same cake even where they touch only at a corner (quarters 1
  and 3). Colours and rosettes need not match.
- A cake is complete with 4 cards; a placed card never moves.

## A round
[picture: draft] A turn's three cards: keep one, pass one to the left neighbour and one to the right neighbour.

1. Customers: 1 is turned up in round 1, 2 in round 2, 3 in round 3 (from the 12
   customer cards, shuffled at the start).
2. Four turns. Each turn every player takes 3 cards from the deck, then everyone at
   once chooses: **keep** 1 card, pass 1 to the **left** neighbour and 1 to the
   **right** neighbour. The left neighbour is the next player in seat order (after
   the last comes the first), the right neighbour the one before. The choices stay
   hidden until everyone has chosen; then each player holds the card it kept and the
   two it was passed.
3. Everyone places the 3 cards it holds into its cakes: all in one cake or spread
   among them, one card per empty quarter.
4. After four turns every player has 3 complete cakes: the round is scored.

## Scoring a round
[picture: appraisal] A cake's tasty points: one icing colour 3, two complete rosettes 2, no half rosette 1, one raspberry-and-blueberry pair 1: 7 in all.

Tasty points of each cake:

| the cake | tasty points |
|---|---|
| 1 icing colour | 3 |
| 2 icing colours | 1 |
| 3 or 4 icing colours | 0 |
| each complete rosette | 1 |
| no half rosette | 1 |
| each raspberry-and-blueberry pair | 1 |

- Each player adds up its cakes. The highest total earns **2 stars**, the lowest
  **0**, everyone else **1**. Everyone tied for the highest gets 2 and everyone tied
  for the lowest 0; if all totals are equal, everyone gets 1.
- Each cake that meets a customer's request earns **1 star**. A cake serves at most
  one customer and a customer at most one of a player's cakes (other players may
  serve the same customer with their cakes). Cakes and customers are matched so that
  the most customers are served.
- Then all customers and cake cards are discarded, and the 72 cards are shuffled
  again for the next round.

## End of the game
[picture: round] Stars add up over the three rounds. Round 1 of a recorded three-player game: Player 2's cakes made 6, 4 and 4 tasty points (the chef's hats), 14 in all, the most at the table: 2 stars. Cake 3 serves customer 11 for 1 more: 3 stars this round.

After round 3 the player with the most stars wins. A tie goes to whoever had more
tasty points in round 3; players still tied share the place.

## Two players
[picture: two-players] Two players: 1. keep one of your three cards and give the other two away; 2. of the two you receive, keep one and give the other back.

Only the draft changes. Each turn both players take 3 cards, keep 1 and give the
other 2 to the opponent. Of the 2 cards received each keeps 1 and gives the other
back. Then both place their 3 cards as usual. Both choices are hidden until both
players have chosen.

## Solo
[picture: solo] Solo: of the four cards drawn, discard one and place the other three.

- No tasty points: only customers earn stars.
- At the start 3 customers are turned up.
- Each turn draw 4 cards, discard 1 and place the other 3.
- Up to 3 times in the game, while holding cards, you may **exchange** one: it goes to
  the discard pile and you draw a new card.
- At the end of each round the customers your cakes serve (one cake per customer, as
  many as possible) earn 1 star each and leave; the others stay. The next round
  starts with customers refilled to 3.
- With 9 stars at most, your rating:

| stars | rating |
|---|---|
{ratings}

## This edition's choices
[picture: turned] The same card in each quarter: turned to fit, its half rosette stays on its own clockwise cut edge.

- The card distribution and the 12 customers above are this edition's design: the
  published ones are not known. Each icing has the same 18 cards, so no colour is
  better than another.
- Any card fits any quarter (turned); its rosette edges stay its own.
- Ties for tasty stars: all tied for the highest get 2, all tied for the lowest get
  0, and if everyone is tied everyone gets 1.
- When several matchings serve the same number of customers, cake 1 takes the
  earliest customer it can, then cake 2, then cake 3.
- Cards placed are seen by everyone at once; what a player keeps, passes, gives,
  discards or draws by an exchange is seen only by the players who receive it.
- Undo never takes back a move once new cards have been seen (a deal, a draw, or
  the draft's cards passed on).
"""

_ZH = """\
# 蛋糕大師

輪抽四分之一蛋糕的蛋糕卡，每輪做出三個圓形蛋糕。蛋糕會得到**美味分數**，決定誰
能拿到最多星星；符合顧客要求的蛋糕還能額外得到1顆星星。三輪後，星星最多的玩家獲勝。

## 遊戲配件
[picture: cards] 每種糖霜各1張卡牌：巧克力沒有半朵玫瑰花飾，草莓的半朵在順時針切邊（圖中下方那條），香草的在逆時針切邊（圖中左方那條），抹茶兩條切邊都有；莓果放在糖霜上。

[picture: customers] 2張顧客卡：每張有編號，並用圖示和文字寫出要求。

- 72張蛋糕卡，每張是四分之一個蛋糕：每種糖霜顏色（巧克力、草莓、香草、抹茶）各18張。
  卡牌的兩條切邊上可能各有半朵玫瑰花飾，也可能有覆盆子和藍莓。
- 12張顧客卡，每張有一項要求。

### 每種糖霜的18張卡（本版設計）
莓果寫成「覆盆子+藍莓」：「2+0」是有2顆覆盆子的卡。

| 半朵玫瑰花飾 | 各卡的莓果 |
|---|---|
| 沒有 | 0+0, 1+0, 0+1, 1+1, 2+0, 0+2 |
| 只在順時針切邊 | 0+0, 1+0, 0+1, 2+0 |
| 只在逆時針切邊 | 0+0, 1+0, 0+1, 0+2 |
| 兩條切邊都有 | 0+0, 1+0, 0+1, 1+1 |

### 顧客（本版設計）
| 顧客 | 要求 |
|---|---|
{customers}

## 蛋糕
[picture: cake] 一個完成的蛋糕，4個位置從右上方順時針編號1~4。右邊兩個半朵在接縫相接，組成完整的玫瑰花飾；左邊的半朵旁邊沒有另一半，仍是半朵（紅色圈起）。

- 每位玩家有3個蛋糕，編號1~3。每個蛋糕分成4個四分之一，從右上方順時針編號：
  1右上、2右下、3左下、4左上。
- 卡牌放進哪個位置就轉到哪個方向，圓弧邊朝外。卡牌的順時針切邊會與順時針方向下一格
  的逆時針切邊相接（第4格接第1格）。兩個半朵在接縫處相接，組成1朵**完整的玫瑰花飾**；
  鄰邊沒有半朵的，仍是**半朵玫瑰花飾**。
- 只有角落相接的卡牌（第1格與第3格）也屬於同一個蛋糕。顏色和玫瑰花飾不必相同。
- 放滿4張卡牌的蛋糕才算完成；已放置的卡牌不能移動。

## 一輪的流程
[picture: draft] 一回合的3張卡牌：保留1張，傳1張給左邊的玩家，1張給右邊的玩家。

1. 顧客：第1輪翻開1張、第2輪2張、第3輪3張（從開始時洗勻的12張顧客卡中抽出）。
2. 共四回合。每回合每位玩家從牌堆拿3張卡牌，然後所有人同時選擇：**保留**1張，
   傳1張給**左邊**的玩家，1張給**右邊**的玩家。左邊的玩家是座位順序的下一位
   （最後一位之後是第一位），右邊的玩家是前一位。所有人都選好之前，選擇不公開；
   之後每位玩家持有自己保留的卡牌和別人傳來的兩張。
3. 每位玩家把手上的3張卡牌放進自己的蛋糕：可以全放在同一個蛋糕，也可以分開放，
   每個空格放1張。
4. 四回合之後每位玩家都有3個完成的蛋糕：進行本輪計分。

## 每輪計分
[picture: appraisal] 一個蛋糕的美味分數：1種糖霜顏色3分、2朵完整的玫瑰花飾2分、沒有半朵玫瑰花飾1分、1組覆盆子加藍莓1分：共7分。

每個蛋糕的美味分數：

| 蛋糕 | 美味分數 |
|---|---|
| 1種糖霜顏色 | 3 |
| 2種糖霜顏色 | 1 |
| 3或4種糖霜顏色 | 0 |
| 每朵完整的玫瑰花飾 | 1 |
| 沒有半朵玫瑰花飾 | 1 |
| 每組覆盆子加藍莓 | 1 |

- 每位玩家加總自己蛋糕的分數。總分最高者得**2顆星星**，最低者得**0顆**，其他人各得
  **1顆**。並列最高者都得2顆，並列最低者都得0顆；所有人總分相同時，每人各得1顆。
- 每個符合顧客要求的蛋糕得**1顆星星**。1個蛋糕最多滿足1位顧客，1位顧客最多由同一位
  玩家的1個蛋糕滿足（其他玩家也可以用自己的蛋糕滿足同一位顧客）。蛋糕與顧客的配對
  以滿足最多顧客為準。
- 之後所有顧客卡和蛋糕卡都棄掉，72張蛋糕卡重新洗勻，開始下一輪。

## 遊戲結束
[picture: round] 星星在三輪中累計。一場3人遊戲紀錄的第1輪：玩家2的蛋糕得到6、4、4分美味分數（廚師帽），共14分，全桌最高：得2顆星星。蛋糕3滿足顧客11，再得1顆：本輪共3顆星星。

第3輪結束後，星星最多的玩家獲勝。平手時，第3輪美味分數較多者獲勝；仍然平手者
名次並列。

## 2人規則
[picture: two-players] 2人規則：1. 3張中保留1張，其餘2張交給對手；2. 收到的2張中保留1張，另1張還給對手。

只有輪抽方式改變。每回合兩位玩家各拿3張卡牌，保留1張，其餘2張交給對手。從對手
收到的2張中保留1張，另1張還給對手。之後照常放置3張卡牌。兩位玩家都選好之前，
雙方的選擇都不公開。

## 單人遊戲
[picture: solo] 單人遊戲：抽到的4張中棄掉1張，放置其餘3張。

- 不使用美味分數：只有顧客能帶來星星。
- 開始時翻開3張顧客卡。
- 每回合抽4張卡牌，棄掉1張，放置其餘3張。
- 整場遊戲中最多3次，手上有卡牌時可以**交換**1張：把它放進棄牌堆，再抽1張新的。
- 每輪結束時，你的蛋糕滿足的顧客（1個蛋糕對1位顧客，盡可能多）每位得1顆星星
  並離開；其餘顧客留下。下一輪開始時補滿到3位顧客。
- 最多9顆星星，你的稱號：

| 星星 | 稱號 |
|---|---|
{ratings}

## 本版的規則選擇
[picture: turned] 同一張卡牌放在每個位置：轉向後放入，它的半朵玫瑰花飾仍在自己的順時針切邊。

- 上述卡牌分配與12位顧客為本版設計：正式版本的內容未公開。每種糖霜的18張卡完全
  相同，所以沒有哪種顏色比較有利。
- 任何卡牌都能（轉向後）放進任何位置；卡牌上玫瑰花飾所在的切邊不變。
- 美味分數星星的平手：並列最高者都得2顆，並列最低者都得0顆，所有人都相同時每人1顆。
- 有幾種配對滿足的顧客一樣多時，蛋糕1先配對能配的最早顧客，然後蛋糕2，再來蛋糕3。
- 放置的卡牌所有人立即可見；玩家保留、傳出、交給、棄掉或交換抽到的卡牌，只有收到
  那張卡牌的玩家看得到。
- 一旦看到了新的卡牌（發牌、抽牌或輪抽傳來的卡牌），「復原」就不能再收回之前的行動。
"""

_JA = """\
# ケーキマスター

4分の1サイズのケーキカードをドラフトして、毎ラウンド丸いケーキを3つ作ります。ケーキ
の**おいしさポイント**で誰が多くのスターを得るかが決まり、お客様の要望を満たすケーキ
はさらに1スターを得ます。3ラウンド後、スターが最も多いプレイヤーの勝ちです。

## 内容物
[picture: cards] 各アイシングのカード1枚ずつ：チョコレートは半分のロゼットなし、ストロベリーは時計回り側の切り口（図では下）に、バニラは反時計回り側の切り口（図では左）に、抹茶は両方にあります。ベリーはアイシングの上にのっています。

[picture: customers] お客様カード2枚：番号と、要望がアイコンと文章で書かれています。

- ケーキカード72枚：それぞれケーキの4分の1です。アイシングの色（チョコレート、
  ストロベリー、バニラ、抹茶）ごとに18枚。カードの2つの切り口には半分のロゼットが
  あることがあり、ラズベリーとブルーベリーがのっていることもあります。
- お客様カード12枚：それぞれに要望が1つ書かれています。

### 各アイシングの18枚（この版の設計）
ベリーは「ラズベリー+ブルーベリー」で書きます。「2+0」はラズベリー2個のカードです。

| 半分のロゼット | カードのベリー |
|---|---|
| なし | 0+0, 1+0, 0+1, 1+1, 2+0, 0+2 |
| 時計回り側の切り口だけ | 0+0, 1+0, 0+1, 2+0 |
| 反時計回り側の切り口だけ | 0+0, 1+0, 0+1, 0+2 |
| 両方の切り口 | 0+0, 1+0, 0+1, 1+1 |

### お客様（この版の設計）
| お客様 | 要望 |
|---|---|
{customers}

## ケーキ
[picture: cake] 完成したケーキ。区画は右上から時計回りに1〜4。右では半分どうしがつなぎ目で合わさって完成したロゼットになり、左の半分のロゼットは相手側に半分がないので半分のまま（赤い円）です。

- 各プレイヤーはケーキを3つ持ち、1〜3の番号が付いています。ケーキは4つの区画で、
  右上から時計回りに番号が付きます：1右上、2右下、3左下、4左上。
- カードは置く区画に合わせて回転させ、丸い縁を外側にして置きます。カードの時計回り
  側の切り口は、時計回りに次の区画のカードの反時計回り側の切り口と接します（区画4は
  区画1と接します）。つなぎ目で半分どうしが合わさると**完成したロゼット**になり、
  相手側に半分がなければ**半分のロゼット**のままです。
- 角が接しているだけのカード（区画1と3）も同じケーキの一部です。色やロゼットは
  一致していなくてもかまいません。
- 4枚そろうとケーキの完成です。一度置いたカードは動かせません。

## ラウンドの流れ
[picture: draft] 1回の手番の3枚：1枚を残し、1枚を左隣に、1枚を右隣に渡します。

1. お客様：第1ラウンドに1枚、第2ラウンドに2枚、第3ラウンドに3枚めくります（最初に
   シャッフルした12枚のお客様カードから）。
2. 4回の手番。毎回、各プレイヤーは山札から3枚取り、全員同時に選びます：1枚を
   **残し**、1枚を**左隣**に、1枚を**右隣**に渡します。左隣は席順で次のプレイヤー
   （最後の人の次は最初の人）、右隣は前のプレイヤーです。全員が選び終わるまで選択は
   公開されません。その後、各プレイヤーは残したカードと渡された2枚を持ちます。
3. 全員が持っている3枚を自分のケーキに置きます：1つのケーキにまとめても、複数の
   ケーキに分けてもよく、空いた区画に1枚ずつ置きます。
4. 4回の手番の後、各プレイヤーは完成したケーキを3つ持っています：ラウンドの得点計算
   をします。

## ラウンドの得点計算
[picture: appraisal] ケーキのおいしさポイント：アイシング1色で3、完成したロゼット2つで2、半分のロゼットなしで1、ラズベリーとブルーベリーの組1つで1：合計7です。

ケーキごとのおいしさポイント：

| ケーキ | おいしさポイント |
|---|---|
| アイシング1色 | 3 |
| アイシング2色 | 1 |
| アイシング3色または4色 | 0 |
| 完成したロゼット1つにつき | 1 |
| 半分のロゼットがない | 1 |
| ラズベリーとブルーベリーの組1つにつき | 1 |

- 各プレイヤーはケーキのポイントを合計します。合計が最も高いプレイヤーは**2スター**、
  最も低いプレイヤーは**0スター**、それ以外は**1スター**です。最高で同点の人は全員2、
  最低で同点の人は全員0、全員が同点なら全員1スターです。
- お客様の要望を満たすケーキ1つにつき**1スター**。1つのケーキで得点できるお客様は
  1人まで、1人のお客様で得点できるのは同じプレイヤーのケーキ1つまでです（ほかの
  プレイヤーは自分のケーキで同じお客様から得点できます）。ケーキとお客様は、得点できる
  お客様が最も多くなるように組み合わせます。
- その後、お客様カードとケーキカードをすべて捨て、72枚のケーキカードを再びシャッフル
  して次のラウンドを始めます。

## ゲームの終了
[picture: round] スターは3ラウンドを通して合計します。3人プレイの記録の第1ラウンド：プレイヤー2のケーキは6、4、4おいしさポイント（コック帽）、合計14で卓内最高：2スター。ケーキ3がお客様11の要望を満たしてさらに1スター：このラウンドは3スターです。

第3ラウンドの後、スターが最も多いプレイヤーの勝ちです。同点なら第3ラウンドの
おいしさポイントが多いほうが勝ち、それでも同点なら同じ順位です。

## 2人用ルール
[picture: two-players] 2人用ルール：1. 3枚のうち1枚を残し、2枚を相手に渡す。2. 受け取った2枚のうち1枚を残し、もう1枚を相手に返す。

ドラフトの方法だけが変わります。毎回、両プレイヤーは3枚取り、1枚を残して残りの
2枚を相手に渡します。受け取った2枚のうち1枚を残し、もう1枚を相手に返します。その後は
いつもどおり3枚を置きます。両者が選び終わるまで、どちらの選択も公開されません。

## ソロプレイ
[picture: solo] ソロプレイ：引いた4枚のうち1枚を捨て、残りの3枚を置きます。

- おいしさポイントは使いません：スターはお客様からだけ得ます。
- 開始時にお客様カードを3枚めくります。
- 毎回4枚引き、1枚を捨て、残りの3枚を置きます。
- ゲーム全体で3回まで、カードを持っているときに1枚を**交換**できます：そのカードを
  捨て札にして新しいカードを1枚引きます。
- 各ラウンドの終わりに、ケーキで満たしたお客様（ケーキ1つにお客様1人、できるだけ
  多く）1人につき1スターを得て、そのお客様は去ります。ほかのお客様は残ります。
  次のラウンドの開始時に、お客様が3人になるまで補充します。
- スターは最大9個。あなたの称号：

| スター | 称号 |
|---|---|
{ratings}

## この版での選択
[picture: turned] 同じカードを各区画に置いた図：回転させて置いても、半分のロゼットはカード自身の時計回り側の切り口のままです。

- 上のカード構成と12人のお客様はこの版の設計です：公式の内容はわかっていません。
  どのアイシングも同じ18枚なので、どの色が有利ということはありません。
- どのカードも（回転させて）どの区画にも置けます。ロゼットのある切り口はカード
  自身のものです。
- おいしさのスターの同点：最高で同点の人は全員2、最低で同点の人は全員0、全員が
  同点なら全員1スターです。
- 得点できるお客様の数が同じ組み合わせがいくつかあるときは、ケーキ1ができるだけ早く
  出たお客様と組み、次にケーキ2、最後にケーキ3が組みます。
- 置いたカードはすぐに全員に見えます。プレイヤーが残した、渡した、捨てた、交換で
  引いたカードは、そのカードを受け取ったプレイヤーにしか見えません。
- 新しいカードが見えた後（配られた、引いた、ドラフトで渡された）は、「元に戻す」で
  それより前の手を取り消すことはできません。
"""

RULES = {
    lang: text.replace("{customers}", _customers(lang)).replace("{ratings}", _ratings(lang))
    for lang, text in (("en", _EN), ("zh-TW", _ZH), ("ja", _JA))
}


def rules_text(lang: str = "en") -> str:
    return RULES.get(lang, RULES["en"])
