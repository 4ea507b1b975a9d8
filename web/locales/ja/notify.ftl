# プレイヤーへの通知とゆっくり遊ぶゲーム（issue 30）。
# サーバー側のカタログ（service/notify/messages.json）は notify-turn-* と同じ文面です。
notify-turn-title = あなたの手番です：{ $game }
notify-turn-text = { $name }さん、{ $game }であなたの手番です。
notify-turn-link = 自分の席を開く：{ $link }
notify-turn-mute = この通知を止めるには、テーブルのページでミュートしてください。

# テーブルのページ：席の通知設定。
notify-heading = 手番が来たら知らせる
notify-push-on = この端末に通知する
notify-push-off = この端末への通知をやめる
notify-push-enabled = 手番が来ると、この端末に通知が届きます。
notify-push-unsupported = このブラウザーはこのページの通知を表示できません。
notify-push-denied = このページの通知はブラウザーの設定でブロックされています。
notify-email-label = メールアドレス
notify-email-save = アドレスを保存
notify-email-remove = アドレスを削除
notify-email-saved = 保存しました。このアドレスはあなたにしか見えず、ゲームが終わると削除されます。
notify-email-none = このサーバーはメールを送りません。
notify-mute = このテーブルをミュート
notify-unmute = このテーブルのミュートを解除
notify-muted = ミュート中：このテーブルについては何も送られません。

# ゆっくり遊ぶゲーム：テーブルの状態表示とロビー。
slow-your-move-since = { $since }からあなたの手番
slow-time-left = 残り時間：{ $days }日と{ $hours }時間
slow-time-left-hours = 残り時間：{ $hours }時間
lobby-my-tables = この端末の自分のテーブル
lobby-my-table-your-move = あなたの手番
lobby-my-table-waiting-for = { $name }の手番
lobby-my-table-not-started = 未開始
lobby-my-table-over = 終了
lobby-my-table-gone = 読み込めません
lobby-clock = 1手の持ち時間
lobby-clock-real-time = リアルタイム（1分）
lobby-clock-minutes = 数分
lobby-clock-day = 1手1日
lobby-clock-three-days = 1手3日
notify-push-unavailable = このブラウザーのプッシュサービスに接続できないため、この端末には通知できません。
lobby-clock-off = 持ち時間なし
error-email-not-configured = このサーバーはメールを送りません。
error-too-many-push-subscriptions = この席はすでに5台の端末に通知しています。先にどれかを止めてください。
error-push-endpoint-not-allowed = このブラウザーのプッシュサービスには、サーバーから接続できません。
lobby-my-table-with = { $game }（{ $names }と）
lobby-my-table-since = { $since }から
