"""The weekly job's per-session work (in the ingestion workers) and the sample made from it: each bad session
becomes a candidate, its whole session kept on disk until the sampler compares or selects it, so that a week of
bad sessions never has to fit in memory."""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import IO

from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.model import Session, SignalKind
from miner.sample import Candidate, Sampler, Selection
from miner.sample.selection import Confirm, Normaliser, candidate_of
from miner.scratch import temporary_file
from miner.signals import detect
from miner.signals.feedback_file import FeedbackJoin
from miner.signals.languages import languages_read, unread_cues

# The judge: a candidate about to be selected and its whole session -> the kinds it rejected (see `judging.py`).
Judge = Callable[[Candidate, Session], frozenset[SignalKind]]

# What the sample cannot see; that sessions hold no content, and how to have it, is ingestion's note.
NO_CONTENT_NOTE = "complaints and requests for a person cannot be seen in the sessions without message content"


@dataclass(frozen=True)
class Screened:
    """What a worker sends back about one session: its candidate when it has signals, else only counts. The
    candidate's session is only its outline (id and times); the whole session travels as JSON and waits
    on disk until the sampler looks at it, so that a week of bad sessions never has to fit in memory."""

    started_at: datetime
    candidate: Candidate | None
    session_json: str | None
    content_captured: bool
    rated: str | None  # the session's id, when the feedback file rates it
    # The language its user wrote in when a detector has no cues for it (`miner.signals.languages`): a name only, and
    # the detectors that have none.
    unread_language: str | None = None
    unread_by: tuple[str, ...] = ()


def screen(session: Session, config: MinerConfig, feedback: FeedbackJoin | None, seed: int,
           already_mined: Container[str]) -> Screened:
    """The per-session work of the weekly job, run in the ingestion workers: file feedback joined, signals
    detected, and the session made a candidate (scored, its trajectory read) when it is bad."""
    rated = feedback.attach(session) if feedback is not None else session
    candidate = candidate_of(detect(rated, config), config.sample.weights, seed, already_mined)
    whole = None
    if candidate is not None:
        whole = candidate.session.model_dump_json()
        candidate = replace(candidate, session=_outline(candidate.session))
    unread = unread_cues((turn.user_text for turn in session.turns if turn.user_text), languages_read(config.signals))
    return Screened(session.started_at, candidate, whole, session.content_captured,
                    session.session_id if rated is not session else None, *(unread or (None, ())))


def _outline(session: Session) -> Session:
    return Session(session_id=session.session_id, started_at=session.started_at, ended_at=session.ended_at)


class KeptSessions:
    """The candidates' whole sessions, on disk, read back by id when the sampler compares or selects them."""

    def __init__(self, file: IO[bytes]) -> None:
        self._file = file
        self._where: dict[str, tuple[int, int]] = {}

    def keep(self, session_id: str, session_json: str) -> None:
        data = session_json.encode()
        self._file.seek(0, 2)
        self._where.setdefault(session_id, (self._file.tell(), len(data)))
        self._file.write(data)

    def whole(self, outline: Session) -> Session:
        found = self._where.get(outline.session_id)
        if found is None:
            return outline
        offset, length = found
        self._file.seek(offset)
        return Session.model_validate_json(self._file.read(length))


def collect_screened(screened: Iterable[Screened], sampler: Sampler, feedback: FeedbackJoin | None,
                     diagnostics: Diagnostics, normalise: Normaliser | None = None,
                     judge: Judge | None = None) -> Selection:
    """The sample from what the workers screened, in the order of the sessions; the selected sessions whole (as
    the judge left them, when there is one)."""
    with temporary_file() as file:
        kept = KeptSessions(file)
        for item in screened:
            if not item.content_captured:
                diagnostics.note_once(NO_CONTENT_NOTE)
            if feedback is not None and item.rated is not None:
                feedback.matched_sessions.add(item.rated)
            if item.unread_language is not None:
                sampler.result.unread_languages[item.unread_language] += 1
                sampler.result.unread_by.setdefault(item.unread_language, set()).update(item.unread_by)
            if item.candidate is not None and item.session_json is not None:
                kept.keep(item.candidate.session.session_id, item.session_json)
            sampler.take(item.started_at, item.candidate)

        def compare(sessions: list[Session]) -> list[Session]:
            whole = [kept.whole(session) for session in sessions]
            return normalise(whole) if normalise is not None else whole

        confirm = None
        if judge is not None:
            confirm = _judged_whole(judge, kept)
        selection = sampler.finish(compare, confirm)
        for candidate in selection.selected:
            candidate.session = candidate.judged_session(kept.whole(candidate.session))
        return selection


def _judged_whole(judge: Judge, kept: KeptSessions) -> Confirm:
    return lambda candidate: judge(candidate, kept.whole(candidate.session))

