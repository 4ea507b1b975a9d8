# ブルゴーニュの城（web/src/games/burgundy/）。用語は日本語ルールブックのもの（glossary.md）。
burgundy-title = ブルゴーニュの城

## タイル：名前
burgundy-tile-castle = 城
burgundy-tile-ship = 船
burgundy-tile-mine = 鉱山
burgundy-tile-warehouse = 倉庫の建物
burgundy-tile-watchtower = 見張り塔
burgundy-tile-carpenters_workshop = 大工の工房
burgundy-tile-church = 教会
burgundy-tile-market = 市場
burgundy-tile-boarding_house = 下宿屋
burgundy-tile-bank = 銀行
burgundy-tile-city_hall = 市庁舎
burgundy-tile-cow = 牛{ $count }頭
burgundy-tile-pig = 豚{ $count }頭
burgundy-tile-sheep = 羊{ $count }頭
burgundy-tile-chicken = 鶏{ $count }羽
burgundy-tile-knowledge = 黄色の修道院{ $number }番
burgundy-tile-unknown = タイル{ $label }

## タイル：効果（タイルをタップすると表示）
burgundy-effect-castle = 好きな出目の仮想ダイスで、4種類の仕事のどれか1つを直ちに追加実行します（タイルを取る、タイルを置く、商品を売る、労働者を補充する）。
burgundy-effect-ship = 商品置き場を1つ選び、そこの商品をすべて受け取ります（手元の商品は最大3種類）。その後、橋の自分のコマを1マス進めます。
burgundy-effect-mine = 各期の最後に銀貨1枚。
burgundy-effect-animal = タイルに描かれた頭数を点にし、同じ牧場の同じ種類の家畜の頭数も加えます。
burgundy-effect-warehouse = 自分の商品の好きな1種類を全部売ります。
burgundy-effect-watchtower = 4点。
burgundy-effect-carpenters_workshop = 番号倉庫から建物を1枚取り、保管枠へ置きます。
burgundy-effect-church = 番号倉庫から鉱山・黄色の修道院・城のどれか1枚を取り、保管枠へ置きます。
burgundy-effect-market = 番号倉庫から船か家畜を1枚取り、保管枠へ置きます。
burgundy-effect-boarding_house = 労働者4枚。
burgundy-effect-bank = 銀貨2枚。
burgundy-effect-city_hall = 保管枠から別の六角タイル1枚を、出目を問わず領地へ追加配置します。
burgundy-effect-knowledge-1 = 同じ町に同種の建物を複数置けます。
burgundy-effect-knowledge-2 = 各期末、鉱山1枚につき労働者1枚も得ます。
burgundy-effect-knowledge-3 = 商品売却で得る銀貨が1枚増えます。
burgundy-effect-knowledge-4 = 商品売却ごとに労働者1枚も得ます。
burgundy-effect-knowledge-5 = 船で、隣り合う2つの商品置き場を選べます。
burgundy-effect-knowledge-6 = { $edition ->
    [2011] 追加購入（銀貨2枚）を、黒市場だけでなく番号倉庫からも行えます。それでも追加購入は1手番1回までです。
   *[other] 追加購入を銀貨2枚か労働者2枚で行え、黒市場だけでなく番号倉庫からの購入も選べます。それでも追加購入は1手番1回までです。
  }
burgundy-effect-knowledge-7 = 家畜を置いたとき、牧場の同じ種類のタイル1枚につき1点を加えます。
burgundy-effect-knowledge-8 = 労働者1枚で出目を最大2だけ変えられます。
burgundy-effect-knowledge-9 = 建物を置く出目を無料で1増減できます。
burgundy-effect-knowledge-10 = 船・家畜を置く出目を無料で1増減できます。
burgundy-effect-knowledge-11 = 城・鉱山・黄色を置く出目を無料で1増減できます。
burgundy-effect-knowledge-12 = 番号倉庫からタイルを取る出目を無料で1増減できます。
burgundy-effect-knowledge-13 = 労働者を取る仕事で銀貨1枚も得ます。
burgundy-effect-knowledge-14 = 労働者を取る仕事で2枚でなく4枚を取ります。
burgundy-effect-knowledge-15 = 終了時：売った商品の種類ごとに{ $points }点。
burgundy-effect-knowledge-16 = 終了時：領地の倉庫の建物1枚ごとに{ $points }点。
burgundy-effect-knowledge-17 = 終了時：領地の見張り塔1枚ごとに{ $points }点。
burgundy-effect-knowledge-18 = 終了時：領地の大工の工房1枚ごとに{ $points }点。
burgundy-effect-knowledge-19 = 終了時：領地の教会1枚ごとに{ $points }点。
burgundy-effect-knowledge-20 = 終了時：領地の市場1枚ごとに{ $points }点。
burgundy-effect-knowledge-21 = 終了時：領地の下宿屋1枚ごとに{ $points }点。
burgundy-effect-knowledge-22 = 終了時：領地の銀行1枚ごとに{ $points }点。
burgundy-effect-knowledge-23 = 終了時：領地の市庁舎1枚ごとに{ $points }点。
burgundy-effect-knowledge-24 = 終了時：領地の家畜の種類ごとに{ $points }点。
burgundy-effect-knowledge-25 = 終了時：売却済みの商品1枚ごとに{ $points }点。
burgundy-effect-knowledge-26 = 終了時：取った色完成ボーナスタイル1枚ごとに{ $points }点。
burgundy-tile-info = { $tile }：{ $effect }

