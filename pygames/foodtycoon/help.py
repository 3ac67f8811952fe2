"""Food Tycoon rules help, with the choices this edition made where the rulebook is silent.

One text per language ("en", "zh-TW", "ja"), each with the same sections, lists and
tables in the same order (the app's tests compare their outlines). The zh-TW text uses
the rulebook's terms (主持人, 開店賺錢, 思考菜色, 競標, 研發料理, 錢袋, 分數). The recipe,
dice and event tables are built from ``data`` (``help_tables``) so they always say
what the rules do.
Markup: the small Markdown subset the app renders (headings, paragraphs, "- " and
"1. " lists, **bold**, pipe tables).
"""

from __future__ import annotations

from pygames.foodtycoon.help_tables import dice_table, event_table, recipe_table

EN = """\
# Food Tycoon

Chefs bid for ingredients and cook new dishes. Each round you earn money or think of a
new dish, bid for lots of ingredients, recipes and events, and cook. Every dish brings
fame (points) and money bags that raise your income. The game ends after the round in
which someone reaches 10 fame (18 with the advanced rules).

## Components
[picture: supply] The supply after set-up in a recorded three-player game: the five ingredient piles face up (each began with 18 cards), the recipe deck with its 3 discards, and the event deck.

- 90 ingredient cards, 18 of each: grain (yellow), meat (red), vegetable (green), fish
  (blue), egg (white). They lie face up in 5 piles.
- 44 recipe cards: 22 dishes, 2 of each, in 5 colours (table below).
- 30 event cards: 15 events, 2 of each (table below).
- Money from the bank, and 4 dice.

## Set-up
[picture: set-up] Player 1 after set-up: 30 money, 3 recipes in hand (others see only how many), a grain and an egg; no dishes yet, 0 fame. Player 1 is the first host.

1. The recipe and event cards are shuffled into two face-down decks.
2. Each player is dealt 4 recipes, keeps 3 and discards 1 face up.
3. Each player takes 30 money and any 2 ingredient cards.
4. The first seat is the first host.

## A round
The host begins each step, except the bidding, which starts with the player left of the
host; the turn goes left (to the next seat).

### 1. Open shop or think
Each player, from the host, does one of:
- **Open shop**: take 5 money plus 1 for each money bag on your finished dishes.
- **Think of a dish**: draw 2 recipes, keep 1 and discard the other face up. When the
  recipe deck is empty, the discards are shuffled into a new deck.

### 2. Lots and auctions
The host rolls the 4 dice once per lot: 2 lots with 3 players, 3 with 4 or 5, 4 with 6.
Each roll makes one lot, as the table says. Ingredients and recipes lie face up, events
face down.

DICE_TABLE

[picture: first-example] The rulebook's first example, rolled in the recorded game: 2, 4, 6, 6 make a lot of one meat, one fish, a face-up recipe and a face-down event.

[picture: second-example] The second example, from another recorded game: 3, 6, 6, 6 make one vegetable, a recipe and an event, and the host chose 2 more ingredients (here a grain and an egg).

The lots are auctioned in the order they were rolled. Bidding starts with the player
left of the host and goes round the table: bid more than the last bid (at most the money
you have), or pass. A player who passed may bid again when the turn comes back. When
every other player has passed since the last bid, that bidder buys the lot: pays the
bank and takes the cards into hand. An event card bought is turned at once, carried out
and discarded.

### 3. Cooking
Each player, from the host, may cook one dish: play a recipe from hand in front of you
and return its ingredients to the piles. You may not cook a dish you already have; other
players' dishes do not matter.

Then the player left of the host becomes the new host.

## Recipes
[picture: recipes] One recipe of each colour: the dish, its fame (★) and its colour's initial, and the ingredient cards it needs.

RECIPE_TABLE

## Events
[picture: event] A Harvest bought by Player 2 and carried out at once: every player took 1 grain, the buyer 2 more.

Each event acts on every player and favours the buyer. Harvest, Farming, Share the
wealth and Disaster are the publisher's names; Farming's bonus, the Disaster's effect
and the other 11 events are this edition's, made in the same spirit.

EVENT_TABLE

## End
[picture: fame] The fame track at the end of the recorded game: Player 1 reached 11 fame, past the 10 that ends the game, and wins; Players 2 and 3 have 7 and 8.

The game ends after a round in which a player has 10 or more fame. The most fame wins.
Ties go to the most money, then the most money bags on dishes, then the most ingredient
cards in hand, then a die roll.

## Advanced rules
[picture: colours] Advanced rules: 3 of Player 2's 5 dishes are yellow, +1 fame each: a bonus of 3, 20 fame in all.

- After rolling all lots the host may remove one lot and chooses the order of auction.
- The game ends after a round in which a player has 18 or more fame.
- 3 or more dishes of one colour: +1 fame for each dish of that colour.
- Dishes of all 5 colours: +3 fame.

## This edition's choices
[picture: bids] Bids go round the table in whole numbers, each more than the last; a player who passed may bid again when the turn comes back. Lot 1 of the recorded game: Player 3 leads with 12.

- The first seat is the first host (it stands for "the player who cooked most recently").
  Set-up goes round from it: everyone discards 1 of 4 recipes, then everyone takes 2
  ingredients.
- Ingredient cards in hand are open: every card gained or spent is seen on the table.
  Recipe cards in hand are secret; others see how many you hold, and which recipes you
  bought face up in a lot, until you cook them.
- Bids are whole numbers and go round the table, so two players never make the same top
  bid at once and the rulebook's dice roll-off for equal bids is never needed. The first bid
  is at least 1. A player who cannot bid more than the last bid is passed over.
- If every player passes without a bid, nobody buys the lot: its ingredients go back to
  their piles, its recipe face up to the discards, its event face down (unseen) under the
  event deck. A lot the host removes (advanced rules) goes back the same way.
- An empty ingredient pile gives nothing: a die for it adds no card to the lot, the host
  chooses only among cards still there, and an event gives what is left, the buyer
  first, then the others from the buyer's left.
- A lot with nothing in it (its dice found only empty piles and it has no 6) is not
  auctioned: it counts as unsold and the next lot comes up.
- When the event deck is empty, the turned events are shuffled into a new deck.
- Thinking with only 1 recipe card left anywhere gives you that card; with none left you
  must open shop.
- A player who can cook nothing is passed over at the cooking step.
- The bank never runs out of money. Hands have no limit.
- Events are carried out without choices: the Disaster takes cards one at a time from
  the kind a player holds most of (ties: grain, meat, vegetable, fish, egg first).
- The final die roll-off: players level on everything roll a die each, again until no
  two are level.
- Advanced rules: the rulebook gives +1 per dish for "3 dishes of the same colour"; here
  every colour with 3 or more of your dishes gives +1 for each dish of it, so 4 green
  dishes give +4 (not +3).
- Advanced rules: the colour bonuses count towards the 18 fame and the ranking. The
  host orders (or removes) lots after all are rolled, before the first auction.
- Undo never takes back a think, a roll, or a move that turned an event: they showed
  hidden cards.
"""

