"""Food Paradise rules help, with every component and choice this edition designed
(the rulebook gives only the counts).

One text per language ("en", "zh-TW", "ja"), each with the same sections, lists and
tables in the same order. The tables are built from ``data`` (``help_tables``), so
help and game cannot disagree.
The markup is the small subset of Markdown the app renders: headings, paragraphs,
"- " and "1. " lists, **bold**, pipe tables and pictures: a line "[picture: NAME]
Caption." is the board's own picture NAME (``drawing/pictures.py``), at least one in
every section, the same names in every language.
"""

from __future__ import annotations

from pygames.foodparadise.data import TURN_LIMIT
from pygames.foodparadise.help_tables import (
    demand_list,
    numbers_table,
    price_table,
    recipe_table,
    track_table,
)

EN = """\
# Food Paradise

You run a restaurant chain. Buy ingredients as you go round the board, build your
recipes and let the revenue under your sign grow. The first player to build **4
recipes** or to hold **10,000** in cash wins at once.

## Components
- A square track of 36 spaces: 4 corners and 32 small spaces (24 ingredient sources,
  4 market-demand spaces, 4 market-research spaces).
- 4 restaurant chains, each a sign, a token of its colour and 5 recipe cards: 啃的雞
  (blue), 麵點王 (red), 好會炒 (green), 必神客 (yellow). Each player's token also has
  the seat's shape and number (seat 1 a circle, 2 a square, 3 a triangle, 4 a diamond).
- 24 ingredient tokens, 3 each of beef, pork, chicken, fish, shrimp, vegetables,
  grain and seasoning.
- 23 price cards, 8 market-demand cards (one per ingredient), money, a 4-sided die.

### The track
Spaces are numbered 0–35 clockwise; space 0 is corner 1. Every side is laid out the
same way: a source, market demand, two sources, market research, three sources. Six
spaces on from every research space is the next side's market-demand space.

TRACK_TABLE

[picture: spaces] Corner 1, with the restaurant on it and the revenue under it, and the first spaces of its side: the ranch (beef), the market demand, the henhouse (chicken).

### The recipes
Every recipe needs 3 different ingredients. Over the 20 recipes beef, chicken, fish
and shrimp are needed 7 times, pork, vegetables, grain and seasoning 8 times; in each
chain one ingredient is needed once and every other one twice.

RECIPE_TABLE

[picture: recipe] A player's box: cash, the ingredients held, price cards, the face-up recipe (the ingredients already held ticked), the recipes face down and those built.

### The price cards
A price card shows a price and, for moving, steps: price ÷ 100.

PRICE_TABLE

[picture: price-card] A player on space 13 holds price cards of 300 and 400: they move 3 and 4 spaces, and the spaces they would land on are ringed with their price.

### The market-demand cards
One card per ingredient, 8 in all: DEMAND_LIST. The top card of the shuffled deck is
face up: it is the ingredient the market wants.

[picture: demand] The face-up market-demand card: the market wants vegetables.

### The numbers
NUMBERS_TABLE

## Set-up
1. The 4 signs are shuffled and each player draws one at random, with its token
   and its 5 recipes.
2. Seat 1 first, then clockwise (in seat order), each player puts its sign and token
   on a free corner of its choice.
3. 500 revenue money goes under every corner, also under corners nobody took.
4. Each player shuffles its own 5 recipes into a face-down pile and turns its top
   recipe face up.
5. The price cards and the market-demand cards are shuffled into two decks; the top
   market demand is turned face up.
6. Everyone takes 2,000. Seat 1 plays first, then clockwise.

[picture: corners] After set-up with 3 players: each sign on the corner its player chose, and 500 revenue under every corner, also under corner 4, which nobody took.

## A turn
1. **Move**: roll the die and move that many spaces, or play a price card from your
   hand and move its steps; the card goes face down under the price deck.
2. **Revenue**: if you passed your own corner, or ended your move on it, take from
   the bank as much as the revenue money under it (the money stays there).
3. **The space**:
   - An ingredient source: turn the top price card. You may buy one token of that
     ingredient at that price and keep the price card. If you do not, the offer goes
     to the player on your left, and on clockwise one player at a time; the first who
     buys takes it the same way. A player who cannot pay the price is passed over.
     If nobody buys, the card goes under the price deck.
   - If the bank has no token of that ingredient, the buyer takes one from another
     player who holds it, who cannot refuse; when two or more other players hold it,
     **the buyer chooses** which of them it takes from. The price is still paid to the
     bank. A player who could get none (nobody else holds one) is passed over.
   - If the price deck is empty, one card is drawn at random from all the cards in
     the players' hands and offered the same way.
   - Market demand: if you hold the ingredient of the face-up market demand, all your
     tokens of it go back to the bank and you take 1,200 in all.
   - Market research: you may move 6 spaces on at once and do the market demand
     there (you take no revenue for corners passed), or stay.
   - Another player's corner, or a corner nobody took: take from the bank as much as
     the revenue money under it.
4. **Build**: if you hold the 3 ingredients of your face-up recipe, return one of
   each to the bank, set the recipe aside as built, put 500 more revenue money under
   your sign and turn your next recipe face up.

[picture: offer] A price card of 200 turned on a shrimp farm: the player there may buy one shrimp for 200 or decline, and the offer goes on to the left.

## End of the game
The first player to build a 4th recipe, or to hold 10,000 or more, wins at once. The
other players are placed by recipes built, then cash.

If nobody has won by then, the game ends when every player has played TURN_LIMIT
turns (this edition's turn limit). Then the player who has **built the most recipes
wins**, even with less cash; if two or more have built the most, the one of them with
**the most cash** wins; players equal in both recipes and cash all win, sharing first
place. The others are placed the same way.

[picture: end] The end of a game: Player 2 has built a 4th recipe and wins at once.

## This edition's choices
- The track, the recipes and the price cards above are this edition's design: the
  rulebook gives only their numbers.
- The market demand changes only after a sale: the sold demand card goes under its
  deck and the next one is turned face up.
- 1,200 is paid for all the tokens sold together, however many.
- Ending your move on your own corner counts as passing it (you take its revenue
  once); starting a move from it does not.
- A player who cannot pay is passed over without being asked; so is one who could get
  no token (the bank is out and nobody else holds one).
- A recipe is checked once, at the end of its owner's turn, after the space is done
  with; a recipe completed by buying on another player's turn is built at the end of
  your next turn. At most one recipe is built a turn.
- Every corner pays its revenue to a player ending a move there; an empty corner
  always pays 500.
- The turn limit is this edition's (the rulebook has none): every game must end, a
  game between bots too. At TURN_LIMIT turns each, recipes come first and cash only
  decides between players with as many recipes; nobody needs 4 recipes or 10,000.
- When the bank is out of an ingredient and two or more other players hold it, the
  buyer chooses whose token to take (rules version 2). Games played by the first rules
  (version 1), saved or shared before, still replay by them: there the token was taken
  from the player holding the most (equal: the first clockwise from the buyer).
- Undo cannot take back a roll, nor a move that turned a card or revealed a recipe or
  a market demand.

[picture: take] The bank is out of beef: the buyer chooses whose beef to take; each player who holds some is ringed.
"""

