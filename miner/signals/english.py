"""The built-in English cues: what frustrated users and users asking for a person write, by family.

Each family is a list of regular expressions (matched on the user's message, any case, with ’ read as ').
Families follow the published taxonomies of failure in agent conversations (katanemo/plano's signals:
correction, rephrase, clarification, disengagement, negative stance; Latitude's frustration flagger), written
as grammar (a frame and its slots) rather than as sentences, so phrasings nobody listed still match.
A weight says how much one match counts towards `[tool.miner.signals.complaint] threshold`; a weak cue
(0.5 by default) needs a second one in the same message.

The cues are English. A team writing in another language lists its own words in `phrases` / `patterns`
(both tables), and may turn these off with `english_cues = false`.
"""

from __future__ import annotations

from miner.signals.failure_told import FAILURE_TOLD
from miner.signals.service_judged import SERVICE_JUDGED

# Words that make an utterance polite or pleased. A weak cue in a message holding one of them does not count
# ("Thank you!!!", "no worries, never mind"), and sarcasm needs them (see SARCASM).
POLITE = (
    r"\b(?:thanks|thank\s+(?:you|u)|thx|ty|cheers|appreciated?|much\s+obliged|no\s+worries|no\s+problem|"
    r"no\s+rush|not\s+a\s+problem|all\s+good|(?:that|it)'?s\s+(?:fine|ok|okay|alright|great|perfect)|"
    # (the user's own mistake owned; denied, "not my mistake", it is the blame refused: no politeness)
    r"sorry\s+(?:to\s+bother|for\s+(?:the|all|my|bothering))|(?<!\bnot\s)(?<!n't\s)(?<!\bnever\s)my\s+(?:bad|mistake)|"
    r"(?:found|figured|sorted|got|solved|fixed)\s+it|lol|haha|legend|lifesaver|"
    # ... a blessing wished to the agent, thanks in many Englishes ("God bless you", "be blessed", "have a blessed
    # day", "bless up"; not the pity of "bless him", nor "bless your heart", said as often in scorn)
    r"god\s+bless|be\s+blessed|blessed\s+(?:day|evening|night|week|weekend|one)|bless\s+up|bless\s+(?:you|yu|una)"
    r"(?!r))\b"
)

_YOU = r"(?:you|u|ya)"
_YOU_ARE = r"(?:you'?re|you\s+are|u\s+r|ur|you\s+were|you'?ve\s+been|you\s+have\s+been)"
# What an opinion of the agent or the service is about (the bot, its answers, the company), never the
# user's own things (my package, the weather): "my card arrived broken" is a report, not a complaint.
SERVICE_NOUN = (
    r"(?:bot|chat\s*bot|chat|assistant|ai|robot|machine|app|website|site|platform|system|service|"
    r"customer\s+service|support|help(?:\s*desk)?|company|bank|airline|process|answer|answers|reply|"
    r"response|responses|experience|conversation|thing|nonsense|policy|people|staff|team|drivers?)"
)
_TARGET = (
    rf"(?:{_YOU_ARE}|{_YOU}|this|that|it|(?:your|the|this|that)\s+(?:\w+\s+)?{SERVICE_NOUN}|what\s+a|such\s+a|"
    rf"how)"
)
_COPULA = r"(?:'s|'re|is|are|was|were|has\s+been|have\s+been|seems?|sounds?|feels?|looks?|keeps?\s+getting|gets?)"
_INTENSIFIER = r"(?:so|really|very|totally|completely|utterly|absolutely|truly|just|pretty|quite|beyond|such|a|an|"
_INTENSIFIER += r"the|most|being|honestly|frankly|literally|simply|even|getting|more|and)"

# A failure of the service counted ("That's the third cancellation this month", "this is the 2nd missed collection"):
# an ordinal after "that's the" / "this is the" beside a noun of a service failing, or a word saying what failed; not a
# count of what the user does ("it's the second booking this week"). Said of the service, it is aimed at it whoever
# else the sentence names ("... and my mum's just home from the hospital").
FAILURES_COUNTED = (
    r"\b(?:that'?s|that\s+is|this\s+is|it'?s|it\s+is|that\s+was|that\s+makes)\s+the\s+(?:second|third|fourth|"
    r"fifth|sixth|umpteenth|\d+(?:st|nd|rd|th))\s+(?:(?:\w+\s+)?(?:cancell?ations?|outages?|delays?|mistakes?|"
    r"errors?|failures?|breakdowns?|leaks?|no[\s-]?shows?|overcharges?|power\s+cuts?)\b|(?:missed|late|"
    r"cancell?ed|failed|botched|wrong|lost|faulty|damaged|broken|short|double)\s+\w+)"
)

# Cue families of the complaint detector: name -> (weight, negatable, regexes).
# A count and a span of time, as people tell how long the service kept them ("2 hours", "10+ hrs", "three days").
_COUNT = r"(?:\d+(?:[.,]\d+)?\+?|two|three|four|five|six|seven|eight|nine|ten|several|many)\s*\+?\s*"
_LONG_SPAN = r"(?:hours?|hrs?|days?|weeks?|months?)"

