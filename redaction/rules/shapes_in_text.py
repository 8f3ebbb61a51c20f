"""Whether a token in free text is an identifier by its shape alone, with no noun before it: an error message or
a hand-off note quotes a device's number, a payment's charge id or a record's number with whatever word its
writer used ("devices 982 000412345678 .. 982000412345691", "charge ch_3QpZk8L2x9Vb", "prot.
INPS-ISEE-2026-00123456789-00", "impound # imp 2026 7719"). Applied to each such token of a message
(redaction/recognizers/identifiers.py `CuedIdentifierRecognizer`); the first rule that decides wins. KEEP: an
identifier, replaced everywhere in the session by one fixture id; DROP: not one (no rule deciding is a DROP too).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.unowned import UNOWNED_WORDS

if TYPE_CHECKING:
    from redaction.engine import Engine

# A token of letters, digits and joining signs, perhaps after a number sign (`#`, or the numero sign `№` of the
# Cyrillic alphabets' languages and of Asian and European forms), perhaps with groups of digits after it ("imp 2026
# 7719"), or a short group of digits before a long number ("982 000412345678").
NUMBER_SIGNS = "#№"
SHAPE_IN_TEXT = re.compile(
    r"(?<![\w./:@#№-])(?:(?P<sign>[#№][ \t]?)(?P<signed>[A-Za-z0-9][A-Za-z0-9-]*(?:[ \t]\d[\dA-Za-z-]*){0,3})"
    r"|(?P<value>(?:\d{1,4}[ \t](?=\d{12}))?[A-Za-z0-9][A-Za-z0-9_./-]*[A-Za-z0-9]))(?![\w@-]|[./]\w)"
)
_HEX_OR_UUID = re.compile(
    r"(?=[\d-]*[a-f])(?=(?:-?[0-9a-f]){16})[0-9a-f]+(?:-[0-9a-f]+)*"
    r"|(?=[\d-]*[A-F])(?=(?:-?[0-9A-F]){16})[0-9A-F]+(?:-[0-9A-F]+)*"
)
_COLOUR = re.compile(r"[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8}")
_YEAR = re.compile(r"(?:19|20)\d{2}")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}(?:T\d{2})?|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{8}T\d{6}Z?")


# A handle with an @ and no dot after it: a payment id (`lakshmi.n@oksbi`, `rameshyadav77@ybl`) or a login, never an
# e-mail address (its domain has a dot) nor a word after an @ alone ("@team"). Its words may be joined by hyphens, as
# a firm's are (`ops.manager@atlgrace-shipmgmt`: an address written without its top-level domain). A case ending may
# follow after a hyphen (`karthik.s@okicici-க்கு`); a version or a digest does not start with a letter (`pkg@1.2`).
HANDLE_IN_TEXT = re.compile(
    r"(?<![\w.+@/:-])[A-Za-z0-9](?:[A-Za-z0-9._+-]*[A-Za-z0-9])?@[A-Za-z][A-Za-z0-9]+(?:-[A-Za-z0-9]+)*"
    r"(?![A-Za-z0-9_@:]|[.-][A-Za-z0-9])"
)
# What stands after the @ of a package or a branch, not of a person ("pkg@latest").
_TAGS = {"latest", "next", "beta", "alpha", "stable", "canary", "main", "master", "dev", "head", "local", "localhost"}
_LAST_WORD = re.compile(r"([^\W\d_]+)[ \t]*[#№][ \t]*$")
_MASK_CHARS = "*•●·xX#"
# A mask of two characters or more, perhaps in groups, right before the digits it left visible ("Visa •••• 4417",
# "****4417", "+353 86 *** 0178", "UA48 **** **** 4576").
# Groups are apart by at least one separator, so a run of mask characters is read one way only: with groups that
# could also touch, a long run not followed by digits ("xxxx…xb12") is tried in every split, exponentially.
_MASK_BEFORE = re.compile(rf"(?<![^\W\d_])[{_MASK_CHARS}]{{2,}}(?:[ \t.-]+[{_MASK_CHARS}]+)*[ \t.-]*$")


# A verb saying which digits a number ends with, in the languages the key tables read, perhaps with its
# preposition ("ending 4417", "päättyy 11", "končícího 5399", "endet auf 4417", "se terminant par 4417").
ENDING_WORDS = {
    "ending", "ends", "ended", "päättyy", "päättyvä", "päättyvän", "päättyvältä", "päättyvälle", "končí",
    "končící", "končícího", "končícím", "končiaci", "končiaceho", "endet", "endend", "endende", "endenden",
    "eindigt", "eindigend", "eindigende", "termine", "terminant", "termina", "terminada", "terminado",
    "terminante", "terminando", "slutar", "slutter", "ender", "endar", "kończy", "kończący", "kończącego",
    "kończącym", "berakhir", "закінчується",
}  # fmt: skip
_WORD_BEFORE_DIGITS = re.compile(
    r"([^\W\d_]+)(?:[ \t]+(?:in|with|on|auf|mit|par|en|em|op|med|på|na|dengan))?[ \t:]*$"
)
# What ends a clause after a number: the number is all that was said, not a count of something ("ends in 14 days").
_CLAUSE_END = re.compile(r"[ \t]*(?:[,.;:!?)\]]|$)")
# One mask sign touching the digits it left, at the start of a word ("účtu končícího *5399", "card •4417"), or an
# ellipsis standing for the digits left out ("compte que s'acaba per …8912").
_ONE_MASK_SIGN = re.compile(r"(?<![\w*•●…])[*•●…]$")
# A number masked in its middle, its first and last digits left visible ("416-***-0963", "07xx xxx 123",
# "5022***9174"): digits, then a mask of two characters or more, then digits, in groups. SHAPE_IN_TEXT splits it at
# the mask, so it is found whole by this expression and judged by the table below.
MASKED_NUMBER = re.compile(
    rf"(?<![\w*•●#.+-])\+?(?=[\d .-]*[{_MASK_CHARS}]{{2}})[\d{_MASK_CHARS}]+(?:[ .-][\d{_MASK_CHARS}]+)*"
    r"(?<=\d)(?![\w*•●#])"
)
# A number in groups of four digits, three groups or more ("1029 5488 6140"): an account's, a card's or a national
# number as a bank or an agency prints it. SHAPE_IN_TEXT reads each group alone, so the run is found whole by this
# expression and judged by the table below.
GROUPS_OF_FOUR = re.compile(r"(?<![\w.,+-])\d{4}(?:[ -]\d{4}){2,4}(?![\w]|[.,-]\d)")
_PARTLY_MASKED = re.compile(rf"\+?\d[\d .-]*[{_MASK_CHARS}]{{2,}}[\d{_MASK_CHARS} .-]*?\d{{2,6}}")
# One x before four digits: how a bank or a store writes a card's or an account's last digits ("Mastercard x7731").
_X_AND_FOUR_DIGITS = re.compile(r"[xX]\d{4}")
# A number right before: an extension follows a phone's number ("555-0100 x2210").
_NUMBER_BEFORE = re.compile(r"\d[\s.,()-]*$")


def _sign_before(text: str, end: int) -> str:
    sign = text[end - 1 : end] if end > 0 else ""
    return sign if sign and sign in NUMBER_SIGNS else ""


@dataclass(frozen=True)
class ShapeInText:
    token: str
    after_number_sign: str = ""  # the number sign before it ("#", "№"), if one stands there
    word_before: str = ""  # the word before a number sign ("store" of "store #04417")
    after_a_mask: bool = False  # a mask before it and none closing after it ("**2024**" is bold, not masked)
    after_one_mask_sign: bool = False  # one `*` or `•` touching it, none closing after it ("*5399", not "*5399*")
    after_an_ending_word: bool = False  # after "ending", "päättyy"..., and the clause ends with it
    after_a_number: bool = False  # a number right before it, perhaps with a space or a bracket between
    whole_text: bool = False  # all the text holds: a field's whole value, which its key judges

    @classmethod
    def of(cls, example: str, engine: Engine) -> ShapeInText:
        """A message with the token judged in [brackets]."""
        text, start, end = marked(example)
        return cls.at(text, start, end)

    @classmethod
    def at(cls, text: str, start: int, end: int) -> ShapeInText:
        sign = start
        while sign > 0 and text[sign - 1] in " \t":
            sign -= 1
        before = text[max(0, start - 40) : start]
        word = _LAST_WORD.search(before)
        closing = text[end : end + 1]
        unclosed = not (closing and closing in _MASK_CHARS)
        masked = unclosed and bool(_MASK_BEFORE.search(before))
        one_sign = unclosed and bool(_ONE_MASK_SIGN.search(text[max(0, start - 2) : start]))
        verb = _WORD_BEFORE_DIGITS.search(before)
        ending = bool(verb and verb.group(1).casefold() in ENDING_WORDS and _CLAUSE_END.match(text, end))
        return cls(text[start:end], _sign_before(text, sign), word.group(1).casefold() if word else "", masked,
                   one_sign, ending, bool(_NUMBER_BEFORE.search(before)), not (text[:start] + text[end:]).strip())

    @property
    def digits(self) -> int:
        return sum(char.isdigit() for char in self.token)


def _record_of_the_software(shape: ShapeInText) -> bool:
    return bool(_HEX_OR_UUID.fullmatch(shape.token))


def _a_date(shape: ShapeInText) -> bool:
    return bool(_DATE.fullmatch(shape.token))


def handle_with_no_dot(token: str) -> bool:
    """`name@bank`: an `@` with no dot in what follows it, and no package's tag (`pkg@latest`)."""
    local, at, domain = token.rpartition("@")
    return bool(at and local) and "." not in domain and domain.casefold() not in _TAGS


