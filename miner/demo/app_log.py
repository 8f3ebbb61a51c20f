"""The demo's conversations as an application's own JSON-lines logs, in the miner's default shape."""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from miner.demo.agent import Planned
from miner.demo.exporter import JsonLinesFiles
from miner.receivers.app_logs import AppLogLine


class AppLogWriter:
    """Writes what a support service would log about each conversation: messages, tool calls, failures,
    ratings. Tool results name their call only by tool, as many services log them."""

    def __init__(self, files: JsonLinesFiles) -> None:
        self.files = files

    def play(self, session: Planned, rng: random.Random) -> None:
        clock = session.start
        user = session.customer.email
        for turn_index, (user_text, tool_steps, answer) in enumerate(session.turns):
            clock += timedelta(seconds=rng.randrange(5, 90))
            self._write(clock, session, user, event="user_message", text=user_text)
            for tool, args, result, error in tool_steps:
                clock += timedelta(milliseconds=rng.randrange(400, 2500))
                self._write(clock, session, user, event="tool_call", tool=tool, args=args)
                clock += timedelta(milliseconds=rng.randrange(50, 900 if not error else 30_000))
                if error:
                    self._write(clock, session, user, event="error", tool=tool, error=error)
                else:
                    self._write(clock, session, user, event="tool_result", tool=tool, result=result)
            clock += timedelta(milliseconds=rng.randrange(400, 2500))
            self._write(clock, session, user, event="agent_message", text=answer)
            last_turn = turn_index == len(session.turns) - 1
            if last_turn and "thumbs_down" in session.kinds and session.feedback_in_trace:
                self._write(clock + timedelta(seconds=3), session, user, event="feedback", rating="thumbs_down",
                            text="The answer did not help me.")

    def _write(self, moment: datetime, session: Planned, user: str, **fields: object) -> None:
        line = AppLogLine.model_validate({"ts": moment.isoformat(timespec="milliseconds"),
                                          "session_id": session.session_id, "user_id": user, **fields})
        self.files.write(line.model_dump(mode="json", exclude_none=True))

    def shutdown(self) -> None:
        self.files.close()
