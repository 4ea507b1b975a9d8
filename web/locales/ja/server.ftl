# ウェブサーバー自身のページ。
server-not-found-title = 見つかりません
server-not-found-heading = ここには何もありません
server-not-found-text = このアドレスはこのゲームサーバーのページではありません。
server-go-to-lobby = ロビーへ
server-wrong-host-title = アドレスが違います
server-wrong-host-heading = このゲームサーバーはこのアドレスでは応答しません
server-wrong-host-text = ホストから受け取ったアドレスで開いてください。サーバーを運用している人は、このアドレスを許可できます（meeple serve --public-url または --allowed-hosts）。
