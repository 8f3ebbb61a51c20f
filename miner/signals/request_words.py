"""A request for a person, in any language, as three small classes of words: a wish or an imperative ("want",
"need", "can I", "please", "put me through"), an act of speaking or contact ("talk", "speak", "call", "transfer",
"connect", "reach") and a human being ("person", "human", "agent", "operator", "someone", "manager"). A clause that
holds a word of each class, in any order, asks for a person ("quiero hablar con una persona", "can a real person
call me", "mit einem Mitarbeiter sprechen, bitte", "我要转人工"): the rule is the same in every language, only the
words change, so a language is added by its three lists, not by phrases. A clause that is only a person asked for
("konsultant", "een mens aub", "人工") is a request too: a human being, perhaps a wish, and hardly another word. Two
things hold in every language: a question asks, so a clause ending on a question mark of any script needs no wish word
("Serait-il possible que quelqu'un me téléphone ?"); and the telephone is an act of contact, named by the stem most
languages share ("téléphone", "τηλέφωνο", "телефон", "電話", "전화": `TELEPHONE`), whatever the language's own list.

What the rule leaves out: a clause that holds one of the language's `refusals` (a negated wish: "no quiero", "не
хочу", "不需要"); a report of speaking, which has no wish ("hablé con un agente ayer", "I'm going to speak with
customer service tomorrow"); a question about what the agent is (read before, `other_languages.NATURE_QUESTIONS`
and the English ones); saying yes to a person the agent offered (read by the detector).

A word ends where the language's words end; a trailing `*` takes any ending ("habl*": hablar, hable, hablo), on any
word of an entry ("mett* en relation": mettre, mettez, mettiez en relation). In
languages written without spaces, or whose words take prefixes and suffixes (Chinese, Japanese, Korean, Thai, Hindi,
Arabic: `spaced = False`), a word is found anywhere in the clause. A team adds words or whole languages in
`[tool.miner.signals.escalation.request_words]`; every language's `requests` must match and its `not_requests` must
not, which the tests check.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# A clause ends at a sentence's end in any script, or a line's.
CLAUSE = re.compile(r"[^.?!;\u037e。？！؟።፧।\n]+")
# The telephone, an act of contact in every language, by the stem most languages share ("téléphone", "telefonare",
# "τηλεφωνο", "телефон", "電話", "전화").
TELEPHONE = re.compile(r"t[eéè]l[eéè](?:f|ph)[oóô]n\w*|τηλ[εέ]φων\w*|телефон\w*|電話|电话|전화|تلفن|تلفون|تليفون",
                       re.IGNORECASE)
# The question marks of the scripts: Latin and most others, the full-width one of Chinese and Japanese, the Arabic
# one, the Greek one (written as a semicolon, U+003B, or as its own letter U+037E; a semicolon is one only after
# Greek words) and the Ethiopic one.
QUESTION_MARKS = ("?", "？", "؟", "\u037e", "፧")
_GREEK = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]")
# Besides a person asked for, a clause that is only that may hold one word this long ("just"; see `_only_asked`).
SHORT_WORD = 6


@dataclass(frozen=True)
class RequestWords:
    """One language's words of asking for a person (see the module's docstring)."""

    wish: tuple[str, ...]
    contact: tuple[str, ...]
    person: tuple[str, ...]
    refusals: tuple[str, ...] = ()
    spaced: bool = True
    requests: tuple[str, ...] = field(default=(), compare=False)
    not_requests: tuple[str, ...] = field(default=(), compare=False)


REQUEST_WORDS: dict[str, RequestWords] = {
    "english": RequestWords(
        wish=("want*", "wanna", "need*", "i'd", "we'd", "it'd", "hope", "hoping", "easier", "better", "would", "could",
              "can", "please", "pls", "plz", "kindly",
              "let me", "put me", "get me", "give me", "find me", "transfer me", "connect me", "get someone",
              "send someone", "have someone", "have somebody", "have a", "have the", "have your",
              "have our", "prefer*", "rather", "request", "requesting", "demand*", "ask for", "asking for",
              "grateful", "wonder*", "expect*", "arrange*", "how do i", "how can i", "who do i", "who can",
              "is there", "are there", "do you have", "will you", "may i", "gonna", "gonnae"),
        contact=("talk*", "speak*", "chat with", "call*", "phone*", "ring me", "transfer*", "connect*", "reach",
                 "contact*", "put me through", "get me", "give me", "put me in touch", "escalate"),
        person=("human*", "person", "real person", "agent*", "operator*", "someone", "somebody", "anyone",
                "anybody", "staff", "manager*", "supervisor*", "representative*", "rep", "colleague*"),
        refusals=("don't want", "do not want", "don't need", "do not need", "no need"),
        requests=("I want to speak to a person", "can someone call me back", "put me through to a manager",
                  "human please"),
        not_requests=("I spoke to an agent yesterday", "I'm going to speak with customer service tomorrow",
                      "no need to talk to anyone", "the manager sorted it"),
    ),
    "spanish": RequestWords(
        wish=("quiero", "quisiera", "necesito", "me gustaría", "prefiero", "puedo", "podría", "podrían", "puede",
              "pueden", "por favor", "porfa", "déjame", "páseme", "pásame", "póngame", "comuníqueme"),
        contact=("habl*", "marcar", "marque", "pas* con", "pásame", "páseme", "pásenme",
                 "comunic*", "llam*",
                 "contact*", "transfer*", "conect*", "póngame", "ponga",
                 "poner con"),
        person=("persona*", "humano*", "agente*", "operador*", "asesor*", "representante*", "supervisor*",
                "encargad*", "gerente*", "jefe*", "responsable*", "alguien", "empleado*"),
        refusals=("no quiero", "no necesito", "no hace falta"),
        requests=("Me pueden pasar con el jefe de taller?", "¿me pasás con alguien del equipo?",
                  "quiero hablar con una persona", "necesito que me llame un asesor", "un agente por favor"),
        not_requests=("hablé con un agente ayer", "una persona menor de edad", "no quiero hablar con nadie",
                      "el gerente me llamó el lunes", "¿Puede pasar alguien a recoger el sofá?"),
    ),
    "portuguese": RequestWords(
        wish=("quero", "queria", "gostaria", "preciso", "prefiro", "pode", "podem", "poderia", "posso", "tem como",
              "por favor", "pfv", "pf", "me passa", "me transfere"),
        contact=("fal*", "convers*", "lig*", "transfer*", "pass* para", "me passa", "contat*",
                 "atend*", "resolver isso com"),
        person=("pessoa*", "humano*", "atendente*", "agente*", "operador*", "gerente*", "supervisor*",
                "responsável", "alguém", "consultor*", "representante*"),
        refusals=("não quero", "não preciso", "nao quero", "nao preciso"),
        requests=("tem como eu falar com alguém da loja?",
                  "prefiro resolver isso com uma pessoa, pode me transferir?", "quero falar com um atendente",
                  "pode me ligar alguém da loja?", "atendente humano por favor"),
        not_requests=("falei com o atendente ontem", "a pessoa que veio instalar", "não quero falar com ninguém"),
    ),
    "french": RequestWords(
        wish=("je veux", "veux", "peux", "pourrais", "préfère", "prefere", "voudrais", "souhaite", "aimerais",
              "besoin", "pouvez", "pourriez", "puis-je", "peut-on",
              "s'il vous plaît", "s'il vous plait", "svp", "stp", "passez-moi", "mettez-moi"),
        contact=("parl*", "passez-moi", "me passer", "mett* en relation", "rappel*", "appel*", "contact*", "transf*",
                 "joindre"),
        person=("personne*", "humain*", "conseill*", "agent*", "opérat*", "operat*", "responsable*",
                "superviseur*", "quelqu'un", "interlocuteur*", "technicien*", "commercia*"),
        refusals=("je ne veux pas", "pas besoin", "je n'ai pas besoin"),
        requests=("Est-ce que je peux parler à un commercial au téléphone ?", "je voudrais parler à un conseiller",
                  "pouvez-vous me mettre en relation avec un conseiller ?",
                  "passez-moi un responsable svp",
                  "pouvez-vous demander à quelqu'un de me rappeler ?"),
        not_requests=("mon conseiller m'a dit de patienter", "j'ai parlé à un agent hier",
                      "personne ne répond", "Non, personne."),
    ),
    "german": RequestWords(
        wish=("möchte", "will", "kann", "könnte", "kannst", "würde gern*", "brauche", "bitte", "können sie",
              "könnten sie", "verbinden sie mich", "geben sie mir"),
        contact=("sprech*", "sprich", "red*", "besprech*", "klär*", "verbind*", "anruf*", "zurückruf*", "ruf*",
                 "telefonier*",
                 "geben sie mir", "erreich*"),
        person=("mensch*", "person*", "mitarbeiter*", "berater*", "vorgesetzt*", "sachbearbeiter*", "jemand*",
                "techniker*", "kundendienst*", "verantwortlich*"),
        refusals=("möchte nicht", "will nicht", "brauche keine*", "nicht nötig"),
        requests=("Ich möchte mit einem Mitarbeiter sprechen", "Geben Sie mir bitte einen Menschen",
                  "Kann mich jemand zurückrufen?"),
        not_requests=("Ich habe gestern mit einem Mitarbeiter gesprochen", "Der Techniker kommt morgen",
                      "ich will nicht mit jemandem sprechen"),
    ),
    "italian": RequestWords(
        wish=("voglio", "vorrei", "preferirei", "desidero", "ho bisogno", "posso", "può", "potete", "potrebbe",
              "per favore", "per cortesia", "mi passi", "mi passa"),
        contact=("parl*", "mi passi", "mi passa", "passarmi", "richiam*", "chiam*", "contatt*", "trasfer*",
                 "mett* in contatto"),
        person=("persona*", "umano*", "operat*", "consulente*", "responsabile*", "qualcuno", "tecnico*",
                "supervisore*", "addett*"),
        refusals=("non voglio", "non ho bisogno", "non serve"),
        requests=("vorrei parlare con un operatore", "mi passi un responsabile per favore",
                  "può richiamarmi qualcuno?"),
        not_requests=("ho parlato con un operatore ieri", "mi chiamo Giulia", "il tecnico è passato"),
    ),
    "dutch": RequestWords(
        wish=("wil", "zou graag", "graag", "moet", "kan", "kunnen", "kunt u", "kunnen jullie", "mag ik", "aub",
              "alstublieft", "alsjeblieft", "geef me", "geef mij", "verbind me", "verbind mij"),
        contact=("spreken", "spreek", "praten", "bellen", "bel", "terugbellen", "doorverbinden", "verbind*",
                 "aan de lijn", "geef me", "geef mij", "contact"),
        person=("mens", "persoon", "medewerker*", "adviseur*", "manager*", "leidinggevende*", "iemand",
                "klantenservice"),
        refusals=("wil niet", "hoef niet", "wil geen"),
        requests=("Kan iemand mij dan terugbellen?", "Geef me een medewerker.", "nee gewoon een mens aub",
                  "kan ik iemand spreken?",
                  "ik wil met een medewerker praten"),
        not_requests=("ik heb gisteren met een medewerker gesproken", "de monteur komt morgen",
                      "iemand heeft mijn pakket aangenomen"),
    ),
    "polish": RequestWords(
        wish=("chcę", "chce", "chciał*", "proszę", "prosze", "poproszę", "prosić", "mogł*", "mógł*", "potrzebuję",
              "czy mogę", "czy można",
              "dajcie mi", "daj mi", "proszę o"),
        contact=("rozmaw*", "porozmaw*", "połącz*", "polacz*", "zadzwo*", "oddzwo*", "kontakt*", "dajcie mi",
                 "daj mi", "przełącz*"),
        person=("człowiek*", "konsultant*", "pracownik*", "kierownik*", "kimś", "osob*", "doradc*",
                "specjalist*", "menedżer*", "żywy*", "żywym"),
        refusals=("nie chcę", "nie potrzebuję"),
        requests=("Czy mogłabym prosić o kontakt telefoniczny z konsultantem?", "dajcie mi normalnego człowieka",
                  "konsultant", "chcę rozmawiać z konsultantem",
                  "proszę o kontakt z doradcą"),
        not_requests=("rozmawiałem wczoraj z konsultantem", "osoba niepełnoletnia może kupić?"),
    ),
    "russian": RequestWords(
        wish=("хочу", "хотел*", "нужн*", "нужен", "можно", "могу", "можете", "пожалуйста", "прошу", "дайте",
              "соедините", "переключите", "позовите"),
        contact=("поговор*", "говор*", "связ*", "соедин*", "переключ*", "позвон*", "перезвон*", "дайте",
                 "позовите"),
        person=("оператор*", "человек*", "живым", "живой", "сотрудник*", "менеджер*", "специалист*",
                "консультант*", "кем-нибудь", "кто-нибудь", "руководител*", "администратор*"),
        refusals=("не хочу", "не нужно", "не надо"),
        requests=("Соедините меня с оператором", "хочу поговорить с живым человеком",
                  "можно мне менеджера, пожалуйста"),
        not_requests=("я вчера говорил с оператором", "менеджер уже ответил мне"),
    ),
    "ukrainian": RequestWords(
        wish=("хочу", "хотів*", "потрібн*", "можна", "можете", "будь ласка", "прошу", "дайте", "з'єднайте",
              "зʼєднайте"),
        contact=("поговор*", "говор*", "зв'яз*", "зв’яз*", "з'єдна*", "зʼєдна*", "з’єдна*", "зателефон*",
                 "передзвон*", "дайте"),
        person=("оператор*", "людин*", "живою", "живий", "працівник*", "менеджер*", "консультант*",
                "спеціаліст*", "кимось"),
        refusals=("не хочу", "не потрібно", "не треба"),
        requests=("хочу поговорити з оператором", "з'єднайте мене з живою людиною, будь ласка"),
        not_requests=("я вчора говорив з оператором",),
    ),
    "turkish": RequestWords(
        wish=("istiyorum", "isterim", "istiyoruz", "lütfen", "rica", "mısınız", "misiniz", "musunuz",
              "müsünüz", "miyim", "mıyım", "bağlayın", "bağlar mısınız", "arayın"),
        contact=("görüş*", "konuş*", "bağla*", "aray*", "arasın", "ulaş*"),
        person=("temsilci*", "yetkili*", "insan*", "operatör*", "müşteri hizmetleri*", "biri*", "çalışan*",
                "müdür*", "canlı destek"),
        refusals=("istemiyorum",),
        requests=("müşteri temsilcisiyle görüşmek istiyorum", "beni bir yetkiliye bağlar mısınız",
                  "gerçek bir insanla konuşmak istiyorum lütfen"),
        not_requests=("dün temsilciyle konuştum", "yetkili servise gittim"),
    ),
    "swedish": RequestWords(
        wish=("vill", "skulle vilja", "behöver", "kan", "får jag", "snälla", "tack"),
        contact=("prata*", "tala", "koppla*", "ring*", "kontakt*"),
        person=("människa", "person", "handläggare", "någon", "chef*", "kundtjänst", "agent", "operatör"),
        refusals=("vill inte", "behöver inte"),
        requests=("jag vill prata med en människa", "kan någon ringa mig?", "koppla mig till en handläggare tack"),
        not_requests=("jag pratade med en handläggare igår",),
    ),
    "indonesian": RequestWords(
        wish=("ingin", "mau", "minta", "tolong", "bisa", "boleh", "perlu", "mohon"),
        contact=("bicara", "berbicara", "ngobrol", "hubungkan", "sambungkan", "telepon", "telpon", "hubungi",
                 "menghubungi", "dihubungi", "disambungkan", "dihubungkan"),
        person=("orang asli", "orang beneran", "manusia", "agen", "petugas", "operator", "staf", "cs", "admin",
                "seseorang",
                "manajer", "atasan", "customer service"),
        refusals=("tidak mau", "tidak perlu", "nggak mau", "gak mau"),
        requests=("saya mau bicara dengan petugas", "tolong hubungkan saya ke agen manusia",
                  "bisa minta admin telepon saya?"),
        not_requests=("saya sudah bicara dengan petugas kemarin", "bisa telepon orang tua saya?"),
    ),
    "vietnamese": RequestWords(
        wish=("muốn", "cần", "cho tôi", "cho mình", "làm ơn", "vui lòng", "có thể", "xin"),
        contact=("nói chuyện", "gặp", "gọi", "kết nối", "chuyển", "liên hệ", "trao đổi"),
        person=("nhân viên", "người thật", "tổng đài viên", "quản lý", "ai đó", "người", "tư vấn viên"),
        refusals=("không muốn", "không cần"),
        requests=("tôi muốn nói chuyện với nhân viên", "làm ơn chuyển cho tôi gặp người thật"),
        not_requests=("hôm qua tôi đã gặp nhân viên",),
    ),
    "tagalog": RequestWords(
        wish=("gusto", "pwede", "puwede", "paki*", "kailangan", "sana"),
        contact=("kausap*", "makausap", "usap", "tawag*", "ikonek", "ipasa", "i-transfer"),
        person=("tao", "agent", "ahente", "representative", "supervisor", "manager", "staff", "empleyado"),
        refusals=("ayoko", "hindi kailangan"),
        requests=("gusto kong makausap ang isang tao", "pwede po bang makausap ang supervisor"),
        not_requests=("nakausap ko na ang agent kahapon",),
    ),
    "hinglish": RequestWords(
        wish=("chahiye", "chahta", "chahti", "karwa do", "karwao", "kara do", "karao", "please", "plz", "kijiye",
              "dijiye", "do na"),
        contact=("baat", "call", "connect", "transfer", "phone"),
        person=("insaan", "insan", "banda", "aadmi", "agent", "kisi", "manager", "executive", "representative"),
        refusals=("nahi chahiye", "nahin chahiye"),
        requests=("Kisi insaan se baat karwa do please", "mujhe agent se baat karni hai please",
                  "manager se baat karwao"),
        not_requests=("maine kal agent se baat ki thi",),
    ),
    "hindi": RequestWords(
        wish=("चाहता", "चाहती", "चाहिए", "कृपया", "करवा", "कराइए", "कराएं", "दीजिए", "करवाइए"),
        contact=("बात", "कॉल", "फ़ोन", "फोन", "ट्रांसफर", "जोड़", "कनेक्ट", "संपर्क"),
        person=("इंसान", "व्यक्ति", "एजेंट", "किसी", "अधिकारी", "मैनेजर", "प्रतिनिधि", "कर्मचारी"),
        refusals=("नहीं चाहिए", "नहीं चाहता"),
        spaced=False,
        requests=("मुझे किसी इंसान से बात करनी है, कृपया", "मैं एजेंट से बात करना चाहता हूँ"),
        not_requests=("मैंने कल एजेंट से बात की थी",),
    ),
    "arabic": RequestWords(
        wish=("أريد", "اريد", "أبغى", "ابغى", "أبي", "ممكن", "أحتاج", "احتاج", "من فضلك", "لو سمحت", "أرجو",
              "ارجو", "حولني", "حوّلني"),
        contact=("أتكلم", "اتكلم", "أتحدث", "اتحدث", "التحدث", "التكلم", "تحويل", "حولني", "حوّلني", "اتصال",
                 "يتصل", "كلمني", "تواصل", "أكلم", "اكلم"),
        person=("موظف", "شخص", "إنسان", "انسان", "مشرف", "مدير", "ممثل", "بشري", "مسؤول"),
        refusals=("لا أريد", "لا اريد", "لا أحتاج"),
        spaced=False,
        requests=("أريد التحدث مع موظف", "ممكن أكلم شخص حقيقي؟", "حولني لموظف لو سمحت"),
        not_requests=("تحدثت مع الموظف أمس", "أريد الاتصال يوم الأحد", "ممكن كلمة السر للموظف الجديد؟"),
    ),
    "chinese": RequestWords(
        wish=("转人工", "轉人工", "想", "要", "请", "能不能", "能否", "可以", "麻烦", "需要", "帮我"),
        contact=("转人工", "轉人工", "转到", "转给", "接通", "转接", "联系", "聯繫", "说话", "說話",
                 "通话", "沟通", "打电话", "回电", "谈"),
        person=("人工", "真人", "客服", "工作人员", "经理", "經理", "主管", "负责人", "專員", "专员"),
        refusals=("不想", "不要", "不用", "不需要"),
        spaced=False,
        requests=("我要转人工", "请帮我接通人工客服", "可以让经理给我回电吗"),
        not_requests=("昨天客服已经回复了", "人工费是多少", "请问人工客服接待时间",
                      "我要转账，客服说要等三天"),
    ),
    "japanese": RequestWords(
        wish=("たい", "ください", "下さい", "お願い", "ほしい", "欲しい", "できますか", "できたり", "いただけ",
              "いただく", "可能"),
        contact=("話", "電話", "代わ", "かわって", "つない", "繋", "転送", "連絡", "相談"),
        person=("人間", "担当者", "担当の方", "オペレーター", "スタッフ", "責任者", "上司", "係の人"),
        refusals=("不要です", "結構です"),
        spaced=False,
        requests=("オペレーターと話したいです", "担当者に電話をつないでください"),
        not_requests=("昨日オペレーターと話しました", "スタッフが来ました"),
    ),
    "korean": RequestWords(
        wish=("싶", "주세요", "해주", "원해", "부탁", "수 있", "줘"),
        contact=("통화", "연결", "상담", "얘기", "이야기", "전화", "말하"),
        person=("상담원", "상담사", "직원", "사람", "담당자", "매니저", "관리자", "책임자"),
        refusals=("필요 없", "원하지 않", "싶지 않"),
        spaced=False,
        requests=("상담원 연결해 주세요", "사람이랑 통화하고 싶어요"),
        not_requests=("어제 상담원과 통화했어요",),
    ),
    "thai": RequestWords(
        wish=("ขอ", "อยาก", "ต้องการ", "ช่วย"),
        contact=("คุย", "พูด", "โอน", "ต่อสาย", "ติดต่อ", "โทร"),
        person=("พนักงาน", "เจ้าหน้าที่", "คนจริง", "แอดมิน", "ผู้จัดการ", "หัวหน้า"),
        refusals=("ไม่ต้องการ", "ไม่อยาก"),
        spaced=False,
        requests=("ขอคุยกับพนักงานหน่อย", "อยากติดต่อเจ้าหน้าที่"),
        not_requests=("เมื่อวานคุยกับพนักงานแล้ว",),
    ),
}


def alternation(words: tuple[str, ...], spaced: bool) -> str:
    """A regex of the words (see the module's docstring for `*` and `spaced`), the longest first."""
    def piece_regex(piece: str) -> str:
        # Any word of an entry may take endings ("pas* con": pasar con, pasás con, pásame con), not only its last.
        if piece.endswith("*"):
            return re.escape(piece[:-1]) + (r"\w*" if spaced else "")
        return re.escape(piece)

    parts = []
    for word in sorted(set(words), key=len, reverse=True):
        body = r"\s+".join(piece_regex(piece) for piece in word.split())
        if spaced:
            body = rf"(?<!\w){body}" + ("" if word.endswith("*") else r"(?!\w)")
        parts.append(body)
    return "|".join(parts) or r"(?!)"


@dataclass(frozen=True)
class _Language:
    name: str
    wish: re.Pattern[str]
    contact: re.Pattern[str]
    person: re.Pattern[str]
    refusal: re.Pattern[str] | None
    spaced: bool


class PersonRequestRule:
    """The rule of the module's docstring over a mapping of languages to their words."""

    def __init__(self, languages: dict[str, RequestWords]) -> None:
        self._languages = [self._compiled(name, words) for name, words in languages.items()]
        # One look for any language's human being first: most messages name none, and cost this search alone.
        self._any_person = re.compile("|".join(f"(?:{language.person.pattern})" for language in self._languages),
                                      re.IGNORECASE)

    @staticmethod
    def _compiled(name: str, words: RequestWords) -> _Language:
        def pattern(kind: tuple[str, ...]) -> re.Pattern[str]:
            return re.compile(alternation(kind, words.spaced), re.IGNORECASE)

        return _Language(name=name, wish=pattern(words.wish), contact=pattern(words.contact),
                         person=pattern(words.person), refusal=pattern(words.refusals) if words.refusals else None,
                         spaced=words.spaced)

    @staticmethod
    def _only_asked(clause: str, language: _Language, wish: re.Match[str] | None, person: re.Match[str]) -> bool:
        """Whether a clause is a person asked for and little else ("konsultant", "een mens aub", "人工"): besides
        its wishes and human beings, three words at most, of up to three letters (an article, "no") but one of up to
        `SHORT_WORD` ("just"); with no wish, no other word; without spaces, up to three characters."""
        rest = language.person.sub(" ", language.wish.sub(" ", clause))
        if not language.spaced:
            return len(re.sub(r"[\W_]", "", rest)) <= 3
        words = re.findall(r"\w+", rest)
        if wish is None:  # "Non, personne." is nobody
            return not words
        longer = [word for word in words if len(word) > 3]
        return len(words) <= 3 and len(longer) <= 1 and all(len(word) <= SHORT_WORD for word in longer)

    def find(self, text: str) -> tuple[str, str] | None:
        """(the language, the clause's words that ask) when a clause of the text asks for a person."""
        if not self._any_person.search(text):
            return None
        for found in CLAUSE.finditer(text):
            clause = found.group(0)
            if not self._any_person.search(clause):
                continue
            mark = text[found.end():found.end() + 1]
            asked = mark in QUESTION_MARKS or (mark == ";" and _GREEK.search(clause) is not None)
            for language in self._languages:
                person = language.person.search(clause)
                if person is None or (language.refusal is not None and language.refusal.search(clause)):
                    continue
                wish = language.wish.search(clause)
                contact = language.contact.search(clause) or TELEPHONE.search(clause)
                if contact and (wish or asked):
                    return language.name, " … ".join(dict.fromkeys(
                        match.group(0) for match in sorted(filter(None, (wish, contact, person)),
                                                           key=lambda m: m.start())))
                if self._only_asked(clause, language, wish, person):
                    return language.name, f"{person.group(0)} … {wish.group(0)}" if wish else person.group(0)
        return None


def merged(extra: dict[str, RequestWords]) -> dict[str, RequestWords]:
    """The built-in languages with a team's words added: a known language's lists extended, a new one added."""
    languages = dict(REQUEST_WORDS)
    for name, words in extra.items():
        known = languages.get(name)
        languages[name] = words if known is None else joined(known, words)
    return languages


def joined(known: RequestWords, words: RequestWords) -> RequestWords:
    """One language's lists extended by more words (spaced as the first are)."""
    return RequestWords(wish=known.wish + words.wish, contact=known.contact + words.contact,
                        person=known.person + words.person, refusals=known.refusals + words.refusals,
                        spaced=known.spaced)
