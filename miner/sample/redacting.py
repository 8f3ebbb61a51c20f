"""Redaction reused across a week: what the sampler compares (the user turns of each candidate, redacted once,
and a near-twin's redaction reused), what the optional judge reads, and the sessions to draft, redacted whole,
each once."""

from __future__ import annotations

import re
from typing import Protocol

from miner.config import MinerConfig
from miner.model import Session, Turn
from miner.sample.selection import REDACTED_VALUE
from miner.wording import counted
from redaction import RedactedSession, Redactor


class Progress(Protocol):
    def show(self, text: str) -> None: ...

    def clear(self) -> None: ...


class RedactingNormaliser:
    """Redacts what the sampler compares (the user turns: a fraction of a session, so far cheaper), once per
    session; `redact_whole` then redacts the sessions to draft in full."""

    def __init__(self, config: MinerConfig, progress: Progress) -> None:
        self.config = config
        self.progress = progress
        self.compared: dict[str, Session] = {}
        self.redacted: dict[str, RedactedSession] = {}
        self.judged: dict[str, Session] = {}
        self._templates: list[tuple[list[re.Pattern[str]], Session]] = []
        self._redactor: Redactor | None = None
        self._comparer: Redactor | None = None

    def _redactor_of(self) -> Redactor:
        self._redactor = self._redactor or Redactor(self.config.redaction)
        return self._redactor

    def _comparer_of(self) -> Redactor:
        """Compared in placeholder form, whatever the drafts get: a placeholder shows where a value was, which
        `_twin` needs. It shares the drafting redactor's engine (one model, one set of worker processes).

        `replace` (`surrogate` or `placeholder`) is part of the key, so drafts in either form share nothing.
        """
        if self._comparer is None:
            placeholders = self.config.redaction.model_copy(update={"replace": "placeholder"})
            self._comparer = Redactor(placeholders, engine=self._redactor_of().engine)
        return self._comparer

    def __call__(self, sessions: list[Session]) -> list[Session]:
        missing = []
        for session in sessions:
            if session.session_id in self.compared:
                continue
            twin = self._twin(session)
            if twin is None:
                missing.append(session)
            else:
                self.compared[session.session_id] = twin
        if missing:
            light = [_user_turns_only(session) for session in missing]
            for session, item in zip(missing, self._comparer_of().iter_redacted(light), strict=True):
                self.compared[session.session_id] = item.session
                self._templates.append((_templates(item.session), item.session))
                self.progress.show(f"{counted(len(self.compared), 'session')} compared")
        return [self.compared[session.session_id] for session in sessions]

    def _twin(self, session: Session) -> Session | None:
        """A redacted session whose user turns this one's equal but for the values redaction replaced there:
        its redaction is what this one's would be, so it is reused (a week of one failure is redacted once)."""
        texts = [turn.user_text for turn in session.turns if turn.user_text]
        for patterns, redacted in self._templates:
            if len(patterns) == len(texts) and all(pattern.fullmatch(text)
                                                   for pattern, text in zip(patterns, texts, strict=True)):
                return redacted
        return None

    def redact_shown(self, sessions: list[Session]) -> list[Session]:
        """Whole sessions in placeholder form (what the week's record shows), not kept."""
        return [item.session for item in self._comparer_of().iter_redacted(sessions)]

    def for_judge(self, session: Session) -> Session:
        """The whole session in placeholder form, for the judge, kept: the same conversation met by other customers
        reads the same, so its verdict comes from the cache."""
        found = self.judged.get(session.session_id)
        if found is None:
            [found] = self.redact_shown([session])
            self.judged[session.session_id] = found
        return found

    def redact_whole(self, sessions: list[Session]) -> list[RedactedSession]:
        missing = [session for session in sessions if session.session_id not in self.redacted]
        if missing:
            for session, item in zip(missing, self._redactor_of().iter_redacted(missing), strict=True):
                self.redacted[session.session_id] = item
        return [self.redacted[session.session_id] for session in sessions]

    def close(self) -> None:
        self.progress.clear()
        if self._redactor is not None:
            self._redactor.close()


# What a redacted value may have stood for in the raw text: a name is one to four capitalised words, anything
# else (e-mail, phone, id, address, ...) one to six words.
_NAME = r"[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3}"
_VALUE = r"\S+(?:\s+\S+){0,5}?"


def _templates(redacted: Session) -> list[re.Pattern[str]]:
    """Each redacted user turn as a pattern its raw text, and its near-twins', match in full."""
    patterns = []
    for turn in redacted.turns:
        if not turn.user_text:
            continue
        pieces, last = [], 0
        for match in REDACTED_VALUE.finditer(turn.user_text):
            pieces += [re.escape(turn.user_text[last:match.start()]), _NAME if match.group(1) == "PERSON" else _VALUE]
            last = match.end()
        pieces.append(re.escape(turn.user_text[last:]))
        patterns.append(re.compile("".join(pieces)))
    return patterns


def _user_turns_only(session: Session) -> Session:
    turns = [Turn(index=turn.index, user_text=turn.user_text) for turn in session.turns]
    return Session(session_id=session.session_id, started_at=session.started_at, ended_at=session.ended_at,
                   turns=turns)
