"""Secrets: API keys, bearer tokens, JWTs, private keys, credentials in URLs, `password=...` pairs."""

from __future__ import annotations

import re
from typing import Any

from presidio_analyzer import AnalysisExplanation, Pattern, PatternRecognizer, RecognizerResult

from redaction.rules.passwords_in_passing import PASSWORD_CUE

CASE_SENSITIVE = re.DOTALL | re.MULTILINE

SECRET_PATTERNS = [
    Pattern("jwt", r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}", 0.95),
    # The token only: "Bearer" stays, so the header still reads.
    Pattern("bearer", r"(?<=[Bb]earer )[A-Za-z0-9\-._~+/]{12,}=*", 0.9),
    Pattern("openai_like", r"\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{16,}", 0.95),
    # A vendor's prefix and the mode before the key: sk_live_..., whsec_live_..., nest_live_...
    Pattern("stripe_like", r"\b[a-z]{2,12}_(?:live|test)_[A-Za-z0-9]{10,}", 0.95),
    Pattern("aws_access_key", r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b", 0.95),
    Pattern("github_token", r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})", 0.95),
    Pattern("slack_token", r"\bxox[abposr]-[A-Za-z0-9-]{10,}", 0.95),
    Pattern("google_api_key", r"\bAIza[0-9A-Za-z_-]{35}", 0.95),
    Pattern(
        "private_key",
        r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----",
        0.95,
    ),
    # user:password@ in a URL: only the credentials, so the host still reads.
    Pattern("url_credentials", r"(?<=://)[^/\s:@]+:[^/\s@]+(?=@)", 0.9),
    # password=..., api_key: "...": only the value. Lookbehind must be fixed width, so the key is matched
    # by a separate recognizer pattern below through a capture-free trick: the value follows `=` or `:`.
    Pattern(
        "assigned_secret",
        r"(?i:(?<=password=)|(?<=passwd=)|(?<=pwd=)|(?<=secret=)|(?<=token=)|(?<=api_key=)|(?<=apikey=)"
        r"|(?<=password: )|(?<=secret: )|(?<=token: )|(?<=api_key: )|(?<=password is )"
        r"|(?<=access_token=)|(?<=client_secret=))[^\s\"'&,;]{6,}",
        0.85,
    ),
    # Spelled out in a sentence: "the PIN is 4721", "DB password Adm1n-2026-blue", "password to Rt-88!ksu",
    # "webhook secret whsec_...": a value with a digit after the word, never a plain word ("password reset").
    Pattern("spelled_secret", "(?i:" + "|".join(
        f"(?<={cue}{joint})" for cue in ("password", "passcode", "passphrase", "pin", "secret", "gate code",
                                         "door code", "alarm code", "access code", "entry code", "key code")
        for joint in (" ", " is ", " to ", " was ", ": ", " is: ", " of ")
    ) + ")(?=[^\\s\"',;)]*\\d)[^\\s\"',;)]{4,}(?<![.!?])", 0.85),
    # Long opaque tokens mixing lower case, upper case and digits (hex ids, all one case, do not match).
    Pattern(
        "opaque_token",
        r"\b(?=[A-Za-z0-9_\-]{28,}\b)(?=[A-Za-z0-9_\-]*[a-z])(?=[A-Za-z0-9_\-]*[A-Z])(?=[A-Za-z0-9_\-]*\d)[A-Za-z0-9_\-]{28,}\b",
        0.6,
    ),
]


# Codes said in a sentence, whose cue is too far for a fixed-width lookbehind: what opens something ("the
# lockbox by the door, code 7316", "keypad code is 4471#") and a card's security code ("cvc 418"). A keypad, a
# lockbox or a key safe is opened by nothing but its code, so the number right after it is that code, the word
# "code" left out ("side door keypad is 7319", "keypad 7319", "lockbox: 0412").
_SAID_CODES = re.compile(
    r"(?i:\b(?:lock ?box|key ?safe|key ?box|keypad|gate|door|alarm|safe|padlock|locker|garage)\b[^.\n]{0,30}?"
    r"\bcode\b|\b(?:cvc2?|cvv2?|csc|security code|verification code|one-time code|otp)"
    r"|\b(?:lock ?box|key ?safe|key ?box|keypad)(?=(?:[ \t]+(?:is|was))?[ \t:]*\d{4}))"
    r"(?:[ \t]+(?:is|was|number))?[ \t:]*(?P<value>\d{3,8}#?|\d(?:-\d){3,7})(?![\w-])"
)

