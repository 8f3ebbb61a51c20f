"""complaint: the user's own words of frustration or correction, the same request again and again, shouting.

Only `Turn.user_text` is read: the agent apologising ("sorry for the trouble") is not the user complaining,
and polite words ("sorry", "thanks") are in no default phrase.
"""

from __future__ import annotations

from miner.model import Evidence, Session, Signal, SignalKind
from miner.signals.base import make_signal
from miner.signals.config import ComplaintConfig
from miner.signals.text import Matcher, content_words, jaccard


def _shouted(text: str, min_letters: int, ratio: float) -> bool:
    """Mostly capitals, counting only words of 3+ letters without digits, so ids and acronyms do not shout."""
    letters = [char for word in text.split() if len(word) >= 3 and not any(c.isdigit() for c in word)
               for char in word if char.isalpha()]
    if len(letters) < min_letters:
        return False
    shouted_words = [word for word in text.split() if sum(c.isalpha() for c in word) >= 3 and word.isupper()]
    if len(shouted_words) < 2:
        return False
    return sum(char.isupper() for char in letters) / len(letters) >= ratio


class ComplaintDetector:
    name = "complaint"
    kind: SignalKind = "complaint"

    def __init__(self, config: ComplaintConfig) -> None:
        self.config = config
        self._matcher = Matcher.build(config.phrases, config.patterns, config.negations)

    def _rephrasings(self, session: Session) -> list[Evidence]:
        """The same request asked `rephrase_times` times: one piece of evidence naming the turns."""
        requests = [
            (turn.index, content_words(turn.user_text))
            for turn in session.turns
            if turn.user_text and len(content_words(turn.user_text)) >= self.config.rephrase_min_words
        ]
        reported: set[int] = set()
        evidence = []
        for position, (index, request) in enumerate(requests):
            if index in reported:
                continue
            same = [index] + [
                other_index for other_index, other in requests[position + 1:]
                if jaccard(request, other) >= self.config.rephrase_similarity
            ]
            if len(same) >= self.config.rephrase_times:
                reported.update(same)
                turns = ", ".join(str(turn) for turn in same)
                detail = f"same request asked {len(same)} times (turns {turns})"
                evidence.append(Evidence(turn=same[-1], detail=detail))
        return evidence

    def detect(self, session: Session) -> Signal | None:
        evidence: list[Evidence] = []
        for turn in session.turns:
            text = turn.user_text
            if not text:
                continue
            found = self._matcher.find(text)
            if found:
                evidence.append(Evidence(turn=turn.index, detail=f"user says \"{found}\""))
            if _shouted(text, self.config.shouting_min_letters, self.config.shouting_uppercase_ratio):
                evidence.append(Evidence(turn=turn.index, detail="user shouts (message mostly in capitals)"))
        evidence += self._rephrasings(session)
        return make_signal(self, evidence)