ZH = """\
# 美食天堂

你是連鎖餐廳的CEO。繞著版圖前進、購買食材、建立食譜，讓招牌下的營收金越來越多。
最先建立**4套食譜**或持有**10,000元**現金的玩家立即獲勝。

## 遊戲內容物
- 正方形36格的遊戲版圖：4大格（角落格）與32小格（24個食材產地、4個「市場需求」格、
  4個「市場調查」格）。
- 4個餐廳集團，各有餐廳招牌卡、同色的玩家代表物與5張食譜卡：啃的雞（藍）、麵點王（紅）、
  好會炒（綠）、必神客（黃）。每位玩家的代表物另有座位的形狀與號碼（1號圓形、2號正方形、
  3號三角形、4號菱形）。
- 食材代表物24個：牛、豬、雞、魚、蝦、菜、穀物、調味料各3個。
- 價格卡23張、市場需求卡8張（每種食材1張）、鈔票、四面骰子1顆。

### 遊戲版圖
格子依順時針編號0–35；第0格是角落格1。每一邊的排法都相同：1個產地、市場需求、2個產地、
市場調查、3個產地。每個市場調查格往前6格，正是下一邊的市場需求格。

TRACK_TABLE

[picture: spaces] 角落格1：格上是餐廳招牌、下方是營收金；接著是這一邊最前面的格子：牧場（牛）、市場需求、雞舍（雞）。

### 食譜卡
每張食譜需要3種不同的食材。20張食譜中，牛、雞、魚、蝦各需要7次，豬、菜、穀物、調味料
各需要8次；每個集團中有1種食材只需要1次，其他每種各需要2次。

RECIPE_TABLE

[picture: recipe] 一位玩家的區域：現金、持有的食材、價格卡、已翻開的食譜卡（已持有的食材打勾）、正面朝下的食譜卡與已建立的食譜。

### 價格卡
價格卡標示價格，以及代替擲骰時的前進步數：價格 ÷ 100。

PRICE_TABLE

[picture: price-card] 停在第13格的玩家手上有300與400的價格卡：分別前進3格與4格，將停駐的格子以價格標示並圈起。

### 市場需求卡
每種食材1張，共8張：DEMAND_LIST。洗勻的牌堆最上方1張正面朝上，就是市場需求的食材。

[picture: demand] 翻開的市場需求卡：市場需要菜。

### 數字
NUMBERS_TABLE

## 遊戲準備
1. 將4張餐廳招牌卡洗勻，每位玩家隨機抽取1張，拿取對應的玩家代表物與5張食譜卡。
2. 從座位1開始，依順時針方向（座位順序），各玩家將招牌卡與代表物放在自選的空角落格上。
3. 每個角落格下方放置500元營收金，無人選擇的角落格也一樣。
4. 每位玩家將自己的5張食譜卡洗勻成正面朝下的牌堆，並翻開最上方1張。
5. 價格卡與市場需求卡分別洗勻成2組牌堆，並翻開市場需求卡牌堆最上方的1張。
6. 每位玩家拿取2,000元。由座位1開始，依順時針方向輪流進行。

[picture: corners] 3人遊戲準備完成後：每張招牌卡放在玩家選擇的角落格上，每個角落格下方都有500元營收金，無人選擇的角落格4也一樣。

## 行動回合
1. **移動**：擲骰並前進點數格，或從手上打出1張價格卡並前進其步數；打出的卡正面朝下
   放回價格卡牌堆下方。
2. **營收金**：若經過自家角落格，或停在自家角落格，從公區拿取等同該格營收金的金額
   （營收金留在原處）。
3. **停駐格的指令**：
   - 食材產地：翻開價格卡牌堆最上方1張。你可以用該價格購買1個該種食材，並將價格卡
     留在手中。若不購買，依順時針方向從左手邊玩家開始，一次詢問一位；最先願意購買的
     玩家比照辦理。現金不足的玩家直接略過。若無人購買，將價格卡放回牌堆下方。
   - 若公區該種食材已被取盡，購買者從持有此食材的其他玩家面前拿取，對方不能拒絕；
     若有2位以上的其他玩家持有，**由購買者選擇**從哪一位面前拿取。價錢仍付給公區。
     無處可取得（其他人都沒有）的玩家直接略過。
   - 若價格卡牌堆已被抽盡，從所有玩家手中的價格卡隨機抽取1張，照樣詢問購買。
   - 市場需求：若持有與翻開的市場需求卡相同的食材，將所有該食材放回公區，並拿取
     共1,200元。
   - 市場調查：可立即前進6格並在該處執行市場需求行動（經過角落格時不能領取營收金），
     或不作任何行動。
   - 其他玩家的角落格或無人的角落格：從公區拿取等同該格營收金的金額。
4. **建立食譜**：若持有已翻開食譜卡所須的3種食材，各放回1個到公區，該食譜即建立；
   在自家招牌卡下方加放500元營收金，並翻開下一張食譜卡。

[picture: offer] 在蝦塭翻開一張200元的價格卡：停在這裡的玩家可以用200元購買1個蝦，或不購買，依序詢問左手邊的玩家。

## 遊戲結束
最先建立第4套食譜或持有10,000元以上現金的玩家立即獲勝。其他玩家依已建立的食譜數、
其次現金排名。

若在此之前無人獲勝，當每位玩家都進行了TURN_LIMIT回合（本版的回合上限），遊戲即結束。
此時**建立最多食譜的玩家獲勝**，即使現金較少也一樣；若有2位以上玩家建立的食譜一樣多，
其中**現金最多**者獲勝；食譜數與現金都相同的玩家一同獲勝，並列第一。其他玩家也依同樣
方式排名。

[picture: end] 遊戲結束：玩家2建立了第4套食譜，立即獲勝。

## 本版的選擇
- 上述版圖、食譜與價格卡是本版的設計：原版規則只說明了數量。
- 市場需求卡只在賣出後更換：賣出的市場需求卡放回牌堆下方，翻開下一張。
- 賣出時不論數量，共得1,200元。
- 移動停在自家角落格也算經過（領取一次營收金）；從自家角落格出發則不算。
- 現金不足的玩家不經詢問直接略過；無處可取得食材（公區已取盡、其他人也沒有）的玩家
  亦同。
- 食譜只在其擁有者回合結束、停駐格指令完成後檢查一次；在別人回合買到而湊齊的食譜，
  於你下一個回合結束時建立。每回合最多建立1套食譜。
- 停在任何非自家的角落格都可領取其營收金；無人的角落格永遠是500元。
- 回合上限是本版的設計（原版規則沒有）：每局遊戲都必須結束，電腦玩家的對局也一樣。
  每人TURN_LIMIT回合時，先比食譜數，食譜一樣多才比現金；不需要4套食譜或10,000元。
- 公區某種食材已取盡、且有2位以上的其他玩家持有時，由購買者選擇從誰面前拿取（規則
  第2版）。依第1版規則進行、先前儲存或分享的對局仍依第1版重播：當時從持有最多的玩家
  面前拿取（同數時取購買者順時針方向最近的一位）。
- 「復原」不能取消擲骰，也不能取消翻開了價格卡、食譜卡或市場需求卡的行動。

[picture: take] 公區的牛已被取盡：由購買者選擇從誰面前拿取；持有牛的玩家都被圈起。
"""