# A password said in a sentence, a few words after the word ("the password I set was Pr1ntMyDr3ams!", "wifi
# password for the sitters is hazelnut-Meadow-42", "password you gave me (Shoreditch!Guest24)", "with password
# 'Tr4ck!ng2026'"): only a value of a password's shape, letters of both cases with a digit or a symbol, or
# letters, digits and a symbol; never an address, a link or a reference in capitals (WO-558120). The words that
# cue it, "password" and the login form's short words ("pw is", "pass:"): redaction/rules/passwords_in_passing.py.
_TOKEN = re.compile(r"(?<![\w@/.:-])['\"‘“(]?(?P<value>[^\s'\"’”(),;]{6,64}?)[.!?]?(?=['\"’”)]|[\s,;]|$)")
_PUNCTUATION = re.compile(r"[^\w\s]")


def password_shaped(value: str) -> bool:
    if "@" in value or "://" in value or value.startswith(("www.", "http")):
        return False
    lower, upper = any(c.islower() for c in value), any(c.isupper() for c in value)
    digit, symbol = any(c.isdigit() for c in value), bool(_PUNCTUATION.search(value))
    return lower and ((upper and (digit or symbol)) or (digit and symbol))


def passwords_said(text: str) -> list[tuple[int, int]]:
    """The first value of a password's shape in the words after a password word, within its clause (a full
    stop or a mark inside the value, "Adm1n.Blue", "Shoreditch!Guest24", does not end it)."""
    spans = []
    for cue in PASSWORD_CUE.finditer(text):
        window = text[cue.end() : cue.end() + 64]
        clause = re.match(r"(?:[^\n;!?.]|[.!?](?=\S))*", window)
        end = cue.end() + (clause.end() if clause else 0)
        for token in _TOKEN.finditer(text, cue.end(), end):
            if password_shaped(token.group("value")) and "=" not in token.group("value"):  # `ip=...`: a log's pair
                spans.append((token.start("value"), token.end("value")))
                break
    return sorted(set(spans))  # "log in, pw is ...": two cues, one password


# A password by its shape alone, in a text of any language ("mot de passe ... c'est Galmi2024!Mari", "bu yàgg bi
# mooy Kolda@1990", "ya zamani ilikuwa Kyungu@2024"): the words that say "password" are the text's own, and no
# table of them reads every language, but a password policy's shape is the same in all: letters of both cases, a
# digit and a symbol (`@ ! # $ % & * ?`) inside, eight characters or more; or a capitalised word, digits and a
# closing "!" ("Omwani2023!"). No name, amount, code or address is written so: an e-mail's or a host's "@" runs
# on to a dot, a price's sign opens its digits ("TT$650"), a tag's or a handle's sign opens the word ("#A-017"),
# a link's or a query's parts stand after "/", "=" or "&".
_SHAPED_TOKEN = re.compile(r"(?<![\w@#$%&*!?/.:=+-])(?P<value>[A-Za-z0-9][\w@!#$%&*?.-]{6,62}[\w@!#$%&*?])(?![\w@/=&])")
_POLICY_SYMBOL = re.compile(r"[@!#$%&*?]")
_WORD_YEAR_BANG = re.compile(r"[A-Z][a-z]{3,}[\w-]*\d{2,}!+")
_HOST_AFTER_AT = re.compile(r"@[\w-]+\.\w")


# (text, the password, or "" when none)
SHAPE_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("mot de passe du portail producteur, c'est Galmi2024!Mari ... ah non faut pas?", "Galmi2024!Mari"),
    ("dama bëgg changer mot de passe app bi, bu yàgg bi mooy Kolda@1990 waaye dama ko fàtte", "Kolda@1990"),
    ("i think he put Omwani2023! as passwo", "Omwani2023!"),
    ("orders over US$800 need a formal entry", ""),
    ("I've flagged that on order #FC-20931.", ""),
    ("write to Zitoun@Mrk.ma for a quote", ""),
    ("connection to postgres://vtu_app:Qm7r!xK2pL@10.20.4.12:5432/vtu_prod refused", ""),
    ("the iPhone15! is in stock", ""),
    ("tide high=5.62m@11:47 low=0.84m@18:03", ""),
    ("?lat=57.60&lon=-5.30&hours=72", ""),
)


