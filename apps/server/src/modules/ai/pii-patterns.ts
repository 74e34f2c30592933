// Personal data with a shape: e-mails, profile links and handles, IBANs, TC Kimlik numbers,
// phones, licence plates, dates, addresses, school names and classes, and identity, insurance
// and file numbers recognised by a keyword nearby ("SGK sicil", "pasaport", "dosya no").
import type { PiiFinding, PiiKind } from './pii-types';
import { fold } from './text';
import { TURKISH_GIVEN_NAMES, TURKISH_SURNAMES, wordSet } from './turkish-names';

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

interface Pattern {
  kind: PiiKind;
  regex: RegExp;
  check?: (value: string, text: string, start: number) => boolean;
}

const SOCIAL =
  'instagram|tiktok|facebook|fb|twitter|x|youtube|linkedin|snapchat|twitch|threads|pinterest|reddit|vk|t\\.me|discord|github|medium|onlyfans|spotify|soundcloud|tumblr';

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

const PLATE_CUE = /\b(plaka|plakali|plakasi|arac|araba|otomobil|taksi|kamyonet|motosiklet|otobus)/;
const BIRTH_CUE = /(dogum|d\.\s?t\.?|\bd\.)\s*(tarihi)?\s*:?\s*$/;

const PATTERNS: Pattern[] = [
  { kind: 'email', regex: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu },
  {
    kind: 'handle',
    regex: new RegExp(
      `(?:https?://)?(?:www\\.|m\\.)?(?:${SOCIAL})\\.(?:com|net|tv|gg|me|ru|app)(?:\\.tr)?/@?[\\w.%-]*[\\w%-](?:/[\\w.%-]*[\\w%-])*`,
      'giu',
    ),
  },
  { kind: 'handle', regex: /(?<![\p{L}\p{N}_.@/])@[A-Za-z0-9_](?:[A-Za-z0-9_.]*[A-Za-z0-9_])?/gu },
  { kind: 'handle', regex: /(?<![\p{L}\p{N}_.#])[\p{L}\p{N}_.]{2,32}#\d{4}(?!\d)/gu },
  {
    kind: 'handle',
    regex: /(?<![\p{L}\p{N}_.])[\p{L}\p{N}_.]*[_\d][\p{L}\p{N}_.]*(?=\s+kullanıcı\s+ad)/gu,
    check: (value) => /\p{L}/u.test(value) && !/^\d/.test(value),
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
  {
    kind: 'plate',
    regex:
      /(?<![\p{L}\p{N}/.,:-])(?:0[1-9]|[1-7]\d|8[01])[\s-]?(?:[A-Za-z][\s-]?\d{4,5}|[A-Za-z]{2}[\s-]?\d{2,4}|[A-Za-z]{3}[\s-]?\d{2,3})(?![\p{L}\p{N}/-])/gu,
    check: (value, text, start) =>
      (/[A-Z]/.test(value) && !/[a-z]/.test(value)) ||
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
      /\b(dosya|protokol|esas|karar n|karar numara|kayit n|kayit numara|tutana|sorusturma|basvuru|vaka n|olgu n|dava|arsiv|rapor n|sira n|takip n|evrak|belge n|referans|islem n|hasta n|ihbar|tebligat|sikayet n)/g,
  },
];

// Capital letters of any alphabet ("2024/ÇK-117").
const ID_TOKEN =
  /(?<![\p{L}\p{N}@_./-])(?:\p{Lu}{1,3}[-\s]?)?\d[\d\p{Lu}]*(?:(?:[/-]|\s(?=\d))[\d\p{Lu}]+)*(?![\p{L}\p{N}@_/-])/gu;
const COURT_SUFFIX = /^\s?(?:D\.\s?İş|E\.|K\.|Esas|Karar)(?![\p{L}])/u;
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
    const windowBefore = before(text, start, 60);
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
    if (!kind) continue;
    if (kind !== 'passport' && /^[A-Z]+\s/.test(value)) {
      const cut = value.indexOf(' ') + 1;
      value = value.slice(cut);
      start += cut;
    }
    const end0 = start + value.length;
    if (UNIT_AFTER.test(text.slice(end0, end0 + 12))) continue;
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
    if (!ok) continue;
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
const NAMEW = `(?:${CAP_WORD}|\\d+(?:/\\d+)?\\.?)`;
// Street words in either case and with or without Turkish letters ("mah.", "Sok.", "Koyu").
const STREET =
  '(?:[Mm]ahallesi|[Mm]ah\\.|[Mm]h\\.|[Cc]addesi|[Cc]ad\\.|[Cc]d\\.|[Ss]oka[ğg][ıi]|[Ss]okak|[Ss]ok\\.|[Ss]k\\.|[Bb]ulvar[ıi]|[Bb]lv\\.|[Aa]partman[ıi]|[Aa]pt\\.|[Ss]itesi|[Kk]onutlar[ıi]|[Ee]vleri|[Kk][öo]y[üu]|[Yy]olu)';
const ADDRESS_PART =
  `(?:(?:${NAMEW}\\s){1,4}${STREET}|[A-Z]\\s?Blok|[Nn]o\\s?[:.]?\\s?\\d+(?:\\s?/\\s?\\d+)?[A-Za-z]?` +
  `|(?:[Dd]aire|D|[Kk]at|K)\\s?[:.]?\\s?\\d+|${CAP_WORD}\\s?/\\s?${CAP_WORD})`;
// A bare capitalised word (a quarter such as "Batıkent") counts only between two parts.
const ADDRESS = new RegExp(
  `${ADDRESS_PART}(?:[,\\s]\\s*(?:${ADDRESS_PART}|${CAP_WORD}(?=[,\\s]\\s*${ADDRESS_PART})))+`,
  'gu',
);
const ADDRESS_LEAD = wordSet(
  'ev evi evleri adres adresi adresine adresinde danisan danisanin cocuk cocugun annesi babasi esi kizi oglu hasta yeni eski su bu o ayni ve ile kendi is isyeri okul okulu merkez',
);

function findAddresses(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const match of text.matchAll(ADDRESS)) {
    let value = match[0];
    let start = match.index;
    if (
      !/(mah|mh\.|cad|cd\.|sok|sk\.|bulvar|blv|apt|apartman|site|konut|evleri|köy|koyu|yolu)/iu.test(
        value,
      )
    )
      continue;
    // Drop leading context words the name part swallowed ("Evi Bahariye Mah.").
    for (;;) {
      const lead = /^([\p{L}]+)\s/u.exec(value);
      if (!lead || !ADDRESS_LEAD.has(fold(lead[1]!))) break;
      value = value.slice(lead[0].length);
      start += lead[0].length;
    }
    value = value.replace(/[,\s]+$/u, '');
    out.push({ kind: 'address', value, start, end: start + value.length });
  }
  return out;
}

// Schools: capitalised (or listed lower-case) name words before the school word, then the class.
const SCHOOL_WORD =
  /(?<![\p{L}])(?:[iİ]lköğretim okulu|[iİ]lkogretim okulu|[iİ]lkokulu|ortaokulu|lisesi|koleji|anaokulu|okulu|kolej)(?![\p{L}])/giu;
const SCHOOL_TYPES = wordSet(
  'anadolu fen meslek mesleki teknik imam hatip sosyal bilimler guzel sanatlar spor kiz erkek endustri ticaret saglik cok programli ozel bilim sanat ve temel egitim turk',
);
const SCHOOL_STOP = wordSet(
  'okul okulu okulda okulun ogrenci ogrencisi danisan danisanin cocuk cocugun kizi oglu sinif sinifi ilkokulu ortaokulu lisesi koleji bu o su bir ayni yeni eski ise ve',
);
const CLASS = '(?:[1-9]|1[0-2])\\s?[-/]\\s?[A-ZÇĞİÖŞÜa-zçğıöşü](?![\\p{L}\\p{N}/-])';

function findSchools(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const match of text.matchAll(SCHOOL_WORD)) {
    const words = [
      ...text.slice(Math.max(0, match.index - 90), match.index).matchAll(/[\p{L}]+\s+/gu),
    ];
    let start = match.index;
    let distinct = 0;
    let count = 0;
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
      if (SCHOOL_STOP.has(folded)) break;
      const listed = TURKISH_GIVEN_NAMES.has(folded) || TURKISH_SURNAMES.has(folded);
      if (
        !capital &&
        !listed &&
        !(SCHOOL_TYPES.has(folded) && /^[a-zçğıöşü]/u.test(raw) && distinct > 0)
      )
        break;
      if (!SCHOOL_TYPES.has(folded)) distinct += 1;
      start = wordStart;
      count += 1;
    }
    // A leading "ve" belongs to the sentence, not the school.
    while (/^ve\s/u.test(text.slice(start, match.index)))
      start += text.slice(start).indexOf(' ') + 1;
    if (distinct === 0) continue;
    let end = match.index + match[0].length;
    const cls = new RegExp(`^\\s?,?\\s?${CLASS}`, 'u').exec(text.slice(end));
    if (cls) end += cls[0].length;
    out.push({ kind: 'school', value: text.slice(start, end), start, end });
  }
  // A class on its own ("Sınıf: 4-C", "10/C sınıfı") with a school word nearby.
  const classRe = new RegExp(`(?<![\\p{L}\\p{N}/.,-])${CLASS}`, 'gu');
  for (const match of text.matchAll(classRe)) {
    const end = match.index + match[0].length;
    const near = before(text, match.index, 40) + after(text, end, 20);
    if (!/(sinif|sube|ogrenci|okul|lise|ilkokul|ortaokul|rehber)/.test(near)) continue;
    out.push({ kind: 'school', value: match[0], start: match.index, end });
  }
  return out;
}

/** Every shaped finding, possibly overlapping (the caller keeps the first and longest). */
export function findShaped(text: string): PiiFinding[] {
  const out: PiiFinding[] = [];
  for (const { kind, regex, check } of PATTERNS) {
    for (const match of text.matchAll(regex)) {
      let value = match[0];
      const start = match.index;
      if (kind === 'handle') value = value.replace(/[.]+$/u, '');
      if (check && !check(value, text, start)) continue;
      const end = start + value.length;
      out.push({ kind: kind === 'date' ? dateKind(text, start, end) : kind, value, start, end });
    }
  }
  out.push(...findAddresses(text), ...findSchools(text));
  const taken = (s: number, e: number) => out.some((f) => f.start < e && s < f.end);
  out.push(...findIds(text, taken));
  return out;
}
