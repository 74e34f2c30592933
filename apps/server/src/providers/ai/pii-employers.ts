// Large employers named outright (issue 15: workplaces): a client who works at "koç holding" or
// "Tüpraş İzmit Rafinerisi" is one of few people there with that job, and the masker's contexts
// (a job after "'da", a business word after the name) do not catch every way a note says it.
// Employers a client is rarely anything but an employee of are masked wherever they are named;
// those a client is also a customer of (a bank, a supermarket, an airline) only beside a word of
// work ("Turkcell faturası" stays, "Turkcell'de çağrı merkezinde" goes).
// Names that are ordinary words or given names alone ("Şok", "Mavi", "Pınar") are listed only in
// their longer forms. Case and Turkish letters are optional, as clinicians type them.
import type { PiiFinding } from './pii-types';
import { fold } from './text';

/** Employers whose name alone points to a workplace. */
const EMPLOYERS = [
  'Koç Holding',
  'Sabancı Holding',
  'Doğan Holding',
  'Yıldız Holding',
  'Zorlu Holding',
  'Cengiz Holding',
  'Kalyon Holding',
  'Limak Holding',
  'Anadolu Grubu',
  'Doğuş Grubu',
  'Borusan',
  'Oyak Renault',
  'Oyak',
  'Ford Otosan',
  'Tofaş',
  'Otokar',
  'Karsan',
  'Hyundai Assan',
  'Toyota Otomotiv',
  'Mercedes-Benz Türk',
  'Türk Traktör',
  'Aselsan',
  'Havelsan',
  'Roketsan',
  'TUSAŞ',
  'Türk Havacılık ve Uzay Sanayii',
  'Baykar',
  'Tüpraş',
  'Petkim',
  'Botaş',
  'TPAO',
  'Şişecam',
  'Eczacıbaşı',
  'Erdemir',
  'İsdemir',
  'Kardemir',
  'Ereğli Demir Çelik',
  'Eti Maden',
  'Türkiye Taşkömürü Kurumu',
  'Enka',
  'Tekfen',
  'Türksat',
  'Deloitte',
  'PwC',
  'KPMG',
  'Accenture',
];

/** Employers a client may also be a customer of: masked only beside a word of work. */
const EMPLOYERS_ALSO_SERVING = [
  'Türk Telekom',
  'Turkcell',
  'Vodafone',
  'Türkiye İş Bankası',
  'İş Bankası',
  'Ziraat Bankası',
  'Halkbank',
  'Vakıfbank',
  'Garanti BBVA',
  'Yapı Kredi',
  'Akbank',
  'QNB Finansbank',
  'DenizBank',
  'Kuveyt Türk',
  'Anadolu Sigorta',
  'Aksigorta',
  'Allianz',
  'Migros',
  'BİM',
  'A101',
  'Şok Market',
  'CarrefourSA',
  'Trendyol',
  'Hepsiburada',
  'Yemeksepeti',
  'LC Waikiki',
  'DeFacto',
  'Koton',
  'Boyner',
  'Teknosa',
  'MediaMarkt',
  'Vatan Bilgisayar',
  'IKEA',
  'Koçtaş',
  'Starbucks',
  "McDonald's",
  'Burger King',
  'Simit Sarayı',
  'Kahve Dünyası',
  'Türk Hava Yolları',
  'THY',
  'Pegasus',
  'SunExpress',
  'Arçelik',
  'Vestel',
  'Beko',
  'Ülker',
  'Eti Gıda',
  'Pınar Süt',
  'Sütaş',
  'Anadolu Efes',
  'Coca-Cola İçecek',
  'Samsung',
  'Huawei',
  'Microsoft',
  'Amazon',
  'Gratis',
  'Watsons',
  'Rossmann',
  'Mavi Jeans',
  'Vakko',
  'Beymen',
];

/** Each letter in either case, with or without its Turkish mark; spaces as any blank. */
const LETTER_FORMS: Record<string, string> = {
  c: 'cCçÇ',
  g: 'gGğĞ',
  i: 'iIİı',
  o: 'oOöÖ',
  s: 'sSşŞ',
  u: 'uUüÜ',
};

function loosePattern(name: string): string {
  return [...fold(name)]
    .map((ch) => {
      if (/\s/.test(ch)) return '\\s+';
      if (LETTER_FORMS[ch]) return `[${LETTER_FORMS[ch]}]`;
      if (/[a-z]/.test(ch)) return `[${ch}${ch.toUpperCase()}]`;
      return ch.replace(/[.*+?^${}()|[\]\\']/g, (c) => (c === "'" ? "['’]" : `\\${c}`));
    })
    .join('');
}

// Longer names first, so "Oyak Renault" wins over "Oyak" and "Türkiye İş Bankası" over "İş Bankası".
const byLength = (names: string[]) => [...names].sort((a, b) => b.length - a.length);
const nameRegex = (names: string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${byLength(names).map(loosePattern).join('|')})(?![\\p{L}\\p{N}-])`,
    'gu',
  );
const ALWAYS = nameRegex(EMPLOYERS);
const AT_WORK_ONLY = nameRegex(EMPLOYERS_ALSO_SERVING);

/** The site named after an employer ("Tüpraş İzmit Rafinerisi", "Akbank Kadıköy Şubesi"). */
const SITE_AFTER = /^(?:\s+\p{Lu}\p{L}*){1,3}/u;
const SITE_WORD =
  /(?:^|\s)(rafineri|fabrik|tesis|sube|mudurlug|plaza|kampus|santral|liman|maden|depo|magaza|ofis|bolge|yerleske)\w*$/;

/**
 * Large employers named in a text: always for the first list; for the second only where
 * `atWork(start, end)` finds a word of work beside the name (the masker's own check).
 */
export function findKnownEmployers(
  text: string,
  atWork: (start: number, end: number) => boolean,
): PiiFinding[] {
  const out: PiiFinding[] = [];
  const push = (m: RegExpMatchArray) => {
    const start = m.index!;
    let end = start + m[0].length;
    const site = SITE_AFTER.exec(text.slice(end));
    if (site && SITE_WORD.test(fold(site[0]))) end += site[0].length;
    out.push({ kind: 'workplace', value: text.slice(start, end), start, end });
  };
  for (const m of text.matchAll(ALWAYS)) push(m);
  for (const m of text.matchAll(AT_WORK_ONLY)) if (atWork(m.index, m.index + m[0].length)) push(m);
  return out;
}
