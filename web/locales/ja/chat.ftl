# テーブルのチャット（issue 43）。サーバー側のカタログ（service/notify/messages.json）は
# notify-chat-* と同じ文面です。
notify-chat-title = { $name }さんから{ $game }でメッセージ
notify-chat-text = { $name }さんが{ $game }のテーブルでメッセージを書きました。読むには自分の席を開いてください。
chat-heading = チャット
chat-label = メッセージ
chat-send = 送信
chat-reactions = ひとこと
chat-reaction-your-move = あなたの手番です！
chat-reaction-well-played = お見事！
chat-reaction-good-game = いいゲームでした！
chat-reaction-thinking = 考え中…
chat-empty = まだメッセージはありません。
chat-count = { $count } / { $limit }
chat-too-long = メッセージは{ $limit }文字までです。
chat-too-fast = メッセージが多すぎます。少し待ってください。
chat-muted-self = ホストがあなたのチャットをミュートしました。
chat-mute = { $name }さんをミュート
chat-unmute = { $name }さんのミュートを解除
chat-muted-seat = { $name }さん：チャットはミュート中
chat-read-only = ここに書けるのはプレイヤーだけです。