def passwords_by_shape(text: str) -> list[tuple[int, int]]:
    spans = []
    for token in _SHAPED_TOKEN.finditer(text):
        value = token.group("value").rstrip(".?")
        if _HOST_AFTER_AT.search(value) or not (
            any(c.isupper() for c in value) and any(c.islower() for c in value) and any(c.isdigit() for c in value)
        ):
            continue
        if (len(value) >= 8 and _POLICY_SYMBOL.search(value.rstrip("!"))) or _WORD_YEAR_BANG.fullmatch(value):
            spans.append((token.start("value"), token.start("value") + len(value)))
    return spans


# A code sent or given to someone, by its shape: four to eight digits (or two groups of three) after the word
# "code", "pin" or "otp" within the clause ("the one time code they texted me is 884 120", "code=884120", "the
# previous code 884 120", "the 4-digit code 7392"). A code that names a thing or an outcome is no secret
# (error, status, promo, postal, product, HTTP... codes), nor is a time, a year or an amount.
_CODE_BY_SHAPE = re.compile(
    r"(?i:(?<![\w-])(?P<cue>code|pin|otp|passcode)s?\b)[^\d\n.;!?()]{0,32}?\(?(?<![\w.,:/-])"
    r"(?P<value>\d{3}[ ]\d{3}|\d{2}(?:-\d{2}){2,3}|\d(?:[ ]\d){3,7}|\d{4,8})(?![\w:.,/-]\d|[\w-])"
)
_CODE_OF_A_THING = re.compile(
    r"(?i:\b(?:error|status|promo|promotion(?:al)?|discount|voucher|coupon|gift|postal|post|zip|area|country|"
    r"dial(?:l)?ing|product|sort|tax|http|response|reason|exit|return|qr|bar|source|event|class|course|colou?r|"
    r"item|style|fault|diagnostic|obd|dtc|swift|bic|bank|branch|airport|iata|icao|hs|commodity|tariff|"
    r"customs|currency|language|region|station|stop|route|depot|site|room|fare|booking|reference|ref|"
    r"discount|referral|invite|invitation|campaign|offer|pattern|activity)[ \t_-]*)$"
)
_YEAR = re.compile(r"(?:19|20)\d{2}")


def codes_by_shape(text: str) -> list[tuple[int, int]]:
    """Spans of codes found by their shape after a code word (see _CODE_BY_SHAPE)."""
    spans = []
    for match in _CODE_BY_SHAPE.finditer(text):
        value = match.group("value")
        if _CODE_OF_A_THING.search(text[max(0, match.start() - 30) : match.start()]) or _YEAR.fullmatch(value):
            continue
        spans.append((match.start("value"), match.end("value")))
    return spans


# A token named as such before it, in an error or a log ("password reset token 7f3a9c21e4b84d0f rejected",
# "invalid bearer token eyJhbGciOi..."): twelve characters or more, letters and digits mixed, no word.
_NAMED_TOKEN = re.compile(
    r"(?i:\b(?:token|api[ _-]?key|access[ _-]?key|secret[ _-]?key|session[ _-]?key|client[ _-]?secret))"
    r"(?:[ \t]+(?:is|was))?[ \t:=]*['\"‘“]?"
    r"(?P<value>(?=[\w.~+/=-]*\d)(?=[\w.~+/=-]*[A-Za-z])[A-Za-z0-9][\w.~+/-]{11,}=*)(?![\w.~+/=-])"
)
# A software licence key, named by its word ("my licence key is VXS3-7KQ2-M9PL-44RT-XB8E", "key VXS3-2HHD-99QA-KM3P-
# 7TZC already bound"): groups of capitals and digits joined by hyphens, four groups or more, a digit and a letter
# in them; after a licence's, a product's or an activation's key word, any token of eight characters or more with
# a digit in it. A password under a short key in a log line (`pass=Tuatara!88`, `pw: Rt-88!ksu`) is one too.
_GROUPED_KEY = r"(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,7}(?![\w-])"
_LICENCE_KEY = re.compile(
    r"(?i:\b(?:(?P<named>licen[cs]e|product|activation|serial|registration|software|cd)[ \t_-]?)?keys?\b)"
    r"(?:[ \t]+(?:is|was|code|number))?[ \t:=]*['\"‘“]?"
    rf"(?P<value>{_GROUPED_KEY}|(?(named)(?=[\w-]*\d)[A-Za-z0-9][\w-]{{7,63}}(?![\w-])|(?!)))"
)
_SHORT_PASSWORD_KEY = re.compile(r"(?i:(?<![\w.-])(?:pass|pw)[ \t]*[=:][ \t]*)(?P<value>[^\s\"',;&)]{6,64})")