COMPLAINT_FAMILIES: dict[str, tuple[float, bool, tuple[str, ...]]] = {
    # The agent got it wrong and the user says so.
    "correction": (1.0, False, (
        r"(?:^|[.!?]\s*)(?:no|nope|nah|wrong)\b[,.!\s-]*(?:that'?s\s+not\s+|i\s+(?:said|meant|mean|asked|"
        r"told|wrote|typed|specified|requested|ordered|did|already|just)\b)",
        r"\bnot\s+(?:\w+\s+){0,3}what\s+(?:i|we)\s+(?:\w+\s+)?(?:asked|said|meant|wanted|requested|need|needed|want|ordered|"
        r"typed|wrote|mean|was\s+asking)\b",
        r"\bthat'?s\s+not\s+(?:what|my|the)\s+(?:i|question|point|issue|problem)\b",
        r"\b(?:i|we)\s+(?:said|asked\s+(?:for|about)|wanted|meant|typed|wrote|ordered|need|needed|want)\b"
        r"[^.?!]{1,40}?,?\s+(?:not|rather\s+than|instead\s+of)\s+(?:the\s+|a\s+|an\s+|my\s+)?\w+",
        # "Oslo, not Bergen"; not a hedge ("not urgent", "not a big deal", "not your fault", "not me", "just curious,
        # not complaining"), nor a specification of the wanted thing by its state ("a 25m one off a drum, not unrolled")
        r"(?<=\w)[,.]\s*not\s+(?!(?:urgent|me|mine|us|ours|literally|really|sure|yet|bad|a\s+(?:big\s+)?(?:deal|problem|"
        r"customer|bot|complaint)|(?:your|my|his|her|their|anyone'?s|our)\s+fault|(?:too\s+|that\s+)?(?:bad|urgent|important)|"
        r"(?:complaining|moaning|critici[sz]ing|grumbling|blaming|being\s+(?:rude|difficult|funny))|"
        # ... nor an understatement of the trouble told ("it got down to 4 degrees inside. Not great", "Not ideal"):
        # a word of praise denied sets nothing the agent said against anything ("Not good enough" still counts)
        r"(?:(?:so\s+|too\s+|very\s+)?(?:great|ideal|nice|fun|good|pleasant|brilliant|amazing)(?!\s+enough))|"
        r"(?:un|pre|re|over|under)?\w{3,}ed(?=\s*[.!]*\s*$))\b)"
        r"(?:the\s+|a\s+|an\s+|my\s+|your\s+)?[$£€]?\w+(?:\s+\w+)?\s*[.!]*\s*$",
        r"\b(?:is|are|was|'s)\s*(?:not|n't)\s+the\s+same\s+(?:thing|category|as|one)\b",
        # One figure set against another ("30% is not 10%.", "5 days isn't 48 hours", "£40 is not £25!")
        r"(?:^|[\s(])[$£€]?\d[\d.,]*\s*(?:%|[a-z]+)?\s+(?:is|are|was|were)\s*(?:not|n't)\s+[$£€]?\d[\d.,]*"
        r"\s*(?:%|[a-z]+)?\s*[.!]*\s*$",
        rf"\b{_YOU}(?:'ve|\s+have)?\s+(?:\w+\s+){{0,2}}(?:got|get|gave|give|sent|send|booked|book|picked|"
        r"pulled|showed|show|quoted|charged|read|put|have|added|changed|cancelled|canceled|mixed)\s+"
        r"(?:me\s+)?(?:it|that|this|the|a|an|my|them)?\s*(?:\w+\s+){0,2}(?:wrong|mixed\s+up|backwards)\b",
        # (not supposed: "sorry if this is the wrong place to ask")
        r"(?<!\bif\s)\b(?:that'?s|that\s+is|this\s+is|(?:your|the|that)\s+answer\s+(?:is|was))\s+(?:\w+\s+)?(?:wrong|"
        r"incorrect|inaccurate|false|untrue|backwards|not\s+(?:right|correct|true|accurate|it|the\s+same))\b",
        r"\b(?:still|again)\s+(?:the\s+)?(?:wrong|incorrect|not\s+(?:right|correct|it))\b",
        rf"\b{_YOU_ARE}\s+(?:so\s+|completely\s+|totally\s+|dead\s+|just\s+|still\s+|clearly\s+|absolutely\s+|"
        r"plain\s+|simply\s+)?(?:wrong|mistaken|incorrect)\b",
        r"\bwrong\b[^.?!]{0,20}\bagain\b",
        rf"\b{_YOU}\s+(?:\w+\s+)?(?:misunderstood|misunderstand|misread|misheard|mixed\s+(?:it|that|them|me)\s+up|"
        r"are\s+confusing|'re\s+confusing|confused|don'?t\s+(?:understand|get\s+it)|do\s+not\s+understand|"
        r"didn'?t\s+(?:understand|get\s+it|listen|read)|did\s+not\s+(?:understand|read|listen))\b",
        r"\bthat'?s\s+the\s+opposite\s+of\b",
        r"\b(?:not|isn'?t|wasn'?t)\s+the\s+(?:issue|problem|point|question|cause)\b",
        r"\byou\s+(?:don'?t|do\s+not|didn'?t|did\s+not)\s+(?:seem\s+to\s+|really\s+|even\s+)(?:get|understand|follow|"
        r"listen|read)\b",
        r"\bnot\s+(?:the|what|which|who|where|when)\b[^.?!]{0,30}?\bi\s+(?:asked|wanted|said|meant|requested|"
        r"ordered|booked|chose|picked)\b",
        r"\bjust\s+do\s+what\s+i\s+(?:asked|said|told|wanted)\b",
        r"\bi\s+(?:never|didn'?t|did\s+not)\s+(?:ask|say|request|want|mention|order|agree)\b",
        r"\bread\s+(?:my|what\s+i)\b",
        r"\bi\s+was\s+(?:asking|talking)\s+about\b",
        r"\bi\s+don'?t\s+think\s+you\s+(?:\w+\s+)?(?:understand|get\s+it|read|listened|are\s+listening)\b",
        r"\bi\s+did\s+(?!not\b)(?:\w+\s+)?(?:answer|check|try|send|enter|pay|click|press|follow|read|"
        r"restart|reset|update|fill|submit|upload|call|email|cancel|do|that|this|it)\b",
        r"\b(?-i:it|that|this|It|That|This)\s+(?-i:IS|WAS|DID|DOES)\b",
    )),
    # Having to say it again: "I already told you", "for the third time".
    "repetition": (1.0, False, (
        r"\b(?:i|i'?ve|i\s+have|we'?ve|we\s+have)\s+(?:already|just)\s+(?:\w+\s+)?(?:told|said|gave|given|"
        r"sent|explained|answered|provided|mentioned|asked|entered|typed|done|tried|did|checked|paid|"
        r"confirmed|submitted|uploaded|restarted|reset|cleared)\b",
        r"\b(?:did|done|tried|checked|said|sent)\s+(?:that|this|it|so)\s+already\b",
        r"\balready\s+(?:did|tried|done|told|said|sent|checked|gave)\s+(?:that|this|it|you)\b",
        r"\bas\s+i\s+(?:\w+\s+)?(?:said|mentioned|explained|told\s+you|wrote|stated)\b",
        r"\blike\s+i\s+(?:said|told\s+you|mentioned|wrote)\b",
        r"\bi\s+(?:\w+\s+)?(?:just\s+)?told\s+you\b",
        r"\bhow\s+many\s+(?:more\s+)?times\s+(?:do|did|have|must|should|will|am|are|do\s+i\s+have)\s+"
        r"(?:i|we|you)\b",
        r"\b(?:second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)|umpteenth|hundredth|millionth)\s+(?:\w+\s+)?"
        r"(?:time|issue|problem|incident|complaint|call|attempt|request)\b",
        # ... or of the user's contacts and tries counted ("third email in a week", "This is my 3rd go", "the third
        # form I've filled in for the same application", "3rd replacement also damaged"); not an address or an account
        r"\b(?:second|third|fourth|fifth|sixth|\d+(?:nd|rd|th)|umpteenth)\s+(?:emails?|e-mails?|messages?|chats?|go|"
        r"try|forms?|replacements?|reminders?|chasers?)\b(?!\s+(?:address|account|number|id)\b)",
        FAILURES_COUNTED,
        r"\byou\s+(?:just|already)\s+(?:said|told\s+me|asked|sent)\s+(?:that|this|it|me\s+that)\b",
        r"^\W*(?:did|done|tried)\s+(?:that|it|this)\b",
        # ("get it right this time"; not the user's own "the right shoes this time")
        r"\b(?:actually|properly|correctly)\b[^.?!]{0,30}\bthis\s+time\b|\bright\s+this\s+time\b",
        r"\bfor\s+the\s+last\s+time\b",
        r"\b(?:said|told\s+(?:you|them)|asked|explained|repeated|mentioned|written|typed|been\s+told|sent|"
        r"tried|done|called|contacted|rang|spoken?\s+to|chatted\s+with)\s+(?:\S+\s+){0,5}(?:twice|(?:two|three|"
        r"four|five|several|many|multiple|\d+)\s+(?:different\s+)?(?:times|agents|reps|representatives|people))\b",
        r"\btwice\s*[.!]",
        r"\brepeat(?:ing)?\s+myself\b",
        rf"\b{_YOU}\s+(?:just\s+)?keep\s+\w+ing\b",
        r"\bi\s+keep\s+(?:asking|telling|saying|repeating|explaining|getting\s+the\s+same)\b",
        r"\bstop\s+(?:asking|sending|giving|telling|saying|repeating|looping|suggesting|offering|"
        r"pointing|linking)\b",
        r"\b(?:the\s+)?same\s+(?:\w+\s+)?(?:answer|reply|response|thing|message|link|article|question|script|"
        r"sentence|nonsense|faq|page|steps?)\s+(?:again|over|twice|every)\b",
        r"\b(?:hear|get|read|getting|hearing|reading)\s+the\s+same\s+\w+",
        # (the same thing as what was said before; not "is woodworm treatment the same thing as dry rot treatment?")
        r"\b(?:the\s+)?(?:exact\s+)?same\s+(?:thing|answer|reply|response|message)\s+(?:you|as\s+(?:before|last|"
        r"earlier|yesterday|previously|the\s+(?:last|previous|first)|what|you|your|i|my)\b)",
        r"\b(?:going|go|running|run|sending|send|sent|talking)\s+(?:me\s+)?(?:round\s+|around\s+)?in\s+circles\b",
        r"\b(?:going|getting)\s+nowhere\b|\bnot\s+getting\s+anywhere\b|\bcan'?t\s+keep\s+\w+ing\b",
        r"\bbroken\s+record\b|\bparrot(?:ing)?\b",
        r"\b(?:a|another)\s+different\s+(?:answer|reply|response|story)\b",
        r"\bread\s+(?:it|my\s+message|what\s+i\s+(?:wrote|said))\s+again\b",
        r"\bstuck\s+in\s+a\s+loop\b",
        r"\b(?:again|still)\s*\?{2,}",
        r"\bno\s+more\s+(?:resending|waiting|links|forms|excuses|scripts)\b",
    )),
    # The user cannot make sense of the answer and says so, or demands a real one.
    "clarification": (1.0, False, (
        r"\bmakes?\s+(?:no|zero|little)\s+sense\b",
        r"\b(?:doesn'?t|does\s+not|don'?t|do\s+not|didn'?t|did\s+not)\s+make\s+(?:any\s+)?sense\b",
        rf"\bwhat\s+(?:\w+\s+){{0,3}}(?:are|r)\s+{_YOU}\s+(?:even\s+)?(?:talking\s+about|on\s+about|saying)\b",
        r"\bwhat\s+(?:does|do|did)\s+[^.?!]{1,40}?\s+even\s+mean\b",
        r"\bwhat\s+(?:do|did)\s+you\s+even\s+mean\b",
        r"\b(?:that|this|it)\s+(?:doesn'?t|does\s+not|didn'?t|did\s+not)\s+(?:really\s+|quite\s+|actually\s+|fully\s+)?"
        r"(?:answer|address|explain)\b",
        r"\bi\s+(?:don'?t|do\s+not)\s+think\s+(?:that|this|it|you)\s+(?:really\s+|quite\s+|actually\s+|fully\s+)?"
        r"(?:answers?|answered|addresse[sd]|explains?|explained|covers?|covered)\b",
        rf"\b{_YOU}\s+(?:didn'?t|did\s+not|don'?t|do\s+not|haven'?t|have\s+not|never)\s+(?:even\s+)?answer",
        r"\b(?:that'?s|that\s+is|this\s+is|it'?s)\s+not\s+(?:an?\s+)?(?:answer|explanation|solution|help)\b",
        r"\b(?:just\s+)?answer\s+(?:the|my)\s+(?:damn\s+|bloody\s+|simple\s+)?question\b",
        r"\byes\s+or\s+(?:a\s+)?no\b|\bor\s+not\s*\?",
        # The answer asked for again in plain words ("In normal words?", "what does that mean in normal language")
        r"\bin\s+(?:plain|normal|simple|simpler|layman'?s|everyday|human)\s+(?:english|words|language|terms)\b",
        r"\bexplain\s+(?:properly|it\s+properly|clearly|yourself|in\s+plain)\b",
        r"\b(?:a|an)\s+(?:real|straight|proper|actual)\s+(?:answer|eta|date|explanation|reply|response)\b",
        r"\bwho\s+(?:exactly|on\s+earth|the\s+hell)\b",
        # A question asked in disbelief at what the service makes the user do ("Where on earth do I find that?")
        r"\b(?:what|where|why|how|when)\s+(?:on\s+earth|in\s+the\s+world)\b",
        r"'\w+(?:\s+\w+)?'\s*\?{2,}",
    )),
    # An opinion of the agent or the service, and the rhetorical questions that carry one.
    "negative_stance": (1.0, True, (
        # Blame turned on the agent: its mistake, fault or error set against the user's own denied ("Is your mistake
        # not my mistake", "that's your fault, not ours", "not my error, it's yours")
        r"\b(?:your|ur|yours)\s+(?:own\s+)?(?:mistake|fault|error)\b[^.?!]{0,30}?\bnot\s+(?:my|mine|ours?|us)\b|"
        r"\bnot\s+(?:my|our)\s+(?:own\s+)?(?:mistake|fault|error)\b[^.?!]{0,30}?\b(?:your|ur|yours)\b",
        # The agent likened to a useless thing ("you're about as much use as a chocolate teapot", "this bot is as
        # helpful as a locked door")
        r"\b(?:you'?re|you\s+are|(?:this|the)\s+(?:bot|app|chat|service)\s+is)\s+"
        r"(?:about\s+|just\s+)?as\s+(?:much\s+use|useful|helpful)\s+as\s+(?:a|an)\b",
        r"\b(?:not|isn'?t|wasn'?t|aren'?t)\s+(?:very\s+|at\s+all\s+|remotely\s+|even\s+remotely\s+)?"
        r"(?:helpful|useful|ok|okay|acceptable|good\s+enough|fair|right|on)\b(?!\s+(?:to|with|for|if))",
        r"\b(?:no|zero|not\s+much|not\s+any)\s+(?:help|use)\b(?!\s+(?:with|to|for))",
        rf"\b{_YOU_ARE}\s+(?:\w+\s+)?(?:not\s+|no\s+)(?:helping|help|listening|understanding|getting\s+it|"
        r"making\s+sense|reading)\b",
        r"\bnot\s+helping\b",
        r"\bwast(?:e|ed|ing)\s+(?:of\s+)?(?:my\s+|our\s+)?(?:time|money|breath)\b",
        rf"\bare\s+{_YOU}\s+(?:even\s+|actually\s+)?(?:reading|listening|paying\s+attention|serious|kidding|"
        r"joking|stupid|dumb|broken)\b",
        rf"\bare\s+{_YOU}\s+(?:even|actually|seriously)\s+(?:real|for\s+real)\b",
        # (not the agent's tastes or life, a question about what it is: "why do you like longfellow", "why can't you
        # eat food")
        rf"\bwhy\s+(?:can'?t|cannot|can\s+not|won'?t|wouldn'?t|don'?t|didn'?t|do)\s+{_YOU}\s+(?!need\b|want\b|"
        r"have\b|require\b|ask\b|recommend\b|suggest\b|think\b|like\b|love\b|enjoy\b|prefer\b|hate\s+being\b|"
        r"eat\b|drink\b|sleep\b|dream\b|feel\b|live\b|exist\b|breathe\b|laugh\b|cry\b)",
        r"\bwhy\s+(?:is|does)\s+(?:this|it|that|everything)\s+(?:so\s+|have\s+to\s+be\s+so\s+)"
        r"(?:hard|difficult|complicated|slow|painful)\b",
        r"\b(?:is|was)\s+(?:it|that|this)\s+(?:so|too|really\s+that|that)\s+(?:hard|difficult|much\s+to\s+ask)\b",
        rf"\bwhat'?s\s+the\s+point\s+of\s+(?:{_YOU}|this|having|asking|talking)\b|\bwhat'?s\s+the\s+point\s*[.?!]*$",
        r"\bhow\s+(?:bad|poor|terrible|awful|slow|useless|incompetent|unhelpful)\s+(?:this|your|the)\s+\w+",
        r"\bare\s+you\s+(?:even|actually|just|seriously|really)\s+a\s+(?:bot|robot|machine|human|person)\b|"
        r"\bacting\s+like\s+(?:a\s+bot|one|a\s+robot)\b",
        rf"\bwhat(?:'s|\s+is)\s+wrong\s+with\s+{_YOU}\b",
        rf"\b(?:do|can|does)\s+{_YOU}\s+(?:even|actually)\s+(?:know|understand|work|read|listen|do)\b",
        rf"\b{_YOU}\s+(?:clearly|obviously)\b",
        rf"\b{_YOU}\s+(?:have|got)\s+no\s+(?:idea|clue)\b",
        rf"\b{_YOU}\s+(?:didn'?t|did\s+not|don'?t|do\s+not|never)\s+(?:even\s+)?(?:try|help|listen|read|care|"
        r"bother|fix|do\s+anything|understand|take\s+(?:this|it|me|my\s+\w+)\s+seriously)\b",
        rf"\b{_YOU}\s+(?:make|made|making)\s+it\s+(?:impossible|so\s+hard|difficult|hard)\b",
        rf"\b{_YOU}\s+can'?t\s+(?:even\s+)?(?:do|get|print|handle|manage|answer|understand|fix|find|help)\b",
        r"\b(?:that|this|it)\s+(?:did|does|changed|changes|fixed|fixes)\s+(?:absolutely\s+)?nothing\b",
        r"\bnothing\s+you\s+(?:said|suggested|tried)\b",
        r"\b(?:doesn'?t|does\s+not|didn'?t|did\s+not)\s+help\b",
        r"\bstill\s+(?:not\s+working|doesn'?t\s+work|does\s+not\s+work|broken|not\s+fixed|no\s+(?:answer|reply|"
        r"response|refund|luck)|waiting|nothing)\b",
        r"\bwhat\s+(?:kind|sort)\s+of\s+(?:an?\s+)?(?:answer|reply|response|service|help|nonsense|support)\s+is\s+"
        r"(?:that|this)\b",
        rf"\b(?:{_YOU}|(?:the|this)\s+(?:bot|chat|assistant|ai|chatbot|system)|it)\s+(?:just\s+)?(?:keeps?|are|is)\s+"
        r"(?:ignoring|misunderstanding|misreading|repeating|giving\s+me\s+the\s+same|sending\s+me|asking\s+me|"
        r"telling\s+me\s+the\s+same)\b",
        r"\bignor(?:e|es|ed|ing)\s+(?:me|what\s+i|my\s+(?:question|message|request|point))\b",
        r"\b(?:you|they|someone|somebody)\s+(?:were|was)\s+supposed\s+to\b|\b(?:nobody|no\s+one)\s+did\b",
        r"\btalking\s+to\s+a\s+(?:brick\s+)?wall\b|\bfeel\s+like\s+i'?m\s+talking\s+to\b",
        r"\bdon'?t\s+give\s+me\s+that\b",
        r"\b(?:another|more|your)\s+apolog(?:y|ies)\b|\bstop\s+apologi[sz]ing\b|\bsorry\s+(?:doesn'?t|does\s+not|"
        r"won'?t)\s+(?:help|cut\s+it|fix)\b",
        r"\b(?:this|that|it)(?:'s|\s+is|\s+was)\s+(?:really\s+|just\s+|so\s+)?not\s+(?:ok|okay|acceptable|good|"
        r"fair|right|on)\b",
        r"\b(?:a\s+)?form\s+feels\s+like\b|\bblack\s+hole\b",
        # a rhetorical "is this a joke?", and a charge or a practice judged too much ("that's pretty harsh", "it's a bit
        # much")
        r"\bis\s+(?:this|that|it)\s+(?:some\s+kind\s+of\s+|a\s+)?joke\b(?!\s+\w)|"
        r"\b(?:that'?s|that\s+is|this\s+is|it'?s)\s+(?:pretty\s+|a\s+bit\s+|quite\s+|rather\s+|really\s+)?(?:harsh|"
        r"steep|excessive|a\s+bit\s+much)\b",
        r"\b(?:nobody|no\s+one|no-one)\s+(?:ever\s+)?(?:came|come|showed|called|calls|answered|answers?|replied|"
        r"replies|responded|got\s+back|contacted|fixed|helped|cares?|listens?|reads?|likes|trusts)\b",
        r"\bnever\s+(?:heard|got)\s+(?:back|a\s+(?:reply|response|call|answer)|anything)\b",
        # ... not "nothing" opening what someone reports happened ("she say nothing came", "it says nothing has
        # arrived"): a fault told, not an answer that told nothing
        r"\b(?:tells?|told|says?|said|explains?|gives?)\s+(?:me\s+)?(?:literally\s+|absolutely\s+)?nothing\b"
        r"(?!\s+(?:came|come|comes|arrived|arrives|happened|happens|showed|shows|changed|went|got|is|was|has|had|"
        r"have|will)\b)",
        # (not "not bad for a bot": "not bad" is praise)
        r"\b(?:not|no|don'?t\s+want)\s+(?!(?:too\s+|so\s+|that\s+|half\s+)?bad\b)(?:\w+\s+){0,4}(?:a|the|this|"
        r"another|some)\s+(?:bot|robot|machine|form|chat\s*bot|script)\b",
        r"\bisn'?t\s+(?:good\s+)?enough\b|\bnot\s+good\s+enough\b",
        # A hashtag of displeasure, as people tag a message to a business on social media ("#fail", "#badservice",
        # "#unhappycustomer", "#jetbluesucks", "#wasteoftime"), and an "epic fail" told
        r"#\w*(?:fail|sucks|badservice|poorservice|worstservice|unhappy|nothappy|notimpressed|wasteoftime|shameon|"
        r"disappoint|frustrat|neveragain|unacceptable|ridiculous|horrible|terrible|awful|useless|incompetent)\w*|"
        r"\bepic\W{0,3}fail\b",
        # The trouble again: "again" said alone ("Flight delayed. Again."), "did it again", "on hold again", and
        # "another" of a trouble ("Another delayed flight?", "another bad experience today", "Another blatant lie")
        r"(?:^|[.!?]\s*)again\s*[.!?]+(?:\s|$)|\b(?:did|done)\s+it\s+again\b|\bon\s+hold\s+again\b|"
        r"\banother\s+(?:delay(?:ed)?|cancell?ed|cancell?ation|bad|blatant|lost|missed|late)\b",
        # A rhetorical question that holds the verdict ("what gives?", "Too much to ask?", "how does that help",
        # "What am I supposed to do?", "... at least got us to our destination. Really?", "what is going on!!!",
        # "That's a joke, right?", "a complete JOKE"; not "google maps is a joke out here")
        r"\bwhat\s+gives\b|\btoo\s+much\s+to\s+ask\b|\bhow\s+(?:does|is|did|will)\s+(?:that|this)\s+"
        r"(?:supposed\s+to\s+)?help\b|\b(?:how|what)\s+am\s+i\s+supposed\s+to\b|(?<=[.!?])\s+really\s*\?+|"
        r"\bwhat\s+is\s+going\s+on\b[^.?]{0,20}!|\bthat'?s\s+a\s+joke\b|\b(?:is|are)\s+a\s+(?:complete|total|"
        r"absolute)\s+joke\b",
        # The business compared with a competitor, to its cost ("even Comcast has a better phone help system",
        # "Competitor have call back numbers", "I bet @SouthwestAir doesn't ...", "Other airlines much improved")
        r"\beven\s+@?(?-i:[A-Z])\w+\s+(?:has|have|does|gets?)\s+(?:a\s+)?better\b|\bcompetitors?\s+(?:have|has|do|"
        r"does|offer)\b|\bi\s+bet\s+@?(?-i:[A-Z])\w+\s+(?:doesn'?t|wouldn'?t)\b|\bother\s+(?:airlines|banks|"
        r"companies|providers|carriers)\s+(?:are\s+)?much\s+(?:better|improved)\b",
        # What the failure means, said to the business ("This is why you lose customers", "there is no excuse for
        # his treatment of me", "way to ruin a vacation", "that's not cool", "Uncool & untrue"), and no one there
        # answering ("No one picks up the phone all day", "nobody gives you an answer", "Can no one at American
        # Airlines help me?", "U dont respond at all")
        r"\bthis\s+is\s+why\s+(?:you|people|customers|nobody)\b|\bno\s+excuse\s+for\b|\bway\s+to\s+ruin\b|"
        r"\b(?:that'?s|that\s+is|this\s+is)\s+not\s+cool\b|\buncool\b",
        r"\b(?:nobody|no\s+one|no-one)\s+(?:ever\s+|even\s+)?(?:picks?\s+up|picked\s+up|gives?|gave|"
        r"bothers?|bothered)\b|\bcan\s+no\s+(?:one|body)\b|\bdon'?t\s+respond\s+at\s+all\b",
        # Calling the agent a liar, shaming it, wishing it harm.
        rf"\b{_YOU_ARE}\s+(?:just\s+|clearly\s+)?(?:lying|a\s+liar)\b|\b{_YOU}\s+lied\b|"
        r"\b(?:do\s+not|don'?t|stop)\s+(?:lie|lying)\b",
        rf"\b{_YOU}\s+should\s+be\s+ashamed\b|\bshame\s+on\s+{_YOU}\b",
        rf"\b(?:hope|wish)\s+(?:that\s+)?(?:{_YOU}|it|this\s+\w+|(?:ro)?bots)\s+(?:\w+\s+)?(?:die|dies|burn|burns|rot|rots)\b|"
        rf"\b(?:{_YOU}|(?:ro)?bots|(?:this|the)\s+(?:ro)?bot)\s+(?:should|must|deserves?\s+to)\s+(?:die|burn|rot|be\s+"
        r"(?:shut\s+down|deleted|destroyed|banned|scrapped))\b",
    )),
    # Sarcasm: praise that is not meant, or thanks for what did not happen.
    "sarcasm": (1.0, False, (
        # thanks or praise with a rolled eye ("very helpful thank you 🙄", "thanks. that was the one thing I needed 🙃")
        r"\b(?:thanks?|thank\s+you|cheers|helpful|great|brilliant|lovely|perfect|wonderful|good\s+to\s+know)\b"
        r"[^🙄🙃😒]{0,80}[🙄🙃😒]",
        r"\bthanks?\s+for\s+(?:nothing|the\s+(?:help|non-answer|runaround)\b(?=\s*[.!]*\s*(?:not|/s)))",
        r"\bthanks\s+for\s+(?:absolutely\s+|literally\s+)?nothing\b",
        # thanks or congratulations asked back as a question of what for ("thanks for what?", Nigerian Pidgin
        # "Congratulations for wetin? 😂" after a wrong answer): the rhetorical question denies there is anything to
        # thank for
        r"\b(?:thanks?|thank\s+(?:you|u)|cheers|congratulations|congrats)\s+(?:for|on)\s+(?:\w+\s+)?\w+\s*\?",
        r"\b(?:super|so|very|really|real|soo+|extremely|incredibly)\s+(?:helpful|useful)\b[^.?!]{0,12}"
        r"\b(?:to|hear|the\s+same|again|not)\b",
        r"\b(?:super|so|very|real)\s+helpful\s*(?:[.!]\s*)?(?:not|/s)\b",
        r"\b(?:great|perfect|brilliant|wonderful|fantastic|lovely|amazing|awesome|nice|excellent|cool|wow)\b"
        r"[^.?!]{0,40}\b(?:cleared\s+it\s+up|so\s+(?:clear|helpful)|i'?ll\s+just|just\s+(?:wait|what\s+i)|"
        r"magically|another\s+(?:\w+\s+)?(?:error|hour|day|week|form|bot|automated|canned|generic|useless|link|"
        r"article|reply|script|excuse|delay|fee|charge)|now\s+(?:i'?m|it'?s)\s+(?:locked|worse|broken|gone)|"
        r"thanks\s+for\s+nothing)",
        r"\b(?:great|perfect|brilliant|wonderful|fantastic|lovely|nice|excellent|cool)[,.!]*\s+so\s+now\b",
        # a statement, then the praise ("so your error, and I lose two weeks. perfect."; "24 hours. great."); a lone
        # word before it is an exclamation, joy as often ("STOP. perfect. ok how much per head for 16")
        r"(?:^|[.!?]\s+)(?:\d+\s+\w+\s+)?(?![^\s.?!]+\.)[^.?!]{0,40}\.\s*(?:great|perfect|brilliant|wonderful|fantastic|"
        r"lovely|amazing|awesome|nice|excellent)\s*[.!]+(?:\s|$)",
        r"\b(?:great|perfect|brilliant|wonderful|fantastic|lovely)\s*[.!]\s*(?:i|my|now|so|another|just)\b"
        r"[^.?!]*\b(?:need|have\s+to|again|locked|worse|broken|nothing|still|can'?t|won'?t|missed|lost)\b",
        r"\bwhy\s+didn'?t\s+i\s+think\s+of\s+that\b|\bgenius\s*[.!]*\s*$",
        r"\bi\s+(?:hadn'?t|never\s+would\s+have|would\s+never\s+have|had\s+no\s+idea)\s+(?:figured|thought|"
        r"guessed|known)\b",
        r"\b(?:very|so|super|really)\s+(?:reassuring|helpful|comforting|informative|useful)\s+(?:while|when|as|"
        r"given)\b",
        r"\bof\s+course\s+(?:you\s+)?(?:can'?t|cannot|not|don'?t|won'?t)\b",
        r"\byeah,?\s+(?:right|sure)\b(?!\s*,?\s*(?:thanks|that|thank))",
        r"\b(?:oh|wow)\s*,?\s+(?:great|perfect|brilliant|wonderful|fantastic|lovely|amazing)\s*[.!]*\s*$",
        r"\bgood\s+luck\s+with\s+that\b",
        r"\b(?:love|loving)\s+that\s+for\s+(?:me|us)\b",
    )),
    # The user's own frustration, in their words.
    "frustration": (1.0, True, (
        # Asking who pays for the damage ("it's cracking all over already. Who's paying for this?")
        r"\bwho(?:'s|\s+is)\s+(?:going\s+to\s+(?:be\s+)?|gonna\s+)?pay(?:ing)?\s+for\s+(?:this|that|it|the\s+damage)\b|"
        r"\bwho\s+(?:pays|will\s+pay)\s+for\s+(?:this|that|the\s+damage)\b",
        # Making a complaint, in its words ("I'd like to make a formal complaint", "it's about a complaint I made")
        r"\b(?:make|file|raise|lodge|submit|register|put\s+in)\s+(?:a|an)\s+(?:formal\s+|official\s+)?complaint\b|"
        r"\babout\s+(?:a|my|the)\s+complaint\b|\bcomplaint\s+formally\b",
        r"\b(?:i'?m|i\s+am|i\s+was|i'?ve\s+been|i\s+have\s+been|getting|becoming|feeling|so|really|very|"
        r"extremely|beyond|seriously)\s+(?:(?!not\b|never\b)\w+\s+)?(?:frustrated|frustrating|annoyed|annoying|irritated|"
        r"angry|furious|livid|fuming|pissed|mad|exasperated|fed\s+up|disappointed|unhappy|displeased|"
        r"dissatisfied|outraged|disgusted|sick\s+(?:and\s+tired\s+)?of|tired\s+of|done\s+with)\b"
        r"(?!\s+(?:at|with)\s+(?:myself|me|him|her|them|my|the\s+(?:weather|traffic)))",
        r"\bfrustrat(?:ed|ing)\b(?![^.?!]*\b(?:myself|at\s+me)\b)",
        r"\b(?:los(?:e|ing|t)|running\s+out\s+of)\s+(?:my\s+)?(?:patience|temper|mind|cool)\b",
        r"\bpatience\s+is\s+(?:running|wearing)\s+(?:out|thin)\b",
        r"\b(?:i'?ve|i\s+have|we'?ve|we\s+have|i'?m|i\s+am)\s+(?:just\s+|really\s+|totally\s+|so\s+)?had\s+(?:it|enough)\b|"
        r"\bhad\s+it\s+(?:with|up\s+to)\b|\bhad\s+enough\b|\benough\s+is\s+enough\b",
        r"\b(?:ffs|wtf)\b",
        r"\bfor\s+(?:god'?s|heaven'?s|pete'?s|fuck'?s|christ'?s)\s+sake\b|\bfor\s+the\s+love\s+of\s+(?:god|christ|pete)\b",
        r"\bsick\s+(?:and\s+tired\s+|to\s+death\s+)of\b",
        r"\bhow\s+i'?(?:ve|\s+have)\s+been\s+treated\b",
        r"\b(?:not|n'?t)\s+(?:\w+\s+)?(?:happy|pleased|satisfied|impressed)\s+(?:with|about)\s+(?:how|the\s+way|your|"
        r"you|this\s+service|the\s+service|the\s+help)\b",
        r"\bwhat\s+the\s+(?:hell|heck|fuck|f|actual)\b",
        r"\bcome\s+on\s*[,.!?]",
        # (not praise stressed mid-sentence: "appreciate it, seriously, thanks")
        r"\bseriously\s*[?!.]|^\W*seriously\s*,",
        r"\bare\s+you\s+(?:kidding|joking|serious)\b",
        r"\byou'?(?:ve|\s+have)\s+got\s+to\s+be\s+(?:kidding|joking)\b|\byou\s+must\s+be\s+(?:kidding|joking)\b",
        r"\bgive\s+me\s+a\s+break\b",
        rf"\b(?:{_YOU}|this|it|that|your\s+\w+)\s+(?:make|makes|made|are\s+making|is\s+making)\s+me\s+(?:so\s+|really\s+|"
        r"very\s+|want\s+to\s+)?(?:angry|mad|furious|livid|sick|crazy|insane|annoyed|frustrated|scream|cry)\b",
        # A wait on the telephone told with its length ("on hold for 2 hrs", "45 minutes on hold", "been queuing for
        # over an hr"): the user counting the business's time against it; not "put me on hold for a minute"
        r"\b(?:on\s+hold|queu(?:e|ing))\b[^.?!]{0,20}?\b(?:over\s+|almost\s+|nearly\s+|more\s+than\s+|about\s+)?"
        r"(?:(?:\d+(?:[.,]\d+)?\+?|two|three|four|five|six|several)\s*\+?\s*(?:hours?|hrs?|minutes?|mins?)|"
        r"an?\s+(?:hour|hr))\b",
        r"\b\d+(?:[.,/-]\d+)?\+?\s*(?:hours?|hrs?|minutes?|mins?)\b[^.?!]{0,15}\bon\s+hold\b",
        # What the service cost the user, told with its size: being cut off ("the system hangs up on me", "three
        # hours on hold then disconnected", "just was booted from your helpline"), a wait still running ("25 minutes
        # and counting"), a wait of hours or days ("waited 10 hours for callback", "have been waiting 2 days for my
        # bags"; not minutes, told plainly as often, nor one the user would rather avoid: "instead of waiting 48
        # hours"), and nothing yet after it ("after 4 weeks matter is still unresolved", "it has been almost 4 hours
        # and I have heard nothing", "2.5 hrs later still no call", "got call back after 10 hours", "were supposed to
        # deliver it to my hotel hours ago")
        r"\b(?:hangs?|hung|hanging)\s+up\s+on\s+(?:me|us|ppl|people|customers)\b|"
        r"\bgot\s+(?:hung\s+up\s+on|disconnected|cut\s+off)\b|\bdisconnected\s+(?:me|us)\b|"
        r"\b(?:then|and|but)\s+(?:got\s+)?disconnected\b|\bwas\s+(?:just\s+)?booted\s+(?:from|off|out)\b",
        rf"\b{_COUNT}(?:hours?|hrs?|minutes?|mins?|days?|weeks?)\s+and\s+counting\b",
        rf"(?<!instead\sof\s)\b(?:waited|waiting|wait(?:ed)?\s+for)\s+(?:for\s+)?(?:over\s+|almost\s+|nearly\s+|"
        rf"more\s+than\s+|about\s+)?{_COUNT}{_LONG_SPAN}\b",
        rf"\b(?:after|it\s+has\s+been|its\s+been|it'?s\s+been|been)\s+(?:over\s+|almost\s+|nearly\s+)?{_COUNT}"
        rf"{_LONG_SPAN}\b[^.?!]{{0,60}}\b(?:still|nothing|no\s+(?:call|reply|answer|response|word))\b|"
        rf"\b{_COUNT}{_LONG_SPAN}\s+(?:later|on)\b[^.?!]{{0,30}}\bstill\b|"
        rf"\b(?:call\s*back|callback|reply|response|answer)\s+(?:\w+\s+)?after\s+{_COUNT}{_LONG_SPAN}\b|"
        r"\bsupposed\s+to\b[^.?!]{0,60}\b(?:hours|days|weeks)\s+ago\b",
        # A failure told with what it did to the user, a promise broken, a count of attempts or hours, thanks said
        # sarcastically, a question of why in the face of a failure (failure_told.py)
        *FAILURE_TOLD,
        # What the business owes withheld, displeasure felt with it, a demand that it do better, a question asking it
        # to account for what it did (service_judged.py)
        *SERVICE_JUDGED,
    )),
    # The user gives up on the agent: "never mind", "I'll go elsewhere".
    "disengagement": (1.0, False, (
        # not "never mind the suit, I'll get gloves": the user taking back a request of their own
        r"\bnever\s*mind\b(?!\s+(?:the|that|this|those|these|about|my|our|it,?\s+i'?ll)\b)|\bnvm\b",
        r"^\W*whatever\b|\bwhatever\s*[.!]*$|\bdoesn'?t\s+matter\s+any\s*more\b",
        r"\bnot\s+(?:checking|using|coming\s+back\s+to)\s+(?:this|your)\s+(?:chat|app|bot|service)\b",
        r"\bforget\s+(?:it|this|about\s+it|you)\b",
        r"\bi\s+give\s+up\b|\b(?:i'?m\s+)?giving\s+up\b|\bi\s+quit\b",
        r"\bscrew\s+(?:it|this|you)\b",
        r"\bdon'?t\s+(?:even\s+)?bother\b|\bwhy\s+(?:do\s+i\s+)?(?:even\s+)?bother\b",
        r"\bnot\s+worth\s+(?:it|the\s+(?:hassle|effort|time))\b",
        r"\b(?:i'?ll|i\s+will|i'?m|we'?ll|going\s+to|gonna)\b[^.?!]{0,30}\belsewhere\b",
        r"\b(?:never|not)\s+(?:\w+\s+){0,2}(?:with|from|through|using|use)\s+(?:you|your\s+\w+|this\s+\w+)\s+again\b|"
        r"\bnever\s+again\b",
        # a threat to leave said of a business's trade ("I will never fly with you guys again", "never flying again
        # with them", "I probably won't be using JetBlue again", "her business will go else where", "time to look
        # for another airline"); not of a place or a way ("we're never travelling abroad again without insurance")
        r"\b(?:never|not|won'?t\s+be|will\s+never\s+be)\s+(?:\w+\s+){0,2}(?:fly(?:ing)?|using|use|book(?:ing)?|"
        r"travel(?:l?ing)?|shop(?:ping)?)\s+(?:with\s+|on\s+)?(?:you(?:\s+guys|\s+all|\s+people)?|your\s+\w+|them|"
        r"(?-i:[A-Z]\w+))\s+again\b|\bnever\s+(?:fly(?:ing)?|using|booking)\s+again\b",
        r"\b(?:look(?:ing)?\s+for|find|switch(?:ing)?\s+to)\s+(?:another|a\s+new|a\s+different)\s+(?:\W?\w+\W?\s+)?"
        r"(?:airline|carrier|bank|provider|company)\b|\bgo(?:es|ing)?\s+else\s*where\b",
        r"\b(?:go|going|look|looking|shop|shopping|take\s+my\s+(?:business|money)|order|ordering|bank|banking|"
        r"fly|flying|try|trying)\s+(?:\w+\s+)?(?:elsewhere|somewhere\s+else|with\s+(?:a|your)\s+competitor)\b",
        r"\b(?:i'?ll|i\s+will|i'?m\s+going\s+to|gonna)\s+(?:just\s+)?(?:do\s+it\s+myself|figure\s+it\s+out\s+"
        r"myself|ask\s+(?:the|my|someone|somebody)|call\s+(?:the|my)\s+(?:bank|branch|store|restaurant|"
        r"hotel|airline)|go\s+(?:to\s+)?(?:the|a)\s+(?:branch|store|shop|office)|cancel\s+and|switch|"
        r"leave|move\s+(?:my|to))\b",
        # not "I'm out at work all day", "out of the office until Monday", "were out past Ava on the gravel": out
        # where, not out of the conversation
        r"\b(?:i'?m|i\s+am|we'?re)\s+(?:so\s+)?(?:done|out|leaving|outta\s+here)\b(?!\s+(?:with\s+the|now,?\s+"
        r"thanks))(?<!out)|\b(?:i'?m|i\s+am|we'?re)\s+(?:so\s+)?out\b(?!\s+(?:at|for|on|in|all|until|till|today|"
        r"tonight|tomorrow|this|next|most|during|from|of\s+(?!here\b)|and\s+about|shopping|walking|running|past|"
        r"by|near|beyond|along|behind|around|towards?|west|east|north|south|there)\b)",
        # (leaving or closing something of the user's own is no leaving the service: "I'm closing the café",
        # "I'm leaving for Spain on Monday")
        r"\b(?:i'?m|i\s+am|i'?ll\s+be|i\s+will\s+be)\s+(?:cancell?ing|switching|(?:closing|leaving)\b(?!\s+(?:for|on|"
        r"at|in|to|tomorrow|today|tonight|work|home|town|early|soon|the\s+country|(?:the|a|an|our|my)\s+(?!account|"
        r"membership|subscription|contract|plan|service|bank|company|app)\w+)\b))",
        r"\bif\s+(?:it'?s|this\s+is|this\s+isn'?t|it\s+isn'?t)\s+not\b[^.?!]{0,40}\b(?:cancel|leave|switch|"
        r"close)",
        r"\bif\s+[^.?!]{0,40}\b(?:i'?m|i\s+will|i'?ll)\s+(?:cancell?ing|closing|leaving|switching|done)\b",
    )),
    # Weak cues: each needs another in the same message.
    # "No." to an agent that did not ask anything (counted only then: "no" answers a question).
    "no": (0.5, False, (r"^\W*(?:no|nope|nah)\b(?!\s+(?:problem|worries|rush|thanks|thank|need|pressure))",)),
    "contradiction": (0.5, False, (
        r"\byou\s+(?:said|told\s+me|promised|assured\s+me)\b|(?:^|[.!?]\s*)i\s+said\s+\w+",
        r"^\W*(?:but|actually|yes\s+i\s+know|i\s+know|right,?\s+but|yes,?\s+but|ok,?\s+but|i\s+did|you\s+see)\b",
        r"\b(?:i'?ve|i\s+have)\s+been\s+(?:a|your)\s+(?:loyal\s+)?(?:customer|client|member)\s+for\b",
        r"\bthere'?s\s+only\s+one\b",
    )),
    "already": (0.5, False, (r"\balready\b",)),
    "waiting": (0.5, False, (
        # a time elapsed ("it's been nearly three weeks", "it's been sunny for ten days"), not a state over a time
        # ("it has been dreich and wet all week")
        r"\b(?:it'?s|it\s+has|it\s+is)\s+been\s+(?:\w+\s+for\s+)?(?:(?:over|nearly|almost|about|around|roughly|more|"
        r"less|than|at|least|well|literally|like|up|a|an|\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
        r"twelve|fifteen|twenty|thirty|forty|several|many|few|couple|of|full|whole|entire|good|solid|half|and|working|"
        r"business|calendar|long)\s+){0,4}(?:days?|weeks?|months?|hours?|minutes?|ages|forever)\b",
        r"\btook\s+(?:\w+\s+)?(?:\d+|two|three|four|several)\s+(?:days|weeks|months|hours)\b",
        r"\b(?:i'?ve|i\s+have|we'?ve|we\s+have)\s+been\s+waiting\b",
    )),
    "proof": (0.5, False, (
        r"\bi\s+have\s+(?:the|a|my)\s+(?:\w+\s+)?(?:confirmation|receipt|email|screenshot|proof|photos?|"
        r"pictures?)\b|\bi\s+have\s+(?:photos|pictures|screenshots|proof)\b",
        r"\bit\s+says\s+\w+",
        r"(?<!\bnot\s)(?<!n't\s)\b(?:your|their)\s+(?:side|end|fault|mistake|error)\b",
    )),
    "implied": (0.5, False, (
        # "you people" sets the speaker against the company, but alone it is an address as often ("should I transfer
        # the money to him or to you people?"), so weak; "you guys" is how many people say "you" ("do you guys have a
        # store?"); "one of your people to phone me" names the company's staff, as "your billing people" does.
        r"\byou\s+people\b|(?<!\bof\s)\byour\s+people\b",
        r"\b(?:someone|somebody|person|human|agent|anyone|manager|people|one)\s+(?:who|that)\s+(?:actually\s+|"
        r"really\s+)?(?:can|knows|know|does|could|understands|is\s+able)\b",
        r"\bthen\s+who\s+(?:does|can|will)\b",
    )),
    "urgency": (0.5, False, (r"\b(?:now|right\s+now|immediately|asap)\s*[.!]+|(?-i:\bNOW\b)",)),
    "interjection": (0.5, False, (
        r"\b(?:ugh+|argh+|grr+|omg|smh|jeez|geez|sigh|honestly|seriously|literally|wow)\b",
    )),
    # The conversation took long: the user's own apology as often as a complaint ("sorry, that was a lot of back
    # and forth"), so weak.
    "runaround": (0.5, False, (r"\bback\s+and\s+forth\b|\bto\s+and\s+fro\b",)),
    # Something does not work: a problem report as often as a complaint, so weak.
    "failure": (0.5, False, (
        r"\b(?:this|it|that)\s+(?:still\s+)?(?:doesn'?t|does\s+not|didn'?t|did\s+not|isn'?t|is\s+not|won'?t)\s+"
        r"work(?:ing)?\b",
        r"\b(?:didn'?t|did\s+not|doesn'?t|does\s+not)\s+(?:fix|solve|change)\b",
        r"\bnothing\s+(?:works|worked)\b",
    )),
    "exclamation": (0.5, False, (
        r"!{2,}|\?{2,}|[?!]{3,}|\?!|!\?|[🙄🙃👏😒😤😡🤬]",
    )),
}

