# Taking back one's own last action (web/src/undo.js).
undo-button = 取り消す
# $name: the player (a seat's name).
undo-log = { $name } が手を取り消しました
undo-done = 取り消しました。
undo-refused = { $why ->
    [CHANCE] この手は確定しています：その後に引きが行われました。
    [OTHER_SEAT] この手は確定しています：その後に他のプレイヤーが手番を行いました。
    [REVEALED] この手は確定しています：隠された情報が公開されました。
    [BOT] この手は確定しています：ボットが行いました。
    [TABLE_CHANGE] この手は確定しています：その後にテーブルが変わりました。
    [OFF] このテーブルでは取り消しができません。
    [NOTHING] 取り消せる手がありません。
   *[other] この手は取り消せません。
}