## 中央盤
burgundy-status = { $phase }期、ラウンド{ $round }/5 · 白ダイス{ $die }
burgundy-status-over = ゲーム終了
burgundy-depot = 倉庫{ $number }
burgundy-depot-black = 黒市場
burgundy-depot-empty = 空き枠
burgundy-goods-to-come = これから出る商品
burgundy-supply = 供給：タイル{ $tiles }枚、黒{ $black }枚
burgundy-turn-order = 手番順
burgundy-track = 橋（手番順）
burgundy-track-space = マス{ $space }
burgundy-goods = { $count ->
    [1] 商品{ $type }
   *[other] 商品{ $type } × { $count }
  }
burgundy-goods-chip = { $type }×{ $count }
burgundy-depot-goods = 倉庫{ $number }の商品

## 領地
burgundy-points = { $points }点
burgundy-silverlings = 銀貨
burgundy-workers = 労働者
burgundy-dice = ダイス
burgundy-die = ダイス{ $value }
burgundy-die-waiting = ダイス{ $value }（未使用）
burgundy-die-used = ダイス{ $value }（使用済み）
burgundy-die-any = 好きな出目
burgundy-storage = 保管枠
burgundy-storage-empty = 空き
burgundy-held-goods = 商品
burgundy-sold = 売却済み
burgundy-none = なし
burgundy-bonus = ボーナスタイル
burgundy-bonus-tile = { $colour }（{ $size }）
burgundy-bonus-large = 大
burgundy-bonus-small = 小
burgundy-space = マス{ $cell }：{ $colour }、ダイス{ $die }
burgundy-colour-castle = 城（濃緑）
burgundy-colour-pasture = 牧場（薄緑）
burgundy-colour-animal = 牧場（薄緑）
burgundy-colour-ship = 船（青）
burgundy-colour-mine = 鉱山（灰色）
burgundy-colour-building = 町（薄茶）
burgundy-colour-knowledge = 黄色の修道院（黄色）

## 決定（操作バー）
burgundy-playing = { $player }の手番です…
burgundy-your-turn = あなたの手番：ダイス、倉庫のタイル、保管しているタイルのどれかをタップしてください。
burgundy-pick-next = 強調されたタイル、マス、商品をタップしてください。
burgundy-pick-discard = 保管枠が満杯です：ゲームから除くタイルをタップしてください。
burgundy-pick-payment = どう支払いますか？
burgundy-pick-load = 船でどの商品を受け取りますか？
burgundy-pending-ship = 船：倉庫の商品をタップして受け取ります。
burgundy-pending-castle = 城：好きな出目でもう1つ仕事をします。
burgundy-pending-city_hall = 市庁舎：保管枠からもう1枚タイルを置きます。
burgundy-pending-warehouse = 倉庫の建物：商品をタップして売ります。
burgundy-pending-market = 市場：番号倉庫にある船か家畜をタップしてください。
burgundy-pending-carpenters_workshop = 大工の工房：番号倉庫にある建物をタップしてください。
burgundy-pending-church = 教会：番号倉庫にある鉱山・城・黄色の修道院をタップしてください。
burgundy-pending-buy = 黒市場でタイルを買うか、手番を終えられます。
burgundy-confirm = 決定
burgundy-back = 戻る
burgundy-op-workers = 労働者を補充する
burgundy-op-buy = 購入
burgundy-op-end = 手番を終える
burgundy-op-decline = 使わない
burgundy-pay-silver = 銀貨2枚
burgundy-pay-workers = 労働者2枚
burgundy-pay-mixed = 銀貨1枚と労働者1枚
burgundy-load = 商品{ $goods }
burgundy-first-stored = まず保管枠のタイルをタップし、次に置くマスをタップしてください。
burgundy-why-not = { $tile }はそこに置けません：{ $reason }
burgundy-could = { $tile }はダイス{ $die }ならそこに置けます。