# Judgements that name no target of their own ("useless", "what a scam", "the worst", "that sucks", "it's a
# nightmare"), by family: cues of that family when their sentence names the agent, the service or the conversation
# ("you're useless", "this app is rubbish", "worst service ever"); aimed at nobody ("that sucks", "it was awful") or at
# someone else ("my landlord is useless") they count only when the conversation corroborates them (`complaint.py`).
BARE_JUDGEMENTS: dict[str, tuple[str, ...]] = {
    "negative_stance": (
        r"(?<!\bi'm\s)(?<!\bi\sam\s)(?<!\bim\s)\b(?:useless|pointless|hopeless|worthless|pathetic|irrelevant|unhelpful|nonsensical|ridiculous|absurd|ludicrous|unacceptable|outrageous|"
        r"incompetent|clueless|laughable|shambolic|disgraceful|infuriating|maddening|exasperating|"
        r"unbelievable|unreal|insane)\b",
        r"\b(?:garbage|rubbish|bullshit|nonsense|shambles|scam|rip\s*-?\s*off)\b"
        r"(?!\s+(?:collection|day|bins?|pickup|pick-up|can|in|into|out|bags?|truck|lorry|removal))",
        r"\b(?:this|it|that)\s+(?:bot|thing|app|chat)?\s*sucks\b|\b(?:you|this)\s+suck\b",
        r"\bworst\b(?![-\s]+case)(?!\s+(?:that|thing\s+that|case))",
        r"\btypical\b|\ball\s+over\s+the\s+place\b|\bso[-\s]called\b|\bdisgrace\b",
        r"\b(?:this|that|it)\s+is\s+(?:daylight\s+)?(?:theft|robbery|a\s+scam|extortion|criminal|illegal)\b",
        r"\bkeeps?\s+getting\s+worse\b|\bgone\s+downhill\b",
        r"\bi\s+(?:hate|can'?t\s+stand|despise|loathe)\s+(?:this|you|your|these|talking|dealing|chatting|bots?|"
        r"chatbots?|automated)\b",
    ),
    "frustration": (
        r"\bunbelievable\b|\bincredible\.\s",
        r"\b(?:this|it|that|(?:this|your|the)\s+\w+)\s*(?:'s|is|has\s+been|was)\s+(?:an?\s+)?(?:\w+\s+)?(?:nightmare|"
        r"disaster|mess|farce|circus|fiasco|hell)\b",
        r"\bdriving\s+me\s+(?:crazy|nuts|mad|insane|up\s+the\s+wall)\b",
        # slowness judged: "this is taking forever", "it takes ages" (aimed at the service only when it names it)
        r"\b(?:taking|takes|took|taken)\s+(?:so\s+long|forever|ages|an\s+age|an\s+eternity|way\s+too\s+long)\b",
    ),
}
# The user judging themselves ("I'm just useless with these menus", "I'll be rubbish at it"): words just before a bare
# judgement that make it no judgement of anyone else.
SELF_JUDGED = ("i'm", "i am", "i'll be", "i will be", "i was", "i feel", "i felt", "i've been", "i get", "myself")
# What a judgement is aimed at when it is aimed at the agent, the service or the conversation: the second person, a
# noun of the service ("the app", "customer service", "this chat", "your answers"), or "this" standing alone, the
# exchange under way ("this is useless", "I hate this"; not "this cold snap").
AGENT_TARGET = (
    r"\b(?:you|your|yours|yourself|yourselves|u|ur|ya|y'?all)\b|"
    r"\bthis(?=\s*(?:[.!?,;]|$)|'s\b|\s+(?:is|was|has|keeps|sucks|whole|thing|nonsense|rubbish|garbage|crap|shit)\b)|"
    r"\b(?:bots?|chat\s*bots?|chat|assistants?|robots?|ai|apps?|website|site|platform|system|service|support|company|bank|"
    r"airline|helpline|hotline|help\s*desk|call\s+cent(?:re|er)|customer\s+(?:service|care|support)|conversation|"
    r"answers?|repl(?:y|ies)|responses?|polic(?:y|ies)|staff|agents?|reps?|representatives?|process|experience|"
    r"refund|order|delivery|booking|account|bill|charges?|fees?|prices?)\b"
)
# Words that take the blame off the agent ("not your fault", "no offence"): a message holding them, or politeness,
# judges nobody with a judgement aimed at nobody ("ah what a shame. no worries, thanks anyway").
EXONERATION = (
    r"\bnot\s+(?:your|ur|you(?:r)?)\s*(?:fault|problem|doing|issue|mistake)?\b|\bnot\s+(?:on|at|aimed\s+at|about|"
    r"blaming)\s+(?:you|u)\b|\bno\s+offen[cs]e\b|\bnothing\s+(?:to\s+do\s+with\s+you|personal)\b"
)
# Words that hold "you" without aiming at the agent ("thank you", "you know"): with EXONERATION, read as no target.
UNAIMED_YOU = r"\bthank\s+(?:you|u)\b|\byou\s+know\b|\bsee\s+you\b|\bif\s+you\s+ask\s+me\b|\bbless\s+you\b"
# A sentence begun without the stop before it, as chat is typed ("It was awful What is your favorite food?", "Aww
# that sucks Man you are having a rough time"): a capitalised word that opens sentences (a question word, a pronoun,
# an interjection) after a word in lower case. Case-sensitive; names mid-sentence ("thanks a lot Ryanair") do not
# split.
CHAT_SENTENCE_START = (
    r"(?<=[a-z])\s+(?=(?:What|How|Did|Do|Does|Are|Is|Was|Were|Where|When|Why|Who|Which|Can|Could|Would|Will|Have|"
    r"Has|It|That|This|They|We|You|He|She|There|My|Our|Man|Oh|Aww|Yeah|Yes|No|Nah|But|And|So|Anyway|Also|Haha|"
    r"Lol|Well|Ok|Okay|Now|Just|Maybe|Sure|Wow|Hey|Hi|Hello|Thanks|Thank)\b)"
)
# Someone else, or circumstances, named in a sentence: the user's people ("my husband", "our neighbours", "him"), people
# outside the exchange ("the cops", "cable thieves", "a buyer", "the landlord") and what nobody answers for ("the
# weather", "the traffic"). Displeasure in a sentence that names one of them and not the agent or the service is
# aimed there (`complaint.py`): "the cops are useless", "I could kill him 😤" are no complaint about the agent.
# Another provider than the one the user writes to, told of as a story ("the company we used for the lobby botched the
# underlay", "the last company that drilled for us", "our previous installer"): someone else.
_PROVIDER = (
    r"(?:company|firm|provider|supplier|shop|store|contractor|installer|builder|fitter|agency|vendor|seller|brand|"
    r"salon|dealer|garage|clinic)"
)
OTHER_PROVIDER = (
    rf"\b(?:the|a|an|our|my)\s+(?:last|previous|old|former|other|another|first|original)\s+(?:\w+\s+)?{_PROVIDER}\b|"
    rf"\b(?:another|other)\s+{_PROVIDER}\b|"
    rf"\bthe\s+{_PROVIDER}\s+(?:we|i|they)\s+(?:used|hired|had|went\s+with|booked|got)\b|"
    # a service that is "theirs", a party the user told of ("United cancelled my flight ... their customer service is
    # useless"; "the dispatcher was useless, kept sayin it couldn't have been their driver"): the agent's own is
    # "your"
    r"\btheir\s+(?:customer\s+(?:service|care|support)|support|service|staff|helpline|hotline|call\s+cent(?:re|er)|"
    r"website|app|agents?|reps?|drivers?|dispatch(?:ers?)?|office|depot|technicians?|engineers?|installers?|"
    r"couriers?|manager)\b"
)
_PEOPLES_DETERMINER = (
    # (not one the displeasure is on behalf of: "rude to my mother")
    r"(?<!\bto\s)(?<!\bat\s)(?<!\bfor\s)(?<!\bwith\s)(?<!\btowards\s)"
    r"\b(?:my|our|his|her|their|the|a|some|these|those|cable|car|bike|phone)\s+(?:\w+\s+)?"
)
# The weather and what nature does, that nobody answers for ("the road still broken since the flood").
_NATURE = (
    r"weather|rain|snow|storm|wind|"
    r"floods?|cyclones?|hurricanes?|typhoons?|tornado(?:e?s)?|earthquakes?|droughts?|heat\s*waves?|hail(?:storms?)?|"
    r"monsoons?|landslides?|bush\s*fires?|wild\s*fires?"
)
# People and things outside the user's own people, and outside the exchange.
_OUTSIDERS = (
    r"(?:neighbou?rs?|landlord|landlady|boss|colleagues?|co-?workers?|friends?|flatmates?|roommates?|ex|"
    r"cops|police|thie(?:f|ves)|burglars?|scammers?|fraudsters?|hackers?|buyers?|sellers?|tenants?|"
    rf"government|council|traffic|{_NATURE})\b"
)
# The season named alone, with no determiner ("Lovely summer we're having 🙄"): nobody's doing, and never the agent's;
# and the weather told as what it does or is, in a verb or an adjective of its own ("we flew 8 hours to get rained on
# 🙃", "thunderstorms all day", "snowing again", "stormy"): no word of the kind names anyone. Not the weather named
# so: "on hold for hours, rebooking a flight cancelled due to weather" blames the hold.
_NATURE_ALONE = (
    r"\b(?:summers?|winters?|rain(?:ed|ing|y)|snow(?:ed|ing|y)|hail(?:ed|ing)|(?:thunder|rain|snow|hail|sand|dust)"
    r"storms?|stormy|thunder|windy|foggy|drizzl(?:e|ed|ing|y))\b"
)
# Someone else outside the user's own people: another provider, a neighbour, a seller, the council.
OUTSIDE_PARTY = rf"{OTHER_PROVIDER}|{_PEOPLES_DETERMINER}{_OUTSIDERS}|{_NATURE_ALONE}"
THIRD_PARTY = (
    rf"{OUTSIDE_PARTY}|"
    r"\b(?:him|he|she|he's|she's)\b|"
    rf"{_PEOPLES_DETERMINER}(?:husband|wife|partner|boyfriend|girlfriend|son|daughter|kids?|children|mum|mom|mother|"
    r"dad|father|parents?|brother|sister|family|in-laws?)\b"
)

