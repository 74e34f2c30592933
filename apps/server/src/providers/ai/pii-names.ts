// Person names in case notes: structure first (role words and titles around a word, capitalisation
// in the middle of a sentence, a surname after a given name, nicknames with "diye" or "-cığım"),
// the name lists where structure alone is weak (lower-case notes, sentence starts, words that are
// also ordinary words). Slots only a person fills make any word a name, listed or not: the one
// greeted, who signs, sends a chat line or says "ben X"; the subject of "dedi", "ağladı"; a word
// joined by "ile"/"ve" to a name, between two name words, or before "soyadı". A name seen once is
// masked everywhere, also its surname alone and in the plural ("Kayalar'a").
import type { PiiFinding } from './pii-types';
import { fold as foldText } from './text';
import {
  ADDRESS_TITLES,
  AMBIGUOUS_NAMES,
  CALENDAR_NAMES,
  CLINICAL_EPONYMS,
  COMMON_WORD_NAMES,
  FOREIGN_GIVEN_NAMES,
  INSTITUTION_WORDS,
  PLACES,
  STRONG_CUES,
  ABBREVIATED_TITLES,
  TITLES_BEFORE,
  TURKISH_GIVEN_NAMES,
  TURKISH_SURNAMES,
  WEAK_CUES,
  wordSet,
} from './turkish-names';

type Case = 'cap' | 'upper' | 'lower';

/** Folding is the costly step per word; words repeat, so remember them (bounded). */
const folded = new Map<string, string>();
function fold(word: string): string {
  let out = folded.get(word);
  if (out === undefined) {
    if (folded.size > 20_000) folded.clear();
    out = foldText(word);
    folded.set(word, out);
  }
  return out;
}

interface Token {
  start: number;
  /** End of the word before any apostrophe suffix. */
  baseEnd: number;
  end: number;
  base: string;
  folded: string;
  apostrophe: boolean;
  case: Case;
  sentenceStart: boolean;
  /** Text between the previous token and this one. */
  gap: string;
  blocked: boolean;
}

/** Names already seen (folded words), from this text or earlier texts of the same masker. */
export interface KnownNames {
  words: Map<string, { lower: boolean }>;
}

export function emptyKnown(): KnownNames {
  return { words: new Map() };
}

/** Words after "X ile" that show X is a person met: a time, "together", a session (folded). */
const WITH_SOMEONE =
  /^(bugun\w*|dun\w*|yarin\w*|birlikte|beraber|simdi|gecen|bu|ilk|son|seans\w*|gorus\w*|konus\w*|calis\w*|yaptig\w*|yaptik)$/;
/** Case endings written without an apostrophe ("Elifin", "Alexe", "Sudeciğim"), folded. */
const SUFFIX =
  /(?:c[iu]g[iu]m|c[iu]k|c[iu]m|(?:n|y)?(?:in|un)(?:ki)?|y?[iu]|y?[ae]|[dt][ae]n?|y?l[ae]|[cç][ae]|l[ae]r(?:[iu]n|[ae])?|gil(?:ler)?)$/;
/** Pet endings of a name ("Kaanito", "Elifçik", "Ayşoş", "Memo"), folded. */
const PET_SUFFIX = /^(?:ito|ita|cik|cuk|cim|cum|cigim|cugum|os|is|us|o|ko|s)$/;
/** Words after which a quote may open a name ("lakabı 'Şimşek'"). */
const NAMING_CUES = wordSet('lakabi adi adli ismi isimli adinda soyadi');
/** Words that follow a name and say it is one ("john smith adlı", "rojda isimli"). */
const NAMED_AFTER = wordSet('adli isimli adinda isminde');
const HYPOCORISTIC = /^c[iu](?:g[iu])?m$/;
/** Quoted words that are speech, not a nickname ("'Yoruldum' diyor", "'Gitme' diye bağırdı"). */
const SPOKEN =
  /(?:yor(?:um|uz|sun)?|[dt][iu]m|[dt][iu]k|m[iu][sş]|acak|ecek|[ae]c[ae]g[iu]m|mal[iu]|meli|s[iu]n|s[iu]n[iu]z|l[iu]m|ma|me|m[ae]y[iu]n|sene|sana|bana|beni|seni)$/;