def keys_and_passwords_named(text: str) -> list[tuple[int, int]]:
    """Spans of licence keys and of passwords under a short key (see _LICENCE_KEY, _SHORT_PASSWORD_KEY)."""
    spans = [(match.start("value"), match.end("value")) for match in _LICENCE_KEY.finditer(text)]
    return spans + [
        (match.start("value"), match.end("value")) for match in _SHORT_PASSWORD_KEY.finditer(text)
        if password_shaped(match.group("value"))
    ]  # fmt: skip


# Digits said as words after a code or PIN word: "my PIN is four four zero nine".
_DIGIT_WORD = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_SPOKEN_CODE = re.compile(
    rf"(?i:\b(?:pin|passcode|code|otp|password)\b[^.\n;!?\d]{{0,24}}?\b"
    rf"(?P<value>{_DIGIT_WORD}(?:[ ,-]+{_DIGIT_WORD}){{3,7}})\b)"
)
# The answer to a security question, quoted: 'the security answer is "biscuit the beagle"'.
_SECURITY_ANSWER = re.compile(
    r"(?i:\b(?:security|secret|memorable)[ \t]+(?:question[ \t]+)?(?:answer|word|phrase)s?\b"
    r"(?:[ \t]+(?:is|was))?[ \t:]*)['\"‘“](?P<value>[^'\"’”\n]{2,60})['\"’”]"
)


class SecretRecognizer(PatternRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(
            supported_entity="SECRET",
            patterns=SECRET_PATTERNS,
            supported_language=supported_language,
            name="SecretRecognizer",
            global_regex_flags=CASE_SENSITIVE,
        )

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None,
                regex_flags: int | None = None) -> list[RecognizerResult]:  # fmt: skip
        results = super().analyze(text, entities, nlp_artifacts, regex_flags)
        for match in _SAID_CODES.finditer(text):
            explanation = AnalysisExplanation("SecretRecognizer", 0.85, pattern_name="said_code")
            results.append(RecognizerResult("SECRET", match.start("value"), match.end("value"), 0.85, explanation))
        for start, end in passwords_said(text):
            explanation = AnalysisExplanation("SecretRecognizer", 0.85, pattern_name="password_said")
            results.append(RecognizerResult("SECRET", start, end, 0.85, explanation))
        for pattern, name in ((_NAMED_TOKEN, "named_token"), (_SPOKEN_CODE, "spoken_code"),
                              (_SECURITY_ANSWER, "security_answer")):  # fmt: skip
            for match in pattern.finditer(text):
                explanation = AnalysisExplanation("SecretRecognizer", 0.85, pattern_name=name)
                results.append(RecognizerResult("SECRET", match.start("value"), match.end("value"), 0.85,
                                                explanation))  # fmt: skip
        for start, end in keys_and_passwords_named(text):
            explanation = AnalysisExplanation("SecretRecognizer", 0.85, pattern_name="key_named")
            results.append(RecognizerResult("SECRET", start, end, 0.85, explanation))
        for start, end in passwords_by_shape(text):
            explanation = AnalysisExplanation("SecretRecognizer", 0.85, pattern_name="password_by_shape")
            results.append(RecognizerResult("SECRET", start, end, 0.85, explanation))
        for start, end in codes_by_shape(text):
            explanation = AnalysisExplanation("SecretRecognizer", 0.7, pattern_name="code_by_shape")
            results.append(RecognizerResult("SECRET", start, end, 0.7, explanation))
        return results