# A third party as the subject of a judgement, with the service named after "with" or "at" as what they are bad at
# ("He's hopeless with the app, bless him", "my mum is useless at websites"): the service is the object, the party the
# target; not "your" service ("he was rude at your front desk" is the service's). Read as no target (`complaint.py`),
# so the sentence names only the party.
OTHERS_SKILL = (
    rf"(?:{THIRD_PARTY})(?:'s|\s+(?:is|was|are|were|gets|got|seems?))\s+(?:\w+\s+){{0,2}}?(?:with|at)\s+"
    r"(?!(?:your|ur|you)\b)(?:(?:the|this|that|these|those|any|all|our)\s+)?[\w-]+(?:\s+[\w-]+)?"
)

# The user correcting themselves ("Sorry, I meant Oslo, not Bergen"): their correction is not a complaint.
SELF_CORRECTION = (
    r"\b(?:sorry|oops|whoops|my\s+bad|my\s+mistake|typo)\b[^.?!]{0,15}\bi\s+(?:meant|mean)\b|"
    r"\bi\s+(?:typed|wrote|entered|gave\s+you|put|sent)\s+(?:in\s+)?(?:the\s+|a\s+)?wrong\b|\b(?:oops|whoops|typo)\b|"
    r"\bi\s+meant\b[^.?!]{0,40}\b(?:sorry|my\s+bad|my\s+mistake|typo)\b"
)

