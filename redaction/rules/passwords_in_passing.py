"""A password said in passing, by a short word or by logging in: "pw is Motown4life! if u need it", "i reset pw to
Saxophone!2026", "cant log into the portal, tried Smudge2019! three times", "NAS admin login was admin /
Wexford2019!".

People give a password in any domain by the short words of a login form ("pw", "pwd", "pass:") and in a clause
about logging in or signing in, as they do after "password". What follows within the clause is read as after
"password" (redaction/recognizers/secrets.py, `passwords_said`): only a value of a password's shape (letters of
both cases with a digit or a symbol, or letters, digits and a symbol) is a secret, never a plain word, an address,
a link or a reference in capitals; a log's event (`portal.login`) and a code's part (`PL-RHO-PW-05`) are no cue,
and a log's pair (`ip=...`) is no password; "pass" alone ("a day pass", "pass the salt") is a cue only before "is"
or a colon.
"""

from __future__ import annotations

import re

# The words after which, within the clause, a value of a password's shape is the password.
PASSWORD_CUE = re.compile(
    r"(?i:\b(?:password|passwd|passphrase|passcode|wi-?fi key)s?\b|(?<![\w.:/=-])pwd?(?![\w.:/=-])"
    r"|\bpass(?=[ \t]*:|[ \t]+is\b)"
    r"|(?<![\w.:/=-])(?:log(?:ged|ging)?[ \t-]?(?:in|on)(?:to)?|sign(?:ed|ing)?[ \t-]?in(?:to)?)(?![\w.:/=-]))"
)

# (text, the password, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("also cant log in, pw is Motown4life! if u need it", "Motown4life"),
    ("user is jmartinez_sax and i reset pw to Saxophone!2026 but it still says invalid", "Saxophone!2026"),
    ("wifi pass: Laras2024!! thx", "Laras2024"),
    ("cant log into the portal, tried Smudge2019! three times and its locked", "Smudge2019"),
    ("NAS admin login was admin / Wexford2019! and the web UI", "Wexford2019"),
    ("can't log in on the app since the update, is it down?", ""),
    ("a day pass for 2 adults is £15.50", ""),
    ("sign in with your work e-mail, ana.ruiz@example.com", ""),
    ("INFO portal.login user=bjohansson site=SITE-30418 result=success", ""),  # a log's event, not a person's words
    ("[portal] login ok user=dmc ip=198.51.100.7", ""),  # a log's pair is no password
    ("INFO stock.sync sku=PL-RHO-PW-05 branch=CANT qty=6", ""),  # "PW" inside a code
)