ZH = """\
# 美食大亨

玩家們扮演料理達人，競標食材以研發新的料理。每回合選擇開店賺錢或思考菜色，競標由食材、
食譜及事件組成的拍賣物，然後研發料理。每道料理帶來分數（名聲）及提高開店收入的錢袋。
當有玩家獲得10分（進階規則為18分）時，該回合結束後遊戲即告結束。

## 遊戲內容物
[picture: supply] 3人遊戲紀錄中遊戲準備後的公區：5堆正面朝上的食材卡（每堆原有18張）、食譜卡牌堆及其3張棄牌，以及事件卡牌堆。

- 食材卡90張，每種18張：穀（黃）、肉（紅）、菜（綠）、魚（藍）、蛋（白），
  依種類分成5堆，正面朝上。
- 食譜卡44張：22種料理，每種2張，共5種顏色（見下表）。
- 事件卡30張：15種事件，每種2張（見下表）。
- 公區的錢幣，以及4顆骰子。

## 遊戲準備
[picture: set-up] 遊戲準備後的玩家1：30元、3張食譜卡手牌（其他玩家只看得到張數）、1張穀和1張蛋；還沒有料理，0分。玩家1是首回合主持人。

1. 食譜卡及事件卡分別洗勻，正面朝下形成2組卡牌堆。
2. 每位玩家分發4張食譜卡，選擇3張成為手牌，並將剩下的1張正面朝上丟置棄牌堆。
3. 每位玩家拿取30元及任2張食材卡。
4. 第1個座位的玩家擔任首回合主持人。

## 遊戲進行
除了競標從主持人左手邊的玩家開始以外，每個階段都從主持人開始，依順時針方向（往左，
即下一個座位）輪流進行。

### 1. 開店賺錢或思考菜色
從主持人開始，每位玩家選擇其中一項：
- **開店賺錢**：拿取5元，加上已完成料理上每個錢袋1元。
- **思考菜色**：抽取2張食譜卡，選擇1張成為手牌，另1張正面朝上丟置棄牌堆。食譜卡牌堆
  耗盡時，將棄牌堆洗勻形成新的卡牌堆。

### 2. 拍賣物與競標
主持人每組拍賣物丟擲4顆骰子一次：3人時2組，4或5人時3組，6人時4組。每次丟擲依下表
組成一組拍賣物。食材卡及食譜卡正面朝上，事件卡正面朝下。

DICE_TABLE

[picture: first-example] 原規則的第1個例子，在遊戲紀錄中擲出：2、4、6、6組成一組拍賣物：1張肉、1張魚、1張正面朝上的食譜卡和1張正面朝下的事件卡。

[picture: second-example] 第2個例子，出自另一場遊戲紀錄：3、6、6、6組成1張菜、1張食譜卡和1張事件卡，主持人再選2張食材卡（這裡是穀和蛋）。

各組拍賣物依丟擲順序進行競標。從主持人左手邊的玩家開始，依順時針方向輪流：喊出比前次
更高的價格（不超過手上的金錢），或放棄。放棄過的玩家輪到時仍可再次喊價。當最後一次
喊價後其他所有玩家都放棄時，該玩家得標：將得標金額交至公區，並將拍賣物取回手中。
得標的事件卡須立即翻開執行，執行後丟置事件卡棄牌堆。

### 3. 研發料理
從主持人開始，每位玩家可研發1道料理：從手牌打出1張食譜卡置於自家面前，並將所須食材卡
放回對應的食材堆。不能研發與自家面前相同名稱的料理；與其他玩家相同則無妨。

之後由主持人左手邊的玩家擔任新的主持人。

## 食譜
[picture: recipes] 每種顏色各1張食譜卡：料理名稱、分數（★）和顏色的首字，以及所須的食材卡。

RECIPE_TABLE

## 事件
[picture: event] 玩家2得標的豐收，立即執行：每位玩家拿取1張穀，得標者再多拿2張。

每張事件卡都影響所有玩家，並給予得標者好處。豐收、養殖、均富及天災為原版的事件；養殖的
得標者獎勵、天災的效果及其餘11種事件為本版本依相同精神設計。

EVENT_TABLE

## 遊戲結束
[picture: fame] 遊戲紀錄結束時的分數軌：玩家1達到11分，超過結束遊戲的10分而獲勝；玩家2和玩家3為7分和8分。

當某回合結束時有玩家獲得10分以上，遊戲即告結束。分數最高者獲勝。平手時依序比較：
持有的金錢數額、已完成料理的錢袋數量、手上剩下的食材卡數量，最後擲骰決定。

## 進階規則
[picture: colours] 進階規則：玩家2的5道料理中有3道黃色，每道額外1分：獎勵3分，共20分。

- 丟擲完所有拍賣物後，主持人最多可移除1組拍賣物，並決定各組的拍賣順序。
- 當某回合結束時有玩家獲得18分以上，遊戲即告結束。
- 完成同種顏色的3道以上料理：該顏色每道料理額外獲得1分。
- 完成5種不同顏色的料理：額外獲得3分。

## 本版本的選擇
[picture: bids] 喊價為整數，依序輪流，每次都要比前次高；放棄過的玩家輪到時仍可再喊價。遊戲紀錄中的第1組拍賣物：目前玩家3以12元最高。

- 第1個座位的玩家擔任首回合主持人（代表「最近一次做菜的玩家」）。遊戲準備從主持人開始
  輪流進行：所有玩家先從4張食譜卡中丟棄1張，然後所有玩家各拿取2張食材卡。
- 手上的食材卡公開：每張取得或打出的食材卡大家都看得到。手上的食譜卡保密，其他玩家只
  看得到張數，以及你從拍賣物得標的正面朝上食譜卡（直到你研發該料理為止）。
- 喊價為整數且依序輪流進行，因此不會有兩位玩家同時喊出最高相同價格，原規則的擲骰比大小
  不會用到。第一次喊價至少1元。無法喊出比前次更高價格的玩家自動跳過。
- 若所有玩家都放棄而無人喊價，該組拍賣物無人得標：食材卡放回食材堆，食譜卡正面朝上丟置
  棄牌堆，事件卡正面朝下（不公開）放到事件卡牌堆底部。主持人移除的拍賣物（進階規則）
  也以相同方式放回。
- 食材堆耗盡時不提供食材：對應的骰子不加入食材卡，主持人只能從剩下的食材中選擇，事件
  只給予剩下的食材，先給得標者，再從得標者左手邊依序給其他玩家。
- 沒有任何內容的拍賣物（骰子對應的食材堆都已耗盡，且沒有6點）不進行競標：視為無人得標，
  接著拍賣下一組。
- 事件卡牌堆耗盡時，將已翻開的事件卡洗勻形成新的卡牌堆。
- 思考菜色時若只剩1張食譜卡可抽，直接拿取該張；若已無食譜卡可抽，則必須開店賺錢。
- 研發料理階段無法研發任何料理的玩家自動跳過。
- 公區的金錢不會用完。手牌沒有上限。
- 事件不需要玩家做選擇：天災每次從玩家持有最多的種類丟棄1張（同數時依穀、肉、菜、魚、
  蛋的順序）。
- 最後的擲骰：所有項目都相同的玩家各擲1顆骰子，仍相同者再擲，直到分出勝負。
- 進階規則：原規則為「若完成同種顏色的3道料理，每道料理可額外獲得1分」；本版本中，同種
  顏色的料理達3道以上時，該顏色每道料理各額外獲得1分，因此4道綠色料理得+4分（而非+3分）。
- 進階規則：顏色獎勵計入18分的結束條件及排名。主持人在丟擲完所有拍賣物後、開始競標前
  決定順序（或移除）。
- 「復原」不能取消思考菜色、丟擲骰子或翻開事件的行動：這些行動已公開隱藏的卡牌。
"""

