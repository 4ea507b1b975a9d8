# テーブルのオプション（ListGames の GameOption）。キーの説明は en/options.ftl にあります。

## ブルゴーニュの城
option-burgundy-edition = 黄色タイル
option-burgundy-edition-description = どの版の黄色の修道院を使うか：2019年版（日本語ルールブック）または2011年版（ペルシア語ルールブック）。6番、15番、26番が異なります。
option-burgundy-edition-2019 = 2019年版（日本語ルールブック）
option-burgundy-edition-2011 = 2011年版（ペルシア語ルールブック）
option-burgundy-tiebreak-empty-spaces = 同点時の第1基準
option-burgundy-tiebreak-empty-spaces-description = 同点のとき、領地の空きマスで勝者を決める方法。
option-burgundy-tiebreak-empty-spaces-fewest = 空きマスが少ない人の勝ち（両ルールブック）
option-burgundy-tiebreak-empty-spaces-most = 空きマスが多い人の勝ち
option-burgundy-tiebreak-turn-order = 同点時の第2基準
option-burgundy-tiebreak-turn-order-description = それでも同点のとき、手番順で勝者を決める方法。
option-burgundy-tiebreak-turn-order-behind = 手番順が後の人の勝ち（ペルシア語ルールブック）
option-burgundy-tiebreak-turn-order-ahead = 橋で手番順が先の人の勝ち（日本語ルールブック）
option-burgundy-start-seat = 最初の人
option-burgundy-start-seat-description = 誰から始めるか：ルールブックのようにダイスで偶然に決めるか、席を選びます。
option-burgundy-start-seat-random = 偶然に決める
option-burgundy-start-seat-number = 席{ $seat }
option-burgundy-warehouse-sale = 倉庫の建物の売却
option-burgundy-warehouse-sale-description = 倉庫の建物を置いたとき、商品を売らなければならないか。
option-burgundy-warehouse-sale-optional = 売ってもよい（ペルシア語ルールブック）
option-burgundy-warehouse-sale-compulsory = 必ず売る（日本語ルールブック）
option-burgundy-k5-adjacency = 黄色の修道院5番
option-burgundy-k5-adjacency-description = 黄色の修道院5番で、隣り合う商品置き場とみなす倉庫。
option-burgundy-k5-adjacency-ring = 環状：倉庫6と倉庫1は隣り合う
option-burgundy-k5-adjacency-line = 一列：倉庫6と倉庫1は隣り合わない
option-burgundy-k6-mixed-payment = 黄色の修道院6番の支払い
option-burgundy-k6-mixed-payment-description = 2019年版の黄色の修道院6番による購入を、銀貨1枚と労働者1枚で払えるか。
option-burgundy-k6-mixed-payment-no = いいえ
option-burgundy-k6-mixed-payment-yes = はい

## カルカソンヌ
option-carcassonne-start-seat = 最初の人
option-carcassonne-start-seat-description = 最初の手番を行う席。
option-carcassonne-start-seat-number = 席{ $seat }
option-carcassonne-unplaceable-tile = どこにも置けないタイル
option-carcassonne-unplaceable-tile-description = 引いたタイルをどこにも置けないときの扱い。どちらでも同じ人がもう1枚引きます。
option-carcassonne-unplaceable-tile-discard = ゲームから除く（公式ルール）
option-carcassonne-unplaceable-tile-return-to-bag = 後のために袋へ戻す

## サービス共通のオプション
option-service-on-leave = 退席したプレイヤー
option-service-on-leave-description = ゲームの途中でプレイヤーが退席したときの扱い。
option-service-on-leave-bot = 戻るまでボットが代わりに遊ぶ
option-service-on-leave-abandon = 全員のゲームが終わる
option-service-leave-bot = 退席時のボット
option-service-leave-bot-description = 退席したプレイヤーの代わりに遊ぶボット。
option-service-leave-bot-beginner = ボット（入門）
option-service-leave-bot-easy = ボット（やさしい）
option-service-leave-bot-medium = ボット（ふつう）
option-service-leave-bot-hard = ボット（むずかしい）
option-service-leave-bot-expert = ボット（達人）
option-service-leave-bot-random = ランダムなボット
option-service-leave-bot-greedy = 貪欲なボット
option-service-leave-bot-search-1 = 探索ボット（レベル1）
option-service-leave-bot-search-2 = 探索ボット（レベル2）
option-service-leave-bot-search-3 = 探索ボット（レベル3）
option-service-leave-bot-search-4 = 探索ボット（レベル4）
option-service-turn-timer = 持ち時間
option-service-turn-timer-description = 持ち時間なし、手番ごとの制限時間、またはゲーム全体の持ち時間。
option-service-turn-timer-off = 持ち時間なし
option-service-turn-timer-per-turn = 手番ごとの制限時間
option-service-turn-timer-bank = プレイヤーごとの持ち時間
option-service-turn-seconds = 1手番の時間
option-service-turn-seconds-description = 各手番はこの時間内に終えます（手番ごとの制限時間のとき）。
option-service-turn-seconds-number = { $value }秒
option-service-bank-seconds = 持ち時間
option-service-bank-seconds-description = ゲーム全体で各プレイヤーが使える時間。自分の手番の間に減ります（持ち時間ありのとき）。
option-service-bank-seconds-number = { $value }秒
option-service-timeout-policy = 時間切れのとき
option-service-timeout-policy-description = プレイヤーの時間が切れたときの扱い。
option-service-timeout-policy-bot-turn = ボットが手番の残りを行う
option-service-timeout-policy-absent = 席を不在とし、戻るまでボットが遊ぶ
option-service-timeout-bot = 時間切れのボット
option-service-timeout-bot-description = 時間が切れたときに遊ぶボット。
option-service-timeout-bot-beginner = ボット（入門）
option-service-timeout-bot-easy = ボット（やさしい）
option-service-timeout-bot-medium = ボット（ふつう）
option-service-timeout-bot-hard = ボット（むずかしい）
option-service-timeout-bot-expert = ボット（達人）
option-service-timeout-bot-random = ランダムなボット
option-service-timeout-bot-greedy = 貪欲なボット
option-service-timeout-bot-search-1 = 探索ボット（レベル1）
option-service-timeout-bot-search-2 = 探索ボット（レベル2）
option-service-timeout-bot-search-3 = 探索ボット（レベル3）
option-service-timeout-bot-search-4 = 探索ボット（レベル4）

option-burgundy-purchase-during-bonus-action = 追加仕事中の購入
option-burgundy-purchase-during-bonus-action-description = 城の追加仕事や市庁舎の追加配置がまだ残っているあいだに、黒市場からタイルを購入できるかどうか。どちらのルールブックにも書かれておらず、Board Game Arena は認めています。既定値は版に従います（2019年版は可、2011年版は不可）。
option-burgundy-purchase-during-bonus-action-yes = 可
option-burgundy-purchase-during-bonus-action-no = 不可

option-service-undo = 手の取り消し
option-service-undo-description = 自分の直前の手を1手ずつ取り消せるかどうか。タイルが引かれる、ダイスが振られる、何かが公開される、または他のプレイヤーが手を指すまで取り消せます。
option-service-undo-own-turn = 自分の手を、新しい情報が出るまで
option-service-undo-off = 取り消し不可

option-service-hints = ヒント
option-service-hints-description = 各プレイヤーが自分の手番に、ボットならどの手を選ぶか、その理由を終了時に見込まれる点差で尋ねられるかどうか。
option-service-hints-off = なし
option-service-hints-on = あり（全プレイヤー）
