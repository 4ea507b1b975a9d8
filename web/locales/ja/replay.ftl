# The replay of a game (web/src/replay.js) and of a record file (web/src/record.js).
replay-open = ゲームをリプレイする
replay-loading = ゲームを読み込んでいます…
# $game: the game's title.
replay-title = リプレイ：{ $game }
replay-heading = { $game } のリプレイ
replay-back-to-table = テーブルに戻る
replay-running-note = ゲームはまだ続いています。このリプレイは開いた時点で止まり、あなたが見ていたとおりに表示します。
replay-not-started = ゲームはまだ始まっていません。
replay-not-started-hint = リプレイは最初の手からゲームを表示します。
replay-first = 最初へ
replay-last = 最後へ
replay-step-back = 1手戻る
replay-step-forward = 1手進む
replay-play = 再生
replay-pause = 一時停止
replay-slider = 手順
replay-speed = 速度
# $speed: a number of steps per second (0.5, 1, 2, 4).
replay-speed-value = { $speed }×
# $step: the step shown (0 is the setup); $last: the last step.
replay-position = 手順 { $step } / { $last }
replay-log = 手順 { $step } までの出来事
record-open = ゲーム記録をリプレイする
record-title = ゲーム記録のリプレイ
record-heading = ゲーム記録のリプレイ
# $file: the record file's usual name; $command: the command that writes it.
record-intro = 「{ $command }」で書き出した { $file } ファイルを選んでください。ファイルはこの端末で読み込まれます。サーバーは画面表示のために再生するだけで、何も保存しません。
record-choose = 記録ファイル
record-reading = 記録を読み込んでいます…
# $limit: the largest file, in megabytes.
record-too-large = このファイルはゲーム記録としては大きすぎます（上限は { $limit } MB）。
record-too-large-for-server = この記録はこのサーバーで再生するには大きすぎます。
# $format: the file format's name (JSON).
record-not-json = このファイルは読み込める { $format } ファイルではありません。
record-not-a-record = このファイルはミープルのゲーム記録ではありません。
# $version: the file's format version; $readable: the version this page reads.
record-other-version = この記録の形式はバージョン { $version } です。このページが読めるのはバージョン { $readable } です。
# $game: the game named in the file.
record-unknown-game = このページではゲーム「{ $game }」を表示できません。
record-damaged = この記録は壊れています。テーブルまたは出来事を読み込めません。
# $why: why the server refused it (RECORD_NOT_REPLAYABLE's why); $version: the event, if any.
record-not-replayable = { $why ->
    [OPTIONS] この記録は再生できません。テーブルのオプションまたは席数ではゲームを始められません。
    [NOT_STARTED] この記録は再生できません。ゲームが始まっていません。
    [OUTCOME] この記録は再生できません。記録された得点と異なる得点で終わります。
   *[other] この記録は再生できません。バージョン { $version } の出来事を再生できません。
}
record-open-another = 別の記録を開く

## The review of a finished game (review.js)
review-heading = 振り返り
review-request = このゲームを振り返る
review-progress = ボットがゲームを振り返っています：{ $total }手のうち{ $done }手
review-mark-inaccuracy = 緩手
review-mark-mistake = 悪手
review-mark-blunder = 大悪手
# $value: the expected final lead (points) after the move, as the review's search sees it
review-entry-good = { $name }：{ $move } — 最善と同じくらい良い手（見込みの差 { $value }）
review-entry-inaccuracy = { $name }：{ $move } — 緩手（見込みの差 { $value }）
review-entry-mistake = { $name }：{ $move } — 悪手（見込みの差 { $value }）
review-entry-blunder = { $name }：{ $move } — 大悪手（見込みの差 { $value }）
review-better = より良い手：{ $move }（見込みで{ $points }点多い）
# the better move where the board draws it (its title, for screen readers)
review-better-on-board = より良い手（盤上に表示）
review-summary-heading = 各プレイヤーの出来
review-summary-line = { $name }：正確さ { $accuracy }%、1手あたり平均 { $loss }点の損（{ $decisions }手；緩手 { $inaccuracies }、悪手 { $mistakes }、大悪手 { $blunders }）

## The review of a game record (record_review.js)
review-record-offer = ボットがこの記録の手をひとつずつ評価します。サーバーは記録とその振り返りを3日間保存し、読めるのはこの端末のネットワークアドレスだけです。
# $date: when the server deletes the review (a date and time in the reader's language)
review-kept-until = この振り返りは { $date } までサーバーに保存されます。この端末で同じ記録をもう一度開くと表示されます。
review-ask-unreachable = ゲームサーバーにつながらず、振り返りを依頼できませんでした。接続を確かめて、もう一度お試しください。