def _handle_with_no_dot(shape: ShapeInText) -> bool:
    return handle_with_no_dot(shape.token) and not shape.whole_text


def _digits_after_a_mask(shape: ShapeInText) -> bool:
    return shape.after_a_mask and shape.token.isdigit() and 2 <= len(shape.token) <= 6


def _digits_after_one_mask_sign(shape: ShapeInText) -> bool:
    return shape.after_one_mask_sign and shape.token.isdigit() and 4 <= len(shape.token) <= 6


def _partly_masked(shape: ShapeInText) -> bool:
    return bool(_PARTLY_MASKED.fullmatch(shape.token))


def _x_and_four_digits(shape: ShapeInText) -> bool:
    return bool(_X_AND_FOUR_DIGITS.fullmatch(shape.token)) and not shape.after_a_number


def _digits_after_an_ending_word(shape: ShapeInText) -> bool:
    return shape.after_an_ending_word and shape.token.isdigit() and 2 <= len(shape.token) <= 6 and not (
        _YEAR.fullmatch(shape.token)
    )


def _twelve_digits(shape: ShapeInText) -> bool:
    return shape.digits >= 12 and not all(_YEAR.fullmatch(group) for group in re.split(r"[ \t-]", shape.token))


def _generated(shape: ShapeInText) -> bool:
    body = shape.token.rpartition("_")[2]
    classes = ["u" if char.isupper() else "l" if char.islower() else "d" if char.isdigit() else "" for char in body]
    changes = sum(1 for one, other in pairwise(classes) if one != other)
    return len(body) >= 10 and shape.digits >= 3 and {"u", "l", "d"} <= set(classes) and changes >= 6