# The user apologising for their own doing ("sorry I was confused earlier", "sorry i sent 375,000", "sorry for
# wasting your time", "same question again sorry"): they own the trouble, so their correction, repetition or giving up
# is no complaint. Not "sorry but ..." nor "sorry, this is useless" (the apology opens a complaint there), nor "sorry
# I asked" (sarcasm). The user's own mistake owned ("we're actually arriving Saturday not Friday, my mistake", "oh there
# it is! sorry, my bad", "it was my mistake, I read the wrong letter") is such an apology: "my mistake", "my bad" or "my
# error" ending its clause (not "my bad back", not "my mistake for trusting you", not "not my mistake").
USER_APOLOGY = (
    r"\b(?:sorry|apologies)\s+(?:for\s+(?:wasting\s+your|taking\s+(?:up\s+)?your|asking|being|any\s+confusion|"
    r"the\s+confusion|that|this)|(?:that\s+)?i\s+(?!asked\b)(?:\w+\s+){0,1}(?:was|sent|typed|wrote|put|gave|forgot|did|"
    r"didn'?t|missed|misread|got|meant|paid|entered|mixed|confused|made)\b)|"
    r"(?:^|[,;]|\b(?:again|question|earlier|before|that))\s*(?:so\s+)?sorry\s*[.!]*\s*$|"
    r"(?<!\bnot\s)(?<!n't\s)(?<!\bnever\s)\bmy\s+(?:own\s+)?(?:mistake|bad|error)\b"
    r"(?=\s*(?:$|[.,;:!)]|\s+(?:then|sorry|again|there|lol|haha\w*|forgot)\b))"
)
# A request for a person set against the bot after it ("I'd rather talk to a person about it, not a bot", "I'd like to
# talk to my audiologist, not the chatbot"): the contrast names whom the user wants. Not a refusal standing alone ("I
# don't want the bot. A human. Now.") nor what the bot did ("the bot keeps sending me the same article").
BOT_CONTRAST = r",\s*(?:and\s+|but\s+)?not\s+(?:a|the|with\s+a|to\s+a|some)\s+(?:chat\s*)?(?:bot|robot|machine)\b"

# Capitals used to stress a common word ("I'm already IN the ride", "it IS my first order"): a weak cue.
# Only these words count, so acronyms and ids (VAT, ORD-1234, NYC) never do.
_STRESSED_WORD_TEXT = """
is in on at with all not already never did do does was were am are have has now my the and or said told asked
every still again only one yes exactly what why how when where before after both this that it him her them
your you me i we our their any none nothing anything everything always same twice three four five week days
january february march april may june july august september october november december monday tuesday wednesday
thursday friday saturday sunday today tomorrow yesterday correct wrong right real person human
"""
STRESSED_WORDS = frozenset(_STRESSED_WORD_TEXT.split())

# Cue families of the escalation detector (the user asking for a person), as frames around who they ask for.
_PERSON = (
    r"(?:(?:a|an|the|some|your|one\s+of\s+your|any|actual|real)\s+(?:[\w-]+\s+(?=manager|supervisor|agent|rep\b|"
    r"representative|person|team|staff|specialist))?)?(?:(?:real|live|actual|proper|competent|"
    r"human|flesh[-\s]and[-\s]blood|living)\s+)?(?:human(?!-)s?|human\s+beings?|person|people|agent|rep|"
    r"representative|operator|supervisor|manager|account\s+manager|boss|staff(?:\s+member)?|employee|"
    r"advisor|adviser|specialist|team\s+member|member\s+of\s+(?:your\s+|the\s+)?(?:staff|team)|"
    r"(?:customer|client)\s+(?:service|support|care|services)(?:\s+(?:rep|agent|team|person|desk))?|"
    r"(?:tech(?:nical)?\s+)?support(?:\s+(?:team|staff|agent|person|desk))?|help\s*desk|technician|engineer|"
    r"banker|consultant|expert|somebody|someone|anyone|anybody|(?:some|any)\s+one|actual\s+people|"
    r"(?:complaints?|billing|fraud|accounts?|sales|claims|customer\s+care|it|tech|technical)\s+(?:department|dept|team))"
    r"(?:\s+(?:from|in|at|on)\s+(?:your\s+|the\s+)?[\w-]+(?:\s+(?:team|department|dept|desk|office|branch))?)?"
)
_BARE_PERSON = (
    r"(?:yes,?\s+)?(?:a\s+|an\s+|your\s+|the\s+)?(?:(?:real|live|actual)\s+)?(?:human|person|operator|"
    r"representative|rep|agent|supervisor|manager|live\s+agent|someone\s+real|human\s+being|customer\s+service|"
    r"staff)(?:\s+(?:from|in|at)\s+[\w-]+)?"
)

# Someone named by a trade, whatever it is: the endings that name people ("the nurse", "your florists", "the
# coordinator", "one of your researchers"), for the frames of speaking with them or being called by them.
_TRADE = (
    r"(?:the|your|a|an|one\s+of\s+(?:your|the))\s+(?:[\w-]+\s+)?(?:[\w-]+(?:ists?|ians?|ors?|ers?)|nurses?|pilot|"
    r"mechanic|celebrant|doctor|vet|chef|head)"
)

PHONE_FAMILY = "asks for a phone call"
ESCALATION_FAMILIES: dict[str, tuple[str, ...]] = {
    "asks for a person": (
        # A word with someone ("could I have a quick word with whoever organises it"), being put in touch, someone
        # asked to talk to the user ("could someone from that team talk to me"), speaking with someone of a trade
        r"\b(?:have|had|get|like|want)\s+a\s+(?:quick\s+|brief\s+)?word\s+with\b|\bbe\s+put\s+in\s+touch\s+with\b|"
        rf"\b(?:{_PERSON}|whoever\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:\w+\s+){{0,4}}(?:to\s+)?(?:talk|speak)\s+(?:to|with)\s+"
        r"(?:me|us)\b",
        rf"\b(?:talk|speak|chat)(?:ing)?\s+(?:directly\s+)?(?:to|with)\s+{_TRADE}\b",
        rf"\b(?:talk|speak|chat|deal|communicate)(?:ing)?\s+(?:directly\s+)?(?:to|with)\s+{_PERSON}",
        # ... or with someone named by a title ("I want to speak with Mr Ramdhony himself")
        r"\b(?:talk|speak|chat)(?:ing)?\s+(?:directly\s+)?(?:to|with)\s+(?:mr|mrs|ms|miss|dr|sir|madam)\.?\s+"
        r"(?-i:[A-Z])\w+",
        rf"(?<!\bno\s)\b(?:get|give|find|bring|fetch|want|need|prefer|request|demand|like|have)\s+(?:me\s+)?"
        rf"(?:to\s+(?:talk|speak)\s+(?:to|with)\s+)?{_PERSON}\b(?:\s+(?:who|that)\s+can|\s+(?:to|please|"
        r"now|asap|right\s+now|instead|here)\b|\s*[.!?,]|\s*$|\s+(?:from|in|at|on)\b)",
        rf"\b(?:get|give|want|need)\s+(?:me\s+)?[^.?!]{{0,30}}\bor\s+{_PERSON}",
        # ... but "put me through for the 12th" books a date or a place, as "put me down for" does
        r"\b(?:transfer|connect|put|pass|forward|route|redirect|send|hand)\s+me\s+(?:over\s+|on\s+)?"
        r"(?:to|through(?!\s+for\b)|with)\b",
        r"\b(?:can|could|would|will|let|have)\s+(?:a|an|some|your)?\s*(?:real\s+|actual\s+|live\s+)?(?:human|person|"
        r"agent|someone|somebody|colleague|manager|supervisor)\s+take\s+over\b",
        r"\bput\s+(?:me|us)\s+in\s+touch\s+with\b|\b(?:be|get|being)\s+(?:transferred|connected|put\s+through|passed|escalated|forwarded)\s+(?:to|with)\b",
        r"\b(?:reach|contact|get\s+hold\s+of|get\s+through\s+to|get\s+in\s+touch\s+with)\s+(?:a|an)\s+"
        r"(?:real|live|actual|human)\s+\w+|\b(?:reach|contact|get\s+hold\s+of|get\s+through\s+to)\s+"
        r"(?:a|an)\s+(?:human|person|agent|representative|supervisor|manager)\b",
        # (or whoever is in charge: "I want to see the matron or whoever is in charge of bookings today")
        r"\bi\s+(?:want|need|would\s+like|'d\s+like|demand|wish)\b[^.?!]{0,40}(?<!\bmy\s)\b(?:supervisor|manager|"
        r"human|real\s+person|live\s+agent|whoever(?:'s|\s+is)\s+in\s+charge|(?:person|one)\s+in\s+charge)\b",
        rf"\b(?:transfer|connect|put|pass|forward|route|escalate|send|hand)\s+(?:this|it|my\s+\w+|me)\s+"
        rf"(?:over\s+|up\s+|on\s+)?(?:to|through\s+to)\s+{_PERSON}",
        rf"\b(?:is|are)\s+there\s+(?:a|an|any|some)?\s*(?:\w+\s+)?{_PERSON}\b(?:\s+(?:i|we)\s+(?:can|could)|"
        r"\s+(?:available|around|there|here|who\s+(?:can|could)\s+(?:help|talk|speak\s+(?:to|with)|deal|sort|fix|"
        r"look)|to\s+(?:talk|speak|help))|\s*\?|[^.?!]{0,20}\bnot\s+a\s+"
        r"(?:bot|machine|robot))",
        r"\b(?:is|are)\s+(?:anybody|anyone|somebody|someone)\s+(?:from\s+[\w-]+\s+)?(?:there|real|human|home|"
        r"available|around|free|online)\b",
        r"\b(?:who|that|which)\s+(?:isn'?t|is\s+not|aren'?t)\s+a\s+(?:bot|machine|robot|computer|ai)\b",
        r"\b(?:not|no)\s+(?:a|the|another|more)\s+(?:bot|robot|machine|chat\s*bot|ai|form|automated)\b"
        r"[^.?!]{0,30}$",
        r"\bi\s+(?:don'?t|do\s+not)\s+want\s+(?:the|a|this|to\s+talk\s+to\s+(?:a|the))\s+(?:bot|robot|machine|"
        r"ai|chat\s*bot)\b",
        rf"(?:^|[.!?]\s*)(?:no,?\s+)?(?:please\s+|pls\s+)?{_BARE_PERSON}\s*(?:,?\s*(?:please|pls|now|asap|"
        r"thanks|thank\s+you|then))?\s*[.!?]*\s*(?:$|[.!?]\s)",
        r"\b(?:someone|somebody|anyone|anybody)\s+(?:real|human|in\s+charge|who\s+(?:can|could|is\s+not|"
        r"isn'?t)|that\s+can)\b",
        rf"\b(?:\w+\s+)?{_PERSON}\s+(?:who|that)\s+(?:can|could)\s+(?:actually\s+)?(?:help|fix|sort|"
        r"make|do|deal|look|approve|authori[sz]e|change)\b",
    ),
    "asks to be called back": (
        # Someone of a trade, by the endings that name people, asked to call ("have the celebrant ring us", "could one
        # of your florists contact me"); being called back in the present tense ("someone calls me back")
        rf"\b(?:have|get|ask|can|could|would|will)\s+{_TRADE}\s+(?:to\s+)?(?:call|ring|phone|text|contact|email)\s+"
        r"(?:me|us)\b|\b(?:calls?|rings?|phones?)\s+(?:me|us)\s+back\b",
        rf"\b(?:have|get|let|can|could|would|will|please|pls|need|want|i'?d\s+like)\s+{_PERSON}\s+"
        r"(?:(?:just|kindly|quickly)\s+)?(?:to\s+|please\s+|pls\s+)?(?:call|phone|ring|email|e-mail|contact|text|reach\s+out\s+to|get\s+(?:back\s+)?in\s+"
        r"touch\s+with|get\s+back\s+to|look\s+at|sort|handle|deal\s+with|review|check)\b",
        # ... or able to, or calling the user's own people ("would somebody from the rates office be able to ring me",
        # "it's better if someone from your Jaffna office phones my mother directly")
        rf"\b{_PERSON}\s+(?:to\s+|should\s+|must\s+|needs?\s+to\s+|can\s+|could\s+|please\s+|be\s+able\s+to\s+)?"
        r"(?:\w+ly\s+)?(?:calls?|phones?|rings?|contacts?|email|e-mail)\s+(?:me|us|the\s+\w+\s+or\s+me|(?:my|our)\s+"
        r"[\w-]+)\b",
        r"(?<!\bcan\s)(?<!\bmay\s)\b(?:call|phone|ring)\s+me\s+(?:back|tonight|today|tomorrow|asap|now|please|"
        r"when)\b",
        r"\b(?:can|could|would|will)\s+(?:they|he|she|you\s+have\s+(?:them|someone))\s+(?:\w+\s+)?(?:call|phone|"
        r"ring)\b",
        # Someone named asked to call ("have Marcus call me this afternoon"), perhaps with where they work ("get Davie
        # in the yard to phone me", "ask Helen from the office to ring us"; "tae", Scots "to")
        r"\b(?:have|get|ask)\s+(?-i:[A-Z][a-z]+)\s+(?:(?:in|from|at|on)\s+(?:the\s+|your\s+)?[\w-]+(?:\s+office|"
        r"\s+desk|\s+team)?\s+)?(?:(?:to|tae)\s+)?(?:call|ring|phone|text|contact)\s+(?:me|us)\b",
        r"\ba\s+(?:phone\s+)?call\s+would\s+be\s+(?:better|easier|great|good|nice|preferable)\b|"
        r"\b(?:prefer|rather\s+have)\s+a\s+(?:phone\s+)?call\b",
        # (not a way of the service's: "a simple callback system would fix it", "does call back service actually
        # work??")
        r"\b(?:call|ring)\s*-?\s*back\b(?!\s+(?:number|policy|feature|function|"
        r"handler|method|url|system|service|option|in\b))",
        r"\b(?:book|schedule|arrange|set\s+up|request)\s+(?:me\s+)?(?:a|an)\s+(?:call|phone\s+call|callback|"
        r"appointment|meeting|video\s+call)\b",
    ),
    # Asking to go on by phone is a choice of channel, not giving up on the agent: the complaint detector does not
    # read this family as its weak cue of asking for a person (PHONE_FAMILY).
    PHONE_FAMILY: (
        # Someone asked to telephone ("could somebody telephone me please"), to answer by phone ("can someone from the
        # box office confirm by phone"), a conversation by phone with one of them preferred ("it'd be easier to go
        # through it on the phone with one of your consultants"), an office asked to call ("have the Friends office
        # telephone me")
        rf"\b(?:have|get|let|can|could|would|will|please)\s+{_PERSON}\s+(?:please\s+)?telephone\s+(?:me|us)\b|"
        rf"\b(?:can|could|would|will)\s+{_PERSON}\s+(?:\w+\s+){{0,3}}(?:by|over\s+the)\s+(?:phone|telephone)\b|"
        rf"\b(?:easier|rather|prefer|could\s+(?:i|we)|can\s+(?:i|we))\b[^.?!]{{0,60}}\b(?:on|over)\s+the\s+phone\s+"
        rf"with\s+(?:{_TRADE}|{_PERSON})|\b(?:have|get|ask)\s+(?:the|your)\s+(?:[\w-]+\s+){{0,2}}(?:office|team|desk|"
        r"department)\s+(?:to\s+)?(?:call|phone|telephone|ring|contact)\s+(?:me|us)\b",
    ),
    "asks to escalate": (
        # (escalating a ticket is asking the process to hurry, not for a person; asking whether to escalate it oneself,
        # elsewhere, is asking for advice: "do I need to escalate it with them first?")
        r"(?<!\bdo\si\s)(?<!\bshould\si\s)(?<!\bmust\si\s)(?<!\bdo\si\sneed\sto\s)(?<!\bdo\si\shave\sto\s)"
        r"\bescalat(?:e|ing)\s+(?:this|it|me|to|(?:my|the)\s+(?:case|issue|matter|complaint|problem))\b",
        r"\b(?:open|raise|file|create)\s+(?:a|an)\s+(?:case|ticket|complaint)\s+with\s+(?:your|a|the)\s+"
        r"(?:\w+\s+)?(?:team|staff|department|people)\b",
        r"\b(?:i\s+want|i\s+need|i'?d\s+like|request)\s+(?:an?\s+)?escalation\b",
        r"\bup\s+the\s+chain\b|\bsomeone\s+higher\s+up\b|\bhigher\s+authority\b",
    ),
}

