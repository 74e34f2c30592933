// Personal data with a shape: e-mails, profile links and handles, IBANs, TC Kimlik numbers,
// phones, licence plates, dates, addresses, school names and classes, and identity, insurance
// and file numbers recognised by a keyword nearby ("SGK sicil", "pasaport", "dosya no").
import { findKnownEmployers } from './pii-employers';
import type { PiiFinding, PiiKind } from './pii-types';
import { fold } from './text';
import {
  PLACES,
  STRONG_CUES,
  TURKISH_GIVEN_NAMES,
  TURKISH_SURNAMES,
  WEAK_CUES,
  wordSet,
} from './turkish-names';

/** TC Kimlik No: 11 digits, first not 0, two check digits. */
export function isValidTcKimlik(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  return d.slice(0, 10).reduce((sum, n) => sum + n, 0) % 10 === d[10];
}

/** ISO 13616 check (mod 97) for IBANs of other countries. */
function isValidIban(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const moved = compact.slice(4) + compact.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const code = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of code) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

const UP = 'A-ZÇĞİÖŞÜ';
const CAP_WORD = `[${UP}][\\p{L}]*`;
const MONTHS =
  'ocak|şubat|subat|mart|nisan|mayıs|mayis|haziran|temmuz|ağustos|agustos|eylül|eylul|ekim|kasım|kasim|aralık|aralik';
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
const MONTH = '(?:0?[1-9]|1[0-2])';
const YEAR = '(?:19|20)\\d{2}';
const ONES = '(?:bir|iki|[üu][çc]|d[öo]rt|be[şs]|alt[ıi]|yedi|sekiz|dokuz)';
const TENS = '(?:on|yirmi|otuz|k[ıi]rk|elli|altm[ıi][şs]|yetmi[şs]|seksen|doksan)';
const DAY_WORDS = `(?:(?:on|yirmi|otuz)(?:\\s${ONES})?|${ONES})`;
const YEAR_WORDS = `(?:iki\\s)?bin(?:\\s(?:dokuz\\s)?y[üu]z)?(?:\\s${TENS})?(?:\\s${ONES})?`;

interface Pattern {
  kind: PiiKind;
  regex: RegExp;
  /** `cue`: the part of the match before a named group `value`, when the pattern has one. */
  check?: (value: string, text: string, start: number, cue: string) => boolean;
  /** A cheap test of the whole text first: without a match the pattern cannot match. */
  gate?: RegExp;
}

const SOCIAL =
  'instagram|tiktok|facebook|fb|twitter|x|youtube|linkedin|snapchat|twitch|threads|pinterest|reddit|vk|t\\.me|discord|github|medium|onlyfans|spotify|soundcloud|tumblr';

// Platforms and the words that name an account written without "@".
const PLATFORM_CUE = `(?<![\\p{L}\\p{N}.])(?:${SOCIAL}|insta|ig|tik\\s?tok|snap|telegram|kick|steam|roblox|pubg|valorant|minecraft|fortnite|tinder|bumble|badoo|hinge|bereal|wattpad|ask\\.fm)(?![\\p{L}\\p{N}])(?:['’]\\p{L}{1,6})?(?:\\s+(?:hesab\\p{L}*|profil\\p{L}*|kullan[ıi]c[ıi]\\s+ad\\p{L}*|ad[ıi]|nick\\p{L}*|rumuz\\p{L}*))?`;
const USERNAME_CUE = `(?<![\\p{L}\\p{N}])(?:kullan[ıi]c[ıi]\\s+(?:ad[ıi]|ismi)|hesap\\s+ad[ıi]|nick(?:name)?(?:i|leri)?|rumuz(?:u|lar[ıi])?)`;
const ACCOUNT_TOKEN = '[\\p{L}\\p{N}_](?:[\\p{L}\\p{N}_.-]*[\\p{L}\\p{N}_])?';
const ACCOUNT = `\\s*[:=]?\\s*['"‘“]?@?(?<value>${ACCOUNT_TOKEN})`;
const ACCOUNT_AFTER =
  '(?:kullan[ıi]c[ıi]\\s+ad|hesap\\s+ad|adl[ıi]\\s+(?:hesa|profil|kullan)|isimli\\s+(?:hesa|profil|kullan)|nick|rumuz|(?:ismini|ad[ıi]n[ıi])\\s+kullan)';
/** A dot, an underscore or a digit inside: an account name, not a word. */
const ACCOUNT_SHAPE = /[\p{L}\p{N}][._][\p{L}\p{N}]|[\p{L}]\d|_/u;
const NOT_ACCOUNT = new Set(
  'yok var ve ile de da ki bu su o bir hesap hesabi hesabini kapali gizli acik bilinmiyor silindi silinmis degisti degistirdi ayni olarak uzerinden'.split(
    ' ',
  ),
);

/**
 * An account after a platform or username cue: shaped like an account, quoted or after "@", or
 * after a colon that follows an explicit "kullanıcı adı" (`explicit`), and not an ordinary word.
 */