# A register's number in groups joined by slashes, the issuer's and the office's letters and the year and the
# entry's digits: "JPJ/SEL/2025/0088123", "NGJA/RP/D/3318", "PCG/INV/24/09/0331"; the letters of a region or an
# office may be of any alphabet with capitals ("0412/ŚL/2009", "2024/ŚL/118835", "147/ОЗ/2016"). SHAPE_IN_TEXT
# reads Latin letters only, so such a run is found whole by this expression and judged by the table below.
SLASHED_GROUPS = re.compile(r"(?<![\w./:@#-])[^\W_]+(?:/[^\W_]+){2,}(?![\w/]|[.-]\w)")


def _capitals_or_digits(group: str) -> bool:
    return group.isdigit() or (group.isalpha() and group.isupper())


def _groups_joined_by_slashes(shape: ShapeInText) -> bool:
    groups = shape.token.split("/")
    if len(groups) < 3 or not all(_capitals_or_digits(group) for group in groups):
        return False
    letters = [group for group in groups if group.isalpha()]
    numbers = [group for group in groups if group.isdigit()]
    if not letters or sum(len(number) for number in numbers) < 4:
        return False
    # Two groups of letters say an issuer and its office; one says a register when an entry's number of three
    # digits or more, no year, stands among the digits ("PK/0173/2024", "0412/ŚL/2009"), not a day and a month's
    # name ("12/MAR/2024").
    return len(letters) >= 2 or any(len(number) >= 3 and not _YEAR.fullmatch(number) for number in numbers)