/** A quoted word someone is called by ("'minnoş' diye sesleniyor", "'kara' lakabıyla"). */
const CALLED_AFTER =
  /^\s*['’"”]\s*(?:diye\s+(?:[cç]a[gğ][ıi]r|seslen|hitap|bilin|bili|tan[ıi]n|tan[ıi]y|tan[ıi]r|an[ıi]l|isim|lakap|[cç]a[gğ]r[ıi]l)|lakab[ıi]yla|lakapl[ıi]|ismiyle\s+[cç]a[gğ][ıi]r|ad[ıi]yla\s+[cç]a[gğ][ıi]r|olarak\s+(?:bilin|tan[ıi]n|an[ıi]l|[cç]a[gğ]r[ıi]l|hitap\s+edil))/iu;
/** A quoted word someone is plainly named by: called, known or nicknamed so. */
const NAMED_OUTRIGHT =
  /^\s*['’"”]\s*(?:diye\s+(?:[cç]a[gğ][ıi]r|bilin|tan[ıi]n|tan[ıi]y|tan[ıi]r|[cç]a[gğ]r[ıi]l)|lakab[ıi]yla|lakapl[ıi]|olarak\s+(?:bilin|tan[ıi]n))/iu;
/** Kin and role nouns after a genitive ("Zerda'nın annesi"): the genitive names a person. */
const KIN_AFTER = wordSet(
  'annesi babasi kardesi ablasi abisi agabeyi esi kocasi karisi oglu kizi teyzesi dayisi amcasi halasi dedesi ninesi anneannesi babaannesi ogretmeni arkadasi sevgilisi nisanlisi doktoru terapisti velisi vasisi kuzeni yegeni torunu ailesi',
);
/** Initials of a person after a role word or before an age ("danışan A.K. (24)"). */
const INITIALS =
  /(?<![\p{L}\p{N}.])[A-ZÇĞİÖŞÜ]\.\s?[A-ZÇĞİÖŞÜ]\.(?:\s?[A-ZÇĞİÖŞÜ]\.)?(?![\p{L}])/gu;
const NOT_INITIALS = new Set(['T.C.', 'A.Ş.', 'M.Ö.', 'M.S.', 'S.S.', 'A.S.']);
const NICK_VERB =
  /^\s*['’"”]?\s*(diye|diyor|diyorlar|diyormus|diyorlarmis|der|derler|dermis|demis|denilen|denen|deniyor|denir|denilir|denmesini|denilmesini|diyen|diyenler|lakabiyla|lakapli)\b/;
/** Whom a name is said to ("ona Cimcime diyor"): what follows is what they call them. */
const SAID_TO = wordSet('ona kendisine onlara bana sana bize size');
const RELATION_WORDS = wordSet(
  'anne baba abla abi agabey teyze hala dayi amca dede nine kuzu bebek tatli guzel kiz ogul yavru hayat can kardes minik kucuk tosun aslan prenses melek bitanem hocam hoca annem babam canim tatlim hayatim kanka efendim doktor kizim oglum kardesim',
);
/** A word of endearment, also with "my" ("Kuzum", "Aslanım", "Bitanem"): no nickname. */
const isRelation = (f: string) =>
  RELATION_WORDS.has(f) ||
  (/m$/.test(f) && RELATION_WORDS.has(f.slice(0, -1))) ||
  RELATION_WORDS.has(f.replace(/[iu]m$/, ''));
const FAMILY_STOP = wordSet(
  'anne baba eş koca çekirdek geniş koruyucu kendi kız erkek damat gelin uzak yakın biyolojik evlat ev ana oğul türk kürt alman arap rum ermeni laz çerkez suriyeli afgan göçmen yoksul zengin',
);
const O_STOP = wordSet(
  'kilo radyo video foto metro tablo senaryo piyano disko tango turbo avokado studyo milano tokyo kongo',
);
/** Also forms of address after "Sayın" ("Sayın Meslektaşım", "Sayın Yetkili"): no one's name. */
const NOT_NAMES = wordSet(
  'allah tanri rabbim hocam bu o su bir ve ile tc tckn sgk iban no tel cep dosya adres selam merhaba merhabalar gunaydin meslektasim meslektasimiz meslektaslarim hocamiz hocalarim yetkili yetkilisi yetkililer ilgili ilgiliye ilgililer muhatap velimiz mudurum mudurumuz baskanim doktorum hekimim efendim ' +
    // Pronouns, greetings of many, headings of a note, institutions and specialties written with
    // a capital ("Ben", "Merhaba Arkadaşlar", "Not:", "Bugün Okul aradı", "Psikiyatri servisi").
    'ben sen biz siz onlar herkes herkese hepiniz hepinize hepsi biri birisi kimse hicbiri bazilari arkadaslar arkadaslarim not konu ozet plan hedef oneri sonuc gorus bilgi uyari hatirlatma okul polis hastane mahkeme savcilik karakol belediye kurum servis ekip aile mudurluk bakanlik universite dernek vakif merkez klinik jandarma itfaiye ambulans acil ram cim sonim psikiyatri psikoloji noroloji pediatri kardiyoloji dahiliye cerrahi ortopedi onkoloji ' +
    'muracaatci basvurucu sikayetci vatandas kullanici katilimci birey yetiskin millet gunluk dostlar',
);
const NATIONALITIES = wordSet(
  'alman türk kürt arap rus ermeni rum yahudi çerkez laz gürcü azeri afgan ingiliz fransız italyan yunan acem fars çingene roman özbek kazak kırgız türkmen tacik uygur tatar çeçen boşnak arnavut pomak gagavuz abaza ezidi yezidi süryani keldani asuri ukraynalı',
);
/** Words before the one greeted ("Merhaba Thandeka", "Sevgili Oyelaran"), folded. */
const GREETINGS = wordSet(
  'merhaba merhabalar selam selamlar sevgili degerli dear hi hello hey gunaydin',
);
/** Closing formulas before a signature ("Sevgiler,", "Saygılarımla,", "İyi çalışmalar,"), folded. */
const CLOSINGS: ReadonlySet<string> = new Set([
  ...wordSet(
    'sevgiler sevgilerimle saygilar saygilarimla selamlar selamlarimla hurmetlerimle tesekkurler regards cheers best',
  ),
  'iyi calismalar',
  'kolay gelsin',
  'tesekkur ederim',
]);
/** Units that sign or are greeted ("Klinik Ekibi", "Danışmanlık Birimi"), folded. */
const UNIT_WORDS =
  /^(?:ekip|ekibi|birim|birimi|servis|servisi|bolum|bolumu|kurul|kurulu|komisyon|komisyonu|koordinatorlugu|sekreterligi|ofisi|merkezi|mudurlugu|baskanligi|danismanlik|psikolojik)$/;
/** Words before "soyadı" that are no surname ("aynı soyadı", "kızlık soyadı"), folded. */
const SURNAME_STOP = wordSet(
  'ayni eski yeni kendi kizlik baba anne bu su o onun bunun sizin bizim',
);
/** First words of a sentence that are no part of a capitalised term ("Bugün Zoltan ile …"). */
const SENTENCE_LEADS = wordSet(
  'bugun dun yarin sonra once ayrica gecen bu su o son ilk simdi artik hala henuz ozellikle ama fakat ancak hatta bazen aksam sabah gece oysa yine ardindan daha sabahleyin aksamleyin',
);
/**
 * A verb of a person after a word in mid-sentence ("Nkechi dedi ki", "… Nkechi de katıldı",
 * "… Zoltan ağladı"): said, told, came, joined, cried, called.
 */
const personVerb = (stems: string) =>
  new RegExp(
    '^(?:\\s+(?:de|da|ise|bugün|dün|yine|hâlâ|hala|çok|biraz|hiç|sürekli|seansta|seansa|bu\\s+hafta|bu\\s+sabah)){0,2}\\s+' +
      `(?:dedi|diyor|dedi[gğ]|(?:${stems})` +
      '(?:[dt][ıiuü]|m[ıiuü][sş]|m[ae]d[ıiuü]|m[ae]m[ıiuü][sş]|[ıiuü]?yor|m[ıiuü]yor|[ae]?r(?![\\p{L}])|[dt][ıiuü][gğ]))',
    'iu',
  );
/** Verbs only a person is the subject of: said, told, cried, shouted, smiled, confessed. */
const HUMAN_STEMS =
  'söyle|soyle|anlat|belirt|aktar|a[gğ]la|ba[gğ][ıi]r|sus|g[üu]l[üu]mse|g[üu]l|itiraf\\s+et|tarif\\s+et|ifade\\s+et';
const HUMAN_VERB = personVerb(HUMAN_STEMS);
/** … and in mid-sentence also came, joined, called, wrote, shared. */
const PERSON_VERB = personVerb(`${HUMAN_STEMS}|ara|yaz|gel|kat[ıi]l|payla[sş]`);
const LOCATIVE = /^(?:n?d[ae]n?|n?t[ae]n?|y?[ae])$/;
/** Arabic and other name particles ("Ahmad Al-Hamwi", "Muhammed el-Ahmed", "Abu Bakr"). */
export const NAME_PARTICLES = wordSet(
  'al el ul ad ed es as abu ebu bin ibn bint binti van von der den de da ter ten dos das del della',
);
/** Particles that join a name with a space as well as with a hyphen ("Ahmad bin Salman"). */
const SPACED_PARTICLES = wordSet(
  'abu ebu bin ibn bint binti van von den der de da ter ten dos das del della',
);
/** Particles that follow another particle ("van den Berg", "von der Heide", "van de Velde"). */
const CHAINED_PARTICLES = wordSet('den der de ter ten');
/** An address title with a case ending, folded ("hanımın", "beye", "hocanın", "teyzeyle"). */
const TITLE_CASE =
  /^(hanim|hanimefendi|bey|beyefendi|hoca|abla|abi|agabey|teyze|amca|dayi|yenge|enishte|eniste)(?:n?[iu]n|y?[ae]|y?l[ae]|[dt][ae]n?)$/;
/** Last words of the label of a name field ("Adı Soyadı:", "HASTA ADI:", "Refakatçi:"), folded. */
const NAME_LABELS = wordSet(
  'ad adi ismi isim soyad soyadi soyisim soyismi adsoyad adisoyadi isimsoyisim refakatci refakatcisi veli velisi vasi vasisi yakini',
);
/** Words that start the next field or say there is no name ("Doğum Tarihi:", "bilinmiyor"). */
const FIELD_STOP = wordSet(
  'dogum tarih tarihi yas yasi cinsiyet cinsiyeti tani meslek meslegi medeni egitim telefon tel cep adres protokol dosya basvuru yakinlik yakinligi iletisim sikayet bilinmiyor bilinmeyen yok belirtilmedi belirtmedi gizli anonim kadin erkek',
);
/** A light verb after a noun ("umut etmek", "barış ediyor", "sabır eyle"). */
const LIGHT_VERB = /^\s+(?:et(?:mek|me|ti|tir|se|ip|er)|ed(?:iyor|er|ecek|emi|ebil|il|in)|eyle)/iu;
/** Roles addressed with a title ("Müdür Bey", "Doktor Hanım", "Muhtar Amca"), folded. */
const ROLE_NOUNS = wordSet(
  'kaymakam vali mudur mudire doktor hekim ogretmen hemsire baskan avukat komiser muhtar hakim savci imam hoca usta sef patron memur polis sekreter psikolog terapist danisman rehber komsu kapici bakkal esnaf sofor ev kira emlakci yonetici musteri',
);
/** Platforms and brands written with an apostrophe ending ("INSTAGRAM'DA"): no surnames. */
const PLATFORMS = wordSet(
  'instagram facebook whatsapp tiktok youtube twitter google discord snapchat telegram netflix linkedin twitch spotify roblox steam zoom skype teams meet facetime signal',
);
/** Function words after which a lower-case surname-like word still ends a name ("… demirci ile"). */
const JOINERS = wordSet('ile ve veya ya da de ki');
/** Discourse words after a name, as good as a comma ("zeynep ışık yani", "elif kaya işte"). */
const DISCOURSE = wordSet('yani iste hani bugun dun yarin simdi hala artik yine');
/**
 * What follows a person, not a word: an age ("Işık 7 yaşında", "nasrin, 52,", "Beren (13)"), but
 * not "84 yaşındaki bir sakin" (the age of the next noun) nor "ben 14 yaşındayım".
 */
const AGE_AFTER =
  /^(?:\s+\d{1,2}\s*ya[sş](?![ıi]nda(?:k[ıi]|y[ıi]m))|\s*\(\s*\d{1,2}\s*\)|\s*,\s*\d{1,2}\s*(?:,|ya[sş]|\))|\s*\(\s*(?:do[gğ]um\s+tarihi|d\.\s?t\.?|do[gğ]\.)\s*:?)/iu;
/** Words before an age that are no names ("Ben 13 yaşındayken", "Adam 30 yaşında"). */
const NOT_BEFORE_AGE = wordSet('ben sen o biz siz onlar adam kiz oglan bebek cocuk kendisi');
/** … or a session with them ("barış ile 6. seans", "Umut ile ilk görüşme"). */
const SESSION_AFTER =
  /^\s+ile\s+(?:(?:ilk|son|bugünkü|bugunku|bu|ikinci|üçüncü|ucuncu|\d{1,2}\.?)\s+)?(?:seans|g[oö]r[uü][sş]|terapi|oturum|[cç]al[ıi][sş]|konu[sş]|tart[ıi][sş]|bulu[sş]|kavga|evlen|ni[sş]anlan|bar[ıi][sş]|ayr[ıi]l|bo[sş]an|birlikte|beraber)/iu;

const GIVEN_PREFIXES = new Set<string>();
for (const name of [...TURKISH_GIVEN_NAMES, ...FOREIGN_GIVEN_NAMES])
  for (let n = 3; n <= Math.min(5, name.length); n++) GIVEN_PREFIXES.add(name.slice(0, n));

/**
 * Surnames by their ending, in any case ("SÖNMEZOĞLU", "toprakyan", "Beridze", "Ivanova"): Turkish
 * "-oğlu" and "-zade", Armenian "-yan" after a consonant, Georgian "-shvili" and "-dze", Slavic
 * "-ov(a)", "-ev(a)", "-enko", "-ović", "-ski".
 */
const surnameShaped = (f: string) =>
  f.length >= 6 &&
  /(?:oglu|zade|[bcdfghjklmnprstvz]yan|[bcdfghjklmnprstvz]ian|shvili|[aeiou]dze|[bcdfghklmnprstvz]ova?|[bcdfghklmnprstvz]eva?|enko|ovic|evic|ovich|evich|[sc]ki|[sc]ka|[sc]ky)$/.test(
    f,
  );
const isGiven = (f: string) => TURKISH_GIVEN_NAMES.has(f) || FOREIGN_GIVEN_NAMES.has(f);
const isListed = (f: string) => isGiven(f) || TURKISH_SURNAMES.has(f);
const isAmbiguous = (f: string) => AMBIGUOUS_NAMES.has(f) || CALENDAR_NAMES.has(f) || f.length < 3;
const isStopWord = (f: string) =>
  ADDRESS_TITLES.has(f) ||
  INSTITUTION_WORDS.has(f) ||
  TITLES_BEFORE.has(f) ||
  STRONG_CUES.has(f) ||
  WEAK_CUES.has(f) ||
  NOT_NAMES.has(f);

function caseOf(word: string): Case {
  if (!/^\p{Lu}/u.test(word)) return 'lower';
  return word.length > 1 && word === word.toLocaleUpperCase('tr') ? 'upper' : 'cap';
}

function tokenize(text: string, blocked: (s: number, e: number) => boolean): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}_]+(?:['’][\p{L}]+)?/gu)) {
    const raw = m[0];
    // "O'Brien", "D'Angelo": a capital after the apostrophe of a short prefix is one name, not a
    // case ending (endings are lower-case unless the whole word is in capitals).
    const joined = /^\p{Lu}\p{Ll}?['’]\p{Lu}\p{Ll}/u.test(raw);
    const cut = joined ? -1 : raw.search(/['’]/);
    const base = cut >= 0 ? raw.slice(0, cut) : raw;
    const gap = text.slice(last, m.index);
    let k = m.index - 1;
    let newline = false;
    // (Not `newline ||= text[k--] === '\n'`: once true, `||=` skips the decrement and never ends.)
    for (; k >= 0 && /[\s'"‘’“”(«\-–—]/u.test(text[k]!); k--) if (text[k] === '\n') newline = true;
    const prev = k >= 0 ? text[k]! : '';
    tokens.push({
      start: m.index,
      baseEnd: m.index + base.length,
      end: m.index + raw.length,
      base,
      folded: fold(base),
      apostrophe: cut >= 0,
      case: caseOf(base),
      sentenceStart: prev === '' || newline || /[.!?:;…]/u.test(prev) || /['"‘“«]\s*$/u.test(gap),
      gap,
      blocked: !/^\p{L}+(?:['’]\p{L}+)?$/u.test(base) || blocked(m.index, m.index + raw.length),
    });
    last = m.index + raw.length;
  }
  return tokens;
}

const NON_TURKISH = /[^a-zA-ZçğıöşüÇĞİÖŞÜ]/u;
/** The name part of a token: the whole word, or the word without a case ending if that is known. */
function namePart(token: Token, known: (f: string) => boolean): number | null {
  if (known(token.folded)) return token.baseEnd;
  if (token.apostrophe) return null;
  const m = SUFFIX.exec(token.folded);
  if (!m) return null;
  // Try the longest stem first: "Elifin" → "elif", "Sudeciğim" → "sude".
  for (let cut = token.folded.length - 1; cut >= 3; cut--) {
    const stem = token.folded.slice(0, cut);
    const rest = token.folded.slice(cut);
    if (!SUFFIX.test(rest) || SUFFIX.exec(rest)?.[0] !== rest) continue;
    // A letter no Turkish ending has ("Gulê", "Renée") belongs to a foreign name, not an ending.
    if (known(stem))
      return NON_TURKISH.test(token.base.slice(cut)) ? token.baseEnd : token.start + cut;
  }
  return null;
}

const adjacent = (t: Token) => /^ +$/.test(t.gap);

/**
 * A foreign name and a bare vowel after it ("Sadiqi", "Nabila") is the name whole: Turkish writers
 * set a case ending off a foreign name with an apostrophe.
 */
function foreignVowel(t: Token, end: number | null): boolean {
  if (end === null || end >= t.baseEnd || t.baseEnd - end !== 1) return false;
  const stem = t.folded.slice(0, end - t.start);
  return (
    FOREIGN_GIVEN_NAMES.has(stem) &&
    !TURKISH_GIVEN_NAMES.has(stem) &&
    !TURKISH_SURNAMES.has(stem) &&
    /^[aeiu]$/.test(t.folded.slice(end - t.start))
  );
}

export function findNames(
  text: string,
  blocked: (s: number, e: number) => boolean,
  known: KnownNames = emptyKnown(),
): PiiFinding[] {
  const tokens = tokenize(text, blocked);
  const letters = text.replace(/[^\p{L}]/gu, '');
  const upperStyle =
    letters.length > 20 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.6;
  const starts = tokens.filter((t) => t.sentenceStart && !t.blocked);
  const lowerStyle =
    starts.length > 0 && starts.filter((t) => t.case === 'lower').length / starts.length >= 0.5;
  const caseOfToken = (t: Token): Case => (upperStyle ? 'lower' : t.case);

  /** Words capitalised in mid-sentence somewhere in the text (proper nouns), folded. */
  const capitalisedElsewhere = new Set(
    tokens.filter((t) => !t.sentenceStart && caseOfToken(t) === 'cap').map((t) => t.folded),
  );
  /** Name end per token index (where the name part of that token ends), or undefined. */
  const nameEnd = new Map<number, number>();
  const lowerNames = new Set<string>();

  const prevCue = (i: number): 'strong' | 'weak' | 'title' | null => {
    const t = tokens[i]!;
    const p = tokens[i - 1];
    if (!p || p.blocked) return null;
    if (/^\s+$/.test(t.gap) && TITLES_BEFORE.has(p.folded)) return 'title';
    if (/^\.\s+$/.test(t.gap) && ABBREVIATED_TITLES.has(p.folded)) return 'title';
    // After a naming word a quote may open the name ("lakabı 'Şimşek'", "adı: \"Rojda\"").
    const quoted = /^:?\s+['"‘“]$/u.test(t.gap) && NAMING_CUES.has(p.folded);
    if ((!/^:?\s+$/.test(t.gap) && !quoted) || p.apostrophe) return null;
    if (STRONG_CUES.has(p.folded)) return 'strong';
    if (WEAK_CUES.has(p.folded)) return t.gap.includes(':') ? 'strong' : 'weak';
    return null;
  };
  const titleAfter = (i: number) => {
    const n = tokens[i + 1];
    if (!n || !adjacent(n) || tokens[i]!.apostrophe) return false;
    if (ADDRESS_TITLES.has(n.folded)) return true;
    // The title takes the case ending of the whole name ("Nesrin hanımın", "Kemal Beye"); "beyin"
    // is also the brain, so "bey" forms need a listed given name before them.
    const m = TITLE_CASE.exec(n.folded);
    return !!m && (m[1] !== 'bey' || isGiven(tokens[i]!.folded));
  };
  const nextListed = (i: number, style: Case) => {
    const n = tokens[i + 1];
    if (!n || n.blocked || !adjacent(n) || tokens[i]!.apostrophe) return false;
    if (caseOfToken(n) !== style) return false;
    return TURKISH_SURNAMES.has(n.folded) || isGiven(n.folded) || namePart(n, isListed) !== null;
  };

  const mark = (i: number, end: number, lower: boolean) => {
    nameEnd.set(i, end);
    const t = tokens[i]!;
    const f = fold(text.slice(t.start, end));
    if (lower) lowerNames.add(f);
  };

  /**
   * A particle and the name after it ("el-Ahmed", "bin Salman"), also a chain of particles ("van
   * den Berg", "van der Linde", "Berg-de Vries"): the index of the name word, or null. In a
   * lower-case note (`lower`) the name after the chain may be lower-case too ("pieter van den berg").
   */
  const particleAt = (k: number, lower = false): number | null => {
    const p = tokens[k];
    if (!p || p.blocked || p.apostrophe || !NAME_PARTICLES.has(p.folded)) return null;
    let j = k + 1;
    // "van den", "von der", "de la": a second particle after a first one written with a space.
    while (
      tokens[j] &&
      j < k + 3 &&
      !tokens[j]!.blocked &&
      !tokens[j]!.apostrophe &&
      adjacent(tokens[j]!) &&
      CHAINED_PARTICLES.has(tokens[j]!.folded) &&
      SPACED_PARTICLES.has(tokens[j - 1]!.folded)
    )
      j += 1;
    const n = tokens[j];
    const last = tokens[j - 1]!;
    if (!n || n.blocked) return null;
    if (!(n.gap === '-' || (adjacent(n) && SPACED_PARTICLES.has(last.folded)))) return null;
    // "de"/"da" are Turkish words: a particle only after a hyphen ("Berg-de Vries").
    if (/^d[ae]$/.test(p.folded) && p.gap !== '-' && j === k + 1) return null;
    if (caseOfToken(n) === 'lower' && !(lower && (j > k + 1 || /^vo?[an]$/.test(p.folded))))
      return null;
    if (isStopWord(n.folded) || PLACES.has(n.folded)) return null;
    return j;
  };
  /** Marks the particles from k up to the name at n as part of a name. */
  const markParticles = (k: number, n: number) => {
    for (let p = k; p < n; p++) {
      particles.add(p);
      nameEnd.set(p, tokens[p]!.baseEnd);
    }
  };
  /** Particle tokens inside names: part of the span, never remembered as a name word. */
  const particles = new Set<number>();

  /** Extends a name to the right over surname-like words; false when the run is an institution. */
  const extend = (i: number, style: Case, force = false, person = false): boolean => {
    const run = [i];
    let j = i;
    const words = () => run.filter((k) => !particles.has(k)).length;
    while (words() < 4 && !tokens[j]!.apostrophe && nameEnd.get(j) === tokens[j]!.baseEnd) {
      const n = tokens[j + 1];
      if (!n || n.blocked) break;
      const after = j + 1 < tokens.length ? particleAt(j + 1, style === 'lower') : null;
      if (after !== null && (adjacent(n) || n.gap === '-')) {
        const m = tokens[after]!;
        markParticles(j + 1, after);
        nameEnd.set(after, namePart(m, isListed) ?? m.baseEnd);
        for (let p = j + 1; p <= after; p++) run.push(p);
        j = after;
        continue;
      }
      // A double surname with a hyphen ("Yılmaz-Kaya") continues a capitalised name.
      const hyphen = n.gap === '-' && style !== 'lower' && caseOfToken(n) === style;
      if (!adjacent(n) && !hyphen) break;
      // "Su" of "Defne Su Karaca" is a name, not "şu" (both fold to "su").
      const su = /^S[uU]$/u.test(n.base) && style !== 'lower';
      // "ERDEM ŞEN", "Ayşe Şen": a surname spelt with a Turkish letter is not the word it folds
      // to ("sen").
      const spelt =
        (style !== 'lower' || upperStyle) &&
        n.base.toLocaleLowerCase('tr') !== n.folded &&
        TURKISH_SURNAMES.has(n.folded);
      // In a note written all in capitals, case tells nothing: a listed surname right after a
      // given name is its surname ("MURAT KAYA"), though "kaya" is also a word.
      const afterGiven =
        upperStyle && j === i && isGiven(tokens[j]!.folded) && TURKISH_SURNAMES.has(n.folded);
      if (
        (isStopWord(n.folded) && !su && !spelt && !afterGiven) ||
        CALENDAR_NAMES.has(n.folded) ||
        TITLE_CASE.test(n.folded)
      )
        break;
      const nCase = caseOfToken(n);
      if (nCase !== style) break;
      if (style === 'cap') {
        if (PLACES.has(n.folded) && !TURKISH_SURNAMES.has(n.folded)) break;
        // A city, a country or an app after a name ("Adaeze Obi Lagos'ta", "… Köln'den", "Dmitri
        // Orlov Instagram'da", "… Güney Afrikalı"): an unlisted word with a locative ending, or
        // with an ablative one after a full name, or before an adjective of origin.
        const listedN = isListed(n.folded) || known.words.has(n.folded);
        const ending = n.apostrophe ? fold(text.slice(n.baseEnd + 1, n.end)) : '';
        const nn = tokens[j + 2];
        if (PLATFORMS.has(n.folded)) break;
        if ((!listedN && /^n?[dt][ae]$/.test(ending)) || /^n?[dt][ae]ki$/.test(ending)) break;
        if (!listedN && /^n?[dt][ae]n$/.test(ending) && words() >= 2) break;
        const origin = (w: Token) =>
          /(?:lı|li|lu|lü)$/u.test(w.base) && !/o[gğ]lu$/u.test(w.folded) && !isListed(w.folded);
        if (origin(n) && PLACES.has(n.folded.slice(0, -2))) break;
        // "Güney Afrikalı", "Kuzey Irak'tan": a point of the compass opens a place.
        if (
          /^(?:guney|kuzey|dogu|bati)$/.test(n.folded) &&
          nn &&
          adjacent(nn) &&
          caseOfToken(nn) === 'cap'
        )
          break;
        if (NATIONALITIES.has(n.base.toLocaleLowerCase('tr')) && !TURKISH_SURNAMES.has(n.folded))
          break;
      } else if (style === 'upper') {
        if (!isListed(n.folded) && !(n.base.length >= 3 && /[AEIİOÖUÜ]/u.test(n.base))) break;
      } else if (surnameWithEnding(j)) {
        // "JOHN MILLER'IN": see surnameWithEnding.
      } else {
        // An unlisted word right before an age is the surname ("ferhunde yalınkaya (52)").
        const aged =
          !n.apostrophe &&
          n.folded.length >= 3 &&
          !SPOKEN.test(n.folded) &&
          !NOT_BEFORE_AGE.has(n.folded) &&
          AGE_AFTER.test(text.slice(n.end, n.end + 40));
        const listed =
          isListed(n.folded) || namePart(n, isListed) !== null || surnameShaped(n.folded) || aged;
        if (!listed) break;
        const next = tokens[j + 2];
        const open =
          !next ||
          !adjacent(next) ||
          next.blocked ||
          caseOfToken(next) !== 'lower' ||
          JOINERS.has(next.folded) ||
          DISCOURSE.has(next.folded);
        const forced = force && j === i;
        // A word written with a capital elsewhere in mid-sentence is a proper noun here too
        // ("abisi rojhat dağ …" beside "Dağ Mermer'de").
        if (
          isAmbiguous(n.folded) &&
          !open &&
          !forced &&
          !afterGiven &&
          !nextListed(j + 1, 'lower') &&
          !capitalisedElsewhere.has(n.folded)
        )
          break;
      }
      const end = namePart(n, () => true) ?? n.baseEnd;
      const part = namePart(n, isListed);
      const stripped = n.apostrophe || foreignVowel(n, part) ? n.baseEnd : (part ?? end);
      nameEnd.set(j + 1, stripped);
      run.push(j + 1);
      j += 1;
    }
    const last = tokens[run.at(-1)!]!;
    const following = tokens[run.at(-1)! + 1];
    const institution =
      !last.apostrophe &&
      following &&
      adjacent(following) &&
      INSTITUTION_WORDS.has(following.folded) &&
      // "berkay okulu bırakmış": lower-case "okulu" after a person is "the school".
      !(following.base === 'okulu' && run.every((k) => isListed(tokens[k]!.folded)));
    // "Aaron Beck'in modeli" is a scholar; "danışan John Miller" is a client whatever the surname.
    const eponym = run.length > 1 && !person && CLINICAL_EPONYMS.has(last.folded);
    if (institution || eponym) {
      for (const k of run) nameEnd.delete(k);
      return false;
    }
    for (const k of run)
      if (style === 'lower' && !particles.has(k)) lowerNames.add(fold(tokens[k]!.base));
    return true;
  };
  /** End of a lower-case given name with a genitive ending before a kin noun, or null. */
  const lowerGenitive = (i: number): number | null => {
    const t = tokens[i]!;
    const n = tokens[i + 1];
    if (caseOfToken(t) !== 'lower' || t.apostrophe || !n || !adjacent(n)) return null;
    if (!KIN_AFTER.has(n.folded)) return null;
    const m = /^(.{3,}?)(?:n?[iu]n)$/.exec(t.folded);
    if (!m || !isGiven(m[1]!) || isAmbiguous(m[1]!) || isStopWord(m[1]!)) return null;
    return t.start + m[1]!.length;
  };
  /** The words after token i make it an ordinary noun: "ve" and a lower-case noun. */
  const wordUse = (i: number) => {
    const n = tokens[i + 1];
    const nn = tokens[i + 2];
    if (!n || !adjacent(n)) return false;
    return (
      (n.folded === 've' || n.folded === 'ile') &&
      !!nn &&
      adjacent(nn) &&
      caseOfToken(nn) === 'lower' &&
      (!isListed(nn.folded) || isAmbiguous(nn.folded)) &&
      // "Deniz ile bugün çalıştık", "Umut ile birlikte": with a person, not a pair of nouns.
      !(n.folded === 'ile' && WITH_SOMEONE.test(nn.folded)) &&
      !nameEnd.has(i + 2) &&
      !STRONG_CUES.has(nn.folded)
    );
  };
  /** A capitalised first word of a sentence that is no proper noun ("Bugün", "Seansa"). */
  const leadWord = (k: number) => {
    const w = tokens[k]!;
    if (!w.sentenceStart || w.apostrophe || nameEnd.has(k)) return false;
    return (
      SENTENCE_LEADS.has(w.folded) ||
      /^(?:seans|gorusme|ev|okul|oturum)(?:[dt][ae]|y?[ae])$/.test(w.folded)
    );
  };
  /** What follows the word shows a person: an age or a session with them. */
  const personAfter = (t: Token, strict = false) => {
    const rest = text.slice(t.end, t.end + 40);
    // ", 41," after an unlisted word is as often a volume or a count as an age.
    if (strict && /^\s*,/.test(rest)) return SESSION_AFTER.test(rest);
    return AGE_AFTER.test(rest) || SESSION_AFTER.test(rest);
  };

  /**
   * In a text all in capitals case tells nothing, but an apostrophe ending still marks a proper
   * noun: a word with one after a given name is its surname ("JOHN MILLER'IN EŞİYİM").
   */
  const surnameWithEnding = (i: number) => {
    const n = tokens[i + 1];
    if (!upperStyle || !n || n.blocked || !adjacent(n) || !n.apostrophe) return false;
    if (tokens[i]!.apostrophe || n.base.length < 2 || !/^\p{Lu}+$/u.test(n.base)) return false;
    return (
      !isStopWord(n.folded) &&
      !PLACES.has(n.folded) &&
      !CALENDAR_NAMES.has(n.folded) &&
      !PLATFORMS.has(n.folded) &&
      !NATIONALITIES.has(n.base.toLocaleLowerCase('tr'))
    );
  };

  /** A kin noun, also with a personal ending ("annesi", "eşiyim", "kızıyla"). */
  const kinNoun = (t: Token | undefined) =>
    !!t && adjacent(t) && [...KIN_AFTER].some((k) => t.folded.startsWith(k));

  /** A capitalised name word right after token i, as the second word of one name. */
  const nameFollows = (i: number, style: Case) => {
    const n = tokens[i + 1];
    if (!n || n.blocked || !adjacent(n) || style === 'lower' || caseOfToken(n) !== style)
      return false;
    if (isStopWord(n.folded) || PLACES.has(n.folded) || CALENDAR_NAMES.has(n.folded)) return false;
    return isListed(n.folded) || namePart(n, isListed) !== null;
  };

  /** A word that may be a name: no role, place, nationality, closing or word of a form. */
  const personLike = (t: Token | undefined, lower = false): boolean =>
    !!t &&
    !t.blocked &&
    (lower || caseOfToken(t) !== 'lower') &&
    t.folded.length >= 2 &&
    !isStopWord(t.folded) &&
    !PLACES.has(t.folded) &&
    !CALENDAR_NAMES.has(t.folded) &&
    !NATIONALITIES.has(t.base.toLocaleLowerCase('tr')) &&
    !isRelation(t.folded) &&
    !PLATFORMS.has(t.folded) &&
    !ROLE_NOUNS.has(t.folded) &&
    !FIELD_STOP.has(t.folded) &&
    !NOT_BEFORE_AGE.has(t.folded) &&
    !JOINERS.has(t.folded) &&
    !/(?:lı|li|lu|lü)$/u.test(t.base) &&
    !/\p{Ll}\p{Lu}/u.test(t.base);
  // Labelled name fields ("HASTA ADI: SEVDA YURTSEVER", "Ad Soyad: ayşe kaya", "REFAKATÇİ: OĞLU
  // ERKAN YURTSEVER"): the next one to three name words, in any case, up to the next label.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const label = tokens[i]!;
    if (label.blocked || label.apostrophe || !NAME_LABELS.has(label.folded)) continue;
    let k = i + 1;
    if (!/^\s*:[ \t]*$/.test(tokens[k]!.gap)) continue;
    // A kin word before the name ("OĞLU ERKAN …") is the relation, not the name.
    while (k + 1 < tokens.length && STRONG_CUES.has(tokens[k]!.folded) && adjacent(tokens[k + 1]!))
      k += 1;
    const first = caseOfToken(tokens[k]!);
    for (let j = k; j < k + 3 && j < tokens.length; j++) {
      const w = tokens[j]!;
      if (w.blocked || nameEnd.has(j) || (j > k && !/^ $|^-$/.test(w.gap))) break;
      // A calendar word is the name where a second name word follows ("VELİSİ: BAYRAM ÖZ").
      const nextWord = tokens[j + 1];
      const named =
        !!nextWord &&
        /^ $/.test(nextWord.gap) &&
        !nextWord.blocked &&
        (isListed(nextWord.folded) ||
          (caseOfToken(w) !== 'lower' && caseOfToken(nextWord) === caseOfToken(w)));
      if (isStopWord(w.folded) || FIELD_STOP.has(w.folded)) break;
      if (CALENDAR_NAMES.has(w.folded) && !(j === k && named)) break;
      // The next label ("… PROTOKOL: …") ends the value.
      if (/^\s*:/.test(text.slice(w.end, w.end + 3))) break;
      const style = caseOfToken(w);
      // Written in capitals like the name before it ("FERİDUN AKKOYUNLU"), a word is a surname.
      const capitals =
        j > k &&
        /^\p{Lu}{3,}$/u.test(w.base) &&
        /^\p{Lu}+$/u.test(tokens[k]!.base) &&
        !NAME_LABELS.has(w.folded);
      const listed =
        isListed(w.folded) || namePart(w, isListed) !== null || surnameShaped(w.folded) || capitals;
      if (style === 'lower' && !listed && (j > k || SPOKEN.test(w.folded))) break;
      if (j > k && style !== first && !listed) break;
      mark(j, w.baseEnd, style === 'lower');
      if (w.apostrophe) break;
    }
  }

  // "Danışan Veli Kara": a role word that is also a given name, after a role word and before a
  // surname, is the name.
  for (let i = 1; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.blocked || nameEnd.has(i) || caseOfToken(t) !== 'cap' || t.apostrophe) continue;
    if (!WEAK_CUES.has(t.folded) || !isGiven(t.folded) || prevCue(i) === null) continue;
    if (!nameFollows(i, 'cap') || !TURKISH_SURNAMES.has(tokens[i + 1]!.folded)) continue;
    mark(i, t.baseEnd, false);
    extend(i, 'cap', false, true);
  }

  // "john smith adlı danışan", "rojda isimli kız": a given name (and the word after it) right
  // before a naming word is a name in any case, even at the start of a note.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.blocked || nameEnd.has(i) || t.apostrophe || !isGiven(t.folded)) continue;
    const n = tokens[i + 1]!;
    const namedBy = (k: number) =>
      !!tokens[k] && adjacent(tokens[k]!) && NAMED_AFTER.has(tokens[k]!.folded);
    if (namedBy(i + 1)) {
      mark(i, t.baseEnd, caseOfToken(t) === 'lower');
    } else if (
      adjacent(n) &&
      !n.blocked &&
      !isStopWord(n.folded) &&
      namedBy(i + 2) &&
      /^\p{L}+$/u.test(n.base)
    ) {
      mark(i, t.baseEnd, caseOfToken(t) === 'lower');
      mark(i + 1, n.baseEnd, caseOfToken(n) === 'lower');
    }
  }

  // Pass 1: names from role words, titles, the lists and capitalisation.
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.blocked || nameEnd.has(i) || isStopWord(t.folded)) continue;
    const style = caseOfToken(t);
    const cue = prevCue(i);
    // "Müdür Bey", "Doktor Hanım": a role before the title is no name.
    const titled = titleAfter(i) && !ROLE_NOUNS.has(t.folded);
    const style0 = caseOfToken(t);
    // In lower case a case ending without an apostrophe makes a name only right after a role
    // word, and only of a name that is no ordinary word ("kızım ayşeyi", not "annesi umudu").
    const suffixedEnd = style0 === 'lower' && cue !== null ? namePart(t, isGiven) : null;
    const suffixed = suffixedEnd !== null && !isAmbiguous(fold(text.slice(t.start, suffixedEnd)));
    const given =
      isGiven(t.folded) || (style0 !== 'lower' && namePart(t, isGiven) !== null) || suffixed;
    const foreign = FOREIGN_GIVEN_NAMES.has(t.folded) && !TURKISH_GIVEN_NAMES.has(t.folded);
    let end =
      (style === 'lower'
        ? isGiven(t.folded)
          ? t.baseEnd
          : suffixed
            ? suffixedEnd
            : null
        : namePart(t, isGiven)) ?? t.baseEnd;
    const stem = fold(text.slice(t.start, end));
    const ambiguous = isAmbiguous(stem);
    const calendar = CALENDAR_NAMES.has(stem);
    // An age or a session after it, or a case ending set off by an apostrophe (only proper nouns
    // take one: "barış'ın", "Umut'un"), makes a listed given name a person even where it is
    // also a word or starts the sentence.
    const origin = /^(.+)l[iu]$/.exec(stem);
    // An ordinary word gets this only where it starts a sentence or follows a role word ("Işık 7
    // yaşında", "oğlu emir 16 yaşında").
    const evidence =
      given &&
      !calendar &&
      stem.length >= 3 &&
      !NOT_BEFORE_AGE.has(stem) &&
      !(origin && PLACES.has(origin[1]!)) &&
      (t.apostrophe || (personAfter(t) && (!ambiguous || t.sentenceStart || cue !== null)));
    let force = false;
    let accept = false;
    if (style === 'cap' || style === 'upper') {
      // "annesi İzmir Karşıyaka'da": a place before another place is no person after a cue.
      const placeNext =
        !!tokens[i + 1] && adjacent(tokens[i + 1]!) && PLACES.has(tokens[i + 1]!.folded);
      // "Babaannesi Rize'nin Çayeli ilçesinde": a city with a case ending after a role word is
      // where they are, unless it is also a given name ("Annesi Aydın'ın …").
      const placeCase = t.apostrophe && !isGiven(t.folded) && !titled;
      // "Kızı İzmir dışında yaşıyor": a province that is no given name is the place itself.
      const placeOnly = !isGiven(t.folded) && !titled && cue !== 'title';
      const place =
        PLACES.has(t.folded) && ((!cue && !titled) || placeNext || placeCase || placeOnly);
      if (place) continue;
      // "Levent'teki ofis", "Kartal'daki ev": a word with "-daki" is a place, not a person.
      if (
        t.apostrophe &&
        !cue &&
        !titled &&
        /^n?[dt][ae]ki$/.test(fold(text.slice(t.baseEnd + 1, t.end)))
      )
        continue;
      // A role word alone does not make an acronym or a place ("Oğlu Discord'da") a name.
      const plausible =
        given ||
        ((style === 'cap' || (t.base.length >= 3 && /[AEIİOÖUÜ]/u.test(t.base))) &&
          !(t.apostrophe && LOCATIVE.test(fold(text.slice(t.baseEnd + 1, t.end)))) &&
          !NATIONALITIES.has(t.base.toLocaleLowerCase('tr')) &&
          // "Ankaralı" is where one is from; after a title "Dr. Aksoylu" is a surname.
          (!/(lı|li|lu|lü)$/u.test(t.base) ||
            (cue === 'title' && !PLACES.has(t.folded.slice(0, -2)))));
      if ((cue === 'title' || cue === 'strong' || titled) && plausible) accept = true;
      else if (given && style === 'cap' && !ambiguous) accept = true;
      else if (given && style === 'upper') accept = !ambiguous || nextListed(i, 'upper');
      else if (given && !calendar && (!t.sentenceStart || cue === 'weak')) accept = true;
      else if (given && nextListed(i, style)) accept = true;
      else if (evidence && !(PLACES.has(stem) && t.apostrophe)) accept = true;
      else if (style === 'cap' && plausible && !calendar && !PLACES.has(t.folded)) {
        const n = tokens[i + 1];
        const genitive = t.apostrophe && /^n?[iu]n$/.test(fold(text.slice(t.baseEnd + 1, t.end)));
        // "Zerda'nın annesi": a proper noun with a kin noun after it is a person.
        // Also with a personal ending on the kin noun ("Nkiruka'nın annesiyim").
        if (genitive && kinNoun(n)) accept = true;
        // "… dün Zerda ile ilk görüşme", "… Zerda 7 yaşında", "Seansa Nkechi de katıldı":
        // unlisted, in mid-sentence. Not the last word of a capitalised term ("Bilişsel
        // Davranışçı Terapi ile 8. seans"); a first word of the sentence such as "Bugün" or
        // "Seansa" makes no term with it.
        else if (
          !t.sentenceStart &&
          !t.apostrophe &&
          !(i > 0 && adjacent(t) && caseOfToken(tokens[i - 1]!) !== 'lower' && !leadWord(i - 1)) &&
          // Not an app or a brand ("WhatsApp ile konuştuk", "Zoom ile görüştük").
          !PLATFORMS.has(t.folded) &&
          !ROLE_NOUNS.has(t.folded) &&
          !/\p{Ll}\p{Lu}/u.test(t.base) &&
          (personAfter(t, true) ||
            (PERSON_VERB.test(text.slice(t.end, t.end + 40)) &&
              // "ona Kuzum diyor" is what she calls him, a word of endearment.
              !isRelation(t.folded) &&
              !SAID_TO.has(tokens[i - 1]?.folded ?? '')))
        )
          accept = true;
        // "Nkechi bugün çok ağladı.": an unlisted word opening a sentence as the one who speaks,
        // comes or cries; not a plural, an institution or a word such as "Bugün" or "Seansta".
        else if (
          t.sentenceStart &&
          !t.apostrophe &&
          !cue &&
          personLike(t) &&
          t.folded.length >= 3 &&
          !leadWord(i) &&
          !SENTENCE_LEADS.has(t.folded) &&
          !/l[ae]r(?:[iu])?$/.test(t.folded) &&
          !(n && adjacent(n) && caseOfToken(n) !== 'lower') &&
          HUMAN_VERB.test(text.slice(t.end, t.end + 40))
        )
          accept = true;
        // "Danışan Tsegaye Bekele": a role word and two capitalised words.
        else if (
          cue === 'weak' &&
          /^(danisan|hasta|musteri|ogrenci)$/.test(tokens[i - 1]!.folded)
        ) {
          const nn = n && !n.blocked && adjacent(n) && !t.apostrophe ? n : null;
          // … or a particle and a name after it ("danışan Joost van der Meer").
          accept =
            (!!nn && particleAt(i + 1) !== null) ||
            (!!nn &&
              caseOfToken(nn) === 'cap' &&
              !isStopWord(nn.folded) &&
              !PLACES.has(nn.folded) &&
              !CALENDAR_NAMES.has(nn.folded) &&
              !/(?:l[ae]r[iu]|l[iu]g[iu])$/.test(nn.folded));
        }
      } else if (
        style === 'cap' &&
        !t.sentenceStart &&
        !calendar &&
        nextListed(i, 'cap') &&
        TURKISH_SURNAMES.has(tokens[i + 1]!.folded) &&
        !isAmbiguous(tokens[i + 1]!.folded)
      )
        accept = true;
    } else if (isGiven(t.folded) || cue !== null || titled || lowerGenitive(i) !== null) {
      if (evidence && !PLACES.has(stem)) accept = true;
      else if (lowerGenitive(i) !== null) {
        // "elifin annesi": a listed name with a genitive ending and a kin noun after it.
        accept = true;
        end = lowerGenitive(i)!;
      }
      // Names of other languages in lower case ("kardeşi omar", "hasta nasrin") need a role word.
      else if (given && foreign && !ambiguous)
        accept = cue !== null || titled || surnameWithEnding(i);
      // A listed name that is no ordinary word is a name in lower case too ("görüşmeye zeynep de
      // katıldı"); the lists mark the names that are also words.
      else if (given && !ambiguous) accept = true;
      else if (given) {
        // A word as common as "sabah" or "hâlâ" needs a second name after it, not the style.
        const common = COMMON_WORD_NAMES.has(stem);
        const pair = nextListed(i, 'lower') && !COMMON_WORD_NAMES.has(tokens[i + 1]!.folded);
        accept =
          titled ||
          (cue === 'strong' && !common && (lowerStyle || pair)) ||
          (cue === 'strong' && pair && !foreign);
        // "danışan aslı tuna": a role word and a second name word make a word a name.
        if (!accept && cue === 'weak' && pair && !common) accept = force = true;
      } else
        accept =
          titled &&
          lowerStyle &&
          t.folded.length >= 3 &&
          // "dün akşam hocam aradı": "hocam" addresses the reader, not the word before it.
          !/^hoca/.test(tokens[i + 1]!.folded);
    }
    // "Umut etmek", "Barış edemiyorlar": a word before a light verb is the noun, not a name.
    if (accept && ambiguous && !t.apostrophe && LIGHT_VERB.test(text.slice(t.end, t.end + 12)))
      accept = false;
    if (!accept) continue;
    // A word alone in parentheses takes no case ending ("(Gula)" is no "Gul" + "-a").
    if (end < t.baseEnd && /\(\s*$/.test(t.gap) && /^\s*\)/.test(text.slice(t.end)))
      end = t.baseEnd;
    // Only the last word of a name takes a case ending: "Farida Noori" is no "Farid" + "-a", and
    // a word listed as a name whole ("Noori") is no shorter name with an ending either.
    if (end < t.baseEnd && (isListed(t.folded) || nameFollows(i, style) || foreignVowel(t, end)))
      end = t.baseEnd;
    mark(i, end, style === 'lower');
    // "JOHN MILLER'IN EŞİYİM": a kin word after the name shows a person, not a scholar.
    const kinAfter = surnameWithEnding(i) && kinNoun(tokens[i + 2]);
    extend(i, style, force, cue !== null || titled || kinAfter);
  }

  // A given name just before a name found ("mohammed halil", "Ayşe Nur Demir"), and a particle
  // with the name after it ("Al-Hamwi ailesi").
  for (let i = tokens.length - 1; i > 0; i--) {
    if (!nameEnd.has(i) || nameEnd.has(i - 1) || particles.has(i)) continue;
    const t = tokens[i]!;
    const p = tokens[i - 1]!;
    if (p.blocked || p.apostrophe) continue;
    // "Anne-Marie", "Jean-Pierre": a capitalised word joined by a hyphen to a given name found,
    // even a word that is a role in Turkish ("anne").
    if (
      t.gap === '-' &&
      caseOfToken(p) === 'cap' &&
      caseOfToken(t) === 'cap' &&
      isGiven(t.folded) &&
      !PLACES.has(p.folded) &&
      !CALENDAR_NAMES.has(p.folded)
    ) {
      mark(i - 1, p.baseEnd, false);
      continue;
    }
    if (!adjacent(t)) continue;
    // Also a surname in capitals before the given name, as forms write it ("YILMAZ Ayşe").
    const formal =
      caseOfToken(p) === 'upper' && caseOfToken(t) === 'cap' && TURKISH_SURNAMES.has(p.folded);
    if (
      !formal &&
      (caseOfToken(p) !== caseOfToken(t) || !isGiven(p.folded) || isAmbiguous(p.folded))
    )
      continue;
    if (isStopWord(p.folded)) continue;
    if (CALENDAR_NAMES.has(p.folded) || PLACES.has(p.folded)) continue;
    mark(i - 1, p.baseEnd, caseOfToken(p) === 'lower');
  }
  for (let i = 0; i + 1 < tokens.length; i++) {
    const n = particleAt(i);
    if (n === null || nameEnd.has(i)) continue;
    // "Al-Hamwi ailesi"; "Van den Berg ailesi" (a chain of particles before a capital name).
    if (tokens[n]!.gap !== '-' && n === i + 1) continue;
    markParticles(i, n);
    if (!nameEnd.has(n)) mark(n, namePart(tokens[n]!, isListed) ?? tokens[n]!.baseEnd, false);
  }

  // A pet form of a name found here ("Kaan" → "Kaanito", "Elif" → "Elifçik", "Ayşe" → "Ayşoş").
  const stems = new Set<string>();
  for (const [i, end] of nameEnd) {
    const f = fold(text.slice(tokens[i]!.start, end));
    if (f.length >= 3 && !particles.has(i)) stems.add(f);
  }
  for (let i = 0; i < tokens.length && stems.size > 0; i++) {
    const t = tokens[i]!;
    if (t.blocked || nameEnd.has(i) || caseOfToken(t) !== 'cap' || PLACES.has(t.folded)) continue;
    for (let cut = 3; cut < t.folded.length; cut++) {
      const stem = t.folded.slice(0, cut);
      const rest = t.folded.slice(cut);
      // "Ayşoş": the name without its final vowel and a pet ending.
      const named = stems.has(stem) || stems.has(stem + 'e') || stems.has(stem + 'a');
      if (named && PET_SUFFIX.test(rest)) {
        mark(i, t.baseEnd, false);
        break;
      }
    }
  }

  // Nicknames: "'Memo' diye", "Kero diyor", "Sudeciğim", "Ayşo (Ayşe Nur)", short forms in -o.
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.blocked || nameEnd.has(i)) continue;
    // In any case when quoted and called by ("'minnoş' diye sesleniyor", "'kara' lakabıyla"),
    // also two or three words ("'Deli Ali' olarak biliniyor").
    if (/['‘"“]\s*$/u.test(t.gap) && !t.apostrophe) {
      let k = i;
      while (
        k < i + 2 &&
        !CALLED_AFTER.test(text.slice(tokens[k]!.end, tokens[k]!.end + 30)) &&
        tokens[k + 1] &&
        tokens[k + 1]!.gap === ' ' &&
        !tokens[k + 1]!.blocked &&
        !tokens[k + 1]!.apostrophe
      )
        k += 1;
      const phrase = tokens.slice(i, k + 1);
      // Called by it in so many words ("'tarzan' diye çağırıyorlar", "'çakal' lakaplı"): a
      // nickname in lower case too.
      const namedOutright = NAMED_OUTRIGHT.test(text.slice(tokens[k]!.end, tokens[k]!.end + 30));
      if (
        phrase.some(
          (w) =>
            namedOutright ||
            caseOfToken(w) !== 'lower' ||
            isListed(w.folded) ||
            /(?:o|os|is|us|ik|ic|cik|cuk|cim|cum)$/.test(w.folded),
        ) &&
        CALLED_AFTER.test(text.slice(tokens[k]!.end, tokens[k]!.end + 30)) &&
        !phrase.some((w) => isStopWord(w.folded))
      ) {
        for (let j = i; j <= k; j++) if (!nameEnd.has(j)) mark(j, tokens[j]!.baseEnd, false);
        continue;
      }
    }
    if (caseOfToken(t) !== 'cap') continue;
    if (isRelation(t.folded) || isStopWord(t.folded) || PLACES.has(t.folded)) continue;
    // "Alp'in Doruk'a 'Bıdık' dediğini": a quoted word said to a person is what they are
    // called (not "'Pamuk' dediği köpeği", said to no one).
    if (
      /['‘"“]\s*$/u.test(t.gap) &&
      !t.apostrophe &&
      /^['’"”]\s+(?:de|di)/u.test(text.slice(t.end))
    ) {
      const p = tokens[i - 1];
      const dative =
        !!p &&
        ((p.apostrophe && /^(?:y?[ae]|n[ae])$/.test(fold(text.slice(p.baseEnd + 1, p.end)))) ||
          SAID_TO.has(p.folded));
      const said =
        /^['’"”]\s+(?:dedi|der\b|derdi|diyor|demi[sş]|demesi|diyerek|dedi[gğ]|diye\s+(?:[cç]a[gğ][ıi]r|seslen|hitap))/iu;
      // A pet word in "-dık" ("Bıdık", "Pıtık") is no past tense ("Gittik", "Geldik").
      const pet =
        /[aeiou][dt][iu]k$/.test(t.folded) && !/^(?:yedik|dedik|okuduk|uyuduk)$/.test(t.folded);
      const spoken = SPOKEN.test(t.folded) && !pet;
      if (dative && p.apostrophe && said.test(text.slice(t.end, t.end + 24)) && !spoken) {
        mark(i, t.baseEnd, false);
        continue;
      }
    }
    const rest = text.slice(t.end, t.end + 24);
    const suffix = t.apostrophe ? fold(text.slice(t.baseEnd + 1, t.end)) : '';
    const saidTo = i > 0 && SAID_TO.has(tokens[i - 1]!.folded);
    const spoken = SPOKEN.test(t.folded) && !isListed(t.folded) && !saidTo;
    if (NICK_VERB.test(fold(rest)) && !/^[^\p{L}]*[.!?]/u.test(rest) && !spoken) {
      mark(i, t.baseEnd, false);
      continue;
    }
    if (HYPOCORISTIC.test(suffix)) {
      mark(i, t.baseEnd, false);
      continue;
    }
    const hypo = /^(.{3,}?)(c[iu]g[iu]m|c[iu]m)$/.exec(t.folded);
    if (
      !t.apostrophe &&
      hypo &&
      !RELATION_WORDS.has(hypo[1]!) &&
      !RELATION_WORDS.has(hypo[1]!.replace(/[ae]$/, ''))
    ) {
      if (isGiven(hypo[1]!) || !t.sentenceStart || /['"‘“]\s*$/u.test(t.gap)) {
        mark(i, t.start + hypo[1]!.length, false);
        continue;
      }
    }
    const short = /^(.{3,5})o$/.exec(t.folded);
    if (short && GIVEN_PREFIXES.has(short[1]!) && !O_STOP.has(t.folded) && !t.sentenceStart) {
      mark(i, t.baseEnd, false);
    }
  }

  // A nickname of two words ("Kara Murat diye bilinir"), not the word that starts the sentence
  // before it ("Mahallede Murat diye …").
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!nameEnd.has(i) || t.apostrophe || caseOfToken(t) !== 'cap') continue;
    const rest = text.slice(t.end, t.end + 24);
    if (!NICK_VERB.test(fold(rest)) || /^[^\p{L}]*[.!?]/u.test(rest)) continue;
    for (let k = i - 1; k >= i - 2 && k >= 0; k--) {
      const p = tokens[k]!;
      if (p.blocked || nameEnd.has(k) || p.apostrophe || !adjacent(tokens[k + 1]!)) break;
      if (caseOfToken(p) !== 'cap' || (p.sentenceStart && !isListed(p.folded))) break;
      if (isStopWord(p.folded) || PLACES.has(p.folded) || RELATION_WORDS.has(p.folded)) break;
      mark(k, p.baseEnd, false);
    }
  }

  // A quoted name in parentheses right after a person's name, alone or with who says it and a
  // naming verb ("Poyraz Kaya ('Poyi')", "Hakan Er (arkadaşları 'Deli Hakan' diyor)"): a
  // nickname, whatever its words (a relation word or an adjective inside the quote included),
  // unless it is speech ("Ayşe ('yoruldum' diyor)").
  for (const [i] of [...nameEnd]) {
    const t = tokens[i]!;
    const after = text.slice(t.end, t.end + 70);
    const m =
      /^\s*\(\s*(?:[\p{L}]+\s+){0,2}(['‘’"“])([^'‘’"”()]{2,30})['‘’"”]\s*(?:[\p{L}]+\s*){0,2}\)/u.exec(
        after,
      );
    if (!m) continue;
    const inner = m[2]!;
    const words = inner.trim().split(/\s+/);
    if (words.length > 3) continue;
    if (words.length === 1 && SPOKEN.test(fold(words[0]!))) continue;
    const from = t.end + m.index + m[0].indexOf(m[1]!) + 1;
    const to = from + inner.length;
    tokens.forEach((k, j) => {
      if (k.start >= from && k.end <= to && !k.blocked && !nameEnd.has(j)) mark(j, k.baseEnd, true);
    });
  }

  // "X ailesi": a capitalised word before "ailesi" is a family name.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    const n = tokens[i + 1]!;
    if (t.blocked || nameEnd.has(i) || t.apostrophe) continue;
    // "KARADENİZ AİLESİ" in capitals too.
    const upper = caseOfToken(t) === 'upper' && caseOfToken(n) === 'upper' && t.base.length >= 3;
    if (caseOfToken(t) !== 'cap' && !upper) continue;
    if (!adjacent(n) || !n.folded.startsWith('aile')) continue;
    if (FAMILY_STOP.has(t.base.toLocaleLowerCase('tr')) || isStopWord(t.folded)) continue;
    if (PLACES.has(t.folded) || RELATION_WORDS.has(t.folded)) continue;
    if (t.sentenceStart && !TURKISH_SURNAMES.has(t.folded) && !known.words.has(t.folded)) continue;
    mark(i, t.baseEnd, false);
  }

  // Person slots: where only a person stands, a word is a name whatever the lists say.
  /** Marks token i and up to two more capitalised words after it ("Oyelaran Adebayo"). */
  const markRun = (i: number, lower = false) => {
    let k = i;
    mark(k, tokens[k]!.baseEnd, lower);
    while (
      k < i + 2 &&
      !tokens[k]!.apostrophe &&
      personLike(tokens[k + 1], lower) &&
      (adjacent(tokens[k + 1]!) || tokens[k + 1]!.gap === '-') &&
      caseOfToken(tokens[k + 1]!) === caseOfToken(tokens[i]!) &&
      !nameEnd.has(k + 1)
    ) {
      k += 1;
      mark(k, tokens[k]!.baseEnd, lower);
    }
  };
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    const p = tokens[i - 1]!;
    if (nameEnd.has(i)) continue;
    // The line before the word, looked for within 40 characters only (a sentinel when longer).
    const near = text.slice(Math.max(0, t.start - 40), t.start);
    const lineBefore =
      near.lastIndexOf('\n') >= 0 || t.start <= 40
        ? near.slice(near.lastIndexOf('\n') + 1)
        : `\u0000${near}`;
    // "Merhaba Oyelaran,", "Sevgili Thandeka": the one greeted.
    const greeted =
      !p.blocked && GREETINGS.has(p.folded) && /^,?[ \t]+$/.test(t.gap) && !p.apostrophe;
    // "Sevgiler,\nWanjiru Kamau", "Saygılarımla, Oyelaran": the one who signs.
    const signed =
      (CLOSINGS.has(p.folded) || (i > 1 && CLOSINGS.has(`${tokens[i - 2]!.folded} ${p.folded}`))) &&
      /^\s*[,.!]?\s*$/.test(t.gap) &&
      /[,\n]/.test(t.gap);
    // "[14:32] Zdravko:", "09:03 - Thandeka:": the sender of a chat line.
    const sender =
      /^[ \t]*(?:\[[^\]\n]{1,25}\]|\d{1,2}[:.]\d{2}(?:[:.]\d{2})?[ \t]*[-–])[ \t]*$/u.test(
        lineBefore,
      ) && /^[\p{L}\s.-]{0,40}:/u.test(text.slice(t.start, t.start + 42));
    // "ben Eflatun", "hocam ben layla haddad": one who introduces themself.
    const self = !p.blocked && p.folded === 'ben' && adjacent(t) && !p.apostrophe;
    // Not a plural, a closing or a unit ("Merhaba Arkadaşlar", "Sevgiler, Teşekkürler",
    // "Saygılarımla, Psikolojik Danışmanlık Birimi"); after "ben" only a name that ends the clause
    // or owns a kin ("ben Eflatun.", "ben Nkiruka'nın annesi"), not "Ben Danışanımla konuştum".
    const unit = [0, 1, 2, 3].some((d) => {
      const w = tokens[i + d];
      return (
        !!w &&
        (d === 0 || adjacent(w)) &&
        (INSTITUTION_WORDS.has(w.folded) || UNIT_WORDS.test(w.folded))
      );
    });
    const plural = /l[ae]r(?:[iu]m(?:[iu]z)?)?$/.test(t.folded) || CLOSINGS.has(t.folded);
    const more = caseOfToken(t) === 'lower' ? /^(?:\s+\p{Ll}+)?/u : /^(?:\s+\p{Lu}\p{L}*){0,2}/u;
    const after = t.end + more.exec(text.slice(t.end, t.end + 40))![0].length;
    const ends =
      !self ||
      (t.apostrophe && /^n?[iu]n$/.test(fold(text.slice(t.baseEnd + 1, t.end)))) ||
      /^\s*(?:[,.!?;:)\n(]|$)/u.test(text.slice(after, after + 4));
    if ((greeted || signed || sender || self) && !unit && !plural && ends) {
      if (personLike(t) && !TITLES_BEFORE.has(t.folded)) markRun(i);
      // In lower case only a listed name ("ben layla haddad"), or a word of a chat sender.
      else if (
        personLike(t, true) &&
        caseOfToken(t) === 'lower' &&
        isGiven(t.folded) &&
        (!isAmbiguous(t.folded) || /^\s*[,.]/.test(text.slice(t.end, t.end + 2)))
      ) {
        mark(i, t.baseEnd, true);
        extend(i, 'lower', true, true);
      }
    }
  }
  // "Partner: Yevgenia Lomakina", "Başvuran: …": the value of a field for a person.
  // "haddad soyadıyla", "Kovacs soyadlı": the word before "soyadı" is a surname.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    const n = tokens[i + 1]!;
    if (nameEnd.has(i) || t.apostrophe || !adjacent(n) || !/^soy(?:ad|is)/.test(n.folded)) continue;
    if (!personLike(t, true) || SURNAME_STOP.has(t.folded) || NAME_LABELS.has(t.folded)) continue;
    if (/n?[iu]n$/.test(t.folded)) continue;
    if (caseOfToken(t) === 'lower' && (SPOKEN.test(t.folded) || isAmbiguous(t.folded))) continue;
    mark(i, t.baseEnd, caseOfToken(t) === 'lower');
  }
  // Pass 2: names beside a name ("Deniz ile Umut"), a nickname in parentheses beside a name,
  // then every other mention of a name seen (also a surname alone).
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.blocked || nameEnd.has(i) || caseOfToken(t) !== 'cap') continue;
    const listed = isGiven(t.folded) || namePart(t, isGiven) !== null;
    // An unlisted word joined to a name is one too ("Ali ile Zoltan", "Jovana ve kızı Milica"),
    // unless a place, a role, a word of a form ("Ankara ve İzmir", "Anne ve Ali").
    if (CALENDAR_NAMES.has(t.folded) || !(listed || personLike(t))) continue;
    const joinerAfter = tokens[i + 1];
    const joinerBefore = tokens[i - 1];
    const joins = (w?: Token) =>
      !!w && (w.folded === 'ile' || w.folded === 've') && adjacent(w) && !w.apostrophe;
    // "… ve kızı Milica": a kin word between the joiner and the name.
    const kinThenName = (k: number) =>
      !!tokens[k] &&
      STRONG_CUES.has(tokens[k]!.folded) &&
      adjacent(tokens[k]!) &&
      nameEnd.has(k + 1);
    // An unlisted word needs a name beside it that is no ordinary word ("Sevgi ve Saygı" are
    // nouns), and no noun after it that it qualifies ("… ile Psikiyatri servisine").
    const strongName = (k: number) => !!tokens[k] && !isAmbiguous(tokens[k]!.folded);
    const after = tokens[i + 1];
    const qualifies =
      /^(?:servis|bolum|klinig|poliklinig|birim|ekib|merkez|hastane|okul|ofis)/.test(
        after?.folded ?? '',
      ) ||
      // "… ve Sosyal Hizmet Uzmanı": the first word of a capitalised term.
      (!!after &&
        adjacent(after) &&
        caseOfToken(after) !== 'lower' &&
        !nameEnd.has(i + 1) &&
        !isListed(after.folded) &&
        !surnameShaped(after.folded));
    const right =
      joins(joinerAfter) &&
      adjacent(joinerAfter!) &&
      (nameEnd.has(i + 2) || kinThenName(i + 2)) &&
      !t.apostrophe &&
      (listed ||
        (caseOfToken(tokens[i + 2]!) !== 'lower' && strongName(i + 2)) ||
        kinThenName(i + 2));
    const left =
      joins(joinerBefore) &&
      adjacent(t) &&
      nameEnd.has(i - 2) &&
      (listed ||
        (!t.sentenceStart && !tokens[i - 2]!.apostrophe && strongName(i - 2) && !qualifies));
    if (right || left) mark(i, namePart(t, isGiven) ?? t.baseEnd, false);
  }
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    const n = tokens[i + 1]!;
    if (t.blocked || n.blocked || caseOfToken(t) !== 'cap') continue;
    // "Gül (asıl adı Gülşen Karaman)": what the parentheses call the real name.
    if (
      /^\s*\(\s*$/.test(n.gap) &&
      !nameEnd.has(i) &&
      !t.apostrophe &&
      /^(?:asil|gercek|esas|resmi|nufustaki|kimlikteki)$/.test(n.folded) &&
      /^(?:ad|ism|isim)/.test(tokens[i + 2]?.folded ?? '') &&
      nameEnd.has(i + 3) &&
      !PLACES.has(t.folded) &&
      !isStopWord(t.folded)
    ) {
      mark(i, t.baseEnd, false);
      continue;
    }
    if (caseOfToken(n) !== 'cap' || !/^\s*\(\s*$/.test(n.gap)) continue;
    // "Kwame Mensah (Gana)", "Farhad (Dari)": a country or a language, not a nickname.
    const place = PLACES.has(n.folded) || NATIONALITIES.has(n.base.toLocaleLowerCase('tr'));
    if (nameEnd.has(i) && !nameEnd.has(i + 1) && /^\)/.test(text.slice(n.end)) && !place)
      mark(i + 1, n.baseEnd, false);
    else if (
      !nameEnd.has(i) &&
      nameEnd.has(i + 1) &&
      namePart(t, isStopWord) === null &&
      !PLACES.has(t.folded)
    ) {
      // "Ayşo (Ayşe Nur)": the parentheses hold the name alone, not "Danışanın (Kaan, 17)".
      let k = i + 1;
      while (nameEnd.has(k + 1) && adjacent(tokens[k + 1]!)) k += 1;
      if (/^\s*\)/.test(text.slice(tokens[k]!.end))) mark(i, t.baseEnd, false);
    }
  }

  const seen = new Map(known.words);
  // Two name words seen together ("ali rıza tan"): the second follows the first again as a name
  // even where it is also a word ("ali rıza o günden beri", rıza being consent).
  const pairs = new Set<string>();
  for (const i of nameEnd.keys()) {
    const n = tokens[i + 1];
    if (nameEnd.has(i + 1) && n && adjacent(n) && !tokens[i]!.apostrophe)
      pairs.add(`${tokens[i]!.folded} ${n.folded}`);
  }
  for (const [i, end] of nameEnd) {
    if (particles.has(i)) continue;
    const f = fold(text.slice(tokens[i]!.start, end));
    if (!seen.has(f)) seen.set(f, { lower: lowerNames.has(f) });
    else if (lowerNames.has(f)) seen.set(f, { lower: true });
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.blocked || nameEnd.has(i)) continue;
    let end = namePart(t, (f) => seen.has(f));
    // The family by its surname in the plural ("Kayalar'a", "Aslanlar'ın", "Tekkeliler"): the
    // whole word, a surname seen capitalised.
    const family = /^(.{2,}?)(?:l[ae]r)$/.exec(t.folded);
    if (
      family &&
      caseOfToken(t) === 'cap' &&
      seen.has(family[1]!) &&
      !seen.get(family[1]!)!.lower &&
      (end === null || end - t.start === family[1]!.length)
    )
      end = t.baseEnd;
    else if (
      end !== null &&
      caseOfToken(t) === 'cap' &&
      /^l[ae]r/.test(t.folded.slice(end - t.start))
    )
      end = t.baseEnd;
    if (end === null) continue;
    const f = fold(text.slice(t.start, end));
    const entry = seen.get(f) ?? seen.get(family?.[1] ?? '')!;
    const style = caseOfToken(t);
    // In a note all in capitals a name seen before is that name again before a title ("ÇELİK
    // BEY'İN"), though it is also a word.
    if (
      style === 'lower' &&
      !(entry.lower && (!isAmbiguous(f) || lowerStyle)) &&
      !(upperStyle && titleAfter(i))
    )
      continue;
    // A month or feast named again as such ("Ramazan ayında", "Kurban Bayramı") is the calendar.
    const next = tokens[i + 1]?.folded ?? '';
    if (CALENDAR_NAMES.has(f) && /^(ay|bayram)/.test(next)) continue;
    if (isAmbiguous(f) && LIGHT_VERB.test(text.slice(t.end, t.end + 12))) continue;
    // A name that is also a word, used as the word: a simile ("Gül gibi bakarım") or a pair of
    // nouns ("Sevgi ve güven ortamı").
    if (isAmbiguous(f) && !t.apostrophe && end === t.baseEnd && wordUse(i)) continue;
    // A name that is also a city, as the city ("Danışan Aydın Yıldız, Aydın'da yaşıyor").
    if (
      PLACES.has(f) &&
      t.apostrophe &&
      /^n?[dt][ae](?:ki)?$/.test(fold(text.slice(t.baseEnd + 1, t.end)))
    )
      continue;
    mark(i, end, style === 'lower');
  }
  // A word between two name words is part of the name ("Defne Su Karaca", "mohammad naseer
  // ahmadzai"); in lower case only an unlisted word between a given name and a surname.
  const between = new Set<string>();
  for (let i = 1; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    const n = tokens[i + 1]!;
    const p = tokens[i - 1]!;
    if (nameEnd.has(i) || !nameEnd.has(i - 1) || !nameEnd.has(i + 1)) continue;
    if (!adjacent(t) || !adjacent(n) || p.apostrophe || t.apostrophe || particles.has(i - 1))
      continue;
    // A listed name that is also a function word ("Su" is folded "şu") in capitals too.
    const namey =
      personLike(t, true) || (caseOfToken(t) === 'cap' && (isGiven(t.folded) || t.base === 'Su'));
    if (!namey || caseOfToken(t) !== caseOfToken(p) || JOINERS.has(t.folded)) continue;
    if (caseOfToken(t) === 'lower') {
      const surname = TURKISH_SURNAMES.has(n.folded) || known.words.has(n.folded);
      if (!isGiven(p.folded) || !surname || SPOKEN.test(t.folded) || t.folded.length < 3) continue;
    }
    mark(i, t.baseEnd, caseOfToken(t) === 'lower');
    between.add(t.folded);
  }
  // The same word again right after a name word ("Defne Su" after "Defne Su Karaca"), or after
  // the name word it followed before.
  for (let i = 1; i < tokens.length && between.size + pairs.size > 0; i++) {
    const t = tokens[i]!;
    if (nameEnd.has(i) || t.blocked || !adjacent(t)) continue;
    if (!between.has(t.folded) && !pairs.has(`${tokens[i - 1]!.folded} ${t.folded}`)) continue;
    if (!nameEnd.has(i - 1) || tokens[i - 1]!.apostrophe) continue;
    if (caseOfToken(t) !== caseOfToken(tokens[i - 1]!)) continue;
    mark(i, t.baseEnd, caseOfToken(t) === 'lower');
  }

  // A particle before a name seen again ("… el-Ahmed'in").
  for (const i of [...nameEnd.keys()]) {
    for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
      if (nameEnd.has(k)) break;
      if (particleAt(k, caseOfToken(tokens[i]!) === 'lower') !== i) continue;
      markParticles(k, i);
      break;
    }
  }
  // Adjacent name words form one finding ("Ayşe Nur Kaya", "Al-Hamwi").
  const out: PiiFinding[] = [];
  const extra: PiiFinding[] = [];
  for (const m of text.matchAll(INITIALS)) {
    if (NOT_INITIALS.has(m[0].replace(/\s/g, '')) || blocked(m.index, m.index + m[0].length))
      continue;
    const prev = /(\p{L}+)\s*:?\s*$/u.exec(text.slice(Math.max(0, m.index - 30), m.index))?.[1];
    const cue = prev ? fold(prev) : '';
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 20);
    if (
      !(STRONG_CUES.has(cue) || WEAK_CUES.has(cue) || TITLES_BEFORE.has(cue)) &&
      !AGE_AFTER.test(rest)
    )
      continue;
    extra.push({ kind: 'name', value: m[0], start: m.index, end: m.index + m[0].length });
  }
  const indexes = [...nameEnd.keys()].sort((a, b) => a - b);
  for (const i of indexes) {
    const t = tokens[i]!;
    const end = nameEnd.get(i)!;
    const last = out.at(-1);
    if (
      last &&
      last.end === tokens[i - 1]?.end &&
      tokens[i - 1]!.baseEnd === last.end &&
      (adjacent(t) || t.gap === '-')
    ) {
      last.end = end;
      last.value = text.slice(last.start, end);
      continue;
    }
    out.push({ kind: 'name', value: text.slice(t.start, end), start: t.start, end });
  }
  return [...out, ...extra].sort((a, b) => a.start - b.start);
}

/** The words of the names found, to remember across texts of one masker. */
export function rememberNames(known: KnownNames, findings: PiiFinding[]): void {
  for (const f of findings) {
    if (f.kind !== 'name') continue;
    for (const word of f.value.split(/[\s-]+/)) {
      const folded = fold(word);
      if (folded.length < 2 || NAME_PARTICLES.has(folded)) continue;
      const lower = word === word.toLocaleLowerCase('tr');
      const entry = known.words.get(folded);
      if (!entry) known.words.set(folded, { lower });
      else if (lower) entry.lower = true;
    }
  }
}