# A person asked for as a worker of the service, not to talk to: staff on site ("do you have staff at the leeds branch
# to help load it?"), someone to operate, deliver, install or serve ("someone to run the candy floss machine"). A
# sentence holding one of these asks for no conversation with a person unless it names one (SPEAKING).
SERVICE_WORKER = (
    r"\b(?:do|does|can|could|will|would)\s+(?:you|u|y'?all|your\s+\w+|they)\s+(?:guys\s+)?(?:also\s+|even\s+)?"
    r"(?:have|provide|supply|offer|send|bring|include|lend|employ|hire\s+out)\s+(?:any\s+|some\s+|a\s+|an\s+)?"
    r"(?:\w+\s+)?(?:staff|people|someone|somebody|person|persons|crew|workers?|installers?|technicians?|engineers?|"
    r"fitters?|drivers?|operators?|attendants?|helpers?|hands)\b",
    r"\b(?:someone|somebody|a\s+person|people|staff|a\s+crew|an?\s+\w+er)\s+to\s+(?:run|operate|deliver|install|fit|"
    r"load|unload|carry|lift|move|set\s+up|serve|drive|assemble|mount|man|staff|clean|work|supervise\s+the|"
    r"help\s+(?:me\s+|us\s+)?(?:load|unload|carry|lift|set\s+up|move|install))\b",
    # someone wanted to do anything but attend to the user's matter ("someone to pop in for the cats", "someone to
    # match", "someone to fix the website", as to repair it: a job done on a thing): a worker, whatever the task;
    # attending is talking (SPEAKING), helping, looking into, deciding
    r"\b(?:someone|somebody|a\s+person|people)\s+to\s+(?!(?:\w+ly\s+)?(?:help|assist|advise|look|deal|sort|handle|review|"
    r"check|explain|answer|tell|listen|sign|approve|decide|authori[sz]e|escalate|get|come\s+back|respond|reply|"
    r"follow\s+up|investigate|resolve|take|give|confirm|go\s+through|walk|talk|speak|chat|call|phone|ring|contact|"
    r"discuss|reach|email|e-mail|text|write|message)\b)(?:\w+ly\s+)?[a-z]+",
    # someone to be seen, the visit itself the service ("I need to get mama in to see somebody about her cough",
    # "can he be looked at by someone today"): a patient's, a pet's or a thing's appointment, no one to talk to
    r"\b(?:in|down)\s+to\s+(?:see|be\s+seen\s+by)\s+(?:someone|somebody|a\s+person|anyone|anybody)\b|"
    r"\b(?:seen|looked\s+at|checked\s+over)\s+by\s+(?:someone|somebody|anyone|anybody)\b",
)
# What a request to talk to a person says: a sentence with one of these is read whatever else it holds.
# Failing to reach a person, or waiting to, is a complaint about the service, not a request for one: "I can't get
# through to a person", "been trying to reach an agent for an hour", "on hold for 30 min to speak with an agent".
UNREACHED_PERSON = (
    r"\b(?:can'?t|cannot|can\s+not|couldn'?t|could\s+not|unable\s+to|impossible\s+to|no\s+way\s+to)\s+"
    r"(?:\w+\s+)?(?:get\s+through\s+to|reach|get\s+hold\s+of|get\s+a\s+hold\s+of|get\s+(?:a|an|any)\s+"
    r"(?:real\s+|live\s+|actual\s+)?(?:person|human|agent|rep|one|body))\b[^.?!,;]*|"
    # "I can't speak to anyone", "Can't talk to humans", not "why can't I speak to someone?"
    r"(?:\bi\s+|^\W*|[.!]\s*)(?:still\s+)?(?:can'?t|cannot|can\s+not|couldn'?t|could\s+not)\s+(?:even\s+)?"
    r"(?:talk|speak)\s+(?:to|with)\b[^.?!,;]*|"
    r"\b(?:won'?t|will\s+not|wouldn'?t|would\s+not|don'?t|do\s+not)\s+let\s+(?:me|us|you)\s+(?:\w+\s+)?"
    r"(?:talk|speak)\s+(?:to|with)\b[^.?!,;]*|"
    r"\b(?:trying|tried|try)\s+to\s+(?:get\s+through\s+to|reach|get\s+hold\s+of|speak\s+(?:to|with)|"
    r"talk\s+(?:to|with))\b[^.?!,;]*|"
    r"\b(?:on\s+hold|hold|waiting|waited|wait\s+times?|queu(?:e|ed|ing)|minutes|mins|hours|hrs)\b[^.?!]{0,40}?\bto\s+"
    r"(?:speak|talk|chat)\s+(?:to|with)\b[^.?!,;]*|"
    # a wait told for someone to get in touch ("I have been waiting for a supervisor to contact me for 17 days")
    r"\b(?:been|still)\s+waiting\s+for\s+(?:a|an|the|my|your|someone|somebody|anyone|any)\b[^.?!,;]{0,40}?\bto\s+"
    r"(?:call|contact|ring|phone|get\s+back\s+to|reach)\b[^.?!,;]*"
)
# A call asked of the one coming, timed to the coming ("ask him to ring me when he lands", "can the delivery driver call
# me before coming?", "give me a ring when hes at the bottom of the lane"): the visit arranged, no person asked for,
# unless the sentence says what to talk about (SPEAKING_PURPOSE: "call me before coming, so I can explain").
TIMED_CALL = (
    r"\b(?:(?:call|ring|phone|text|buzz)\s+(?:me|us)|give\s+(?:me|us)\s+a\s+(?:quick\s+)?(?:ring|call|bell|buzz|shout))"
    r"(?:\s+(?:half\s+an\s+hour|an?\s+hour|\d+\s*(?:mins?|minutes?|hours?)))?\s+(?:"
    r"(?:when|once|as\s+soon\s+as)\s+(?:he|she|they|the\s+\w+)(?:'s|\s+is|\s+are|'re|s)?\s+(?:\w+\s+)?(?:lands?|"
    r"arrives?|arriving|comes?|coming|reach(?:es)?|on\s+(?:his|her|their|the)\s+way|at\s+the|outside|nearby|close|"
    r"\d+\s*mins?\s+away)|before\s+(?:coming|arriving|(?:he|she|they)\s+(?:comes?|arrives?|sets?\s+off|leaves?)))"
)
SPEAKING_PURPOSE = r"\b(?:explain|discuss|talk|speak|go\s+over|about)\b"
SPEAKING = r"\b(?:talk|speak|chat|call|phone|ring|contact|discuss|explain|get\s+back\s+to|reach\s+me)\b"

# The user going to find a person elsewhere ("nvm, I'll find someone who can give a price"): no request to the agent.
ELSEWHERE = ("i'll find", "i will find", "i'll look for", "i will look for", "going to find", "gonna find",
             "i'll go find", "i'll just find")
# Words that cancel what follows when they stand just before it: "no need to talk to a human".
NEGATIONS = ("not", "never", "don't", "dont", "do not", "isn't", "wasn't", "without", "no need to", "hardly",
             "didn't", "won't", "doesn't", "no longer",
             # what only might be ("it would be frustrating not having access", "I would have been so mad if")
             "would be", "would have been", "would've been", "would get", "would feel")

# The agent offering or making a hand-off to people ("I'm transferring you to our support team"). A hand-off hands
# the user, the user's matter or the conversation to people: it moves "you", "your case" or "this chat" to someone,
# escalates to someone, arranges a call or a meeting with someone, or says someone will reach the user. A service
# dispatched ("I can book a technician", "I've booked an engineer visit") or a document or feedback passed on ("I have
# forwarded your code to our accounts team", "I'll pass it on to the design team") hands the user to no one.
# (No lookarounds: the patterns are pushed down to ClickHouse's re2, `agent_handoff_regex`.)
_HANDOFF_SUBJECT = (
    r"\b(?:i'?m|i\s+am|i'?ll|i\s+will|let\s+me|i\s+can|i\s+could|shall\s+i|should\s+i|would\s+you\s+like\s+me\s+"
    r"to|do\s+you\s+want\s+me\s+to|i'?ve|i\s+have|we'?ll|we\s+will|we\s+can)\s+(?:now\s+|also\s+|happily\s+|just\s+)?"
)
# The people of the service one is handed to; not its workers sent to do a job (an engineer, a technician).
_HANDOFF_PERSON = (
    r"(?:human|agent|person|colleague|specialist|team|supervisor|manager|representative|rep|advis[eo]r|staff|"
    r"department|officer|member|lead|leader|desk|office|coordinator|handler|consultant)s?"
)
_HANDOFF_PEOPLE = rf"\b(?:{_HANDOFF_PERSON}|someone|somebody|engineer|technician|call[\s-]*back|callback)\b"
# The user's matter, as handed on ("your case", "your request"); not a thing of it (a code, a photo, feedback).
_USERS_MATTER = (
    r"(?:you|u|(?:this|the|your)\s+(?:chat|conversation|call)|your\s+(?:\w+\s+)?(?:case|request|query|enquiry|"
    r"inquiry|complaint|dispute|appeal|claim|issue|concern|matter|details|number|contact\s+details))\b"
)
# Reaching the user: what the people of a hand-off do next (not e-mailing the user, which sends a document as often).
_REACHING_YOU = (
    r"(?:(?:call|contact|phone|ring|write\s+to|get\s+back\s+to|reach(?:\s+out\s+to)?)s?\s+you\b|"
    r"(?:call|phone|ring)s?\s+(?:you\s+)?back\b|(?:speak|talk)s?\s+(?:to|with)\s+you\b|"
    r"(?:get|be)s?\s+in\s+touch\b|(?:be|is)\s+with\s+you\b|join\s+(?:you|this|the)\b|take\s+over\b|"
    r"reply\s+(?:by\s+email|in\s+this\s+chat|here|to\s+you)\b)"
)
AGENT_HANDOFF = (
    # moving the user, the user's matter or the conversation to people, or escalating to them
    rf"(?:{_HANDOFF_SUBJECT}|\band\s+)(?:(?:transfer|connect|pass|hand|forward|rout|refer|bring)\w*\s+{_USERS_MATTER}|"
    r"escalat\w*|put\w*\s+(?:you|u)\s+(?:in\s+touch|over)\b|get\w*\s+(?:you|u)\s+(?:through\s+)?to\b)"
    rf"[^.?!]{{0,50}}{_HANDOFF_PEOPLE}",
    rf"{_HANDOFF_SUBJECT}put\w*\s+(?:you|u)\s+through\b",
    # a call or a meeting with people arranged ("I've booked a callback", "I've requested an urgent call from the
    # centre team", "I've booked a phone appointment with a pharmacy adviser"), a person asked for ("I've requested a
    # Polish-speaking agent")
    rf"(?:{_HANDOFF_SUBJECT}|\band\s+)(?:arrang|book|schedul|request|organi[sz]|set|ask)\w*\s+(?:up\s+|for\s+)?"
    r"(?:you\s+)?(?:a|an|the|your)\s+(?:(?:\w|-)+\s+){0,2}?(?:call[\s-]*back|callback|call|phone\s+call|video\s+call)"
    r"(?:\s|[.,!?;:]|$)",
    rf"{_HANDOFF_SUBJECT}(?:arrang|book|schedul|request|organi[sz]|set)\w*\s+(?:up\s+)?(?:you\s+)?(?:a|an)\s+"
    rf"(?:(?:\w|-)+\s+){{0,2}}?(?:meeting|session|appointment|consultation|chat)\s+with\b[^.?!]{{0,40}}?\b{_HANDOFF_PERSON}\b",
    rf"{_HANDOFF_SUBJECT}(?:request|get)\w*\s+(?:a|an)\s+(?:(?:\w|-)+\s+){{0,2}}?{_HANDOFF_PERSON}\b",
    # someone asked to reach the user ("I'll ask our specialist to phone you", "shall I arrange for the manager to
    # call you?", "I've requested that the duty manager calls you")
    rf"(?:{_HANDOFF_SUBJECT}|\band\s+)(?:ask|get|have|arrang|request|pass|refer)\w*\s+[^.?!]{{0,60}}?\b(?:to\s+|that\s+)?"
    rf"{_REACHING_YOU}",
    # people who will reach the user or join the conversation ("A colleague should be with you shortly", "someone
    # from the yard office will call you", "an account manager will call you"; not an engineer or a technician, a
    # visit arranged by phone)
    rf"\b(?:(?:a|an|one\s+of\s+our|our)\s+(?:(?:\w|-)+\s+){{0,3}}?{_HANDOFF_PERSON}|someone|somebody)"
    r"(?:\s+from\s+[^.?!]{1,40}?)?\s*(?:'ll|\s+will|\s+is\s+going\s+to|\s+should)\s+(?:personally\s+|directly\s+)?"
    rf"(?:{_REACHING_YOU}|(?:call|phone|ring|email|join|reply|get\s+back)\b)",
    # people something was handed to who will reach the user ("I've passed it to our privacy team, who will contact
    # you", "I've paged the on-call engineer, who will join this thread")
    rf"{_HANDOFF_PEOPLE},?\s+who(?:'ll|\s+will|\s+is\s+going\s+to|\s+should)\s+{_REACHING_YOU}",
)

# Where a negative word of the sentiment lexicon judges the agent or the service: after "you're", "this is",
# "your service is", "what a"; before a service noun ("lousy service"); as what "you" did ("you ruined").
LEXICON_FRAMES = (
    rf"\b(?:{_YOU_ARE}|(?:this|that|it)\s*(?:'s|is|was|has\s+been)|(?:your|this|the)\s+(?:\w+\s+)?{SERVICE_NOUN}\s+"
    rf"{_COPULA}|what\s+an?|such\s+an?|{_YOU}\s+(?:look|sound|seem)|{_YOU}\s+are\s+being)\s+"
    rf"(?:{_INTENSIFIER}\s+){{0,3}}(?P<word>[a-z]+)\b(?!\s+(?:question|mistake|idea|thing\s+to\s+ask))",
    rf"\b(?P<word>[a-z]+)\s+{SERVICE_NOUN}\b",
    r"\bi'?m\s+(?:so\s+|really\s+|very\s+|absolutely\s+|extremely\s+|quite\s+)?(?P<word>[a-z]+)\s+(?:with|at|by)\s+"
    r"(?:you|your|this|how|the\s+(?:service|way|support))\b",
    rf"\b{_YOU}\s+(?:have\s+|'ve\s+|just\s+|totally\s+|completely\s+|really\s+)?(?P<word>[a-z]+ed)\s+(?:me|it|this|"
    r"everything|my)\b",
)

