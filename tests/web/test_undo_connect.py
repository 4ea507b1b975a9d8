"""UndoAction and GetView at a version over the Connect transport (the web table's), reaching
the same service as gRPC."""

from __future__ import annotations

import base64
import json
from typing import Any

from google.rpc import error_details_pb2
from meeple.v1 import game_service_pb2 as pb

from tests.service.harness import new_request_id, open_table
from tests.web.conftest import WebServer
from tests.web.test_web_server import http


def _call(
    web: WebServer, method: str, token: str, body: dict[str, object]
) -> tuple[int, dict[str, Any]]:
    status, _, raw = http(
        f"{web.base}/meeple.v1.GameService/{method}",
        json.dumps(body).encode(),
        {"Content-Type": "application/json", "Authorization": f"Bearer {token}"},
    )
    return status, json.loads(raw)


def test_undo_over_connect(web: WebServer) -> None:
    table = open_table(web.target, "carcassonne", 2)
    seat = table.spectator.GetView(pb.GetViewRequest(table=table.name)).view.current_seat
    player = table.players[seat]
    token = str(player.token)
    status, error = _call(web, "UndoAction", token, {"table": table.name})
    assert status == 400 and error["code"] == "failed_precondition"
    value = error["details"][0]["value"]
    info = error_details_pb2.ErrorInfo.FromString(base64.b64decode(value + "=" * (-len(value) % 4)))
    assert (info.reason, info.metadata["why"]) == ("UNDO_NOT_ALLOWED", "NOTHING")
    before = player.GetView(pb.GetViewRequest(table=table.name)).view
    legal = player.ListLegalActions(pb.ListLegalActionsRequest(table=table.name))
    player.SubmitAction(
        pb.SubmitActionRequest(
            table=table.name, action=legal.actions[0], request_id=new_request_id()
        )
    )
    status, undone = _call(
        web, "UndoAction", token, {"table": table.name, "requestId": new_request_id()}
    )
    assert status == 200
    assert undone["event"]["actionUndone"]["undoneVersion"] == str(before.version + 1)
    status, past = _call(
        web, "GetView", token, {"table": table.name, "version": str(before.version)}
    )
    assert status == 200 and past["view"]["version"] == str(before.version)
    table.close()
