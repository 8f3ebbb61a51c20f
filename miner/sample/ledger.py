"""The ledger: which sessions earlier runs already drafted, so no week drafts them again.

It lives in the user's repository (`.miner/ledger.jsonl`, committed with the drafts) and holds no raw id:
each session id is stored as HMAC-SHA256 keyed with a random per-repository salt kept beside it
(`ledger.jsonl.salt`). A keyed hash rather than a bare one so that the ids of one repository cannot be matched
against another's, nor guessed from a list of likely ids, without that repository's salt. Lose the salt and
the ledger cannot recognise anything: that is an error, never a silent fresh start.

One JSON line per drafted session (appending keeps git merges easy); every write replaces the file atomically.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from miner.atomic import write_text_atomically
from miner.errors import MinerError
from miner.formats.ledger import LedgerEntry

SALT_BYTES = 32


class LedgerError(MinerError):
    """The ledger or its salt is damaged or missing: drafting now could repeat earlier weeks."""


class Ledger:
    """The drafted sessions of one repository. Reading never creates files; `record` does."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.salt_path = path.with_name(path.name + ".salt")
        self.entries: list[LedgerEntry] = self._read()
        self._salt = self._read_salt()
        if self.entries and self._salt is None:
            raise LedgerError(
                f"{self.salt_path}: missing, but {self.path} lists drafted sessions; restore it from version "
                "control, or earlier drafts cannot be recognised and would be drafted again"
            )
        self._hashes = {entry.session_hash for entry in self.entries}
        self._preview_salt: bytes | None = None

    def _read(self) -> list[LedgerEntry]:
        if not self.path.is_file():
            return []
        entries = []
        for number, line in enumerate(self.path.read_bytes().splitlines(), start=1):
            if not line.strip():
                continue
            try:
                entries.append(LedgerEntry.model_validate_json(line))
            except ValidationError:  # invalid UTF-8 too: pydantic reads the bytes
                raise LedgerError(
                    f"{self.path}:{number}: not a ledger entry (a merge conflict?); fix or remove that line"
                ) from None
        return entries

    def _read_salt(self) -> bytes | None:
        if not self.salt_path.is_file():
            return None
        text = self.salt_path.read_text(encoding="ascii", errors="replace").strip()
        try:
            salt = bytes.fromhex(text)
        except ValueError:
            salt = b""
        if len(salt) < 16:
            raise LedgerError(
                f"{self.salt_path}: not a ledger salt (hex, 32 bytes); restore it from version control"
            )
        return salt

    def _ensure_salt(self) -> bytes:
        """The repository's salt, created on first use: written whole, once, never replaced."""
        if self._salt is None:
            salt = secrets.token_bytes(SALT_BYTES)
            try:
                write_text_atomically(self.salt_path, salt.hex() + "\n", mode=0o600)
            except FileExistsError:
                # Another run made it first: its salt is the repository's, and this run uses it too.
                salt = self._read_salt() or salt
            self._salt = salt
        return self._salt

    def session_hash(self, session_id: str) -> str:
        """The salted hash of a session id, as the ledger and draft provenance store it (creates the salt)."""
        return hmac.new(self._ensure_salt(), session_id.encode("utf-8"), hashlib.sha256).hexdigest()

    def has_salt(self) -> bool:
        return self._salt is not None

    def preview_hash(self, session_id: str) -> str:
        """`session_hash` without writing anything: before the salt exists, a salt of this run only."""
        salt = self._salt
        if salt is None:
            self._preview_salt = self._preview_salt or secrets.token_bytes(SALT_BYTES)
            salt = self._preview_salt
        return hmac.new(salt, session_id.encode("utf-8"), hashlib.sha256).hexdigest()

    def __contains__(self, session_id: object) -> bool:
        if self._salt is None or not isinstance(session_id, str):
            return False
        return self.session_hash(session_id) in self._hashes

    def __len__(self) -> int:
        return len(self.entries)

    def record(self, drafted: Iterable[tuple[str, str | None]], when: datetime | None = None) -> int:
        """Add (session id, case id) pairs the drafting stage wrote; returns how many were new. Atomic."""
        moment = when or datetime.now(UTC)
        new = []
        for session_id, case in drafted:
            digest = self.session_hash(session_id)
            if digest in self._hashes:
                continue
            self._hashes.add(digest)
            new.append(LedgerEntry(session_hash=digest, drafted_at=moment, case=case))
        if not new:
            return 0
        self.entries += new
        write_text_atomically(self.path, "".join(entry.model_dump_json(exclude_none=True) + "\n"
                                                 for entry in self.entries), overwrite=True)
        return len(new)
