"""A machine's record read as such: what its key names, what its line's shape says.

A log line or an API's answer writes its values under keys (`psp=8836127712`, `"code":"1001"`), and the key says
what the value is, whatever log format wrote it. A number standing whole under a key that names no phone, no way to
reach anyone and no one (`psp`, `ts`, `part`, `reconnect_attempts`) is that key's thing: a payment's, a clock's or a
part's number, not a phone whose digits it happens to have. An error code in a machine's error line (`ERROR ...
code=1006`, `TerminalSaleRejected: GAME_CLOSED (code 4031)`, `{"error": {"code":"1001"}}`) is the same for every
user, not a code a person was sent.

Privacy first: a key that names a phone, a contact, a party to a call or a message, a person or any personal type
the key tables know keeps its value a phone (`msisdn=`, `from=`, `caller=`, `customer=`); a number written with
its country's `+` is a phone under any key; a code in a line that speaks of a log-in, a verification, a door or a
PIN stays a secret (`ERROR otp verify failed code=884120`), and so does a code in a person's sentence that has no
machine's shape ("the code is 4031, it failed").

Applied to every finding of every text, in the table of misread findings (redaction/rules/misread.py); DROP: the
value is the machine's, kept.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from redaction.recognizers.keys import PERSON_ROLE_WORDS, key_words

if TYPE_CHECKING:
    from redaction.rules.misread import Finding

# The key a value stands under in a log line's pair (`psp=8836127712`, `part='0412553671'`) or an API's JSON (`"ts":
# 1733494812`, `"psp_ref": "8836127712"`); a key written as a person writes one ("Reach me at: ...") is no machine's.
_PAIR_KEY = re.compile(r"""(?:^|(?<=[\s{,;(\[|&?]))(?P<key>[A-Za-z_][\w.-]{0,40})=(?P<quote>["']?)$""")
_JSON_KEY = re.compile(r"""["'](?P<key>[A-Za-z_][\w.-]{0,40})["'][ \t]*:[ \t]*(?P<quote>["']?)$""")
# Where an unquoted value under a key ends: a space, a separator of the record, or the end of the text.
_VALUE_ENDS = re.compile(r"""$|[\s,;}\])&|]""")
# Words a phone stands under in a machine's record, besides the key tables' personal types: a way to reach someone
# and the two ends of a call or a message.
_REACHING_WORDS = frozenset({
    "phone", "mobile", "mob", "tel", "telephone", "cell", "cellphone", "fax", "msisdn", "whatsapp", "wa", "sms",
    "call", "caller", "callee", "callback", "contact", "number", "no", "num", "nr", "ph", "line", "ext",
    "extension", "from", "to", "src", "dst", "source", "dest", "destination", "origin", "sender", "recipient",
    "reply", "ani", "dnis", "cli", "clid", "cid", "did", "dial", "dialled", "dialed", "home", "work", "emergency",
})  # fmt: skip
_NUMBER_ENTITIES = frozenset({"PHONE_NUMBER"})


def _key_before(finding: Finding) -> str | None:
    """The key the finding stands under whole, in a log line's pair or an API's JSON, or None."""
    result, text = finding.result, finding.text
    if any(char.isspace() for char in finding.value):
        return None  # a log's value ends at its first space; a phone in groups is no machine's value
    line_start = text.rfind("\n", 0, result.start) + 1
    for pattern in (_PAIR_KEY, _JSON_KEY):
        match = pattern.search(text, line_start, result.start)
        if match is None:
            continue
        quote = match.group("quote")
        ends = text.startswith(quote, result.end) if quote else _VALUE_ENDS.match(text, result.end) is not None
        return match.group("key") if ends else None
    return None


def _names_no_phone(key: str, finding: Finding) -> bool:
    words = key_words(key.replace(".", "_").replace("-", "_"))
    if not words or len("".join(words)) < 2:
        return False
    keys = finding.engine.telling_keys
    if keys.entity_for(key) is not None or any(keys.entity_for(word) is not None for word in words):
        return False
    return not any(word in _REACHING_WORDS or word in PERSON_ROLE_WORDS for word in words)


def number_under_a_machines_key(finding: Finding) -> bool:
    """Digits found as a phone standing whole under a log's or an API's key that names no phone, no way to reach
    anyone and no one (`psp=8836127712`, `"ts": 1733494812`); never a number written with its country's `+`."""
    if finding.result.entity_type not in _NUMBER_ENTITIES or finding.value.lstrip().startswith("+"):
        return False
    key = _key_before(finding)
    return key is not None and _names_no_phone(key, finding)


# A line a machine wrote: a log's level, an exception's or an error's name before a colon, a key and its value, or
# a JSON key.
_MACHINE_LINE = re.compile(
    r"(?:\b(?:ERROR|ERR|WARN|WARNING|FATAL|CRITICAL|SEVERE|FAIL|FAILED)\b|\b[A-Z][A-Za-z]*"
    r"(?:Error|Exception|Rejected|Failed|Failure|Refused|Denied|Fault)\b:?|\b\w+=\S|\"\w+\"[ \t]*:)"
)
# What says the line is an error's: the machine's words for a failure.
_ERROR_WORDS = re.compile(
    r"(?i:\b(?:error|err|errors|fail|failed|failure|fault|exception|rejected|refused|denied|declined|"
    r"disconnected|aborted|timeout|timed[ _]out|invalid|unavailable|closed)\b|[a-z](?:Error|Exception|Rejected|"
    r"Failed|Failure|Refused|Denied|Fault)\b)"
)
# What says a code is one a person was sent or keys in: privacy first, it stays a secret on such a line.
_SECRET_CUES = re.compile(
    r"(?i:\b(?:otp|one[ _-]?time|2fa|mfa|totp|verif|confirm|pin|passcode|password|passwd|pwd|login|log[ _-]?in|"
    r"sign[ _-]?in|signin|auth|secur|access|door|gate|lock|alarm|safe|sms|text(?:ed)?\b|sent|reset|recovery|"
    r"voucher|gift|unlock|entry|key))"
)
# The code's own word right before it: `code=`, `"code":"`, `(code `, `code: `.
_CODE_BEFORE = re.compile(r"""(?i:(?<![\w-])["']?code["']?[ \t]*[=:]?[ \t]*["']?)$""")


def _line_of(finding: Finding) -> str:
    text, result = finding.text, finding.result
    start = text.rfind("\n", 0, result.start) + 1
    end = text.find("\n", result.end)
    return text[start : end if end >= 0 else len(text)]


def error_code_in_an_error_line(finding: Finding) -> bool:
    """Digits found as a secret right after a code's word, on a line a machine wrote about an error, with nothing
    on the line that says the code was sent to a person or keys in (`ERROR ... disconnected code=1006`)."""
    result, text = finding.result, finding.text
    if result.entity_type != "SECRET" or not finding.value.isdigit():
        return False
    if _CODE_BEFORE.search(text, max(0, result.start - 24), result.start) is None:
        return False
    line = _line_of(finding)
    return bool(_MACHINE_LINE.search(line) and _ERROR_WORDS.search(line) and not _SECRET_CUES.search(line))