# Name-calling and swearing aimed at the agent or the service: "you idiot", "you're a joke", "this bot is shit".
# The word in `word` must be an insult (`complaint.py`: the shipped profanity list and INSULT_WORDS), so these frames
# only say where an insult stands: after "you" / "you're" (with up to three intensifiers or swear words between),
# in a judgement of "this" or the service, or before a service noun.
INSULT_FRAMES = (
    rf"\b(?:{_YOU_ARE}|{_YOU}|(?:this|that|it)\s*(?:'s|is|was)|(?:your|this|the)\s+(?:\w+\s+)?{SERVICE_NOUN}\s+"
    rf"{_COPULA}|(?:chat\s*)?(?:ro)?bots\s+(?:are|were)|what\s+an?|such\s+an?|{_YOU}\s+(?:look|sound|seem|act)"
    rf"(?:\s+like)?|{_YOU}\s+are\s+being)\s+"
    rf"(?:(?:{_INTENSIFIER}|[a-z*]+ing|bloody|damn|stupid|little|absolute|complete|total|utter|piece\s+of)\s+){{0,3}}"
    r"(?P<word>[a-z*]+)\b(?!\s+(?:question|mistake|idea|thing\s+to\s+ask|mail|collection|day|bin|pick-?up|can|food|"
    r"removal|bag))",
    rf"\b(?P<word>[a-z*]+)\s+(?:{SERVICE_NOUN}|{_YOU})\b",
)
# Words that are insults when aimed at the agent, beside the profanity list (which lacks the mild ones).
_INSULT_WORD_TEXT = """
joke idiot idiots idiotic moron morons moronic imbecile imbeciles clown clowns loser losers fool fools foolish dumb
dumbest stupid stupidest dense brainless clueless dimwit halfwit nitwit numpty muppet buffoon dunce dope dolt cretin
trash junk liar liars crap crappy
shit shitty sucks
"""
INSULT_WORDS = frozenset(_INSULT_WORD_TEXT.split())
# The agent itself described ("you are deranged", "you're being ridiculous", "you are mean"): here any word VADER rates
# clearly negative judges it, the milder ones and the words of problem reports included, and any adjective TextBlob's
# hand-tagged lexicon rates negative and subjective ("mean", "corrupt", "pretentious": `sentiment.judging_adjectives`).
DESCRIBED_FRAME = rf"\b{_YOU_ARE}\s+(?:being\s+)?(?:{_INTENSIFIER}\s+){{0,3}}(?P<word>[a-z]+)\b"
# A feeling the agent is said to have ("you are jealous", "you're nervous", "now you're scaring me", "you are
# artificial"): a remark on the agent as a being, or on what it told, not a judgement of how it serves; never a
# judgement in the lexicon's frames.
_AGENT_FEELING_TEXT = """
jealous envious nervous anxious sad lonely scared scary scaring afraid frightened frightening worried depressed bored
tired shy embarrassed ashamed sorry artificial
"""
AGENT_FEELINGS = frozenset(_AGENT_FEELING_TEXT.split())
# A kind word the agent is said not to deserve ("you are never nice", "you're not very smart"): the lexicon's positive
# words in this frame judge the agent.
DENIED_PRAISE_FRAME = (
    rf"\b(?:{_YOU_ARE}|(?:your|this|the)\s+(?:\w+\s+)?{SERVICE_NOUN}\s+(?:is|was|are|were))\s*(?:never|not|n't|no)\s+"
    r"(?:very\s+|being\s+|so\s+|that\s+|really\s+|at\s+all\s+|even\s+|particularly\s+)?(?P<word>[a-z]+)\b"
)
# Telling the agent off: strong whatever the words around.
DISMISSALS = (
    r"\bshut\s+(?:up|it)\b|\bstfu\b|\b(?:piss|bugger|sod|f\*+|eff)\s+off\b|\bgo\s+to\s+hell\b|\bbite\s+me\b|"
    # (told, opening its clause: not "to make half the population go away", "we go away for a week")
    r"\bget\s+lost\b|(?:^|[.!?,;:]\s*|\b(?:just|please|pls|now|so|oh|ugh|and|then|you)\s+)go\s+away\b"
    r"(?!\s+(?:for|on|to|in|at)\b)|\bleave\s+me\s+alone\b",
)
# Making a complaint under a condition, someone's wish ("what your procedure is should a customer wish to make a formal
# complaint?", "if I ever needed to raise a complaint, who would I write to?"): a question about the procedure, asked
# calmly, not the user's complaint. A threat is the user's own ("if this isn't fixed I will make a formal complaint").
HYPOTHETICAL_COMPLAINT = (
    r"\b(?:if|should|in\s+case|were|whether|unless)\s+(?:[\w']+\s+){0,4}?(?:wish(?:es|ed)?|wants?|wanted|needs?|needed|"
    r"ha(?:ve|s|d))\s+to\s+(?:make|file|raise|lodge|submit|register|put\s+in)\s+(?:a|an)\s+(?:formal\s+|official\s+)?"
    r"complaint\b"
)
# Complaints as a topic: how or where one makes a complaint, asked as a question ("how would a resident lodge a formal
# complaint with you?", "How do I file a formal complaint against them?", "where do I send a complaint?"), and the
# procedure named ("what's your formal complaint / grievance process?", "your complaints-handling procedure"): a
# question about the procedure, whoever it is for, not the user's complaint; their other words still count. A wish is
# the user's own ("I'd like to make a complaint formally. Who should I address it to?").
# (`topic`: the words read as "that", with whom it would be against when a pronoun names them, so the question and what
# else it says stay: "How do I that?", "how do I that about your driver?")
COMPLAINT_PROCEDURE = (
    r"\b(?:how|where|who|whom)\s+(?:would|could|can|do|does|should|might|will|to|is|are)\b[^.?!]{0,80}?\b(?P<topic>"
    r"(?:make|file|raise|lodge|submit|register|put\s+in|send|escalate)\s+(?:a|an|the|my|our|their|any)\s+"
    r"(?:formal\s+|official\s+|written\s+)?complaints?(?:\s+(?:against|about)\s+(?:them|him|her))?)\b(?=[^.?!]*\?)|"
    r"\b(?P<procedure>(?:formal\s+|official\s+)?(?:complaints?|grievances?)(?:\s*/\s*(?:formal\s+)?(?:complaints?|"
    r"grievances?))?(?:[\s-]+handling)?[\s-]+(?:process|procedure|policy|form|route)s?)\b"
)
# A question about what the agent is ("are you a bot?", "quick one, is this a real person or an AI?", "please is
# this a bot or a real person?", "am I talking to a human?", "is there a real person reading this?"), wherever it
# stands in the message: neither a complaint nor a request for a person. The detectors read the message without it
# ("Are you a bot? Get me a person" still asks for one). It starts a sentence or a clause and ends one: "are you a
# person who can help" is no such question.
_NATURE_NOUN = (
    r"(?:bot|robot|machine|human(?:\s+being)?|person|ai|a\.i\.?|computer|program|chat\s*bot|being|intelligence|"
    r"assistant|automated|automatic|real|alive|sentient|people|someone|somebody|recording|script|"
    r"(?:automated|automatic|auto|canned|computer|bot)[\s-]+(?:reply|replies|response|message|answer))"
)
AGENT_NATURE_QUESTION = (
    r"(?:^|(?<=[.!?,;:(])|\b(?:and|but|so|also|btw|wait|hey|hi|hello|ok|okay|um|please|pls|plz|sorry|excuse\s+me|"
    r"quick\s+(?:one|question|q)|"
    r"just\s+(?:curious|wondering|checking)|out\s+of\s+curiosity|genuine\s+question)\b)\W*"
    r"(?:(?:(?:are|r)\s+(?:you|u)|(?:is|was)\s+(?:this|it|that)(?:\s+(?:chat|conversation|line|service|thing))?|"
    r"(?:is|was)\s+the\s+(?:chat|conversation|line|service|assistant|agent)|"
    r"am\s+i\s+(?:now\s+|actually\s+|really\s+)?(?:talking|chatting|speaking|writing|texting)\s+(?:to|with))"
    r"(?:\s+(?:a|an|the|really|actually|just|like|all|now|still|another|some\s+kind\s+of|some\s+sort\s+of))*"
    r"(?:\s+(?:real|actual|live|human|automated|artificial|virtual|computer|chat|fully))*"
    rf"\s+{_NATURE_NOUN}"
    # ... the alternative, perhaps one of a kind ("or one of those automatic systems?")
    r"(?:\s*,?\s+or\s+(?:is\s+(?:it|this|that)\s+)?(?:am\s+i\s+\w+\s+(?:to|with)\s+)?(?:a\s+|an\s+)?"
    r"(?:one\s+of\s+(?:those|these|the|your)\s+(?:[\w-]+\s+)?)?"
    r"(?:real\s+|actual\s+|live\s+|another\s+|just\s+|some\s+)?[\w-]+)?"
    r"(?:\s+(?:i'?m|i\s+am)\s+(?:talking|chatting|speaking|writing|texting)\s+(?:to|with))?"
    # ... then, in a question, "now", the alternative or "either way" in any order ("is this a real person I'm
    # chatting with or automated?", "am I talking to a person now or is this automated?"), no one wished or named
    r"(?:(?:\s*,?\s+(?:now|here|then|really|actually|right\s+now|rn|or|is|it|this|that|just|all|a|an|"
    rf"automated|either\s+way|{_NATURE_NOUN}))+(?=\s*\?))?"
    # ... who is at the other end, in any order of the question's words ("is it a human replying?", "is this a real
    # person on the other end?")
    r"|is\s+(?:there\s+|it\s+|this\s+|that\s+)?(?:a|an)\s+(?:real\s+|actual\s+|live\s+)?"
    r"(?:person|human(?:\s+being)?|someone|somebody)\s+"
    r"(?:reading|typing|writing|answering|replying|behind|on\s+the\s+other\s+end|at\s+the\s+other\s+end)"
    r"(?:\s+(?:this|these|that|me|my\s+messages?|the\s+chat))?"
    # "... or is it all AI now?"
    rf"(?:\s*,?\s+or\s+(?:is\s+(?:it|this|that)\s+)?(?:all\s+|just\s+)?(?:a\s+|an\s+)?{_NATURE_NOUN})?"
    # ... asked of the reader indirectly ("just want to know if a vet is reading this", "wondering whether a real
    # person is answering"): who reads, any role, not "even" reading
    r"|(?:i\s+)?(?:just\s+)?(?:(?:want(?:ed)?|wanna|(?:would|'?d)\s+like)\s+to\s+know|wondering|curious)\s+"
    r"(?:if|whether)\s+(?:there'?s\s+|there\s+is\s+)?(?:(?:a|an|the)\s+(?:real\s+|actual\s+|live\s+)?[\w-]+|"
    r"someone|somebody|anyone|anybody)\s+(?:is\s+)?(?:reading|answering|replying\s+to|typing)"
    r"(?:\s+(?:this|these|me|my\s+messages?|the\s+chat))?"
    # ... and who it is, a kind named after it ("who am I talking to, a person?")
    r"|who\s+am\s+i\s+(?:talking|chatting|speaking|writing|texting)\s+(?:to|with)"
    rf"(?:\s*,?\s+(?:a|an)\s+(?:real\s+|actual\s+|live\s+)?{_NATURE_NOUN}(?:\s+or\s+(?:a|an)\s+[\w-]+)?)?"
    r"|what\s+are\s+(?:you|u))"
    r"(?:\s+(?:now|here|there|today|then|though|tho|right\s+now|rn|even))?(?:\s+(?:lol|lmao|haha\w*|tbh))*"
    r"\s*(?:[?]+[.!]*|[.!]+|$)"
)
# The agent arranging for a person to reach the user ("I've asked the manager to call you"): a reaction to displeasure,
# unless the user asked for a person (then it answers the request).
AGENT_CALLS_BACK = r"(?:to|will|shall|can)\s+(?:call|ring|phone|contact)\s+you"
# The user asking to be called at a moment of the service ("just tell the driver to give me a ring when hes at the
# bottom of the lane", "ring me when he lands", "call me before coming", "if he could ring me the day before"): the
# call's purpose is the moment; the agent arranging it answers it, as it answers a request for a person.
USER_ASKS_CALL = (
    r"\b(?:(?:call|ring|phone|text|buzz)\s+(?:me|us)|give\s+(?:me|us)\s+a\s+(?:quick\s+)?(?:ring|call|bell|buzz|"
    r"shout))\s+(?:when|before|once|as\s+soon\s+as|beforehand|in\s+advance|ahead\s+of\s+time|on\s+the\s+day|"
    r"the\s+(?:day|night|morning|evening|afternoon)\s+(?:before|of))\b"
)
# The user excusing the business for the trouble they tell ("was meant to be getting 500L of kero yesterday ... nobody
# came. No bother, I heard the road was shut", "if its a few more days no stress", "No wahala. Wi de cam now"): the
# problem is told with no displeasure at whoever caused it.
USER_WAIVES_TROUBLE = (
    r"\b(?:no\s+(?:bother|worries|worry|stress|wahala|problem|probs|big\s+deal|harm\s+done|drama)|"
    r"not\s+a\s+(?:problem|bother))\b"
)
# The user praising the agent ("you've been very kind", "you're great"): the word judging it must be one the lexicon
# rates kindly (`complaint.py`), in a message with no complaint cue.
PRAISE_FRAME = (
    rf"\b(?:{_YOU_ARE})\s+(?:{_INTENSIFIER}\s+){{0,3}}(?P<word>[a-z]+)\b"
)
# The agent waving the user's own apology away ("No need to apologise, the fog gets everyone!"): no reaction to
# displeasure.
AGENT_WAIVES_APOLOGY = r"\b(?:no\s+need\s+to|(?:please\s+)?don'?t|nothing\s+to)\s+apologi[sz]e\b"
# The agent saying it understands, and nothing more of a reaction ("I understand.", "That's understandable.", "I hear
# you"): said to a trouble of the user's own circumstances as often as to displeasure (`complaint.py`).
AGENT_UNDERSTANDS = r"\b(?:i\s+(?:completely\s+|totally\s+|fully\s+)?understand|understandabl[ey]|i\s+hear\s+you)\b"
# The agent's answer saying no: a negation or what it cannot do ("It's not caused by cleaning", "I can't replace it").
AGENT_SAYS_NO = r"\b(?:not|no|never|can'?t|cannot|unable|won'?t|isn'?t|aren'?t|don'?t|doesn'?t)\b"
# The agent reacting to the user's displeasure in its answer: apologising, saying it understands or that the user
# is right, naming the frustration. What the production model says corroborates what the user's words suggest. Not
# "a fair question" ("That's a fair question. The lab uses a refractometer ..."): said to a question, granting nothing.
AGENT_REACTION = (
    r"\b(?:sorry|apologi[sz]e|apologies|frustrat\w*|inconvenien\w*|i\s+(?:completely\s+|totally\s+|fully\s+)?"
    r"understand|understandabl[ey]|i\s+hear\s+you|you'?re\s+(?:absolutely\s+|quite\s+)?right|fair\s+(?:point|"
    r"enough)|my\s+(?:mistake|bad|error)|i\s+was\s+wrong|i\s+see\s+why|annoying|disappointing|"
    r"not\s+(?:the\s+)?(?:experience|service)\s+(?:we|you)|that\s+shouldn'?t\s+have\s+happened|that'?s\s+fair|"
    # ... or arranging for a person to reach the user ("I've asked the manager to call you")
    rf"{AGENT_CALLS_BACK}|"
    # ... and the apologies of the other languages the cues know (Spanish, French, German, Portuguese, Italian)
    r"lo\s+(?:siento|lamento)|disculp\w+|d[ée]sol[ée]e?|excuse[sz]|tut\s+mir\s+leid|entschuldig\w+|desculp\w+|"
    r"sinto\s+muito|lamento|mi\s+dispiace|scus\w+)\b"
)


# The agent apologising for what it cannot do ("I'm sorry, I don't have access to account manager assignments", "Sorry,
# we can't track parcels from other couriers"): its own limit, said to a question as often as to displeasure, so no
# reaction that corroborates the learned model's verdict.
AGENT_INABILITY = (
    r"\b(?:i'?m\s+|i\s+am\s+|we'?re\s+|we\s+are\s+)?(?:so\s+|very\s+|really\s+)?sorry,?\s+(?:but\s+)?(?:(?:i|we)\s+"
    r"(?:don'?t|do\s+not|can'?t|cannot|am\s+unable|are\s+unable|have\s+no|won'?t|am\s+not\s+able|are\s+not\s+able)|"
    r"(?:i'm|we're)\s+(?:unable|not\s+able))\b|"
    # ... with its reason between, in the same sentence ("I'm sorry, for safety reasons I can't share the password in
    # chat", "Sorry, as it's a pre-order we cannot change the size"): still its own limit
    r"\bsorry\b[^.?!]{0,40}?\b(?:i|we)\s+(?:can'?t|cannot|am\s+unable|are\s+unable|am\s+not\s+able|are\s+not\s+able)\b"
)