JA = """\
# フードタイクーン

料理人となって食材を競り落とし、新しい料理を作ります。毎ラウンド、お金を稼ぐか新しい
料理を考え、食材・レシピ・イベントのロットを競り、料理をします。料理ごとに名声（得点）と、
収入を増やすお金袋が得られます。誰かの名声が10（上級ルールでは18）に達したラウンドの
終わりに、ゲームは終わります。

## 内容物
[picture: supply] 3人プレイの記録で準備が終わったときの場：表向きの食材の山5つ（それぞれ最初は18枚）、レシピの山札と捨て札3枚、イベントの山札。

- 食材カード90枚、各18枚：穀物（黄）、肉（赤）、野菜（緑）、魚（青）、卵（白）。種類ごとに
  5つの山にして表向きに置きます。
- レシピカード44枚：22種類の料理が各2枚、5色（下の表）。
- イベントカード30枚：15種類が各2枚（下の表）。
- 銀行のお金と、ダイス4個。

## 準備
[picture: set-up] 準備後のプレイヤー1：30金、手札のレシピ3枚（ほかの人に見えるのは枚数だけ）、穀物と卵が1枚ずつ。料理はまだなく名声0。プレイヤー1が最初のホストです。

1. レシピカードとイベントカードをそれぞれ切り混ぜ、裏向きの山札にします。
2. 各プレイヤーはレシピを4枚配られ、3枚を残して1枚を表向きで捨てます。
3. 各プレイヤーは30金と、好きな食材カード2枚を取ります。
4. 1番目の席のプレイヤーが最初のホストです。

## ラウンドの流れ
各ステップはホストから始まり、左（次の席）へ進みます。ただし競りだけはホストの左の
プレイヤーから始まります。

### 1. 開店か、料理を考える
ホストから順に、各プレイヤーは次のどちらかを行います：
- **開店する**：5金と、完成した料理のお金袋1つにつき1金を受け取ります。
- **料理を考える**：レシピを2枚引き、1枚を手札に残してもう1枚を表向きで捨てます。
  レシピの山札がなくなったら、捨て札を切り混ぜて新しい山札にします。

### 2. ロットと競り
ホストはロットごとに4個のダイスを1回振ります：3人なら2ロット、4〜5人なら3ロット、
6人なら4ロットです。1回振るごとに下の表のとおり1つのロットができます。食材とレシピは
表向き、イベントは裏向きです。

DICE_TABLE

[picture: first-example] ルールブックの1つ目の例を、記録したゲームで振ったもの：2、4、6、6で、肉1枚、魚1枚、表向きのレシピ1枚、裏向きのイベント1枚のロットになります。

[picture: second-example] 2つ目の例（別の記録から）：3、6、6、6で野菜1枚、レシピ1枚、イベント1枚、さらにホストが選んだ食材2枚（ここでは穀物と卵）。

ロットは振った順に競りにかけます。ホストの左のプレイヤーから時計回りに、前の入札より
高い額（所持金まで）を入札するか、パスします。パスしたプレイヤーも、順番が回ってくれば
また入札できます。最後の入札のあと他の全員がパスしたら、その入札者が落札します。銀行に
代金を払い、カードを手札に加えます。落札したイベントカードはすぐに表にして実行し、
捨て札にします。

### 3. 料理
ホストから順に、各プレイヤーは料理を1つ作れます：手札のレシピを自分の前に出し、必要な
食材を山に戻します。自分がすでに持っている料理は作れません。ほかの人の料理と同じでも
かまいません。

その後、ホストの左のプレイヤーが新しいホストになります。

## レシピ
[picture: recipes] 各色のレシピ1枚ずつ：料理名、名声（★）と色の頭文字、必要な食材カード。

RECIPE_TABLE

## イベント
[picture: event] プレイヤー2が落札した豊作はすぐに実行されます：全員が穀物を1枚取り、落札者はさらに2枚取りました。

どのイベントも全員に影響し、落札者に有利です。豊作、畜産、均富、天災は原版のイベント
です。畜産の落札者ボーナス、天災の効果、ほかの11種類は同じ考え方でこの版が作りました。

EVENT_TABLE

## ゲームの終わり
[picture: fame] 記録したゲームの終わりの名声トラック：プレイヤー1は名声11で、ゲームを終わらせる10を超えて勝ち。プレイヤー2と3は7と8です。

ラウンドの終わりに名声10以上のプレイヤーがいれば、ゲームは終わります。名声が最も高い
人の勝ちです。同点なら所持金、料理のお金袋の数、手札の食材カードの枚数、最後にダイスの
順で比べます。

## 上級ルール
[picture: colours] 上級ルール：プレイヤー2の料理5つのうち3つが黄色で、1つにつき名声+1：ボーナス3、合計名声20。

- すべてのロットを振ったあと、ホストはロットを1つまで取り除き、競りの順番を決めます。
- ラウンドの終わりに名声18以上のプレイヤーがいれば、ゲームは終わります。
- 同じ色の料理が3つ以上：その色の料理1つにつき名声+1。
- 5色すべての料理：名声+3。

## この版の選択
[picture: bids] 入札は整数で時計回りに進み、毎回前の入札より高くします。パスしたプレイヤーも順番が来ればまた入札できます。記録したゲームのロット1：いまはプレイヤー3の12が最高です。

- 1番目の席が最初のホストです（「最近料理をした人」の代わり）。準備はホストから順に
  行います：全員がレシピ4枚から1枚を捨て、次に全員が食材を2枚取ります。
- 手札の食材カードは公開です：取ったカードも使ったカードも、すべて場で見えています。
  手札のレシピは秘密で、ほかの人には枚数と、ロットで落札した表向きのレシピ（その料理を
  作るまで）だけが見えます。
- 入札は整数で、順番に行います。そのため2人が同時に同じ最高額を入札することはなく、
  同額のときのダイス勝負は使いません。最初の入札は1以上です。前の入札より高く入札
  できないプレイヤーは自動的にパスします。
- 全員が入札せずにパスしたら、そのロットは誰も取りません：食材は山に、レシピは表向きで
  捨て札に、イベントは裏向きのまま（誰にも見せず）イベントの山札の一番下に戻します。
  ホストが取り除いたロット（上級ルール）も同じように戻します。
- 食材の山が空なら何も得られません：その目のダイスはロットにカードを加えず、ホストは
  残っているカードからだけ選び、イベントは残っている分だけを、落札者から、次に落札者の
  左から順に配ります。
- 何も入っていないロット（ダイスの目の食材の山がすべて空で、6の目もない）は競りに
  かけません：誰も取らなかったものとして、次のロットに進みます。
- イベントの山札がなくなったら、表にしたイベントを切り混ぜて新しい山札にします。
- 料理を考えるとき、引けるレシピが1枚しかなければそれを取ります。1枚もなければ開店
  しなければなりません。
- 料理のステップで作れる料理がないプレイヤーは飛ばされます。
- 銀行のお金はなくなりません。手札に上限はありません。
- イベントに選択はありません：天災では、いちばん多く持つ種類から1枚ずつ捨てます（同数
  なら穀物、肉、野菜、魚、卵の順）。
- 最後のダイス勝負：すべて同じプレイヤーが1個ずつ振り、同じ目ならまた振ります。
- 上級ルール：原作では「同じ色の料理を3つ完成させると、1つにつき名声+1」です。この版では、
  同じ色の料理が3つ以上あれば、その色の料理1つにつき名声+1なので、緑の料理4つなら+4
  （+3ではありません）です。
- 上級ルール：色のボーナスは名声18の終了条件と順位に数えます。ホストはすべての
  ロットを振ったあと、最初の競りの前に順番を決め（取り除き）ます。
- 「元に戻す」では、料理を考える、ダイスを振る、イベントを表にした手は取り消せません：
  隠れたカードが見えたからです。
"""


def _fill(text: str, lang: str) -> str:
    return (
        text.replace("DICE_TABLE", dice_table(lang))
        .replace("RECIPE_TABLE", recipe_table(lang))
        .replace("EVENT_TABLE", event_table(lang))
    )


RULES = {"en": _fill(EN, "en"), "zh-TW": _fill(ZH, "zh-TW"), "ja": _fill(JA, "ja")}


def rules_text(lang: str = "en") -> str:
    return RULES.get(lang, RULES["en"])