## 1つの仕事を言葉で（タップで1つに決まったとき）
burgundy-with-die = { $die ->
    [0] 好きな出目で
   *[other] ダイス{ $die }で
  }{ $workers ->
    [0] {""}
   *[other] 、労働者{ $workers }枚を使って
  }
burgundy-do-take = { $depot }から{ $tile }を取る（{ $how }）
burgundy-do-take-discard = { $depot }から{ $tile }を取る（{ $how }）。保管中の{ $discard }を除く
burgundy-do-place = { $tile }を{ $space }のマスに置く（{ $how }）
burgundy-do-sell = 商品{ $goods }を売る（{ $how }）
burgundy-do-workers = 労働者を補充する（{ $how }）
burgundy-do-buy = { $depot }の{ $tile }を{ $payment }で買う
burgundy-do-buy-discard = { $depot }の{ $tile }を{ $payment }で買う。保管中の{ $discard }を除く
burgundy-do-ship = { $depot }から商品{ $goods }を受け取る
burgundy-do-ship-two = { $depot }と{ $second }から商品{ $goods }を受け取る
burgundy-do-end = 手番を終える
burgundy-do-decline = タイルの効果を使わない
burgundy-depot-name = { $depot ->
    [0] 黒市場
   *[other] 倉庫{ $depot }
  }

## ログ（ルールブックの言葉で）
burgundy-log-start-seat = { $player }が最初の人です（ダイスで決定）
burgundy-log-phase = { $phase }期が始まります
burgundy-log-round = { $phase }期のラウンド{ $round }
burgundy-log-die = { $player }がダイスを振りました：{ $value }
burgundy-log-white-die = 白ダイスの出目：{ $value }
burgundy-log-took = { $player }が{ $depot }から{ $tile }を取りました
burgundy-log-bought = { $player }が{ $depot }の{ $tile }を買いました
burgundy-log-placed = { $player }が{ $tile }を領地に置きました（数字{ $die }のマス）
burgundy-log-sold = { $player }が商品{ $goods }を{ $count }枚売り、銀貨{ $silver }枚を得ました
burgundy-log-workers = { $player }が労働者{ $workers }枚を受け取りました
burgundy-log-shipped = { $player }が倉庫{ $depot }から商品{ $goods }を{ $count }枚受け取りました
burgundy-log-effect = { $player }：{ $tile }
burgundy-log-effect-silver = { $player }：{ $tile }で銀貨{ $silver }枚を得ました
burgundy-log-effect-workers = { $player }：{ $tile }で労働者{ $workers }枚を得ました
burgundy-log-effect-declined = { $player }は{ $tile }を使いませんでした
burgundy-log-effect-no-goods = { $player }：{ $tile }で取れる商品がどの倉庫にもありません
burgundy-log-effect-lost = { $player }：{ $tile }は領地に置かれましたが、その効果は使えず、後へ持ち越せません
burgundy-log-income = { $player }が鉱山から銀貨{ $silver }枚を得ます
burgundy-log-points = { $player }が{ $points }点を得ました（{ $cause }）
burgundy-log-turn-ended = { $player }が手番を終えました
burgundy-log-over = ゲーム終了
burgundy-cause-sale = 商品の売却
burgundy-cause-animals = 家畜
burgundy-cause-region = 領域の完成
burgundy-cause-bonus = ボーナスタイル
burgundy-cause-watchtower = 見張り塔
burgundy-cause-knowledge = 黄色の修道院
burgundy-cause-final-goods = 終了時の未売却の商品
burgundy-cause-final-silver = 終了時の銀貨
burgundy-cause-final-workers = 終了時の労働者
burgundy-cause-other = 点

## 終了
burgundy-col-sales = 売却
burgundy-col-animals = 家畜
burgundy-col-regions = 領域
burgundy-col-bonus = ボーナス
burgundy-col-towers = 見張り塔
burgundy-col-knowledge = 黄色
burgundy-col-goods = 商品
burgundy-col-silver = 銀貨
burgundy-col-workers = 労働者
burgundy-col-empty = 空きマス
burgundy-breakdown-note = 得点の内訳（商品・銀貨・労働者は最終計算）。同点なら領地の空きマスで決め（{ $rule }人の勝ち、テーブルのオプション「{ $option }」）、それでも同点なら手番順で決めます（{ $order }、テーブルのオプション「{ $second }」）。
burgundy-rule-fewest = 空きマスが少ない
burgundy-rule-most = 空きマスが多い
burgundy-order-behind = 手番順が後の人の勝ち
burgundy-order-ahead = 橋で手番順が先の人の勝ち
burgundy-lobby-line = ダイスを使って倉庫から六角タイルを取り、自分の領地に置きます。領域を完成させて得点します。
burgundy-lobby-picture = ブルゴーニュの城の六角タイル：城、船、鉱山、教会、家畜と黄色タイル
