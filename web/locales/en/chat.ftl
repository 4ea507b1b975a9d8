# The table's chat (issue 43). The server's own catalog (service/notify/messages.json) mirrors
# the notify-chat-* messages.
notify-chat-title = { $name } wrote at { $game }
notify-chat-text = { $name } wrote to you at your table of { $game }. Open your seat to read it.
chat-heading = Chat
chat-label = Message
chat-send = Send
chat-reactions = Quick words
chat-reaction-your-move = Your move!
chat-reaction-well-played = Well played!
chat-reaction-good-game = Good game!
chat-reaction-thinking = Thinking…
chat-empty = No messages yet.
chat-count = { $count } / { $limit }
chat-too-long = A message takes at most { $limit } characters.
chat-too-fast = Too many messages at once. Wait a moment.
chat-muted-self = The host muted your chat.
chat-mute = Mute { $name }
chat-unmute = Unmute { $name }
chat-muted-seat = { $name }: chat muted
chat-read-only = Only the players write here.