JA = """\
# フードパラダイス（美食天堂）

あなたはレストランチェーンのCEOです。盤を回りながら食材を買い、レシピを完成させて、
看板の下の売上金を増やしましょう。最初に**レシピを4つ**完成させるか、現金**10,000**を
持ったプレイヤーが即座に勝ちます。

## 内容物
- 36マスの正方形のコース：角4つと小さいマス32（食材の産地24、市場の需要4、市場調査4）。
- レストランチェーン4つ。それぞれ看板、同じ色のコマ、レシピカード5枚：啃的鶏（青）、
  麺点王（赤）、好会炒（緑）、必神客（黄）。各プレイヤーのコマには席の形と番号も
  付きます（1番は円、2番は四角、3番は三角、4番はひし形）。
- 食材トークン24個：牛肉・豚肉・鶏肉・魚・エビ・野菜・穀物・調味料が3個ずつ。
- 価格カード23枚、市場の需要カード8枚（食材ごとに1枚）、お金、4面ダイス1個。

### コース
マスは時計回りに0–35の番号です。0番のマスが角1です。どの辺も同じ並びです：産地1つ、
市場の需要、産地2つ、市場調査、産地3つ。どの市場調査のマスからも6マス先は、次の辺の
市場の需要のマスです。

TRACK_TABLE

[picture: spaces] 角1：上にはレストランの看板、下には売上金。続いてその辺の最初のマス：牧場（牛肉）、市場の需要、鶏舎（鶏肉）。

### レシピ
どのレシピも異なる3種類の食材が必要です。20枚のレシピで、牛肉・鶏肉・魚・エビは7回、
豚肉・野菜・穀物・調味料は8回必要です。各チェーンでは1種類の食材が1回、ほかの食材は
2回ずつ必要です。

RECIPE_TABLE

[picture: recipe] プレイヤーの欄：現金、持っている食材、価格カード、表向きのレシピ（持っている食材にチェック）、裏向きのレシピと完成したレシピ。

### 価格カード
価格カードには価格と、移動に使うときの歩数（価格 ÷ 100）が書かれています。

PRICE_TABLE

[picture: price-card] 13のマスにいるプレイヤーは300と400の価格カードを持っています：それぞれ3マスと4マス進み、止まるマスが価格つきで囲まれます。

### 市場の需要カード
食材ごとに1枚、全部で8枚：DEMAND_LIST。シャッフルした山のいちばん上の1枚が表になり、
それが市場の求める食材です。

[picture: demand] 表向きの市場の需要カード：市場は野菜を求めています。

### 数
NUMBERS_TABLE

## 準備
1. 4枚の看板をシャッフルし、各プレイヤーが1枚ずつ無作為に引き、そのコマと
   レシピ5枚を受け取ります。
2. 席1から時計回り（席の順）に、各プレイヤーが空いている好きな角に看板とコマを
   置きます。
3. どの角の下にも売上金500を置きます。誰も選ばなかった角も同じです。
4. 各プレイヤーは自分のレシピ5枚をシャッフルして裏向きの山にし、いちばん上の1枚を
   表にします。
5. 価格カードと市場の需要カードをそれぞれシャッフルして2つの山にし、需要の山の
   いちばん上を表にします。
6. 全員が2,000を受け取ります。席1から時計回りに手番を行います。

[picture: corners] 3人での準備のあと：各看板はそのプレイヤーが選んだ角に置かれ、どの角の下にも売上金500。誰も選ばなかった角4も同じです。

## 手番
1. **移動**：ダイスを振ってその数だけ進むか、手札の価格カードを1枚出してその歩数だけ
   進みます。出したカードは裏向きで価格カードの山の下に戻します。
2. **売上金**：自分の角を通過するか、そこで止まったら、その角の売上金と同じ額を銀行から
   受け取ります（売上金はそのまま残ります）。
3. **止まったマス**：
   - 食材の産地：価格カードの山のいちばん上をめくります。その価格でその食材を1個買い、
     価格カードを手札にできます。買わなければ、左隣から時計回りに1人ずつ順に尋ねます。
     最初に買う人が同じように買います。お金の足りない人は飛ばします。誰も買わなければ、
     カードは山の下に戻します。
   - 銀行にその食材がなければ、買う人はそれを持っているほかのプレイヤーから1個取ります。
     断ることはできません。ほかに持っている人が2人以上いれば、**買う人が**誰から取るかを
     **選びます**。代金は銀行に払います。どこからも手に入らない（ほかの誰も持っていない）
     人は飛ばします。
   - 価格カードの山がなくなっていたら、全員の手札の価格カードから1枚を無作為に引き、
     同じように売りに出します。
   - 市場の需要：表になっている需要の食材を持っていれば、それをすべて銀行に戻し、
     合計1,200を受け取ります。
   - 市場調査：すぐに6マス進んでそこで市場の需要を行う（通過した角の売上金は
     受け取れません）か、とどまります。
   - ほかのプレイヤーの角、または誰のものでもない角：その角の売上金と同じ額を
     銀行から受け取ります。
4. **レシピ**：表のレシピの3種類の食材を持っていれば、各1個を銀行に戻し、そのレシピを
   完成とします。自分の看板の下に売上金500を足し、次のレシピを表にします。

[picture: offer] エビ養殖場で200の価格カードがめくられました：そこにいるプレイヤーは200でエビを1つ買うか見送り、見送れば左の人に順に回ります。

## ゲームの終了
4つ目のレシピを完成させるか、現金10,000以上を持った最初のプレイヤーが即座に勝ちます。
ほかのプレイヤーは完成したレシピの数、次に現金で順位を決めます。

それまでに誰も勝たなければ、全員がTURN_LIMIT手番を終えたところ（この版の手番の上限）で
ゲームは終わります。そのときは**完成したレシピが最も多い人が勝ち**です（現金が少なくても
同じです）。最も多い人が2人以上なら、その中で**現金が最も多い人**が勝ちます。レシピの数も
現金も同じ人は全員が勝ち、1位を分け合います。ほかの人も同じように順位を決めます。

[picture: end] ゲームの終わり：プレイヤー2が4つ目のレシピを完成させ、即座に勝ちました。

## この版での選択
- 上のコース、レシピ、価格カードはこの版の設計です：原作のルールには数しか
  書かれていません。
- 市場の需要は売れたときだけ変わります：売れた需要カードを山の下に戻し、次の1枚を
  表にします。
- 売った個数にかかわらず、合計で1,200です。
- 自分の角で移動を終えるのも通過に数えます（売上金は1回）。自分の角から出発するのは
  通過ではありません。
- お金の足りない人には尋ねずに飛ばします。食材を手に入れられない人（銀行になく、
  ほかの誰も持っていない）も同じです。
- レシピは持ち主の手番の終わり、マスの処理のあとに1回だけ確かめます。ほかの人の手番に
  買ってそろったレシピは、次の自分の手番の終わりに完成します。1手番に完成できる
  レシピは1つまでです。
- 自分のもの以外の角で止まれば、その売上金を受け取れます。誰のものでもない角は
  いつも500です。
- 手番の上限はこの版のものです（原作のルールにはありません）：ボット同士のゲームも
  含め、どのゲームも必ず終わるように。各自TURN_LIMIT手番では、まずレシピの数を比べ、
  同じ数の人の間でだけ現金を比べます。レシピ4つや10,000は要りません。
- 銀行にある食材がなく、ほかに持っている人が2人以上いれば、買う人が誰から取るかを
  選びます（ルール第2版）。第1版のルールで遊び、以前に保存・共有したゲームは第1版の
  まま再生されます：そこでは最も多く持つ人（同数なら買う人から時計回りで最初の人）から
  取りました。
- 「元に戻す」では、ダイスを振った手や、価格カード・レシピ・需要カードをめくった手は
  取り消せません。

[picture: take] 銀行の牛肉がなくなりました：買う人が誰の牛肉を取るかを選びます。牛肉を持つプレイヤーが囲まれています。
"""


def _fill(text: str, lang: str) -> str:
    return (
        text.replace("TRACK_TABLE", track_table(lang))
        .replace("RECIPE_TABLE", recipe_table(lang))
        .replace("PRICE_TABLE", price_table(lang))
        .replace("NUMBERS_TABLE", numbers_table(lang))
        .replace("DEMAND_LIST", demand_list(lang))
        .replace("TURN_LIMIT", str(TURN_LIMIT))
    )


HELP = {"en": _fill(EN, "en"), "zh-TW": _fill(ZH, "zh-TW"), "ja": _fill(JA, "ja")}


def rules_text(lang: str = "en") -> str:
    return HELP.get(lang, HELP["en"])