function accountAfterCue(token: string, cue: string, next: string, explicit = false): boolean {
  if (!/\p{L}/u.test(token) || NOT_ACCOUNT.has(fold(token))) return false;
  if (ACCOUNT_SHAPE.test(token) || /@$/u.test(cue)) return true;
  // A quoted word is an account only when the quote closes right after it (not a quoted message).
  if (/['"‘“]$/u.test(cue)) return /^['"’”]/u.test(next);
  return (explicit || /kullan|nick|rumuz|hesap\s+ad/iu.test(cue)) && /:\s*$/u.test(cue);
}

/** Sites everyone names ("google.com"): a domain of theirs alone identifies no one. */
const PUBLIC_SITES = new Set(
  `${SOCIAL} google gmail hotmail outlook yahoo icloud yandex wikipedia whatsapp telegram apple microsoft amazon netflix trendyol hepsiburada sahibinden getir yemeksepeti apa who nih gov edu k12 saglik enabiz turkiye mhrs e-devlet edevlet meb yok osym psikolog psikiyatri tpd tpder`
    .split(/[\s|]+/)
    .map((w) => w.replace(/\\/g, '')),
);

/** The sentence before a position (up to `span` characters), folded, for keyword checks. */
function before(text: string, start: number, span = 60): string {
  const window = text.slice(Math.max(0, start - span), start);
  const cut = Math.max(
    window.lastIndexOf('\n'),
    ...[...window.matchAll(/[.!?;]\s+(?=[A-ZÇĞİÖŞÜ])/gu)].map((m) => m.index),
  );
  return fold(cut >= 0 ? window.slice(cut + 1) : window) + ' ';
}

function after(text: string, end: number, span = 40): string {
  const window = text.slice(end, end + span);
  const cut = window.search(/[.!?;]\s|\n/);
  return ' ' + fold(cut >= 0 ? window.slice(0, cut) : window);
}

/** Digits of a Turkish number without the country code and the trunk 0 ("0 532 …" → 10). */
function nationalDigits(value: string): number {
  const digits = value.replace(/\D/g, '').replace(/^(?:0090|90(?=[2-58]\d{9}$))/, '');
  return digits.replace(/^0/, '').length;
}

/** An extension after a phone belongs to it ("0216 578 30 00 dahili 1245", "(dah. 12)"). */
const EXTENSION =
  /^(?:\s?,?\s?\(?(?:dahili|dah\.|ext\.|x)\s?:?\s?\d{1,5}\)?|\s?\/\s?[1-9]\d{1,4})(?![\p{L}\p{N}]|\s?\d)/iu;

const PLATE_CUE =
  /\b(plaka|plakali|plakasi|arac|araba|otomobil|taksi|kamyon|minibus|tir\b|cekici|motor|ruhsat|otobus)/;
const BIRTH_CUE = /(dogum|d\.\s?t\.?|\bd\.)\s*(tarihi)?\s*:?\s*$/;

const PATTERNS: Pattern[] = [
  {
    kind: 'email',
    regex:
      /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu,
    gate: /@/u,
  },
  // An address written so that machines miss it ("ayse_kaya(at)gmail.com", "ali [at] x.com").
  {
    kind: 'email',
    regex:
      /[\p{L}\p{N}._%+-]+\s?(?:\(at\)|\[at\]|\(et\)|\{at\})\s?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu,
    gate: /[([{][ae]t[)\]}]/u,
  },
  // A word with an underscore between letters is an account where the text speaks of one
  // ("TikTok'ta da duru_kzl olarak var").
  {
    kind: 'handle',
    regex:
      /(?<![\p{L}\p{N}_.@/#-])[\p{L}\p{N}]+(?:[._][\p{L}\p{N}]+)*_[\p{L}\p{N}_.]*[\p{L}\p{N}_](?![\p{L}\p{N}@/])/gu,
    gate: new RegExp(`_[\\p{L}\\p{N}]`, 'u'),
    check: (_value, text) =>
      /(?:instagram|insta|tiktok|tik tok|twitter|facebook|snapchat|snap|telegram|discord|youtube|twitch|hesab|hesap|kullan[ıi]c[ıi]|profil|nick|rumuz|takip)/iu.test(
        text,
      ),
  },
  {
    kind: 'handle',
    regex: new RegExp(
      `(?:https?://)?(?:www\\.|m\\.)?(?:${SOCIAL})\\.(?:com|net|tv|gg|me|ru|app)(?:\\.tr)?/@?[\\w.%-]*[\\w%-](?:/[\\w.%-]*[\\w%-])*`,
      'giu',
    ),
  },
  {
    kind: 'handle',
    regex: /(?<![\p{L}\p{N}_.@/])@[\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?/gu,
  },
  { kind: 'handle', regex: /(?<![\p{L}\p{N}_.#])[\p{L}\p{N}_.]{2,32}#\d{4}(?!\d)/gu },
  // Accounts written without "@": after a platform or "kullanıcı adı" ("tiktok: yarenn.dnc",
  // "kullanıcı adı: gecekusu"), or before "kullanıcı adıyla", "adlı hesap" ("'gece_99' adlı hesap").
  {
    kind: 'handle',
    regex: new RegExp(`${PLATFORM_CUE}${ACCOUNT}`, 'giu'),
    gate: new RegExp(PLATFORM_CUE, 'iu'),
    check: (value, text, start, cue) =>
      accountAfterCue(value, cue, text.charAt(start + value.length)),
  },
  {
    kind: 'handle',
    regex: new RegExp(`${USERNAME_CUE}${ACCOUNT}`, 'giu'),
    gate: new RegExp(USERNAME_CUE, 'iu'),
    check: (value, text, start, cue) =>
      accountAfterCue(value, cue, text.charAt(start + value.length), true),
  },
  {
    kind: 'handle',
    regex: new RegExp(
      `(?<![\\p{L}\\p{N}_.@])${ACCOUNT_TOKEN}(?=['"’”]?\\s+${ACCOUNT_AFTER})`,
      'giu',
    ),
    gate: new RegExp(ACCOUNT_AFTER, 'iu'),
    check: (value, text, start) =>
      !/^\d+$/.test(value) &&
      (ACCOUNT_SHAPE.test(value) || /['"‘“]$/u.test(text.slice(Math.max(0, start - 1), start))),
  },
  // A bare domain of a person or a business ("ayseninatolyesi.com"), not of a public site.
  {
    kind: 'url',
    regex:
      /(?<![\p{L}\p{N}@._/-])(?:[a-z0-9-]+\.)*([a-z0-9-]+)\.(?:com|net|org|me|io|blog|info|art|shop|store|site|dev|app|xyz|page|online|studio|design)(?:\.tr)?(?![\p{L}\p{N}/@-]|\.[\p{L}\p{N}])/gu,
    check: (value) =>
      !fold(value)
        .split('.')
        .some((label) => PUBLIC_SITES.has(label)),
    gate: /[a-z0-9]\.(?:com|net|org|me|io|blog|info|art|shop|store|site|dev|app|xyz|page|online|studio|design)/u,
  },
  // Links: profile and personal pages ("linktr.ee/…", "https://…", "www.…").
  {
    kind: 'url',
    regex: /(?<![\p{L}\p{N}@])(?:https?:\/\/|www\.)[^\s<>"'’”()[\]]+/giu,
    gate: /https?:|www\./iu,
  },
  {
    kind: 'url',
    regex:
      /(?<![\p{L}\p{N}@._-])[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.(?:com|net|org|me|io|ee|ly|tv|gg|app|co|info|biz|link|page|site|blog|dev|xyz|tr)\/[^\s<>"'’”()[\]]*/giu,
  },
  {
    kind: 'iban',
    regex: /(?<![\p{L}\p{N}])TR\s?\d{2}(?:\s?\d{4}){5}\s?\d{2}(?!\d)/giu,
  },
  {
    kind: 'iban',
    regex:
      /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?(?![\p{L}\p{N}])/gu,
    check: (value) => !value.startsWith('TR') && isValidIban(value),
  },
  {
    kind: 'tc',
    regex: /(?<![\p{N}.,/-])[1-9]\d{10}(?![\p{N}])/gu,
    check: (value, text, start) =>
      isValidTcKimlik(value) || /\b(t\.?\s?c\.?|tckn|kimlik)\b/.test(before(text, start, 40)),
  },
  {
    kind: 'phone',
    regex:
      /(?<![\p{L}\p{N}+])(?:(?:\+|00)\s?90[\s.-]?)?(?:0[\s.-]?)?(?:\(\s?0?\s?[2-58]\d{2}\s?\)|[2-58]\d{2})[\s.-]?\d{3}[\s.-]?\d{2}[\s.-]?\d{2}(?![\p{N}])/gu,
  },
  // Any grouping of a Turkish number: "0545 1234 567", "0.532.289.14.60", "0216-578-3000".
  {
    kind: 'phone',
    regex:
      /(?<![\p{L}\p{N}+.,/-])(?:(?:\+|00)\s?90[\s.-]?)?(?:0[\s.-]?)?(?:\(\s?0?\s?[2-58]\d{2}\s?\)|[2-58]\d{2})(?:[\s.-]\d{1,4}){2,4}(?![\p{N}]|[.,/-]\d)/gu,
    check: (value) => nationalDigits(value) === 10,
  },
  {
    kind: 'phone',
    regex: /(?<![\p{L}\p{N}])\+(?!90)\d{1,3}[\s-]?\(?\d{1,4}\)?(?:[\s-]?\d{2,4}){2,4}(?![\p{N}])/gu,
  },
  {
    kind: 'date',
    regex: new RegExp(
      `(?<![\\p{N}.,/-])(?:${DAY}[./-]${MONTH}[./-]${YEAR}|${YEAR}-${MONTH}-${DAY}|${DAY}\\s+(?:${MONTHS})\\s+${YEAR})(?![\\p{N}])`,
      'giu',
    ),
  },
  // A date in words ("on yedi Ekim bin dokuz yüz doksan iki", "üç Mart iki bin on beş").
  {
    kind: 'date',
    regex: new RegExp(
      `(?<![\\p{L}])${DAY_WORDS}\\s+(?:${MONTHS})\\s+${YEAR_WORDS}(?![\\p{L}])`,
      'giu',
    ),
    gate: /\bbin\b/iu,
  },
  // A day and a month without the year ("8 Mayıs'ta görülecek", "14 Haziran günü"), not a
  // holiday or an institution named after one ("19 Mayıs Üniversitesi", "29 Ekim Bayramı").
  {
    kind: 'date',
    regex: new RegExp(
      `(?<![\\p{L}\\p{N}.,/-])${DAY}\\s+(?:${MONTHS})(?![\\p{L}])(?!\\s+(?:${YEAR}|\\d))`,
      'giu',
    ),
    check: (value, text, start) => {
      const rest = text.slice(start + value.length, start + value.length + 30);
      // A capital after it names a holiday or a place, but a weekday does not ("12 Haziran Cuma").
      if (
        /^\s+[A-ZÇĞİÖŞÜ]/u.test(rest) &&
        !/^\s+(?:Pazartesi|Sal[ıi]|[ÇC]ar[şs]amba|Per[şs]embe|Cuma|Cumartesi|Pazar)(?![\p{L}])/u.test(
          rest,
        )
      )
        return false;
      return !/^\s*(?:['’]\p{L}+\s+)?(?:bayram|anma|kutlama|an[ıi]lma|[sş]ehit|zafer|olaylar|darbe|gen[cç]lik|deprem|afet|felaket|sel\b|se[cç]im|sald[ıi]r[ıi]|patlama|katliam)/iu.test(
        rest,
      );
    },
    gate: new RegExp(`\\d\\s+(?:${MONTHS})`, 'iu'),
  },
  {
    kind: 'plate',
    regex:
      /(?<![\p{L}\p{N}/.,:-])(?:0[1-9]|[1-7]\d|8[01])[\s-]?(?:[A-Za-z][\s-]?\d{4,5}|[A-Za-z]{2}[\s-]?\d{2,4}|[A-Za-z]{3}[\s-]?\d{2,4})(?![\p{L}\p{N}/-])/gu,
    // Three letters and four digits ("06 BRT 4471") only where a vehicle is spoken of.
    check: (value, text, start) =>
      (/[A-Z]/.test(value) && !/[a-z]/.test(value) && !/[A-Za-z]{3}[\s-]?\d{4}$/.test(value)) ||
      PLATE_CUE.test(before(text, start, 60)) ||
      PLATE_CUE.test(after(text, start + value.length, 30)),
  },
];

/** Birth dates keep their kind from "doğum tarihi", "d.t.", "d." before or "doğumlu" after. */
function dateKind(text: string, start: number, end: number): PiiKind {
  if (BIRTH_CUE.test(before(text, start, 30).trimEnd())) return 'birthdate';
  return /^\s*'?\p{L}*\s*do[gğ]umlu/iu.test(text.slice(end, end + 20)) ? 'birthdate' : 'date';
}

/** Identity, insurance, passport, bank and file numbers: a number-like token and a keyword. */
const KEYWORDS: Array<{ kind: PiiKind; regex: RegExp }> = [
  { kind: 'sgk', regex: /\b(sgk|sicil|sigortali|sigorta|bag-?kur|ssk|emekli sandigi)/g },
  { kind: 'passport', regex: /\b(pasaport|passport)/g },
  { kind: 'tc', regex: /\b(t\.\s?c\.|tc\b|tckn|kimlik)/g },
  { kind: 'iban', regex: /\b(iban|hesap n|hesap numara|hesabi)/g },
  {
    kind: 'record',
    regex:
      /\b(dosya|protokol|esas|karar n|karar numara|kayit|tutana|sorusturma|basvuru|vaka n|olgu n|dava|arsiv|rapor|sira n|ref\b|karar\s*:|ogrenci n|okul n|\bkod|takip n|evrak|belge n|referans|islem n|hasta n|hasta numara|hasta id|ihbar|tebligat|sikayet n|hbys|medula|mhrs|e-?nabiz|barkod|yatis n|yatis numara|epikriz|kabul n|randevu n|muayene n|poliklinik n|recete n|recete numara|e-?recete|sevk n|sevk numara|kayit kodu|takip kodu|referans kodu)/g,
  },
];

// Capital letters of any alphabet ("2024/ÇK-117").
const ID_TOKEN =
  /(?<![\p{L}\p{N}@_./-])(?:\p{Lu}{1,5}[-\s]?)?\d[\d\p{Lu}]*(?:(?:[/-]|\s(?=\d))[\d\p{Lu}]+)*(?![\p{L}\p{N}@_/-])/gu;
// In any case: court papers are often typed in capitals ("2023/455 ESAS SAYILI DOSYADA").
const COURT_SUFFIX = /^\s?(?:D\.\s?İş|E\.|K\.|Esas|ESAS|esas|Karar|KARAR)(?![\p{L}])/u;
const UNIT_AFTER =
  /^\s*(?:'|’)?\s*(?:yaş|mg|ml|kg|gün|hafta|ay\b|yıl|saat|dakika|seans|sayılı|puan|tl|lira|kez|kere|defa|adet|cm|doz)/iu;

function findIds(text: string, taken: (s: number, e: number) => boolean): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const match of text.matchAll(ID_TOKEN)) {
    let value = match[0];
    let start = match.index;
    if (taken(start, start + value.length)) continue;
    const digits = value.replace(/\D/g, '').length;
    if (digits < 3) continue;
    // A capital prefix set off by a space ("TCKN 703 …", "HBYS 778…") counts as text before.
    const spaced = /^\p{Lu}+\s/u.exec(value)?.[0].length ?? 0;
    const windowBefore = before(text, start + spaced, 60 + spaced);
    let kind: PiiKind | null = null;
    let at = -1;
    for (const keyword of KEYWORDS) {
      for (const m of windowBefore.matchAll(keyword.regex)) {
        if (m.index >= at) {
          at = m.index;
          kind = keyword.kind;
        }
      }
    }
    // "2024/1173 Esas sayılı dosya": a court file number names itself after the number.
    if (!kind && COURT_SUFFIX.test(text.slice(start + value.length))) kind = 'record';
    // "K31457829 numaralı pasaportu": the keyword may follow.
    if (
      !kind &&
      /^\s*(numarali|nolu|no'lu)?\s*pasaport/.test(after(text, start + value.length, 30))
    )
      kind = 'passport';
    // "… no: 77812345", "277431 numaralı kayıt": a long number named as a number is a record.
    if (!kind && digits >= 5) {
      if (/(?:\bno|\bnumarasi|\bnumara|\bnr|\bid|#)\s*[:.]?\s*$/.test(windowBefore.trimEnd()))
        kind = 'record';
      else if (
        /^\s*(numarali|nolu|no'lu|sayili)\s+(dosya|kayit|protokol|hasta|basvuru|rapor|recete|sevk|tutanak|ihbar|sikayet|vaka|evrak|karar|dava|sorusturma|takip|arsiv)/.test(
          after(text, start + value.length, 40),
        )
      )
        kind = 'record';
    }
    // "2024/5512 soruşturma numarasıyla", "4471 dosya nolu": the keyword and "number" after it.
    if (
      !kind &&
      /^\s*(?:dosya|kayit|protokol|sorusturma|basvuru|rapor|takip|vaka|evrak|hasta|karar|esas|ihbar|sikayet|recete|sevk|yatis|randevu)\s+(?:no\b|nolu|numara|kodu?\b)/.test(
        after(text, start + value.length, 40),
      )
    )
      kind = 'record';
    if (!kind) continue;
    if (kind !== 'passport' && /^[A-Z]+\s/.test(value)) {
      const cut = value.indexOf(' ') + 1;
      value = value.slice(cut);
      start += cut;
    }
    const end0 = start + value.length;
    // In Turkish lower case, so that a paper in capitals reads the same ("5237 SAYILI TCK").
    const rest = text.slice(end0, end0 + 24).toLocaleLowerCase('tr');
    if (UNIT_AFTER.test(rest) && !/^\s*sayılı\s+(?:dosya|karar|rapor|tutanak|kayıt)/iu.test(rest))
      continue;
    if (/^(19|20)\d{2}$/.test(value)) continue;
    const compact = value.replace(/[\s/-]/g, '');
    const ok =
      kind === 'sgk'
        ? digits >= 7 && digits <= 16
        : kind === 'tc'
          ? /^\d{11}$/.test(compact)
          : kind === 'iban'
            ? /^\d{6,18}$/.test(compact)
            : kind === 'passport'
              ? compact.length >= 6 && compact.length <= 10 && digits >= 4
              : digits >= 4 || /[/-]/.test(value);
    // "sicil no 44120": a number a keyword calls a number is masked even in another shape.
    if (!ok) {
      if (digits < 4 || !/(?:\bno|\bnumarasi|\bnumara)\s*[:.]?\s*$/.test(windowBefore.trimEnd()))
        continue;
      kind = 'record';
    }
    if (kind === 'record') {
      const suffix = COURT_SUFFIX.exec(text.slice(end0));
      if (suffix) value += suffix[0];
    }
    out.push({ kind, value, start, end: start + value.length });
  }
  // Court file numbers written "E. 2023/412" or "K.2024/55".
  for (const m of text.matchAll(/(?<![\p{L}])[EK]\.\s?((?:19|20)\d{2}\/\d{1,6})(?!\d)/gu)) {
    const start = m.index + m[0].indexOf(m[1]!);
    out.push({ kind: 'record', value: m[1]!, start, end: start + m[1]!.length });
  }
  return out;
}

// Addresses: two or more parts (neighbourhood, street, building, number, flat, district/city).
/** A regex source matching a folded word in any case, with or without Turkish letters. */
function anyCase(word: string): string {
  const letters: Record<string, string> = {
    c: 'cCçÇ',
    g: 'gGğĞ',
    i: 'iIıİ',
    o: 'oOöÖ',
    s: 'sSşŞ',
    u: 'uUüÜ',
  };
  return [...word]
    .map((ch) => {
      if (ch === '.') return '\\.';
      if (ch === ' ') return '\\s';
      const set = letters[ch] ?? `${ch}${ch.toUpperCase()}`;
      return `[${set}]`;
    })
    .join('');
}
const anyOf = (words: string) =>
  `(?:${words
    .split(/\s*,\s*/)
    .map((w) => anyCase(w))
    .join('|')})`;
const NAMEW = `(?:${CAP_WORD}|\\d+(?:/\\d+)?\\.?)`;
// Lower-case notes write "yesiltepe mah. ataturk cad.": at most two lower-case name words.
const LOWER_NAMEW = '[a-zçğıöşü]+';
// Street words in any case and with or without Turkish letters ("mah.", "Sok.", "KOYU").
const STREET_WORDS =
  'mahallesi, mah., mah, mh., mh, caddesi, cad., cad, cd., cd, sokagi, sokak, sok., sok, sk., sk, bulvari, blv., blv, bulv., meydani, apartmani, apt., apt, sitesi, konutlari, evleri, rezidans, plaza, lojmanlari, koyu, mezrasi, mevkii, yolu';
// "Karadeniz Mahallesinde", "Gül Sokağındaki": a case ending after the possessive.
const STREET_CASE = '(?:(?<=[ıiuüIİUÜ])n(?:[dt][ae](?:ki|n)?|[ae]|[ıi]n))?';
const STREET = `(?:${anyOf(STREET_WORDS)}${STREET_CASE}(?![\\p{L}]))`;
const NUMBER_PART =
  `(?:(?:${anyOf('ic kapi, kapi')}\\s)?${anyOf('no, numara')}\\s?[:.]?\\s?\\d+(?:\\s?/\\s?(?:\\d+[A-Za-z]?|[A-Za-zÇĞİÖŞÜ]))?[A-Za-z]?(?![\\p{L}\\p{N}])` +
  `|(?:${anyOf('daire, kat')}|D|K)\\s?[:.]?\\s?\\d+(?![\\p{L}\\p{N}])|[dk]\\s?[:.]\\s?\\d+(?![\\p{L}\\p{N}])` +
  `|[A-ZÇĞİÖŞÜ](?:-?\\d)?\\s?${anyOf('blok')}|${anyOf('blok')}\\s?[:.]?\\s?[A-ZÇĞİÖŞÜ0-9](?![\\p{L}\\p{N}])` +
  // "Gazi Bulvarı 128/6", "3. kat"
  `|\\d{1,4}\\s?/\\s?\\d{1,4}[A-Za-z]?(?![\\p{L}\\p{N}/.])|\\d{1,2}\\.\\s?${anyOf('kat')}(?![\\p{L}]))`;
// Lower-case name words only before street words proper ("web sitesi" is no address).
const LOWER_STREET = `(?:${anyOf('mahallesi, mah., mah, mh., mh, caddesi, cad., cad, cd., cd, sokagi, sokak, sok., sok, sk., sk, bulvari, blv., blv')}${STREET_CASE}(?![\\p{L}]))`;
// A numbered street in any case and with its case ending ("1024. sokakta", "15. Cadde'de").
const NUMBERED_STREET = `\\d{1,5}\\.?\\s?${anyOf('sokak, sokag, sok., sok, sk., sk, cadde, cad., cad')}(?:[ıiuü]?n?['’]?[dt][ae](?:ki)?|[ıiuü])?(?![\\p{L}])`;
const ADDRESS_PART =
  `(?:(?:${NAMEW}\\s){1,5}${STREET}|(?:${LOWER_NAMEW}\\s){1,2}${LOWER_STREET}|${NUMBERED_STREET}|${NUMBER_PART}` +
  `|${CAP_WORD}\\s?/\\s?${CAP_WORD})`;
// A bare capitalised word (a quarter such as "Batıkent") counts only between two parts.
// Starting only at the start of a word keeps a long word from being tried at every letter.
const ADDRESS = new RegExp(
  `(?<![\\p{L}\\p{N}])${ADDRESS_PART}(?:[,\\s]\\s*(?:${ADDRESS_PART}|${CAP_WORD}(?=[,\\s]\\s*${ADDRESS_PART})))+`,
  'gu',
);
// One named neighbourhood, street or building where someone lives ("Kızılay Mahallesi'nde oturuyor").
const ONE_PART = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${NAMEW}\\s){1,3}${anyOf('mahallesi, mah., mh., caddesi, cad., sokagi, sokak, sok., bulvari, apartmani, apt., sitesi, koyu')}${STREET_CASE}(?![\\p{L}])`,
  'gu',
);
const STREETS = new RegExp(STREET, 'gu');
const NUMBERED = new RegExp(NUMBERED_STREET, 'u');
const HAS_NUMBER_PART = new RegExp(`${NUMBER_PART}|${NUMBERED_STREET}`, 'u');
const RESIDENCE =
  /(otur|ikamet|yasiyor|yasadi|yasayan|yasadig|tasin|kaliyor|kaldig|kalan|adres|\bevi\b|evleri|evinde|evine|hane|kiraci)/;
/** A street word opening what is left ("Mah. Çınar Sok. …"): the word before it names it. */
const STREET_WORD_FIRST =
  /^(?:mahallesi|mah\.|mh\.|caddesi|cad\.|cd\.|soka[gğ][ıi]|sokak|sok\.|sk\.|bulvar[ıi]|blv\.)(?![\p{L}])/iu;
const ADDRESS_LEAD = wordSet(
  'ev evi evleri dukkan dukkani ofis ofisi buro burosu magazasi adres adresi adresine adresinde danisan danisanin cocuk cocugun annesi babasi esi kizi oglu hasta yeni eski su bu o ayni ve ile kendi is isyeri okul okulu merkez aile ailesi ailesiyle ailenin kendisi simdi halen artik hala daha once sonra gecen yil bugun',
);
// Districts and towns that end an address ("… Daire: 4 Yenimahalle", "… no 45/8 Merkez Elazig").
const DISTRICTS = wordSet(`
merkez adalar arnavutkoy avcilar bagcilar bahcelievler bakirkoy basaksehir bayrampasa besiktas beykoz
beylikduzu beyoglu buyukcekmece catalca cekmekoy esenler esenyurt eyup eyupsultan fatih gaziosmanpasa
gungoren kadikoy kagithane kartal kucukcekmece maltepe pendik sancaktepe sariyer silivri sultanbeyli
sultangazi sile sisli tuzla umraniye uskudar zeytinburnu altindag cankaya etimesgut golbasi kecioren
mamak pursaklar sincan yenimahalle polatli bornova buca cigli gaziemir karabaglar karsiyaka konak
menemen narlidere torbali bayrakli balcova osmangazi nilufer yildirim inegol gemlik mudanya seyhan
yuregir cukurova saricam kepez muratpasa konyaalti selcuklu meram karatay sahinbey sehitkamil
odunpazari tepebasi atakum ilkadim melikgazi kocasinan talas izmit gebze derince ortahisar
akdeniz mezitli toroslar yenisehir artuklu kiziltepe haliliye eyyubiye karakopru baglar kayapinar
sur yenisehir battalgazi yesilyurt palandoken yakutiye aziziye efeler pamukkale merkezefendi
tusba ipekyolu edremit karesi altieylul adapazari serdivan antakya iskenderun defne
`);
// Provinces and countries, not languages ("Almanca").
const ENDS_ADDRESS = (word: string) =>
  DISTRICTS.has(word) || (PLACES.has(word) && !/c[ae]$/.test(word));

/** Starts an address at the city and district before it ("İzmir, Bornova, Kazımdirik Mah."). */
function addressHead(text: string, start0: number): number {
  let start = start0;
  // "Beşiktaş, Ortaköy, Dereboyu Cad.": a quarter not listed, between a district and the street.
  const quarter = /(?:^|[\s(])(\p{Lu}\p{L}+),\s*$/u.exec(
    text.slice(Math.max(0, start - 40), start),
  );
  if (quarter) {
    const before2 = /(?:^|[\s(])(\p{Lu}\p{L}+)(?:['’]n?[dt][ae])?,\s*$/u.exec(
      text.slice(Math.max(0, start - quarter[0].length - 40), start - quarter[0].length + 1),
    );
    if (before2 && ENDS_ADDRESS(fold(before2[1]!)) && !ADDRESS_LEAD.has(fold(quarter[1]!)))
      start -= quarter[0].length - (/^[\s(]/u.test(quarter[0]) ? 1 : 0);
  }
  // "Kızılay'da, Atatürk Bulvarı …": a quarter with a locative ending and a comma before it.
  const quarterAt = /(?:^|[\s(])(\p{Lu}\p{L}+)['’]n?[dt][ae],\s*$/u.exec(
    text.slice(Math.max(0, start - 40), start),
  );
  if (quarterAt && !ADDRESS_LEAD.has(fold(quarterAt[1]!)))
    start -= quarterAt[0].length - (/^[\s(]/u.test(quarterAt[0]) ? 1 : 0);
  // "Bebek, Cevdetpaşa Caddesi No: 12": a quarter right after a clause break, before a street.
  const opening = /(?:^|[;:(\n]\s*)(\p{Lu}\p{Ll}+),\s*$/u.exec(
    text.slice(Math.max(0, start - 30), start),
  );
  if (opening && !ADDRESS_LEAD.has(fold(opening[1]!)))
    start -= opening[0].length - opening[0].search(/\p{Lu}/u);
  // "yenimahalle, demetevler 7. cadde": a listed district, then a quarter of any case.
  const districtQuarter = /(?:^|[\s(])(\p{L}+)\s*,\s*(\p{L}+)\s+$/u.exec(
    text.slice(Math.max(0, start - 50), start),
  );
  if (
    districtQuarter &&
    DISTRICTS.has(fold(districtQuarter[1]!)) &&
    !ADDRESS_LEAD.has(fold(districtQuarter[2]!))
  )
    start -= districtQuarter[0].length - (/^[\s(]/u.test(districtQuarter[0]) ? 1 : 0);
  // "Şahinbey ilçesi Karataş Mahallesi": the district named as such.
  const namedDistrict = /(?:^|[\s(])(\p{Lu}\p{L}+)\s+il[çc]esi(?:nde|nin)?,?\s+$/u.exec(
    text.slice(Math.max(0, start - 40), start),
  );
  if (namedDistrict) start -= namedDistrict[0].length - (/^[\s(]/u.test(namedDistrict[0]) ? 1 : 0);
  for (let n = 0; n < 2; n++) {
    // Also with a locative ending ("Izmir Bornova'da, Kazımdirik Mah.", "Antalya Konyaaltı'nda").
    // A listed district in lower case counts too ("yenimahalle, batikent bulvari no:112").
    const m = /(?:^|[\s(])(\p{L}+)(?:['’]n?[dt][ae])?(?:\s*,\s*|\s+)$/u.exec(
      text.slice(Math.max(0, start - 40), start),
    );
    if (!m || !ENDS_ADDRESS(fold(m[1]!))) break;
    if (!/^\p{Lu}/u.test(m[1]!) && !DISTRICTS.has(fold(m[1]!))) break;
    start -= m[0].length - (/^[\s(]/u.test(m[0]) ? 1 : 0);
  }
  return start;
}

/** Extends an address over the district and city after it, and a postal code. */
function addressTail(text: string, end0: number): number {
  // A flat or floor after the number ("… no 6 d 3", "… No:12 kat 2").
  const flat =
    /^\s+(?:d|daire|k|kat)\s?[:.]?\s?\d{1,3}(?![\p{L}\p{N}])|^(?:\s*,\s*|\s+)\d{1,4}\s+numara(?![\p{L}])/iu.exec(
      text.slice(end0, end0 + 24),
    );
  let end = end0 + (flat?.[0].length ?? 0);
  for (let n = 0; n < 3; n++) {
    const m = /^(?:\s*,\s*|\s+)(?:(\p{L}+)(?:\s?\/\s?(\p{L}+))?|\d{5}(?![\p{L}\p{N}]))/u.exec(
      text.slice(end, end + 60),
    );
    if (!m) break;
    const words = [m[1], m[2]].filter((w): w is string => !!w);
    // A district not in the list still ends an address where the clause ends ("… Daire 4
    // Bozüyük adresinde", "… No: 5, Tepebaşı.").
    const clauseEnd = /^(?:\s*[,.;)]|\s*$|['’]|\s+(?:adres|ilçe|ilce|merkez))/iu.test(
      text.slice(end + m[0].length, end + m[0].length + 12),
    );
    const district =
      words.length === 1 &&
      /^[A-ZÇĞİÖŞÜ]\p{Ll}{2,}$/u.test(words[0]!) &&
      clauseEnd &&
      !TURKISH_GIVEN_NAMES.has(fold(words[0]!)) &&
      !ADDRESS_LEAD.has(fold(words[0]!));
    if (words.length && !district && !words.some((w) => ENDS_ADDRESS(fold(w)))) break;
    end += m[0].length;
  }
  return end;
}

/** Nouns of a spot in a street or a building ("sokakta", "üstünde", "bodrum katı"), folded stems. */
const SPOT =
  /^(?:sokak|sokag|cadde|mahalle|bulvar|meydan|bina|apartman|kat|ust|alt|arka|karsi|yan|on|kose|bodrum|blok|site|durak|durag|pasaj|giris|daire|cikmaz|cati|gecekondu|lojman|konut|villa|mustakil|koy|koyu)(?:s?[iu])?n?(?:[dt][ae](?:ki)?|[iu]n)?$/;
/** Lower-case words inside a described spot ("caminin arkasındaki", "23 numaralı", "metro"). */
const SPOT_WORDS = wordSet(
  'bir metro otobus tramvay numarali nolu ana eski yeni buyuk kucuk ilk son ikinci ucuncu',
);
/**
 * An address told by places and spots rather than a form ("Kartal'da, Yakacık'ta, Çarşı
 * Mahallesi'nde, caminin arkasındaki sokakta"): a province or district with a locative ending, a
 * second place with one, then parts that each end on a street, a building or a spot.
 */
const PLACE_CHAIN = new RegExp(
  `(?<![\\p{L}])(\\p{Lu}\\p{L}+)['’]n?[dt][ae],?\\s+(?:\\p{Lu}\\p{L}+\\s){0,2}\\p{Lu}\\p{L}+['’]n?[dt][ae](?![\\p{L}])`,
  'gu',
);
/** Endings of verbs and converbs, which end a described spot ("… binada oturuyorlar"). */
const VERB_LIKE =
  /(?:yor|iyor|uyor|[dt][iu]|[dt][iu]k|[dt][iu]m|m[iu]s|[ae]c[ae]k|m[ae]k|m[ae]|[iu]p|[ae]r[ae]k|[iu]nc[ae]|s[ae]|ken|[ae]n|y[ae]n|d[iu]g[iu]|l[ae]r)$/;
const SPOT_TOKEN = /\s*(?:(,)|(\p{L}+)(?:['’](\p{L}+))?|(\d+)(\.)?)/uy;

/**
 * Parts after an address that each end on a spot ("…, caminin arkasındaki sokakta", "… üzerindeki
 * bir apartmanın çatı katında"): up to seven words, a comma or a space between parts, no verb.
 * Returns the end of the last part and how many parts there were.
 */
function spotParts(text: string, from: number): { end: number; parts: number } {
  let end = from;
  let parts = 0;
  let spots = 0;
  for (let n = 0; n < 4; n++) {
    SPOT_TOKEN.lastIndex = end;
    let partEnd = -1;
    for (let w = 0; w < 8; w++) {
      const at = SPOT_TOKEN.lastIndex;
      const m = SPOT_TOKEN.exec(text);
      if (!m || /\n/.test(m[0])) break;
      if (m[1]) {
        if (w > 0) break;
        continue;
      }
      if (m[4]) continue;
      const word = m[2]!;
      const f = fold(word);
      const capital = /^\p{Lu}/u.test(word);
      if (SPOT.test(f) || (capital && m[3] && /^n?[dt][ae]$/.test(fold(m[3])))) {
        partEnd = at + m[0].length;
        if (SPOT.test(f)) spots += 1;
        continue;
      }
      if (capital && !m[3]) continue;
      // "caminin", "durağının", "arkasındaki": a genitive or a "-daki" word inside the part.
      if (!capital && (/n?[iu]n$/.test(f) || /[dt][ae]ki$/.test(f) || SPOT_WORDS.has(f))) continue;
      // Another noun on the way to the spot ("pazar yerinin karşısındaki binada"), not a verb.
      if (!capital && w < 4 && !VERB_LIKE.test(f)) continue;
      break;
    }
    if (partEnd < 0) break;
    end = partEnd;
    parts += 1;
  }
  // Places alone ("İstanbul'da, Ankara'da ve İzmir'de") describe no spot.
  return spots > 0 ? { end, parts } : { end: from, parts: 0 };
}

function findPlaceChains(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const match of text.matchAll(PLACE_CHAIN)) {
    const first = fold(match[1]!);
    if (!DISTRICTS.has(first) && !PLACES.has(first)) continue;
    const { end, parts } = spotParts(text, match.index + match[0].length);
    if (parts === 0) continue;
    out.push({ kind: 'address', value: text.slice(match.index, end), start: match.index, end });
  }
  return out;
}

function findAddresses(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  if (/['’]n?[dt][ae],?\s+(?:\p{Lu}\p{L}+\s){0,2}\p{Lu}\p{L}+['’]n?[dt][ae]/u.test(text))
    out.push(...findPlaceChains(text));
  const push = (value0: string, start0: number) => {
    let value = value0;
    let start = start0;
    // Drop leading context words the name part swallowed ("Evi Bahariye Mah.").
    for (;;) {
      const lead = /^([\p{L}]+)\s/u.exec(value);
      if (!lead || !ADDRESS_LEAD.has(fold(lead[1]!))) break;
      // …unless it is the quarter's own name ("Yeni Mah.", "Merkez Mahallesi").
      if (STREET_WORD_FIRST.test(value.slice(lead[0].length))) break;
      value = value.slice(lead[0].length);
      start += lead[0].length;
    }
    value = value.replace(/[,\s]+$/u, '');
    const tail = addressTail(text, start + value.length);
    // A spot described after the street ("Atatürk Bulvarı üzerindeki bir apartmanın çatı katında").
    let end = /^['’]/u.test(text.slice(tail)) ? tail : spotParts(text, tail).end;
    // A floor, flat or block word ends on its number ("… 3. blok kat 2").
    if (/(?:kat|daire|blok|no)$/iu.test(text.slice(start, end)))
      end += /^\s?[:.]?\s?\d{1,4}[A-Za-z]?(?![\p{L}\p{N}])/u.exec(text.slice(end))?.[0].length ?? 0;
    start = addressHead(text, start);
    out.push({ kind: 'address', value: text.slice(start, end), start, end });
  };
  for (const match of text.matchAll(ADDRESS)) {
    const value = match[0];
    const streets = value.match(STREETS) ?? [];
    // A numbered street ("7. cadde no 15") is a street too.
    if (streets.length === 0 && !NUMBERED.test(value)) continue;
    // Lower-case name words count with a number part or a second street word written out or
    // with its dot ("yesiltepe mah. ataturk cad.").
    if (!/[A-ZÇĞİÖŞÜ]/u.test(value.replace(STREETS, ''))) {
      const clear = streets.filter((w) => w.endsWith('.') || w.length > 4).length;
      if (clear < 2 && !HAS_NUMBER_PART.test(value)) continue;
    }
    push(value, match.index);
  }
  for (const match of text.matchAll(ONE_PART)) {
    const end = match.index + match[0].length;
    if (out.some((f) => f.start < end && match.index < f.end)) continue;
    if (!RESIDENCE.test(before(text, match.index, 80) + after(text, end, 60) + fold(match[0])))
      continue;
    push(match[0], match.index);
  }
  return out;
}

// Schools: capitalised (or listed lower-case) name words before the school word, then the class.
const SCHOOL_WORD =
  /(?<![\p{L}])(?:[iİ]lköğretim okulu|[iİ]lkogretim okulu|[iİ]lkokulu|ortaokulu|lisesi|koleji|anaokulu|okulu|kolej|kre[şs]i|kre[şs]|yuvas[ıi]|kursu|dershanesi|y[üu]ksekokulu|[üu]niversitesi|fak[üu]ltesi)(?![\p{L}])/giu;
/** Universities and faculties are schools of a student ("… Üniversitesi Psikoloji 2. sınıf"). */
const HIGHER = /^(?:[üu]niversitesi|fak[üu]ltesi|y[üu]ksekokulu)$/iu;
const STUDENT_CUE =
  /(ogrenci|okuyor|okumak|okudug|sinif|bolum|hazirlik|mezun|kazan|kayit|burs|yurt|vize|final|dersler|donem|akademik|lisans|doktora|master|tez\b)/;
const SCHOOL_TYPES = wordSet(
  'anadolu fen meslek mesleki teknik imam hatip sosyal bilimler guzel sanatlar spor kiz erkek endustri ticaret saglik cok programli ozel bilim sanat ve temel egitim turk',
);
/** Names schools are often named after, written in lower case in notes ("ataturk ilkokulu"). */
const SCHOOL_NAMESAKES = wordSet(
  'ataturk inonu cumhuriyet istiklal hurriyet zafer kurtulus gazi sehit fatih mimar sinan yunus emre mehmet akif ersoy namik kemal ziya gokalp kazim karabekir barbaros piri reis necip fazil hasan ali yucel milli egemenlik temmuz mayis nisan',
);
const SCHOOL_STOP = wordSet(
  'aile ailesi okul okulu okulda okulun ogrenci ogrencisi danisan danisanin cocuk cocugun kizi oglu sinif sinifi ilkokulu ortaokulu lisesi koleji bu o su bir ayni yeni eski ise ve artik simdi halen hala eskiden sonra once bugun dun ayrica ama fakat',
);
const CLASS = '(?:[1-9]|1[0-2])\\s?[-/]\\s?[A-ZÇĞİÖŞÜa-zçğıöşü](?![\\p{L}\\p{N}/-])';
// After the school: "7-B", ", 10/C", "11. sınıf", a department ("Psikoloji Bölümü").
const CLASS_AFTER = new RegExp(`^\\s?,?\\s?${CLASS}`, 'u');
// A campus or branch ("Ataşehir Kampüsü", "Kadıköy Şubesi") before the class belongs to the school.
const DEGREE = '(?:y[üu]ksek\\s?lisans|doktora|lisans|[öo]n\\s?lisans|haz[ıi]rl[ıi]k|master)';
const AFTER_SCHOOL = new RegExp(
  `^(?:\\s?,?\\s?${CLASS}` +
    // A campus and the class ("Bahçeşehir Koleji Ataşehir 11-A"), a class by its name
    // ("Anaokulu Papatyalar sınıfı"), a department and a year ("… Moleküler Biyoloji 3. sınıf"),
    // a degree and a year ("… Bölümü yüksek lisans 1. sınıf").
    `|\\s(?:[A-ZÇĞİÖŞÜ]\\p{L}*\\s){1,2}${CLASS}` +
    `|\\s[A-ZÇĞİÖŞÜ]\\p{L}*\\ss[ıi]n[ıi]f[ıi](?![\\p{L}])` +
    `|\\s(?:[A-ZÇĞİÖŞÜ]\\p{L}*\\s){1,3}(?:${DEGREE}\\s)?(?:[1-9])\\.\\s?s[ıi]n[ıi]f(?:[ıi]|ta|[ıi]nda)?(?![\\p{L}])` +
    `|\\s${DEGREE}(?:\\s(?:[1-9])\\.\\s?s[ıi]n[ıi]f(?:[ıi]|ta|[ıi]nda)?)?(?![\\p{L}])` +
    `|\\s(?:[A-ZÇĞİÖŞÜ]\\p{L}*\\s){1,2}(?:Kamp[üu]s[üu]|[ŞS]ubesi|Yerle[şs]kesi)(?![\\p{L}])|\\s(?:[A-ZÇĞİÖŞÜ]\\p{L}*\\s){1,3}(?:B[öo]l[üu]m[üu]|Fak[üu]ltesi|Program[ıi])(?![\\p{L}])|\\s?,?\\s(?:[A-ZÇĞİÖŞÜ]\\p{L}*\\s)?(?:[1-9]|1[0-2])\\.\\s?s[ıi]n[ıi]f(?:[ıi]|ta|ında|inda)?(?![\\p{L}]))`,
  'u',
);

const SHORT_SCHOOL = /(?<![\p{L}\p{N}])(?:[A-ZÇĞİÖŞ]{1,5}Ü|[A-ZÇĞİÖŞÜ][\p{L}]+)(?=['’\s])/gu;
const AT_SCHOOL_AFTER =
  /^['’]n?[dt][ae]\s+(?:\p{Ll}+\s+)?(?:(?:[1-9]|1[0-2])\.\s?s[ıi]n[ıi]f|okuyor|okumakta|[öo][gğ]renci|haz[ıi]rl[ıi]k\s+s[ıi]n[ıi]f)/iu;

function findSchools(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const match of text.matchAll(SCHOOL_WORD)) {
    const higher = HIGHER.test(match[0]);
    // "kursu", "yuvası", "kreş" are ordinary words in lower case ("yüzme kursu").
    if (/^(?:kursu|yuvas[ıi]|kre[şs])$/u.test(match[0])) continue;
    const schoolEnd = match.index + match[0].length;
    if (
      higher &&
      !STUDENT_CUE.test(before(text, match.index, 80) + fold(text.slice(schoolEnd, schoolEnd + 60)))
    )
      continue;
    // Lower-case notes: "bahcelievler ortaokulu 7-b" (a class after it, or a district).
    const classAfter = CLASS_AFTER.test(text.slice(schoolEnd));
    const words = [
      ...text.slice(Math.max(0, match.index - 90), match.index).matchAll(/[\p{L}]+\s+/gu),
    ];
    let start = match.index;
    let distinct = 0;
    let count = 0;
    let placeSeen = false;
    const windowStart = Math.max(0, match.index - 90);
    for (let i = words.length - 1; i >= 0 && count < 6; i--) {
      const word = words[i]!;
      const wordStart = windowStart + word.index;
      if (wordStart + word[0].length !== start) break;
      const raw = word[0].trim();
      const folded = fold(raw);
      const capital = /^[A-ZÇĞİÖŞÜ]/u.test(raw);
      if (folded === 've' && i > 0) {
        start = wordStart;
        continue;
      }
      if (SCHOOL_STOP.has(folded) || STRONG_CUES.has(folded) || WEAK_CUES.has(folded)) break;
      // A city or district opens a school's name ("İstanbul Üniversitesi", "Kadıköy Anadolu
      // Lisesi"): a person before it is not part of it ("Tayfun Özgüven İstanbul Üniversitesi").
      if (
        placeSeen &&
        !PLACES.has(folded) &&
        !DISTRICTS.has(folded) &&
        (TURKISH_GIVEN_NAMES.has(folded) || TURKISH_SURNAMES.has(folded))
      )
        break;
      // "Kızın okulu", "Oğlunun okulu": a genitive without an apostrophe owns the school.
      if (count === 0 && match[0] === 'okulu' && /[iu]n$/.test(folded) && !/['’]/u.test(raw)) break;
      const listed =
        TURKISH_GIVEN_NAMES.has(folded) ||
        TURKISH_SURNAMES.has(folded) ||
        DISTRICTS.has(folded) ||
        PLACES.has(folded) ||
        SCHOOL_NAMESAKES.has(folded) ||
        (classAfter && count === 0 && folded.length >= 4);
      if (
        !capital &&
        !listed &&
        !(SCHOOL_TYPES.has(folded) && /^[a-zçğıöşü]/u.test(raw) && distinct > 0)
      )
        break;
      if (!SCHOOL_TYPES.has(folded)) distinct += 1;
      if (PLACES.has(folded) || DISTRICTS.has(folded)) placeSeen = true;
      start = wordStart;
      count += 1;
    }
    // "Torunu Berkay okulu bırakmış": "okulu" in lower case is "the school" (accusative) after a
    // person, unless a class, a kind of school or a place names a school ("Merkez okulu 4-B").
    const lead = text
      .slice(start, match.index)
      .split(/\s+/u)
      .filter(Boolean)
      .map((w) => fold(w));
    if (
      match[0] === 'okulu' &&
      !classAfter &&
      lead.every(
        (w) =>
          (TURKISH_GIVEN_NAMES.has(w) || TURKISH_SURNAMES.has(w)) &&
          !SCHOOL_NAMESAKES.has(w) &&
          !PLACES.has(w) &&
          !DISTRICTS.has(w),
      )
    )
      continue;
    // A leading "ve" belongs to the sentence, not the school.
    while (/^ve\s/u.test(text.slice(start, match.index)))
      start += text.slice(start).indexOf(' ') + 1;
    if (distinct === 0) continue;
    let end = schoolEnd;
    for (let n = 0; n < 3; n++) {
      const more = AFTER_SCHOOL.exec(text.slice(end));
      if (!more) break;
      end += more[0].length;
    }
    out.push({ kind: 'school', value: text.slice(start, end), start, end });
  }
  // A school by its short name and a school cue: "ODTÜ Psikoloji 3. sınıf" (university acronyms
  // end in "Ü"), "Bilfen'de 4. sınıfa gidiyor" (a name with a locative before a class).
  const schoolCue = /s[ıi]n[ıi]f|okuyor|okumakta|[öo][gğ]renci|haz[ıi]rl[ıi]k|b[öo]l[üu]m|mezun/iu;
  for (const match of schoolCue.test(text) ? text.matchAll(SHORT_SCHOOL) : []) {
    const end = match.index + match[0].length;
    const acronym = /^[A-ZÇĞİÖŞ]{1,5}Ü$/u.test(match[0]);
    const rest = text.slice(end, end + 40);
    if (acronym ? !STUDENT_CUE.test(fold(rest)) : !AT_SCHOOL_AFTER.test(rest)) continue;
    const word = fold(match[0]);
    // "DEHB'de öğrenci başarısı": other acronyms are no schools.
    if (!acronym && /^\p{Lu}+$/u.test(match[0])) continue;
    if (PLACES.has(word) || DISTRICTS.has(word) || TURKISH_GIVEN_NAMES.has(word)) continue;
    const more = acronym ? AFTER_SCHOOL.exec(text.slice(end)) : null;
    const stop = end + (more?.[0].length ?? 0);
    out.push({
      kind: 'school',
      value: text.slice(match.index, stop),
      start: match.index,
      end: stop,
    });
  }
  // A class on its own ("Sınıf: 4-C", "10/C sınıfı") with a school word nearby.
  const classRe = new RegExp(`(?<![\\p{L}\\p{N}/.,-])${CLASS}`, 'gu');
  for (const match of text.matchAll(classRe)) {
    const end = match.index + match[0].length;
    const near = before(text, match.index, 40) + after(text, end, 20);
    // Also another class of the same shape where one is named a school ("7/A'dan … 7/D'den").
    const sameShape = out.some(
      (f) =>
        f.kind === 'school' &&
        /^\d{1,2}\s?[-/]\s?\p{L}$/u.test(f.value) &&
        f.value.replace(/\p{L}$/u, '') === match[0].replace(/\p{L}$/u, ''),
    );
    if (
      !sameShape &&
      !/(sinif|sube|ogrenci|okul|lise|ilkokul|ortaokul|rehber|teneffus|ogretmen)/.test(near)
    )
      continue;
    out.push({ kind: 'school', value: match[0], start: match.index, end });
  }
  return out;
}

// Workplaces: capitalised name words before a legal form ("Marmara Lojistik A.Ş.", "Yıldız Gıda
// San. ve Tic. Ltd. Şti.", "Ekin Holding") always; before a word for a business or an institution
// ("… Hastanesi Çocuk Acil", "… Fabrikası", "… Kargo") when the sentence speaks of work.
const WORK_NAME = `(?:${CAP_WORD}\\.?|ve|&|\\d+)`;
const LEGAL_FORM =
  '(?:A\\.\\s?[ŞS]\\.?|AŞ|Ltd\\.?\\s?[ŞS]ti\\.?|Ltd\\.?|[ŞS]ti\\.|Limited\\s[ŞS]irketi|Anonim\\s[ŞS]irketi|Holding|Inc\\.?|GmbH|LLC|Kooperatifi)';
const BUSINESS =
  '(?:Taksi(?:\\sDura[ğg][ıi])?|Dura[ğg][ıi]|Hukuk\\sB[üu]rosu|Muayenehanesi|Galerisi|Galeri|B[üu]fesi|B[üu]fe|Tersanesi|(?:Konuk|Huzur|Bak[ıi]m|Misafir|[ÇC]ocuk|S[ıi][ğg][ıi]nma)\\s?[Ee]vi|Yurdu|Bakkal[ıi]|Manav[ıi]|Kasab[ıi]|Hastanesi|Fabrikas[ıi]|Ma[ğg]azas[ıi]|Ma[ğg]azalar[ıi]|Marketi|Marketleri|Bankas[ıi]|[ŞS]ubesi|Eczanesi|Kafe|Cafe|Restoran[ıi]?|Lokantas[ıi]|Oteli|Otel|At[öo]lyesi|B[üu]rosu|Ofisi|[ÇC]a[ğg]r[ıi] Merkezi|Kargo|Lojistik|Tekstil|G[ıi]da|[İI]n[şs]aat|Mobilya|Otomotiv|Yaz[ıi]l[ıi]m|Belediyesi|M[üu]d[üu]rl[üu][ğg][üu]|[ÜU]niversitesi|Kre[şs]i|F[ıi]r[ıi]n[ıi]|Pastanesi|Kuaf[öo]r[üu]|[ŞS]irketi|Firmas[ıi]|Klini[ğg]i|AVM|Market|Eczane|F[ıi]r[ıi]n|Kuaf[öo]r|Berberi?|Lokanta|Pastane|Sigorta|Telekom|Enerji|Elektrik|Dan[ıi][şs]manl[ıi]k|Ajans[ıi]?|Medya|Reklam|Yay[ıi]nc[ıi]l[ıi]k|Turizm|Ta[şs][ıi]mac[ıi]l[ıi]k|Nakliyat|K[ıi]rtasiye|Oto|Y[ıi]kama(?:c[ıi]s[ıi]|s[ıi])?|Temizleme|Rafinerisi|Santrali|Tesisleri|Tamirhanesi|Terzisi|Sanayi|Ticaret|Konfeksiyon|Emlak|Fitness|Spor Salonu|[ÇC]iftli[ğg]i|Liman[ıi]|Deposu|Grup|Merkezi|Fak[üu]ltesi|Enstit[üu]s[üu]|Vakf[ıi]|Derne[ğg]i|Mimarl[ıi]k|Plaza|Resort|Hotel|EAH|E[ğg]AH|ADSM|ASM|AMATEM|[ÇC]EMATEM|TRSM|RSHEAH|[A-ZÇĞİÖŞÜ]\\p{Ll}+[cç][ıiuü]l[ıiuü]k)';
const UNIT =
  '(?:\\s(?:[A-ZÇĞİÖŞÜ][\\p{L}]*\\s){0,2}(?:Acil(?:\\sServisi)?|Servisi|Klini[ğg]i|B[öo]l[üu]m[üu]|[ŞS]ubesi|Poliklini[ğg]i|[ÜU]nitesi|Birimi|Yo[ğg]un\\sBak[ıi]m|Departman[ıi]|M[üu]d[üu]rl[üu][ğg][üu]|Ba[şs]kanl[ıi][ğg][ıi]|[ŞS]efli[ğg]i))?';
const LEGAL_WORKPLACE = new RegExp(
  `(?<![\\p{L}\\p{N}])${WORK_NAME}(?:\\s${WORK_NAME}){0,6}\\s${LEGAL_FORM}(?![\\p{L}])`,
  'gu',
);
// Cheap tests that spare the long patterns on texts without a legal form or a business word.
const LEGAL_GATE = new RegExp(LEGAL_FORM, 'u');
const BUSINESS_GATE = new RegExp(`\\s${BUSINESS}`, 'u');
// A title inside an institution named after a person ("Gaziantep Dr. Ersin Arslan EAH").
const NAMED_WORKPLACE = new RegExp(
  `(?<![\\p{L}\\p{N}])${CAP_WORD}(?:\\s(?:(?:Prof|Do[çc]|Dr|Op)\\.|${CAP_WORD}|ve|&)){0,12}\\s${BUSINESS}${UNIT}(?![\\p{L}])`,
  'gu',
);
/**
 * A clinician's signature: a titled name, then a comma or a dash, then the institution
 * ("Uzm. Psk. Dr. Selin Aydoğan, Hacettepe Üniversitesi Hastanesi") is where they work.
 */
const SIGNATURE_BEFORE =
  /(?:^|[\s(])(?:(?:Prof|Do[çc]|Dr|Uzm|Psk|Op|Av|Dyt|[ÖO][ğg]r|G[öo]r|Ar[şs]|Klin|Dan|PDR|Hem[şs])\.|(?:Klinik|Uzman)?\s?Psikolog|Psikiyatrist|Psikoterapist|Terapist|Psikolojik\sDan[ıi][şs]man|Sosyal\sHizmet\sUzman[ıi]|PDR\sUzman[ıi]|Hem[şs]ire|Doktor)\s?(?:\p{Lu}\p{L}*\.?\s){0,5}\p{Lu}\p{L}*\s?(?:,|\s[–—-]|\()\s*$/u;
/** Words that end the name of a body that serves people (a hospital, a municipality, a foundation). */
const BODY_WORDS =
  'Hastanesi|Belediyesi|M[üu]d[üu]rl[üu][ğg][üu]|Klini[ğg]i|Kre[şs]i|Merkezi|Vakf[ıi]|Derne[ğg]i|E[ğg]?AH|ADSM|ASM|AMATEM|[ÇC]EMATEM|TRSM|RSHEAH';
/** Institutions whose names are often generic words ("Devlet Hastanesi", "İl Müdürlüğü"). */
const PUBLIC_BODY = new RegExp(
  `(${BODY_WORDS}|[ÜU]niversitesi|Bankas[ıi]|Liman[ıi]|Fak[üu]ltesi|Enstit[üu]s[üu])`,
  'u',
);
/** A word of work near a name (folded): a job, a shift, being hired or leaving. */
const WORK_CUE =
  /(calis(?:iyor|an|ti|mis|makta|ir|tig|maya)|sahibi|kurucu|mudur|zincir|dukkan|durag|isyeri|is yeri|gorev|ise basla|ise gir|isten|isci|personel|vardiya|mesai|patron|amiri|staj|operator|kasiyer|garson|sofor|tezgahtar|sekreter|muhasebe|hemsire olarak|olarak calis|memur|kurye|muhendis|eleman|teknisyen|asci|gorevli|bekci|usta|cirak|forklift|gise|musteri temsilci|gonullu|mulakat|ise al|ise gec|istifa|terfi|maas|sozlesme|pozisyon|cagri merkez|sube|fabrika|depo|mobbing|kadro|bunye|yonetici|ekip lideri|satis temsilci)/;
/**
 * Words that make no workplace name on their own before a public institution ("Devlet Hastanesi",
 * "Şehir Hastanesi", "Anadolu Üniversitesi"); before a private business ("Anadolu Tekstil",
 * "Birlik Market") the same words are a brand.
 */
const GENERIC_WORK = wordSet(
  've devlet sehir egitim arastirma ruh sinir sagligi hastaliklari ozel universite universitesi cocuk kadin dogum aile toplum halk sosyal bilimler tip fakultesi il ilce merkez genel bolge ulusal milli ana anadolu saglik rehberlik danisma destek izlem izleme onleme siddet koruma hizmetler goc idaresi idare yardim isleri calisma turk psikologlar bakim rehabilitasyon tedavi uygulama bagimlilik bagimliligi madde psikolojik psikiyatri hizmetleri hizmet gocmen multeci kriz agiz dis okul servis servisi birim birimi bolum bolumu poliklinik poliklinigi klinik klinigi',
);
/** Capitalised words that start a sentence before the name ("Eşi Ekin Holding'de …"). */
const WORK_LEAD = wordSet(
  'danisan danisanin danisanim danisani hasta hastayi hastanin esi annesi babasi kizi oglu kendisi kardesi ablasi abisi halen simdi eskiden once sonra daha bu su o bir ve ile aile ailesi calistigi calisiyor isyeri sirket firma yeni eski aksamlari sabahlari geceleri gunduzleri haftasonlari hafta sonlari',
);

// Any capitalised name with a locative ending and a job right after it ("Koton'da tezgâhtar",
// "Ford Otosan'da işçi"): a workplace, unless a place, a person or a public service acronym.
const AT_WORK = new RegExp(
  `(?<![\\p{L}\\p{N}])${CAP_WORD}(?:(?:\\s|\\s?&\\s?)${CAP_WORD}){0,4}(?=['’](?:n?[dt][ae])\\s)`,
  'gu',
);
// Jobs and departments ("analist", "resepsiyon görevlisi", "insan kaynakları uzmanı").
const JOB_WORDS =
  '[cç]al[ıi][sş]|kasiyer|garson|zab[ıi]ta|polis|doktor|hekim|avukat|eczac[ıi]|[öo][gğ]retmen|[öo][gğ]retim\\s(?:g[öo]revlisi|[üu]yesi)|g[üu]venlik|i[sş][cç]i|[sş]of[öo]r|kurye|tezgahtar|tezgâhtar|memur|m[üu]d[üu]r|sekreter|muhasebe|m[üu]hendis|sat[ıi][sş]|pazarlama|insan\\skaynaklar|eleman|personel|staj|g[öo]rev|a[sş][cç][ıi]|usta|[cç][ıi]rak|bek[cç]i|operat[öo]r|temizlik|kabin|pilot|hem[sş]ire|ebe\\b|teknisyen|tekniker|uzman|y[öo]netici|[sş]ef|g[öo]n[üu]ll[üu]|analist|resepsiyon|asistan|koordinat[öo]r|direkt[öo]r|yaz[ıi]l[ıi]mc[ıi]|geli[sş]tirici|tasar[ıi]mc[ıi]|edit[öo]r|muhabir|temsilci|sorumlu|dan[ıi][sş]man|ara[sş]t[ıi]rmac[ıi]|akademisyen|m[üu][sş]avir|denet[çc]i|m[üu]fetti[sş]|bankac[ıi]|veznedar|gi[sş]e|depo|[üu]retim|montaj|paketleme|laborant|mimar|grafiker|terapist|psikolog|e[gğ]itmen|antren[öo]r|barista|komi|vale|m[üu][sş]teri\\shizmet|[cç]a[gğ]r[ıi]\\smerkez|mesai|vardiya|i[sş]e\\s(?:ba[sş]la|gir|al[ıi]n)' +
  // Trades and crafts ("Marmaray'da makinist", "… Kuyumculuk'ta kalfa").
  '|makinist|tamirci|elektrik[cç]i|tesisat[cç][ıi]|boyac[ıi]|kuaf[öo]r|berber|terzi|bula[sş][ıi]k[cç][ıi]|kasap|f[ıi]r[ıi]nc[ıi]|[cç]ayc[ıi]|hamal|madenci|kap[ıi]c[ıi]|temizlik[cç]i|bak[ıi]c[ıi]|veteriner|diyetisyen|fizyoterapist|hostes|stajyer|kalfa|programc[ıi]|animat[öo]r|barmen|reyon|kaynak[cç][ıi]|tornac[ıi]|dokumac[ıi]|modelist|stilist|foto[gğ]raf[cç][ıi]|gazeteci|[cç]evirmen|kuyumcu|sat[ıi]c[ıi]|pazarc[ıi]|dad[ıi]\\b';
// A job right after "…'da" ("Garanti BBVA'da analist", "… Resort'ta resepsiyon görevlisi").
const JOB_AFTER = new RegExp(
  `^['’]n?[dt][ae]\\s+(?:\\p{L}+\\s+){0,2}(?:${JOB_WORDS})(?<tail>\\p{L}*)(?<rest>.{0,5})`,
  'iu',
);
/** A job after a workplace named with a lower-case noun ("… fabrikasında bant işçisi"). */
const JOB_NEXT = new RegExp(
  `^\\s+(?:\\p{L}+\\s+){0,2}(?:${JOB_WORDS})(?<tail>\\p{L}*)(?<rest>.{0,5})`,
  'iu',
);
/**
 * A job held there, not one met there: "Hacettepe'de psikolog" but not "… psikolog ile görüştü",
 * "… doktora gitti" (a job noun with a case ending of its own).
 */
function jobThere(rest: string, regex: RegExp): boolean {
  const m = regex.exec(rest);
  if (!m) return false;
  if (/^\s+ile(?![\p{L}])/u.test(m.groups!.rest!)) return false;
  // A dative, a comitative or an ablative on the job noun itself ("doktora", "hemşireyle").
  return !/^(?:y?[ae]|y?l[ae]|[dt][ae]n)$/u.test(fold(m.groups!.tail!));
}
// A brand before a lower-case noun for a workplace with its ending ("Ford Otosan fabrikasında",
// "Vodafone çağrı merkezinde", "Akbank Kadıköy şubesinde").
const BRAND_BEFORE_NOUN = new RegExp(
  `(?<![\\p{L}\\p{N}])${CAP_WORD}(?:(?:\\s|\\s?&\\s?)${CAP_WORD}){0,3}(?=\\s(?:fabrika|[şs]ube|ma[ğg]aza|ofis|b[üu]ro|depo|[şs]antiye|[çc]a[ğg]r[ıi]\\smerkez|genel\\sm[üu]d[üu]rl[üu][ğg]|[şs]irket|firma|bayi|restoran|otel|kafe|market|eczane|at[öo]lye|d[üu]kkan|maden|tesis|plaza|b[üu]nye|acente)(?:l[ae]r)?(?:s?[ıiuü])?n?[dt][ae](?![\\p{L}]))`,
  'gu',
);
/** A company in the genitive right before its site ("Arçelik'in ", "trendyol'un "). */
const OWNER_BEFORE = /(?<![\p{L}\p{N}])\p{L}[\p{L}&.-]*['’]n?[ıiuü]n\s$/u;

/**
 * A word before a workplace name that is not part of it: a sentence's opening ("Babası Ford
 * Otosan'da", "Danışan …"). A cue word capitalised mid-sentence is part of the name ("…, Kadın
 * Dayanışma Vakfı").
 */
function leadWord(word: string, text: string, at: number): boolean {
  if (WORK_LEAD.has(word)) return true;
  if (!STRONG_CUES.has(word) && !WEAK_CUES.has(word)) return false;
  return /(?:^|[.!?:\n]\s*)$/u.test(text.slice(Math.max(0, at - 3), at));
}

/** Where word `i` starts in a match split on single spaces. */
const offset = (words: readonly string[], i: number) =>
  words.slice(0, i).reduce((n, w) => n + w.length + 1, 0);

const NOT_WORKPLACE = wordSet(
  'belediye hastane okul fabrika market devlet sirket firma is ev universite dershane kurs ofis merkez',
);

/**
 * Staying at, applying to or being referred to a named institution ("… Konukevi'nde kaldığı",
 * "… Merkezi'ne başvuran", "… Vakfı'na yönlendirildi"): where the client is served.
 */
const SERVED_AT =
  /^['’]?(?:n?[dt][ae]|n?y?[ae])\s+(?:\p{Ll}+\s+)?(?:kal|bar[ıi]n|konakl|ikamet|ba[şs]vur|m[üu]racaat|y[öo]nlendiril|kay[ıi]tl[ıi]|destek\s+al)/u;
/** A hospital one is treated in is no one's identifier ("Ankara Şehir Hastanesi'ne başvurdu"). */
const HOSPITAL = /(?:Hastanesi|E[ğg]?AH|Poliklini[ğg]i|Klini[ğg]i|Servisi)$/u;
/** A name ending in a word for an institution or one of its units (schools are read apart). */
const INSTITUTION = new RegExp(
  `(?:${BODY_WORDS}|Poliklini[ğg]i|Servisi|Birimi|Ba[şs]kanl[ıi][ğg][ıi])$`,
  'u',
);
/**
 * A word of the institution's own: neither generic, nor a place, nor a word for an institution.
 * A district's municipality ("Pendik Belediyesi Aile Danışma Merkezi") is named by its place.
 */
const ownName = (value: string) =>
  /\p{Lu}\p{L}+\sBelediyesi\s/u.test(value) ||
  value
    .split(/\s+/u)
    .some(
      (word) =>
        !PUBLIC_BODY_WORD.test(word) &&
        !GENERIC_WORK.has(fold(word)) &&
        !PLACES.has(fold(word)) &&
        !DISTRICTS.has(fold(word)),
    );
/** "Özel … Merkezi", "Özel … Hastanesi": a private institution always has a proper name. */
const PRIVATE_BODY = /^[ÖO]zel\s/u;
/**
 * An institution opening the text or a line, as a heading ("X Derneği — ilk görüşme formu", "X
 * Merkezi, Yatış Özeti"): a letterhead, the writer's own workplace. With a case ending it is
 * rather a sender or an addressee ("… Merkezi'nden gelen", "… Müdürlüğü'ne:").
 */
function letterhead(text: string, start: number, end: number): boolean {
  const line = text.lastIndexOf('\n', start - 1) + 1;
  // A heading stands alone on its line or is followed by a dash, a colon or a comma and a title
  // ("— İlk Görüşme Formu"); a sentence goes on ("… Derneği etik yönetmeliği bu konuda …").
  const rest = text.slice(
    end,
    text.indexOf('\n', end) === -1 ? undefined : text.indexOf('\n', end),
  );
  return (
    /^[\s*#>_-]*$/u.test(text.slice(line, start)) &&
    /^\s*(?:$|[—–:|]|-\s|,\s*\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)*\s*$)/u.test(rest)
  );
}

const PUBLIC_BODY_WORD = new RegExp(`^${PUBLIC_BODY.source}$`, 'u');

function findWorkplaces(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const match of /['’]n?[dt][ae]\s/u.test(text) ? text.matchAll(AT_WORK) : []) {
    const end = match.index + match[0].length;
    if (!jobThere(text.slice(end, end + 60), JOB_AFTER)) continue;
    const words = match[0].split(/\s+/u);
    // Sentence-start words before the name ("Babası Ford Otosan'da") are not part of it.
    let first = 0;
    while (
      first < words.length - 1 &&
      leadWord(fold(words[first]!), text, match.index + offset(words, first))
    )
      first += 1;
    let kept = words.slice(first);
    // "Babası Cevdet Gündoğdu Arçelik'te": a given name and a surname before a brand are a person.
    if (
      kept.length >= 3 &&
      TURKISH_GIVEN_NAMES.has(fold(kept[0]!)) &&
      TURKISH_SURNAMES.has(fold(kept[1]!)) &&
      !GENERIC_WORK.has(fold(kept.at(-1)!)) &&
      !PUBLIC_BODY_WORD.test(kept.at(-1)!)
    )
      kept = kept.slice(2);
    const folded = kept.map((w) => fold(w));
    if (kept.length === 1 && /^\p{Lu}+$/u.test(kept[0]!)) continue;
    // A place, a person or a generic word names no workplace; one brand word among them does
    // ("Turkcell Maltepe Plaza'da", "Alanya Gold Resort'ta", but not "Ali Kadıköy'de").
    const plain = (w: string, k: number) =>
      PLACES.has(w) ||
      DISTRICTS.has(w) ||
      NOT_WORKPLACE.has(w) ||
      GENERIC_WORK.has(w) ||
      TURKISH_GIVEN_NAMES.has(w) ||
      PUBLIC_BODY_WORD.test(kept[k]!);
    if (folded.every(plain)) continue;
    const value = kept.join(' ');
    out.push({ kind: 'workplace', value, start: end - value.length, end });
  }
  for (const match of text.matchAll(BRAND_BEFORE_NOUN)) {
    const end = match.index + match[0].length;
    // The noun is one word, two for "çağrı merkezinde", "genel müdürlükte".
    const noun = /^\s(?:(?:[çc]a[ğg]r[ıi]|genel)\s)?\p{L}+/iu.exec(text.slice(end))![0];
    const rest = text.slice(end + noun.length, end + noun.length + 60);
    const cued = jobThere(rest, JOB_NEXT) || WORK_CUE.test(fold(rest.split(/[.!?;\n]/u)[0]!));
    if (!cued) continue;
    const words = match[0].split(/\s+/u);
    let first = 0;
    while (
      first < words.length &&
      leadWord(fold(words[first]!), text, match.index + offset(words, first))
    )
      first += 1;
    const kept = words.slice(first);
    // The company that owns the site, in the genitive before it ("Arçelik'in Çayırova
    // fabrikasında", "trendyol'un Gebze deposunda"): the name, however plain the site's place.
    const owner =
      kept.length === words.length ? OWNER_BEFORE.exec(text.slice(0, match.index)) : null;
    const plain = (w: string) =>
      PLACES.has(w) || DISTRICTS.has(w) || GENERIC_WORK.has(w) || NOT_WORKPLACE.has(w);
    if (kept.length === 0 || (!owner && kept.map((w) => fold(w)).every(plain))) continue;
    const start = owner ? match.index - owner[0].length : end - kept.join(' ').length;
    // A site is part of the name ("… Kadıköy şubesi", "Türk Telekom çağrı merkezi", "Oyak Renault
    // fabrikası"): the noun goes with it, without its case ending; "bünyesinde" is no site.
    const site = /^\s(?:b[üu]nye|[şs]irket|firma)/iu.test(noun)
      ? 0
      : noun.replace(/n?[dt][ae]$/u, '').length;
    out.push({
      kind: 'workplace',
      value: text.slice(start, end + site),
      start,
      end: end + site,
    });
  }
  const push = (match: RegExpMatchArray, needsCue: boolean) => {
    // A name never runs over a line break (a signature's name above its institution).
    const lineStart = match[0].lastIndexOf('\n') + 1;
    let value = match[0].slice(lineStart);
    let start = match.index! + lineStart;
    for (;;) {
      const lead = /^([\p{L}]+)\s/u.exec(value);
      if (!lead) break;
      const word = fold(lead[1]!);
      if (!leadWord(word, text, start) && !/[dt][iu]g[iu](?:nda|nde)?$/.test(word)) break;
      value = value.slice(lead[0].length);
      start += lead[0].length;
    }
    // "Özel" opens the name of a private institution ("Görüşme Özel … Merkezi'nde").
    const own = /\s[ÖO]zel\s/u.exec(value);
    if (own) {
      value = value.slice(own.index + 1);
      start += own.index + 1;
    }
    const names = value.split(/\s+/u).map((w) => fold(w.replace(/[.&]/gu, '')));
    const publicBody = PUBLIC_BODY.test(value);
    const generic = (w: string) => !w || (publicBody && GENERIC_WORK.has(w)) || /^\d+$/.test(w);
    if (names.slice(0, -1).every(generic)) return;
    const end = start + value.length;
    const cued =
      WORK_CUE.test(before(text, start, 80) + after(text, end, 60)) ||
      SIGNATURE_BEFORE.test(text.slice(Math.max(0, start - 100), start)) ||
      jobThere(text.slice(end, end + 60), JOB_AFTER) ||
      // "… Merkezi psikolojik danışmanı", "… Hastanesi hemşiresi": a job of that institution.
      jobThere(text.slice(end, end + 60), JOB_NEXT) ||
      // "… Konukevi'nde kalıyor", "… Derneği'ne başvurdu": a client stays at or applies to it.
      (SERVED_AT.test(text.slice(end, end + 40)) && !HOSPITAL.test(value)) ||
      // A hospital, as everywhere here, is where one is treated, not a letterhead to hide.
      (letterhead(text, match.index!, end) && !HOSPITAL.test(value)) ||
      PRIVATE_BODY.test(value) ||
      // A named institution ("Kartaltepe Devlet Hastanesi Psikiyatri Polikliniği", "Moda
      // Psikoterapi Merkezi"): where a client is treated or served narrows down who they are as
      // much as where they work (KVKK: health data plus a place). Only with a word of its own: a
      // city's hospital ("Ankara Şehir Hastanesi") or a professional body is general context.
      (INSTITUTION.test(value) && ownName(value));
    if (needsCue && !cued) return;
    out.push({ kind: 'workplace', value, start, end });
  };
  if (LEGAL_GATE.test(text)) for (const match of text.matchAll(LEGAL_WORKPLACE)) push(match, false);
  if (BUSINESS_GATE.test(text))
    for (const match of text.matchAll(NAMED_WORKPLACE)) push(match, true);
  return out;
}

// Labelled fields ("Adres: …", "İşyeri: …", "Okul: …"): the value after the colon, up to the first
// lower-case word that is not part of such a value ("…, annesiyle yaşıyor") or the sentence end.
const FIELD =
  /(?<![\p{L}])(ev adresi|adresi?|[iİ]kamet(?:gah[ıi]?)?(?:\s+adresi)?|okulu?|[iİ][sş]\s?yeri|[cç]al[ıi][sş]t[ıi][gğ][ıi]\s+(?:yer|kurum|[sş]irket|firma)|[iİ][sş]vereni?|[sş]irketi?|firmas[ıi]|firma|muayenehanesi|klini[gğ]i|ofisi|d[üu]kkan[ıi]|[iİ][sş]letmesi|kurumu|[iİ][sş](?=\s*:\s*\p{Lu}))\s*:\s*/giu;
const FIELD_WORDS = wordSet(
  'mah mahallesi mh sok sokak sokagi sk cad caddesi cd bulvari blv apt apartmani sitesi blok no numara daire kat d k ic kapi ve koyu mevkii yolu ilkokulu ortaokulu lisesi koleji okulu anaokulu sinif sinifi sube subesi as ltd sti san tic',
);
/** Words whose dot abbreviates, not ends the sentence. */
const ABBREVIATION = wordSet('mah mh sok sk cad cd blv bulv apt no d k ltd sti san tic as inş ins');
const FIELD_TOKEN = /\s*(?:([,/:-])|(\p{L}+)(\.)?|(\d[\d/-]*)(\.)?)/uy;

function fieldKind(label: string): PiiKind {
  const f = fold(label);
  if (f.startsWith('okul')) return 'school';
  if (/adres|ikamet/.test(f)) return 'address';
  return 'workplace';
}

function findFields(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const match of text.matchAll(FIELD)) {
    const start = match.index + match[0].length;
    let end = start;
    FIELD_TOKEN.lastIndex = start;
    for (let n = 0; n < 24; n++) {
      const at = FIELD_TOKEN.lastIndex;
      const m = FIELD_TOKEN.exec(text);
      if (!m || /\n/.test(m[0])) break;
      const word = m[2];
      if (word) {
        if (/^\p{Ll}/u.test(word) && !FIELD_WORDS.has(fold(word))) break;
        // The next label ("…, Tanı: DEHB") ends the value.
        if (!m[3] && /^\s*:/u.test(text.slice(at + m[0].length)) && !FIELD_WORDS.has(fold(word)))
          break;
        end = at + m[0].length - (m[3] ? 1 : 0);
        // A full word with a dot ends the sentence; "Mah." or "Ltd." goes on.
        if (m[3] && !ABBREVIATION.has(fold(word)) && word.length > 1) break;
        if (m[3]) end += 1;
      } else if (m[4]) {
        end = at + m[0].length - (m[5] ? 1 : 0);
      } else if (m[1] === ':' && end === start) break;
    }
    const value = text.slice(start, end);
    if (!/[\p{Lu}\d]/u.test(value) || value.length < 3) continue;
    out.push({ kind: fieldKind(match[1]!), value, start, end });
  }
  return out;
}

/** Every shaped finding, possibly overlapping (the caller keeps the first and longest). */
/** A class code goes with the word after it ("9-A sınıfı", "3-C sinifi"): one school span. */
function withClassWord(text: string, f: PiiFinding): PiiFinding {
  if (!/\d\s?[-/]\s?\p{L}$/u.test(f.value)) return f;
  const word = /^\s?s[ıi]n[ıi]f(?:[ıi]|ta|[ıi]nda|[ıi]n[ıi]n|tan)?(?![\p{L}])/iu.exec(
    text.slice(f.end),
  );
  if (!word) return f;
  const end = f.end + word[0].length;
  return { ...f, value: text.slice(f.start, end), end };
}

/** A birth year ("1987 doğumlu", "1990'da doğumlu", "1985 yılında doğdu"): a date of birth. */
const BIRTH_YEAR =
  /(?<![\p{L}\p{N}./-])(?:19|20)\d{2}(?:\sdo[ğg]umlu(?![\p{L}])|(?=\s?(?:'?de|'?da|'?te|'?ta)?\s(?:do[ğg]umlu|y[ıi]l[ıi]nda\sdo[ğg])))/gu;

export function findShaped(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const { kind, regex, check, gate } of PATTERNS) {
    if (gate && !gate.test(text)) continue;
    for (const match of text.matchAll(regex)) {
      // A pattern with a cue before the value names the value `value`, which ends the match.
      let value = match.groups?.value ?? match[0];
      const cue = match[0].slice(0, match[0].length - value.length);
      const start = match.index + cue.length;
      if (kind === 'handle') value = value.replace(/[.]+$/u, '');
      if (kind === 'url') value = value.replace(/[.,;:!?]+$/u, '');
      if (check && !check(value, text, start, cue)) continue;
      if (kind === 'phone') {
        const extension = EXTENSION.exec(text.slice(start + value.length));
        const ext = extension?.[0] ?? '';
        value += ext.includes('(') ? ext : ext.replace(/\)$/u, '');
      }
      const end = start + value.length;
      out.push({ kind: kind === 'date' ? dateKind(text, start, end) : kind, value, start, end });
    }
  }
  out.push(
    ...findAddresses(text),
    ...findSchools(text).map((f) => withClassWord(text, f)),
    ...findWorkplaces(text),
    ...findKnownEmployers(text, (start, end) =>
      WORK_CUE.test(before(text, start, 80) + after(text, end, 60)),
    ),
    ...findFields(text),
  );
  for (const m of text.matchAll(BIRTH_YEAR))
    out.push({ kind: 'birthdate', value: m[0], start: m.index, end: m.index + m[0].length });
  const taken = (s: number, e: number) => out.some((f) => f.start < e && s < f.end);
  out.push(...findIds(text, taken));
  return out;
}