def _thing_no_one_owns_before_a_number_sign(shape: ShapeInText) -> bool:
    return bool(shape.after_number_sign) and bool(
        {shape.word_before, shape.word_before.removesuffix("s")} & UNOWNED_WORDS
    )


def _after_a_number_sign(shape: ShapeInText) -> bool:
    # A colour is written after "#" only ("#004127" may be one; "№ 004127" is a voucher's number).
    colour = shape.after_number_sign == "#" and _COLOUR.fullmatch(shape.token)
    return bool(shape.after_number_sign) and shape.digits >= 4 and not colour


DROP, KEEP = Verdict.DROP, Verdict.KEEP
SHAPES_IN_TEXT: Table[ShapeInText] = Table(
    "Identifiers by their shape in free text",
    "A token of a message with no identifier's noun before it. KEEP: an identifier, replaced everywhere in the "
    "session; DROP: not one.",
    (
        Rule("record_of_the_software", "drops sixteen hexadecimal digits or more, letters among them, in one "
             "case, perhaps in groups joined by dashes (a UUID)",
             "trace, span and request ids are the software's", DROP, _record_of_the_software,
             ("trace [4bf92f3577b34da6a3ce929d0e0e4736] failed",
              "request [6f1c2a4e-9b7d-4c21-8e3f-0a5b6c7d8e9f] timed out", "call [1b4e28ba-2fa1-11d2-883f]"),
             ("devices [982000412345691] failed", "tag [9820004123456910] read")),
        Rule("date_in_a_message", "drops a date", "a date is what a case checks", DROP, _a_date,
             ("due on [2026-11-26]",), ("charge [ch_3QpZk8L2x9Vb] declined",)),
        Rule("handle_with_no_dot", "keeps a handle with an `@` and no dot after it (`name@bank`) in a text, never "
             "one after an `@` with a package's tag (`latest`, `main`), nor a field's whole value", "an e-mail "
             "address has a domain with a dot; a handle without one is a payment id (UPI) or a login, and one said "
             "in a sentence is the person's the sentence pays or refunds; a field's key says whose its value is (a "
             "payee's handle in a shop's ledger is the shop's)", KEEP, _handle_with_no_dot,
             ("₹170 आपकी UPI [rameshyadav77@ybl] पर लौट आएगा", "UPI [karthik.s@okicici]-க்கு திருப்பவும்",
              "I said [ops.manager@atlgrace-shipmgmt] not atlgrace"),
             ("install [pkg@latest] first", "mail [ana@example.com] today", "[shriradhecs@pnb]")),
        Rule("digits_after_a_mask", "keeps two to six digits right after a mask of two characters or more (`*`, "
             "`•`, `x`, `X`, `#`, perhaps in groups and spaced), never a number in bold (`**2024**`)", "whoever "
             "masked the rest said the digits left are someone's: a card's, an account's or a phone's last digits",
             KEEP, _digits_after_a_mask,
             ("dit kort (Visa •••• [4417]) var udløbet", "Slet Visa ****[4417]. Restance", "sent to +353 86 *** "
              "[0178] just now", "IBAN UA48 **** **** **** [4576] 8", "card XXXX XXXX [0005] declined"),
             ("**[2024]** was a good year", "we sold [4417] units", "size XL [42]", "Fixx [2210] failed")),
        Rule("digits_after_one_mask_sign", "keeps four to six digits right after one `*`, `•` or `…` that begins "
             "a word, never one closed after them (`*2024*` is emphasis)", "a statement or an agent that masks with "
             "one sign says the same as with four, and an ellipsis stands for the digits left out: the digits left "
             "are the end of someone's account or card", KEEP, _digits_after_one_mask_sign,
             ("z účtu končícího *[5399] z března", "paid with card •[4417] yesterday",
              "compte que s'acaba per …[8912], lo 31"),
             ("*[2024]* was a good year", "2*[1234] is the product", "rated *[5] stars", "**[2024]")),
        Rule("number_masked_in_its_middle", "keeps a number whose middle is masked (two mask characters or more "
             "between its first digits and its last two to six)", "whoever masked the middle said the number is "
             "someone's: a phone's or a card's first and last digits are still theirs", KEEP, _partly_masked,
             ("call the number on file [416-***-0963] or", "mobile [07xx xxx 123] on file", "card [5022***9174]"),
             ("[5xx] errors rose", "a [2x4] board", "[20xx] budget")),
        Rule("x_and_four_digits", "keeps one `x` and four digits, unless a number stands right before (a phone's "
             "extension)", "a bank or a store writes a card's or an account's last digits so (\"Mastercard x7731\")",
             KEEP, _x_and_four_digits, ("declined (code 51, Mastercard [x7731]) and", "account [X0042] is overdrawn"),
             ("call 555-0100 [x2210] for", "model [X12004] ships")),
        Rule("digits_after_an_ending_word", "keeps two to six digits after a verb saying what a number ends with "
             "(`ending`, `päättyy`, `končícího`, `endet auf`, `se terminant par`), when the clause ends with them; "
             "never a year", "\"the one ending 11\" is what a person remembers of an account or a card, in every "
             "language; a count after the verb is followed by what it counts (\"ends in 14 days\")",
             KEEP, _digits_after_an_ending_word,
             ("tili on se joka päättyy [11], en muista", "the account ending in [4417].", "Karte endet auf [4417]",
              "la carte se terminant par [4417]."),
             ("the trial ends in [14] days", "the plan ends in [2027].", "the shift ends at [11].",
              "päättyy klo [11], en muista")),
        Rule("twelve_digits_or_more", "keeps a token with twelve digits or more, alone or inside a code, a "
             "short group of digits written before such a number, and a run of groups of four digits", "no count, "
             "amount or time of a support conversation is written with twelve digits, nor are years in a row; a "
             "device's, a document's, an account's or a protocol's number is",
             KEEP, _twelve_digits, ("devices [982 000412345678] .. 982000412345691",
                                    "ISEE prot. [INPS-ISEE-2026-00123456789-00]",
                                    "සම්පත් බැංකුවේ [1029 5488 6140] ගිණුමට"),
             ("took [1733356800] seconds", "order total [125000]", "seasons [2024 2025 2026] ran")),
        Rule("generated_token", "keeps a token of ten characters or more, after any prefix and underscore, that "
             "mixes capitals, small letters and three digits or more, changing between them six times or more",
             "a payment processor's or an API's id for one person's charge is random text no word looks like",
             KEEP, _generated, ("declined: charge [ch_3QpZk8L2x9Vb] for registration",),
             ("upgrade to [iPhone15ProMax]", "see [OAuth2Client]")),
        Rule("groups_joined_by_slashes", "keeps three groups or more of capitals of any alphabet or digits "
             "joined by slashes, four digits or more in all, two of them letters, or one of letters beside an "
             "entry's number of three digits or more that is no year", "an authority's register writes its number "
             "so, its office's or its region's letters and the year before the entry's digits, in any language "
             "and alphabet: a fine's notice, a dealer's or a sweep's licence, a claim, an invoice is one person's",
             KEEP, _groups_joined_by_slashes,
             ("No. Notis: [JPJ/SEL/2025/0088123]", "licence [NGJA/RP/D/3318] on file", "inv [PCG/INV/24/09/0331]",
              "Mōm, [2024/ŚL/118835]. Ale do piōntku", "protokołu [PK/0173/2024] dla", "legitymacja [0412/ŚL/2009]"),
             ("paid on [12/04/2026]", "see [api/v2/orders]", "open [24/7]", "[TCP/IP/UDP] ports", "size [S/M/10]",
              "due [12/MAR/2024]", "rule [IGEM/G/11] applies", "site [KR/003/P]")),
        Rule("thing_no_one_owns_before_a_number_sign", "drops a code after a number sign that follows the word of "
             "a thing no one owns (redaction/rules/unowned.py)", "a store's, a gate's or a flight's number serves "
             "everyone", DROP, _thing_no_one_owns_before_a_number_sign,
             ("the refill at store #[04417] was denied", "meet at gate # [B 2210]"),
             ("impound # [imp 2026 7719], toyota",)),
        Rule("after_a_number_sign", "keeps a code with four digits or more after a number sign (`#`, `№`), in any "
             "case and with groups of digits after it; never a colour after `#`", "\"#\" and \"№\" say a number "
             "follows, whatever noun stands before it, in any language", KEEP, _after_a_number_sign,
             ("impound # [imp 2026 7719], toyota", "tag #[AB 1234]", "роҳхати № [004127], курси",
              "Қабз №[55120937]"),
             ("colour #[FF0000]", "we are #[1] in line")),
    ),
    ShapeInText.of,
)