# A message opening with "and", "also", "what about" goes on to the next item ("and what's the wifi password for the
# staff network?" after the guest one, "And the difference between standard and premium for a Nikon Z6?"): a parallel
# question with a word swapped, not the same request asked again.
FOLLOW_UP = r"^\W*(?:and|also|what\s+about|how\s+about)\b"

# What follows an apology that names the hardship told (", it's difficult for ...", ", Kayla, that's a rough night").
_HARDSHIP_NAMED = (
    r"\W+(?:[A-Za-z]+\W+)?(?:that'?s|it'?s|that\s+is|it\s+is|this\s+is)\s+(?:a\s+)?(?:so\s+|really\s+|very\s+)?"
    r"(?:difficult|hard|rough|tough|horrible|stressful|worrying|scary)\b"
)

# The agent opening its answer with an apology ("Sorry!", "Apologies, I missed that.", "I'm sorry for the confusion."):
# its reaction to what the user's message showed of its last answer or of the service. Not its sympathy ("sorry to
# hear that", "sorry for your loss", "sorry this happened to you"), nor an apology said again ("Sorry again"): the
# reaction of a later turn, never the first sentence's politeness further on.
AGENT_APOLOGY_OPENS = (
    r"^\W*(?:oh\s+|ah\s+|oops\W+)?(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?(?:so\s+|very\s+|really\s+|truly\s+|"
    r"terribly\s+)?(?:sorry|(?:my|our)\s+apologies|apologies|(?:i|we)\s+apologi[sz]e)\b"
    r"(?!\s+(?:to\s+(?:hear|see)|for\s+your\s+loss|again|(?:that\s+)?(?:this|that)\s+happened))"
    # ... nor an apology that names the hardship told (AGENT_HARDSHIP: "I'm sorry, it's difficult for families ...")
    rf"(?!{_HARDSHIP_NAMED})"
)


# The agent's answer owning the user's displeasure: naming the user's feeling ("I understand your frustration", "I can
# see why you're annoyed", "I know how frustrating this is") or granting that the user is right and it was wrong
# ("you're absolutely right, I'm sorry", "my mistake", "that shouldn't have happened"). Stronger than AGENT_REACTION,
# which also holds a plain apology: the production model says these only to displeasure or a correction, so they make
# the user's turn a complaint of their own (family `agent_concedes`). Read with other_languages.AGENT_CONCESSIONS.
AGENT_CONCESSION = (
    r"\b(?:understand|appreciate|see|hear)\s+(?:your|the|all\s+the)\s+(?:frustration|annoyance|anger|"
    r"disappointment|exasperation|irritation)\b|"
    r"\b(?:sorry|apologi[sz]e|apologies)\s+(?:for|about)\s+(?:your|the|all\s+the|any)\s+(?:frustration|annoyance|"
    r"exasperation|irritation)\b|"
    r"\b(?:understand|appreciate|know|see|imagine)\s+how\s+(?:\w+\s+)?(?:frustrating|annoying|upsetting|"
    r"disappointing|exasperating|infuriating|maddening)\b|"
    r"\b(?:understand|see)\s+why\s+(?:you'?re|you\s+are|you'?d\s+be|you\s+would\s+be)\s+(?:\w+\s+)?(?:frustrated|"
    r"annoyed|upset|angry|disappointed|fed\s+up|unhappy|cross)\b|"
    r"\byou'?re\s+(?:absolutely\s+|completely\s+|quite\s+|totally\s+|entirely\s+)?right\b[^.?!]{0,40}?[.?!,]?\s*(?:i'?m\s+"
    r"|i\s+am\s+|so\s+)?(?:sorry|apologi[sz]e|apologies|my\s+(?:mistake|bad|error))\b|"
    r"\b(?:sorry|apologi[sz]e|apologies)\b[^.?!]{0,30}?\byou'?re\s+(?:absolutely\s+|completely\s+|quite\s+|"
    r"totally\s+|entirely\s+)?right\b|"
    r"\b(?:my\s+mistake|i\s+was\s+wrong|i\s+got\s+(?:that|it)\s+wrong|that\s+(?:was|is)\s+my\s+(?:mistake|error)|"
    r"i\s+(?:gave|sent)\s+you\s+(?:the\s+)?wrong)\b|"
    # ... or that it misread the user or answered to no use ("Sorry, I misunderstood!", "that wasn't a helpful answer")
    r"\b(?:i|we)\s+(?:misunderstood|misread)\b|\bsorry\s+(?:for|about)\s+(?:the\s+|my\s+)?misunderstanding\b|"
    r"\b(?:that|my\s+(?:last|previous)\s+(?:answer|reply))\s+(?:wasn'?t|was\s+not)\s+(?:very\s+|particularly\s+)?"
    r"(?:a\s+)?(?:helpful|useful)\b"
)


# A short message saying yes to what the agent offered ("yes please", "sure, go ahead", "yes, a person from accounts
# please"): at most six words after the yes.
ACCEPTANCE = (
    r"^\W*(?:yes|yeah|yep|yup|yea|sure|ok|okay|go\s+ahead|please\s+do|that\s+would\s+be\s+(?:great|good|lovely))\b"
    r"(?:\W+\w+){0,6}\W*$"
)

# The agent's sympathy with the user's own trouble ("oh no, sorry to hear that", "sorry to hear about the heating"):
# no reaction to displeasure with the agent.
# Swearing at a time of one's life ("been a shitty week", "ugh shit morning") is swearing at circumstances, not at the
# agent; a duration sworn at ("waited a fucking week", "for a damn month": DURATION_BEFORE among the two words before)
# is not.
SWORN_AT_TIME = (
    r"\b(?P<word>[a-z*]+)\s+(?:day|days|week|morning|night|evening|afternoon|weekend|month|year|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)\b"
)
DURATION_BEFORE = frozenset({"wait", "waited", "waiting", "for", "took", "taken", "over", "in", "spent", "lost",
                             "another", "whole", "entire", "after"})

# The agent taking the user's message as news or as a joke: thanking the user for telling ("Thank you for letting us
# know", "Thank you for checking with us", "thanks for reporting that") or opening on a laugh ("Ha!", "Haha,", "Good
# call."). Said to a power cut or a visit told of, a plan, a joke about oneself: the message's weak cues and the learned
# model's verdict on it corroborate no other message, and no other verdict of the model corroborates it.
AGENT_THANKS_FOR_TELLING = (
    r"\b(?:thanks?|thank\s+you)\s+(?:(?:so|very)\s+much\s+)?for\s+(?:letting\s+(?:us|me)\s+know|telling\s+(?:us|me)|"
    r"checking|reporting|flagging|raising)\b"
)
AGENT_LAUGHS = r"^\W*(?:(?:ha(?:ha)*|hehe|lol)\s*[!,.\u2014\u2013-]|good\s+call\b)"
# The agent granting one fact the user told, in a clause of its own, with no apology in the sentence ("You're right that
# until last week the last trip was at 7:30 PM. The timetable was revised ..."): the agent takes a fact up and sets
# its own answer beside it; it owns no displeasure, as "You're right." or "You're right, sorry" alone do.
AGENT_GRANTS_FACT = (
    r"\byou'?re\s+(?:absolutely\s+|quite\s+)?right\s+that\b(?![^.?!]*\b(?:sorry|apologi[sz]e|apologies)\b)"
)
# The agent opening its answer by granting what the message asked ("Yes, I have marked it urgent", "Of course, Mr.
# Chirwa", "Great, thank you.", "Sure"): it read an ordinary request, and had nothing yet to fail at in it. The learned
# model's verdict on such a message corroborates no other verdict of the model, nor is corroborated by one
# (`complaint.py`); a request for a person granted ("Yes, I'll connect you") still gives up on the agent.
AGENT_GRANTS = r"^\W*(?:yes|yeah|yep|of\s+course|sure|certainly|absolutely|great|no\s+problem|definitely)\b"
# The user laughing, in any language: an emoji of laughter ("550 - 480 is 70 not 40 😅"). A figure or a fact set right
# with a laugh, asking nothing, is no displeasure (`complaint.py`). Not "lol" or "haha", typed as often with a bitter
# laugh ("It's 7:15 now. outage map still says 6pm lol").
USER_LAUGHS = r"[😅😂🤣😄😁😆]"
# Someone who did a past job, named by their trade ("The last carpenter that did the roof ...", "our previous plumber
# who ...", "the old electrician we had"): another provider, told of; not an order, a time or a message.
FORMER_TRADESPERSON = (
    r"\b(?:the|our|my)\s+(?:last|previous|former|old)\s+(?!order\b)[a-z]+(?:er|or|ist|ian|man)\s+"
    r"(?:that|who|we|i)\b"
)

# The agent opening its answer with the user's joy ("Congratulations!!", "That's wonderful.", "Enjoy!", "So glad you
# love it!", 🎉): it read delight, not displeasure, in the turn it answers ("sellers agreed to fix EVERYTHING!!! holy
# sh*t", "I JUST OPENED MY PACKAGE AND OMG!!!").
AGENT_CELEBRATES = (
    r"\b(?:congratulations|congrats|great\s+news|wonderful|how\s+exciting|what\s+(?:great|lovely|wonderful)\s+news|"
    r"(?:so\s+)?glad\s+(?:to\s+hear|it\s+worked|(?:that\s+)?you\b)|(?:happy|love|lovely)\s+to\s+hear|"
    r"that'?s\s+(?:great|brilliant|wonderful|lovely|fantastic|amazing|exciting)|enjoy|yay|woohoo)\b|🎉|🥳|😍"
)
# The agent's sympathy with a trouble the user told: "oh no", or an apology naming the trouble, not the agent's part in
# it ("sorry to hear about last year's loss", "sorry you're without power", "Sorry your compost cart was missed",
# "sorry for your loss"): said to a power cut or a leak reported plainly as often as to displeasure, so it corroborates
# no complaint. A reaction to displeasure stands alone or owns a part ("sorry about that", "sorry for the confusion",
# "I'm sorry that happened").
# The agent's apology followed by the hardship it names, in the sentence it opens ("I'm sorry, it's difficult for
# families on the outer islands", "Good morning, and I'm sorry, that's a rough night"): sympathy with what the user or
# theirs live through, said to a trouble told plainly as often as to displeasure.
AGENT_HARDSHIP = rf"\b(?:i'?m\s+|i\s+am\s+|we'?re\s+)?(?:so\s+|really\s+|very\s+|truly\s+)?sorry{_HARDSHIP_NAMED}"
AGENT_SYMPATHY = (
    # ... "oh no" with the apology it opens ("Oh no, sorry it's been one of those weeks!", "Oh no, I'm so sorry"): the
    # exclamation at the trouble told, its apology with it
    r"\b(?:oh\s+no\b(?:\W+(?:i'?m\s+|i\s+am\s+|we'?re\s+)?(?:so\s+|really\s+|very\s+|truly\s+)?sorry\b)?|"
    r"(?:i'?m\s+|i\s+am\s+|we'?re\s+)?(?:so\s+|really\s+|very\s+|truly\s+)?sorry\s+(?:to\s+(?:hear|see)|"
    r"for\s+your\s+loss|(?:that\s+)?(?:you(?:'re|\s+are|'ve|\s+have|\s+were)|your)|"
    # ... or sorry for what befell the user ("sorry you had to do that", "Sorry you got a message like that!"): not
    # their feeling or view of the service ("sorry you feel that way"), nor what the service did not do for them
    # ("sorry you didn't get the email", "sorry you weren't told")
    r"(?:that\s+)?you\s+(?!(?:feel|felt|find|found|think|thought|believe|see|saw)\b)(?!\w+n'?t\b|\w+\s+not\b)[a-z]+|"
    # ... or sorry about what nature did ("I'm sorry about the rain", "sorry about all that snow"): nobody's doing
    rf"(?:about|for)\s+(?:(?:the|this|that|all|these|those|such)\s+)*(?:\w+\s+)?(?:{_NATURE}|summers?|winters?)|"
    # ... or sorry that nature did something ("I'm sorry the rains have made transport so difficult", "sorry that the
    # storm closed the road"): the weather the subject of what befell the user
    rf"(?:that\s+)?(?:the|this|these|those|all\s+the|all\s+this)\s+(?:\w+\s+)?(?:{_NATURE})s?\s+(?!(?:delay|"
    r"cancell?ation|closure|damage|outage|issue|problem)s?\b)[a-z']+)\b|"
    # ... or sorry, and the hardship named ("I'm sorry, it's difficult for families on the outer islands when that
    # happens", "sorry, that's a rough night"): not the user's frustration ("sorry, that's frustrating")
    rf"{AGENT_HARDSHIP})"
)

# Talking asked of the agent itself or offered to the user ("talk to me", "can I chat with you"): no request for
# someone else, whatever the learned model makes of the verb.
TALK_TO_AGENT = r"\b(?:talk|speak|chat)(?:ing)?\s+(?:to|with)\s+(?:me|you|u|ya|yourself)\b"

# What a request for a person names, whatever its words: someone (a person, a role, a team) or reaching them (calling,
# speaking, being put through). The learned model's verdict counts only in a message holding one of these outside the
# user's own people ("my manager asked me to ...", "our finance manager", "I need to speak with my doctor"): "I'd like
# to dispute a charge", "post please" and "get a jump from my manager lol" ask for no one.
PERSON_OR_REACHING = (
    # ("human" naming a thing is no one: "human-readable", "a human interest piece", "human error")
    r"\b(?:humans?(?![\s-]+(?:readable|interest|rights|error|resources|nature|body|hair|skull|remains|trafficking))|"
    r"persons?|people|ppl|someone|somebody|anyone|anybody|agents?|reps?|representatives?|operators?|"
    r"staff|team|manager|supervisor|boss|advis[oe]rs?|specialists?|consultants?|technicians?|engineers?|colleagues?|"
    r"department|dept|desk|office|branch|shop|store|clinic|owner|principal|director|coordinator|handler|instructor|"
    r"interpreter|dealer|"
    r"sales(?:man|woman|person)|\w+ists?|\w+ians?|call|calls|calling|phone|ring|bell|speak|speaking|talk|talking|"
    r"chat|contact|discuss|word\s+with|transfer|connect|escalate|callback|through|in\s+touch|back\s+to\s+me|"
    r"who\s+(?:can|signs|decides|is\s+in\s+charge))\b"
)
# Beside PERSON_OR_REACHING, what an agent's answer to a request for a person says: reaching the user ("what's the best
# number to reach you?", "I'll ask him to email you"), passing them on ("transferring you", "connecting you to
# dispatch", "I'll hand you over"), a meeting, someone by pronoun, or no one there ("nobody is available").
ANSWER_ABOUT_PEOPLE = (
    r"\b(?:reach(?:es|ing)?|number|transferr\w*|connect\w*|hand(?:ing)?\s+you\s+over|over\s+to|e-?mail\s+you|"
    r"message\s+you|drop\s+you|get\s+back\s+to\s+you|appointment|meet(?:ing)?|visit|he|she|him|her|they'?ll|them|"
    r"no\s+one|nobody|available|unavailable)\b"
)
# The user's own people: what the learned model's request needs is looked for outside them.
OWN_PEOPLE = r"\b(?:my|our|his|her|their)\s+(?:[\w-]+\s+){0,2}?(?:[\w-]+)\b"

# Someone else's opinion, reported ("my wife says this app is a scam", "my son thinks it's rubbish"): the judgement in
# the message is not the user's own.
REPORTED_OPINION = (
    r"\b(?:my|his|her|our|their)\s+(?:\w+\s+){0,2}?(?:says|said|thinks|thought|reckons|reckoned|is\s+convinced|was\s+"
    r"convinced|claims|claimed|swears|told\s+me|keeps\s+saying)\b"
)
# Marks of delight that, like politeness, cancel the weak cues ("booking now!!! 🎉"). Words of delight do not: they
# are what sarcasm is made of ("brilliant service", "love that for me").
PLEASED_MARKS = "🎉😍😂🤣😄😁😊🙂😎😅🥳❤♥👍🙏"
