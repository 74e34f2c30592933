// Reading the case before anything else (issue 17 §2,
// docs/requirements/ai-engine.md#ai-case-reading): who is asking, the client's age and life stage,
// the setting, how long, legal flags, and what kind of answer is asked for. The reading chooses the
// answer's shape and the facts woven into it; frames are matched separately (frame-matcher.ts).
// Everything here works on folded text (text.ts), so "ogrencim" and "öğrencim" read alike.
import { asksToWait } from './asked-parts';
import { fold } from './text';

export type QuestionType =
  | 'formulation' // how to understand / formulate this case
  | 'comparison' // X or Y for this case
  | 'should-i' // a decision the asker must take ("…mı yapmalıyım?")
  | 'how-to' // how to apply, start, handle
  | 'supervisee'; // a supervisor asking about a supervisee

export type Asker = 'supervisor' | 'student' | 'therapist';
export type LifeStage = 'child' | 'adolescent' | 'adult' | 'older';
export type Setting =
  'individual' | 'couple' | 'family' | 'group' | 'school' | 'forensic' | 'online' | 'hospital';

export interface CaseReading {
  type: QuestionType;
  asker: Asker;
  /** The client's age when stated ("11 yaşında"), else null. */
  age: number | null;
  stage: LifeStage | null;
  settings: Setting[];
  /** How long, as written ("6 aydır", "depremden 6 ay sonra"), else null. */
  duration: string | null;
  /** The client's gender when stated. */
  gender: 'kadın' | 'erkek' | null;
  legal: { minor: boolean; court: boolean; violence: boolean };
  /** For a comparison: the things compared (two or three), as written ("EMDR", "TF-BDT"). */
  compared: string[] | null;
  /**
   * Whether the question asks about a method: names a therapy, technique or tool, or speaks of
   * applying one ("EMDR", "maruz bırakma", "tekniği", "ödev"). Without it, "ne yapabilirim" about a
   * described client is a question about the case, answered from the clinical picture first.
   */
  namesMethod: boolean;
  /**
   * Whether the asker speaks of their own reactions to a client or of their own history being
   * touched ("ben de benzer bir şey yaşadım", "seanslarda donup kalıyorum", "ona karşı öfke
   * hissediyorum"): a supervision-process question, whoever asks it.
   */
  ownReaction: boolean;
  /**
   * A child or adolescent who fears what a parent or carer would do on finding out ("annem duyarsa
   * beni öldürür", "babam öğrenirse döver"): that parent is not told before the child's safety at
   * home is assessed (compose-frames.ts).
   */
  fearsCarer: boolean;
  /** Whether the question asks if something can wait (asked-parts.ts `asksToWait`). */
  asksToWait: boolean;
  /**
   * Whether the work is under way ("8. seanstayız", "üç seanstır", "bir yıldır görüyorum"): advice
   * written for a first session does not fit it (compose-frames.ts `phaseFit`).
   */
  ongoing: boolean;
  /**
   * Whether the matter reached the asker from someone else, or was kept from them ("bir
   * meslektaştan duydum", "bana hiç söylemedi"): advice for a supervisee who brought it up does
   * not fit (compose-frames.ts).
   */
  concealed: boolean;
}

const has = (folded: string, re: RegExp) => re.test(folded);

/** Sessions already held or months of work behind (folded): the therapy is under way. */
const COUNT = String.raw`(\d+|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on|onlarca|birkac|bir(?:kac)?|bir bucuk)`;
const ONGOING = new RegExp(
  [
    String.raw`\b\d+\. ?(seans|gorusme|oturum)`,
    String.raw`\b(ikinci|ucuncu|dorduncu|besinci|altinci|yedinci|sekizinci|dokuzuncu|onuncu) (seans|gorusme|oturum)`,
    String.raw`\b${COUNT} (seans|gorusme|oturum)(dir|tir|tur|dur| oldu| yaptik| gorustuk| gorusuyoruz| calistik| devam| boyunca|dan beri|tan beri)`,
    String.raw`\b${COUNT} (hafta|ay|yil)(dir|tir|tur|dur| boyunca|dan beri|tan beri) (\S+ ){0,3}(goruyorum|gorusuyoruz|calisiyorum|calisiyoruz|terapi\w*|seans\w*|takip ediyorum|devam ediyor)`,
    String.raw`\b(terapi\w*|seanslar\w*|calismamiz|surecimiz) (\S+ ){0,2}${COUNT} (hafta|ay|yil)`,
    String.raw`\b(onceki|gecen|son|bu haftaki) (seans|gorusme|oturum)\w*`,
    String.raw`\bseanslarimiz`,
  ].join('|'),
);

/** Method vocabulary (folded): tools and applying them, and the names of therapies and techniques. */
const METHOD =
  /\b(teknik\w*|yontem\w*|egzersiz\w*|protokol\w*|uygula\w*|odev\w*|modul\w*|calisma kagidi|formu(nu|yla)?\b|emdr|bdt\w*|cbt\w*|dbt\w*|act\b|tf-?bdt|tf-?cbt|maruz\w*|mindfulness|bilincli farkindalik|sema terap\w*|sema modlar\w*|oyun terap\w*|kum tepsi\w*|motivasyonel|psikoegitim\w*|gevseme\w*|nefes egzersiz\w*|dusunce kayd\w*|davranissal (aktivasyon|deney)\w*|sokratik|genogram\w*|sandalye|imgelem\w*|yeniden senaryo\w*|pcit|eft\b|gottman|anlati terap\w*|cozum odakli|mucize soru\w*|uyku kisitlama\w*|uyaran kontrol\w*|sefkat odakli|kisilerarasi terapi|ipt\b|psikodinamik|aile terap\w*|cift terap\w*|grup terap\w*|rol oyun\w*|ev calisma\w*)/;

/** A supervisor speaks of "süpervizyonunu yaptığım", "stajyerim", "süpervizyon verdiğim" … */
const SUPERVISOR =
  /(^\W*(ben )?supervizor(um|uz)\s*\.|\bsupervizoru(yum|yuz)\b|\b(dis|staj|uygulama|vaka|grup) supervizoru(m|yum)\b|\bsupervizorluk yap\w*|\bsupervizorlugu(nu)? (yapiyorum|yurutuyorum|ustlendim)|\bsupervizyon(u|unu)? (veriyorum|verecegim|yurutuyorum|yurutecegim|baslatacagim|baslattim|yapiyorum)|\bsupervizyon(u|unu)? (yurutme|verme)(m|mi|mim|miz)\b|\bbenden (\w+ ){0,2}supervizyon al\w*|\bsupervizyon grub(um|umu|umda|umdaki|unu yurut)\w*|\bsupervizelerim\w*|\buygulama dersi(ni)? (veriyorum|yurutuyorum)|\bsupervizyonda ogrencim\w*|\bsupervizyon alan\s*,|\bsupervizyon alanim\w*|\b(supervize ettigim|supervizyonunu (yaptigim|verdigim|yurut)|supervizyon (verdigim|veriyorum)|supervizorum olarak|supervizor olarak|supervizyondaki (bir )?(stajyer|terapist|meslektas|psikolog|ogrenci|danisman)|supervizeem|supervizem|supervizyon alan (stajyer|ogrenci|terapist|meslektas)|stajyerim|stajyerlerim|supervizyonumdaki|supervizeeler|ekibimdeki (terapist|psikolog|danisman)|sorumlu oldugum (stajyer|ogrenci|terapist)|(klinik |idari )?supervizoru (de |da )?benim))/;
/** "Stajyerim, …", "RAM'da stajyerim.": saying one is an intern, not speaking of one's intern. */
const INTERN_SELF = /(^\W*|[.!?]\s*|[\w'’]+(da|de|ta|te)\s)stajyer(?:i?yim|im)\s*[,.;:]/;
const STUDENT =
  /\b(ogrenciyim|stajyer(i?yim|im)\b(?! (bir|danisan|terapist))|stajyer (psikolog|danisman|olarak)|staj yapiyorum|stajimda|yuksek lisans (ogrencisi|ogrencisiyim|yapiyorum)|lisans ogrencisiyim|master ogrencisi|ilk (vakam|danisanim)|yeni mezun|yeni basladim)/;

/** "X mı Y mi", "X ile Y arasında", "X yerine Y", "X veya Y" where both look like methods. */
function comparedPair(question: string): string[] | null {
  // "OKB mi, depresyon mu, yoksa psikoz mu": three options, one or two words each.
  const three =
    /((?:[\p{L}\d./-]+\s)?[\p{L}\d./-]+)\s+(?:mı|mi|mu|mü)\s*,\s*((?:[\p{L}\d./-]+\s)?[\p{L}\d./-]+)\s+(?:mı|mi|mu|mü)\s*,?\s+(?:yoksa|ya da|veya)\s+((?:[\p{L}\d./-]+\s)?[\p{L}\d./-]+?)\s+(?:mı|mi|mu|mü)(?=[\s?.!,]|$)/u.exec(
      question,
    );
  if (three && new Set(three.slice(1, 4).map((side) => fold(side!))).size === 3) {
    const sides = three.slice(1, 4).map((side) => side!.trim());
    if (sides.every(namesAnOption)) return sides;
  }
  // "Hem EMDR hem TF-BDT eğitimim var; hangisini seçmeliyim": both named, then asked which.
  const both =
    /\bhem\s+((?:[\p{L}\d./-]+\s)??[\p{L}\d./-]+?)\s+hem(?:\s+de)?\s+((?:[\p{L}\d./-]+\s)??[\p{L}\d./-]+?)(?=\s+(?:eğitim|egitim|biliyor|uyguluyor|kullan|var\b|mümkün|mumkun|uygun|düşün|dusun|öner|oner)|[\s?.!,;]*$|[?.!,;])/iu.exec(
      question,
    );
  if (both && both[1] && both[2] && /hangisi/i.test(question) && fold(both[1]) !== fold(both[2])) {
    const sides = splitSlashes([both[1], both[2]]);
    if (sides.every(namesAnOption)) return sides;
  }
  // "gevşemeye devam mı edeyim, yoksa bilişsel yeniden yapılandırmaya mı geçeyim", "maruz
  // bırakmayı bırakıp ACT'ye mi geçmeliyim": going on with one method or moving to another.
  const switching =
    /((?:[\p{L}\d./'’-]+\s){0,2}[\p{L}\d./'’-]+?)\s+devam\s+(?:mı|mi)\s+\p{L}+\s*,?\s+(?:yoksa\s+)?((?:[\p{L}\d./'’-]+\s){0,2}[\p{L}\d./'’-]+?)\s+(?:mı|mi|mu|mü)\s+(?:geç|başla|gecme|basla)/u.exec(
      question,
    ) ??
    /((?:[\p{L}\d./'’-]+\s){0,2}[\p{L}\d./'’-]+?)\s+bırakıp\s+((?:[\p{L}\d./'’-]+\s){0,2}[\p{L}\d./'’-]+?)\s+(?:mı|mi|mu|mü)\s+(?:geç|başla)/u.exec(
      question,
    );
  if (switching && switching[1] && switching[2]) {
    const sides = [switching[1], switching[2]].map((side) => withoutCaseEnding(trimOpening(side)));
    if (fold(sides[0]!) !== fold(sides[1]!) && sides.every(namesAnOption)) return sides;
  }
  const patterns = [
    // "olağan yas mı yoksa uzamış yas mı", "EMDR mi yoksa TF-BDT mi": up to two words a side.
    /((?:[\p{L}\d./-]+\s)?[\p{L}\d./-]+)\s+(?:mı|mi|mu|mü)\s*,?\s+yoksa\s+((?:[\p{L}\d./-]+\s)?[\p{L}\d./-]+)\s+(?:mı|mi|mu|mü)(?=[\s?.!,]|$)/u,
    /([A-ZÇĞİÖŞÜ][\wçğıöşüÇĞİÖŞÜ./-]*(?:\s[A-ZÇĞİÖŞÜ][\wçğıöşüÇĞİÖŞÜ./-]*)?)\s*(?:mı|mi|mu|mü)\s*,?\s*(?:yoksa\s+)?([A-ZÇĞİÖŞÜ][\wçğıöşüÇĞİÖŞÜ./-]*(?:\s[A-ZÇĞİÖŞÜ][\wçğıöşüÇĞİÖŞÜ./-]*)?)\s*(?:mı|mi|mu|mü)\b/u,
    /([\wçğıöşüÇĞİÖŞÜ./-]+(?:\s[\wçğıöşüÇĞİÖŞÜ./-]+)?)\s+(?:ile|ve|veya|ya da)\s+([\wçğıöşüÇĞİÖŞÜ./-]+(?:\s[\wçğıöşüÇĞİÖŞÜ./-]+)?)\s+(?:arasında|arasinda)/u,
    /([\wçğıöşüÇĞİÖŞÜ./-]+)\s+(?:yerine|mi yoksa|mı yoksa|mu yoksa|mü yoksa)\s+([\wçğıöşüÇĞİÖŞÜ./-]+)/u,
    // "oyun terapisi mi önermeliyim, yoksa anneyle ebeveyn eğitimi (PCIT) mi daha uygun": a verb
    // after the first option, words before the second; each side its last one or two words (the
    // second with its bracketed acronym).
    /((?:[\p{L}\d./-]+\s)?[\p{L}\d./-]+)\s+(?:mı|mi|mu|mü)\s+[\p{L}]+\s*,?\s+yoksa\s+(?:[\p{L}]+\s){0,3}?((?:[\p{L}\d./-]+\s){0,2}\([\p{L}\d./-]+\)|(?:[\p{L}\d./-]+\s)?[\p{L}\d./-]+)\s+(?:mı|mi|mu|mü)(?=[\s?.!,]|$)/u,
  ];
  for (const re of patterns) {
    const m = re.exec(question);
    // "Gizliliği mi korumalıyım, yoksa aileye bilgi mi vermeliyim": two courses of action the
    // asker must choose between is a dilemma (should I), not two methods to compare.
    if (
      m &&
      TWO_COURSES.test(fold(m[0])) &&
      !m.slice(1, 3).some((side) => METHOD.test(fold(side ?? '')))
    )
      continue;
    if (m && m[1] && m[2] && fold(m[1]) !== fold(m[2])) {
      const sides = splitSlashes([m[1], m[2]]);
      if (sides.every(namesAnOption)) return sides;
    }
  }
  return null;
}

/** An option named in the dative or accusative ("gevşemeye", "EMDR'ye", "maruz bırakmayı"): the method. */
function withoutCaseEnding(side: string): string {
  return side.replace(/['’]?(?:y[ae]|y[ıiuü]|[ae])$/u, '').trim();
}

/** An option's opening words that name nothing ("Sınav kaygısı için gevşeme" names "gevşeme"). */
function trimOpening(side: string): string {
  const words = side.trim().split(/\s+/);
  const cut = words.findLastIndex((word) =>
    /^(için|icin|ile|ve|artık|artik|hâlâ|hala)$/iu.test(word),
  );
  // Words before a method's own word are the case's ("seanstır maruz bırakma").
  const method = words.findIndex((word, i) => i > cut && METHOD.test(fold(word)));
  return words.slice(method > cut ? method : cut + 1).join(' ');
}

/** A course of action weighed, after the first option's particle ("… mi korumalıyım, yoksa"). */
const TWO_COURSES = /\b(mi|mu) \w+(meli|mali)(yim|yiz)\b/;

/** Words that open an option but name nothing ("bu olağan bir yas mı" names "olağan yas"). */
const NOT_PART_OF_OPTION =
  /^(bu|bir|su|o|daha|sadece|yalnizca|yalniz|asil|acaba|sizce|bence|gercekten|hala|artik|once|tablo|durum|vaka|sorun|ne|yoksa|ya|da|de|veya|ve)$/;

/** A choice asked for: which one, which fits better, the difference between them. */
const CHOICE =
  /\b(hangisi\w*|daha (uygun|dogru|etkili|iyi)|tercih\w*|secme\w*|secmeli\w*|farki\w*|farklari\w*|arasinda\w*|ayirt\w*)\b/;

/**
 * A choice between two or three things asked with question particles however they are joined
 * ("uyku kısıtlama mı uyaran kontrolü mü uygulamalıyım? … ikisinin farkı ne?"): each option is the
 * one or two words before its particle, after the previous particle, comma or "yoksa"; only when
 * that sentence or the next asks to choose.
 */
function particleOptions(question: string): string[] | null {
  const sentences = question.split(/(?<=[.!?])\s+|\n+/);
  for (const [at, sentence] of sentences.entries()) {
    // The choice is asked in the options' sentence or the next ("… ikisinin farkı ne?").
    if (!CHOICE.test(fold(`${sentence} ${sentences[at + 1] ?? ''}`))) continue;
    const options: string[] = [];
    let from = 0;
    for (const m of sentence.matchAll(/\s(?:mı|mi|mu|mü)(?=[\s?.!,;:]|$)/gu)) {
      const before = sentence
        .slice(from, m.index)
        .split(/[,;:()]|\b(?:yoksa|ya da|veya)\b/u)
        .pop()!;
      const words = before
        .trim()
        .split(/\s+/)
        .filter((word) => word && !NOT_PART_OF_OPTION.test(fold(word)));
      options.push(words.slice(-2).join(' '));
      from = m.index + m[0].length;
    }
    const named = options.filter((option) => option && namesAnOption(option));
    const distinct = new Set(named.map((option) => fold(option)));
    if (named.length === options.length && distinct.size === named.length && named.length >= 2) {
      return named.length <= 3 ? named : null;
    }
  }
  return null;
}

/**
 * Whether a side names something that can be compared (a method, a diagnosis, a setting), not an
 * action or a filler: "devam edeyim mi yoksa bir şey mi yapayım" is a decision, not a comparison.
 */
function namesAnOption(side: string): boolean {
  const folded = fold(side).trim();
  if (
    /^(bir sey|sey|baska|baska bir sey|baska sey|bunu|bu|onu|o|onun|bunun|sunun|benim|senin|bizim|onlarin|kendi|kendisinin|ben|bende|sende|onda|bizde|bunda|danisan|danisanda|aile|hic)$/.test(
      folded,
    )
  )
    return false;
  // A method named with a verb's word in it ("maruz bırakma") is still a method.
  if (/\bmaruz birakma/.test(folded)) return true;
  const last = folded.split(/\s+/).pop() ?? '';
  // An action to take ("devam mı, sevk mi") makes a decision, not options to compare.
  if (/^(devam|sevk|bildirim|bekle\w*|ertele\w*|ara|arama|sonlandir\w*|birak\w*)$/.test(last))
    return false;
  // Being or not ("riski var mı yok mu"), a role ("yas olarak mı"): no thing to compare.
  if (/^(var|yok|degil|olarak|sey)$/.test(last)) return false;
  return !/(eyim|ayim|elim|alim|meliyim|maliyim|melim|malim|sin|sun|yor|yorum|ecek|acak|ecegim|acagim|eyiz|ayiz)$/.test(
    last,
  );
}

/**
 * The options as the user meant them: "DEHB mi, yoksa kaygı/depresyon mu" has three (an option
 * written as "a/b" is two; three at most).
 */
function splitSlashes(written: string[]): string[] {
  // An option never reaches back over the end of a sentence ("…alacakmış. DEHB mi").
  const sides = written.map((side) => side.split(/[.!?]\s+/).pop() ?? side);
  const split = sides.flatMap((side) =>
    side
      .split('/')
      .map((part) => part.trim())
      .filter((part) => part.length >= 3),
  );
  return split.length >= 2 && split.length <= 3 ? split : sides.map((side) => side.trim());
}

function questionType(folded: string, asker: Asker, compared: string[] | null): QuestionType {
  if (asker === 'supervisor') return 'supervisee';
  // "risk mi, yoksa başka bir şey mi" asks what this is (a formulation), not to compare two named
  // options: a vague second side is no option.
  const comparison =
    compared !== null ||
    has(
      folded,
      /\b(hangisi(ni)? (daha|sec|tercih|uygun|once)|hangisiyle|hangisinden|arasinda (karar|secim|tercih|kaldim)|karsilastir|farki ne|farklari ne|yerine .{0,40}(mi|mu) (kullan|uygula|baslamal|secmel)|(mi|mu),? yoksa (?!(baska|bir sey|sey|degil|hic|bekle\w*|ertele\w*|birak\w*|vazgec\w*|simdilik|biraz daha)\b)|\b(mi|mu) (\w+ ){1,4}(mi|mu) (ayirt|karar vere|emin ola|bilem)\w*)/,
    );
  if (comparison) return 'comparison';
  const formulation = has(
    folded,
    /\b(formulasyon|formule|kavramsallastir|nasil anla(mali|miyorum|mlandir)|nasil okumali|ne dusunmeliyim|nasil degerlendirmeli|neler dusunulmeli|hipotez|ne olabilir|tablo(yu|ya) nasil|neyi kaciriyor|ayirici tani|nereden baslamali)/,
  );
  const shouldI = has(
    folded,
    /\b(\w+(meli|mali)\s?(mi|miyim|miyiz)|\w+(sem|sam) mi|\w+(ebilir|abilir)\s?(mi|miyim|miyiz)|dogru mu|uygun mu|etik mi|etik midir|sakincali mi|sorun olur mu|(gerekir|gerekiyor|gerekli|lazim|sart|yeterli) (mi|mu|midir|mudur)|zorunda (miyim|miyiz|mi|mi\w+)|(yukumlulug|zorunlulug)\w* (var )?(mi|mu)|(olur|olmaz|olmali) (mi|mu)\b|\w+(eyim|ayim) (mi|mu)\b|\b(mi|mu) \w+(meli|mali)(yim|yiz)\b|\b(mi|mu) \w+(sem|sam|sek|sak)\b|ne yapmaliyim|nasil davranmaliyim|ne cevap vermeliyim|kabul etmeli|reddetmeli|bildirmeli|soylemeli|paylasmali)/,
  );
  const howTo = has(
    folded,
    /\b(nasil (uygula|yapil|yapa|yurut|calis|ele al|basla|kullan|anlat|destek|yaklas|konus|yardim|ilerle|planla|yapilandir|sunar|aciklar)|adimlar|hangi adim|ne(ler)?e dikkat|teknik|protokol|uygulamak istiyorum)/,
  );
  if (shouldI && !(formulation && !howTo)) return 'should-i';
  if (formulation && !howTo) return 'formulation';
  if (howTo) return 'how-to';
  if (formulation) return 'formulation';
  return 'how-to';
}

const WORD_AGES: Record<string, number> = {
  bir: 1,
  iki: 2,
  uc: 3,
  dort: 4,
  bes: 5,
  alti: 6,
  yedi: 7,
  sekiz: 8,
  dokuz: 9,
  on: 10,
};

/** Kin words (folded): an age written next to one is a relative's ("annesi 70 yaşında"). */
const KIN =
  /\b(annesi\w*|babasi\w*|esi\b|esinin|kocasi\w*|karisi\w*|oglu\w*|kizi\w*|kardesi\w*|ablasi\w*|abisi\w*|agabeyi\w*|dedesi\w*|ninesi\w*|babaannesi\w*|anneannesi\w*|cocugu\w*|cocuklari\w*|torunu\w*|teyzesi\w*|halasi\w*|dayisi\w*|amcasi\w*|partneri\w*|sevgilisi\w*)\s*$/;
const CHILD_KIN = /\b(oglu\w*|kizi\w*|cocugu\w*|cocuklari\w*|torunu\w*|yegeni\w*)\s*$/;
const CHILD_KIN_AFTER = /^\s*(?:\p{L}+\s+)?(oglu|kizi|cocugu|torunu|yegeni)/u;
const CLIENT_AFTER = /^\s*(?:\p{L}+\s+){0,2}(danisan|hasta|ogrenci|client)/u;
const KIN_AFTER =
  /^\s*(?:\p{L}+\s+)?(oglu\w*|kizi\w*|cocugu\w*|kardesi\w*|annesi\w*|babasi\w*|esi|torunu\w*|kocasi|karisi|anne|baba|ebeveyn|veli)\b/u;
/** "Danışan 49 yaşında anne": the age right after the word for the client is the client's. */
const CLIENT_BEFORE = /\b(danisan\w*|hasta|hastam\w*|client)\s*$/;
/** "38 yaşında bir baba": a parent described by the age is the one the case is about, failing others. */
const PARENT_AFTER = /^\s*(?:bir\s+)?(anne|baba)\b/;
/** A colleague's age ("26 yaşındaki süpervizem", "27 yaşında bir psikoloğum") is not the client's. */
const COLLEAGUE_BEFORE =
  /\b(supervize\w*|supervizyon alan\w*|psikolog\w*|terapist\w*|meslektas\w*|stajyer\w*|supervizor\w*)\s*(\([^)]*)?$/;
const COLLEAGUE_AFTER =
  /^\s*(?:\p{L}+\s+){0,3}(supervize\w*|supervizyon alan\w*|psikolog\w*|terapist\w*|meslektas\w*|stajyer\w*|supervizor\w*|psikiyatrist\w*|klinisyen\w*)/u;
/** "Stajyerim 10 yaşındaki bir çocukla": the age of the one the colleague sees. */
const YOUNG_AFTER =
  /^\s*(?:\p{L}+\s+){0,2}(cocu\w*|oglan\w*|kiz\b|erkek\b|ergen\w*|bebe\w*|ogrenci\w*)/u;
/** "5 yaş küçüğüm", "yaş farkı": a difference of ages, no one's age. */
const AGE_GAP_AFTER = /^\s*(kucu\w*|buyu\w*|fark\w*)/;
/** A relative who died at that age ("oğlu 19 yaşında kazada ölmüş", "12 yaşındaki oğlunu kaybetmiş"). */
// ("ölmüş" folds to "olmus", which is also "became": only words that can only mean a death.)
const DIED_AFTER = /^[^.;!?]{0,40}\b(vefat\w*|kaybet\w*|kaybed\w*|olumu\w*|oldurul\w*)/;

/**
 * The client's age: of the ages written ("Annesi 70 yaşında, kızı 40 yaşında danışanım"), the
 * first not said of a relative; a child's age only when no other is given (a parent asking about
 * "17 yaşındaki oğlu" brings the adolescent's case), a parent's or partner's never.
 */
function ageOf(folded: string): number | null {
  const ages = [...folded.matchAll(/\b(\d{1,3})\s?(?:yas|yasinda|yasindaki|yaslarinda|yasli)\b/g)]
    .map((m) => {
      const before = folded.slice(Math.max(0, m.index - 30), m.index);
      const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 30);
      const client = CLIENT_AFTER.test(after) || CLIENT_BEFORE.test(before);
      const colleague =
        !client &&
        ((COLLEAGUE_BEFORE.test(before) && !YOUNG_AFTER.test(after)) ||
          COLLEAGUE_AFTER.test(after));
      const kin = !client && (KIN.test(before) || KIN_AFTER.test(after));
      // A child's age may be the case a parent brings; a parent's or a partner's never is the
      // client's ("babası 45 yaşında vefat etti"), nor a child's who died (the bereaved parent is).
      const child =
        kin && (CHILD_KIN.test(before) || CHILD_KIN_AFTER.test(after)) && !DIED_AFTER.test(after);
      const parent = kin && PARENT_AFTER.test(after);
      const gap = AGE_GAP_AFTER.test(after);
      return { age: Number(m[1]), client, kin, child, parent, other: colleague || gap };
    })
    .filter((a) => a.age > 0 && a.age < 110 && !a.other);
  // Between a parent described by age and that parent's living child, the one written first is
  // the case ("38 yaşında bir baba … 10 yaşındaki kızı" vs "12 yaşındaki oğlu … 38 yaşındaki anne").
  const own =
    ages.find((a) => a.client) ?? ages.find((a) => !a.kin) ?? ages.find((a) => a.child || a.parent);
  if (own) return own.age;
  if (ages.length > 0) return null;
  const word = /\b(bir|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on) yasinda\b/.exec(folded);
  if (word) return WORD_AGES[word[1]!] ?? null;
  const months = /\b(\d{1,2}) aylik (bebek|cocuk|kiz|ogul)/.exec(folded);
  return months ? 0 : null;
}

/**
 * The client's life stage: from the age when stated; otherwise only from words that name the
 * client ("ergen danışan", "lise öğrencisi", "7. sınıf") — a word like "çocuk" alone may be the
 * client's own children.
 */
function stageOf(folded: string, age: number | null): LifeStage | null {
  if (age !== null) {
    if (age < 12) return 'child';
    if (age < 18) return 'adolescent';
    if (age >= 65) return 'older';
    return 'adult';
  }
  if (
    has(
      folded,
      /\b(ergen (danisan|kiz|erkek|ogrenci)|ergenlik doneminde|lise (ogrencisi|\d)|ortaokul ogrencisi|(7|8|9|10|11|12)\. sinif)/,
    )
  ) {
    return 'adolescent';
  }
  if (has(folded, /\b(cocuk danisan|ilkokul ogrencisi|anaokulu|(1|2|3|4|5|6)\. sinif|okul oncesi)/))
    return 'child';
  if (has(folded, /\b(yasli (danisan|kadin|erkek|hasta)|emekli|huzurevi|ileri yasta)/))
    return 'older';
  if (
    has(
      folded,
      /\b(universite(de| ogrencisi| \d\. sinif| \w+ sinif)|universiteli|(yuksek )?lisans ogrencisi danisan)/,
    )
  )
    return 'adult';
  return null;
}

const SETTINGS: Array<[Setting, RegExp]> = [
  [
    'couple',
    /\b(cift terapi|cift(ler)?le|cifte|esler(le)?\b|evli (bir )?cift|bir cift (geldi|basvurdu)|cift (geldi|basvurdu)|partnerleriyle|cift gorusme|ciftin)/,
  ],
  [
    'family',
    /\b(aile terapi|aile gorusme|aileyle birlikte|aile seans|tum aile|ebeveynlerle birlikte)/,
  ],
  [
    'group',
    /\b(grup terapi|grupta|grup calisma|grup seans|grup uyeleri|grup supervizyon\w*|supervizyon grub\w*)/,
  ],
  [
    'school',
    /\b(okul psikolojik|rehber ogretmen|rehberlik servis|okulda calis|okul danisman|okul idaresi|mudur yardimcisi|ogretmenler)/,
  ],
  [
    'forensic',
    /\b(mahkeme|avukati|avukatin|bilirkisi|savci|adli (surec|rapor|vaka)|dava|durusma|velayet davasi)/,
  ],
  // Sessions held online, not what the client does online ("online bahis", "online oyun").
  [
    'online',
    /\b(online|cevrim ?ici)(?! (bahis|kumar|oyun|alisveris|kredi|dolandir|taciz|zorbal|platform|icerik|sohbet|arkadas|tanis))|\bgoruntulu|\buzaktan (gorusme|terapi)|\bvideo (gorusme|seans)/,
  ],
  ['hospital', /\b(hastane|servisinde|yatarak|poliklinik|acil servis|taburcu)/],
];

/** A sentence about the clinician's own experience ("15 yıldır bu alanda çalışıyorum"). */
const CLINICIAN_EXPERIENCE =
  /\b(calisiyorum|calistim|calismaktayim|deneyim\w*|meslekte|meslege|mesleg\w*|yillik (psikolog|terapist|danisman|klinisyen|uzman)|uzmaniyim|psikologum|terapistim|klinisyenim|danismanim|pratik yapiyorum|mezun\w*|varim|bu alanda|alaninda|(terapi\w*|danismanlik|seans\w*|supervizyon\w*|supervizorluk) (yapiyorum|veriyorum|yurutuyorum)|supervizorum|supervizoruyum)\b/;

/** How long the problem has lasted, from the first duration not said about the clinician. */
function durationOf(question: string, folded: string): string | null {
  const re =
    /\b(\S+den )?(\d+(?:[.,]\d+)?|bir|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on|birkac|bir kac) (gun|hafta|ay|yil|sene)(dir|tir|dur|tur|dan beri|den beri| once| sonra| boyunca| suredir)/g;
  for (const m of folded.matchAll(re)) {
    // The clause the match is in: a clinician's years of practice are not the case's duration
    // ("12 yıldır muayenehanemde çalışıyorum, danışan 2 yıldır panik yaşıyor" is 2 years).
    const start =
      Math.max(...['.', '?', '!', ',', ';'].map((c) => folded.lastIndexOf(c, m.index))) + 1;
    const ends = ['.', '?', '!', ',', ';']
      .map((c) => folded.indexOf(c, m.index + m[0].length))
      .filter((i) => i >= 0);
    const end = ends.length > 0 ? Math.min(...ends) : folded.length;
    if (CLINICIAN_EXPERIENCE.test(folded.slice(start, end))) continue;
    return question.slice(m.index, m.index + m[0].length).trim();
  }
  return null;
}

/** The asker's own reactions to a client, or their own history touched by the case (folded). */
const OWN_REACTION = new RegExp(
  [
    String.raw`\bkarsi ?aktarim\w*`,
    String.raw`\b(tetikleniyorum|tetiklendim|beni (cok )?tetikl\w*)`,
    String.raw`\bkendi (travma|kayb|yas\b|yasim|gecmis|hikaye|deneyim|yara|sorunlar|cocuklug|annem|babam|bosanma|terapim)\w*`,
    String.raw`\bben de (benzer|ayni|boyle|oyle|bir zamanlar)\w*`,
    String.raw`\b(seans\w*|gorusme\w*|sonrasinda|eve gidince) .{0,40}(donup kal|donakal|aglamamak|agliyorum|agladim|ofkeleniyorum|sinirleniyorum|bunaliyorum|kotu hissediyorum|uyuyamiyorum|aklimdan cik\w*)`,
    String.raw`\b(danisan\w*|ona|bu kisiye) karsi .{0,40}(hissediyorum|duyuyorum|hissetmeye basladim|hissettim)`,
    String.raw`\b(danisanim\w*|ona) (asik oldum|ilgi duyuyorum|cekim (hissediyorum|duyuyorum))`,
  ].join('|'),
);

/** A parent or carer, then finding out, then harm or being thrown out (folded). */
/** Heard from a third party, or kept from the asker (folded). */
const CONCEALED =
  /\b(bir )?(meslektas\w*|baska bir\w*|danisandan|sekreter\w*|asistan\w*|ekipten|kurumdan|bir arkadas\w*)\b.{0,140}\b(duydum|ogrendim|haber aldim|duyduk|ogrendik)\b|\b(bana|bize) (bundan )?(hic )?(soylemedi|anlatmadi|getirmedi|bahsetmedi|acmadi)\w*|\b(benden|bizden) (gizle|sakla)\w*|\b(bundan|bunlardan|bu konudan|bunu|bunlari)\b.{0,15}\b(bahsetmedi|soylemedi|getirmedi|anlatmadi|acmadi)\w*/;
const FEARS_CARER =
  /\b(annem|babam|annesi|babasi|ailem|ailesi|abim|abisi|agabey\w*|amcam|amcasi|uvey (annem|babam|annesi|babasi)|evdekiler)\b.{0,30}\b(duy|ogren|bil|gor|fark ed)\w*(sa|se)\b.{0,40}\b(oldur\w*|dov\w*|vur\w*|keser\b|mahv\w*|bitir\w*|evden at\w*|kapiya koy\w*|yasatmaz|sag birakmaz|kemiklerimi|dayak\w*)/;

/**
 * The asker's own distress after something that happened in their work ("kendimi suçluyorum",
 * "işi bırakmayı düşünüyorum"): read outside quotations and not before "diyor" (a client's words).
 */
const OWN_DISTRESS = new RegExp(
  String.raw`\b(kendimi (suclu\w*|sucluyorum|yetersiz hissed\w*|affedemiyorum|toparlayamiyorum)|uyuyamiyorum|(isi|meslegi|meslekten|terapistligi|calismayi|danisan almayi) (birakmayi|birakmak) (dusunuyorum|istiyorum)|aklimdan cikmiyor|gozumun onunden gitmiyor|bana (artik )?(hicbir sey )?hissettirmiyor|hicbir sey hissetmiyorum|kendimden utandim|tukendim|tukenmis hissediyorum|kimseyle konusasim gelmiyor|(uyumak icin|aksamlari|geceleri) (\w+ ){0,4}(icmeye basladim|iciyorum))\b(?!\W{0,3}\s*(diyor|dedi|soyluyor|soyledi|diye|anlatiyor))`,
);
/** Quoted words: a client's, not the asker's. */
const QUOTED = /["“”«»][^"“”«»]*["“”«»]|(?:^|\s)['‘][^'‘’]{3,}['’]/g;

export function readCase(question: string): CaseReading {
  const folded = fold(question);
  const asker: Asker = INTERN_SELF.test(folded)
    ? 'student'
    : SUPERVISOR.test(folded)
      ? 'supervisor'
      : STUDENT.test(folded)
        ? 'student'
        : 'therapist';
  const pair = comparedPair(question);
  const type = questionType(folded, asker, pair);
  // Options asked with particles alone name the sides of a question already read as a choice;
  // they do not make one (a "X mı, Y mı?" is as often a formulation or a decision).
  const compared = pair ?? (type === 'comparison' ? particleOptions(question) : null);
  // "63 ve 61 yaşlarında bir çift": two people's ages, no one client's.
  const age = /\b\d{1,2} ve \d{1,2} yaslarinda\b/.test(folded) ? null : ageOf(folded);
  const stage = stageOf(folded, age);
  const settings = SETTINGS.filter(([, re]) => re.test(folded)).map(([s]) => s);
  // Both named (a couple, a family): no single client gender.
  const female = has(folded, /\b(kadin|kiz\b|kiz cocu|anne\b|hanim)/);
  const male = has(folded, /\b(erkek|oglan|baba\b|bey\b)/);
  // A couple is no one gender, whichever partner the text names first ("Kadın, eşinin …").
  const couple = settings.includes('couple');
  const gender = couple ? null : female && !male ? 'kadın' : male && !female ? 'erkek' : null;
  const minor = stage === 'child' || stage === 'adolescent';
  return {
    type,
    asker,
    age,
    stage,
    settings: settings.length > 0 ? settings : ['individual'],
    duration: durationOf(question, folded),
    gender,
    legal: {
      minor,
      court: has(folded, /\b(mahkeme|avukati|avukatin|bilirkisi|savci|dava|velayet|ifade ver)/),
      violence: has(
        folded,
        /\b(siddet|dov(du|dug|uyor|er|mus|ul)|vur(du|dug|uyor)|tokat|tehdit|istismar|taciz|tecavuz)/,
      ),
    },
    compared: compared,
    namesMethod: METHOD.test(folded),
    ownReaction:
      OWN_REACTION.test(folded) ||
      OWN_DISTRESS.test(folded.replace(QUOTED, ' ').replace(/\bdanisan\w*\s*:[^.\n]*/g, ' ')),
    // A child's or a pupil's fear only: an adult's family is not told of anything.
    fearsCarer: (minor || settings.includes('school')) && FEARS_CARER.test(folded),
    asksToWait: asksToWait(question),
    ongoing: ONGOING.test(folded),
    concealed: CONCEALED.test(folded),
  };
}

/**
 * The question type that decides which kind of frame leads. A "how do I …" about a described
 * client that names no method asks about the case ("9 yaşında … okulda ne yapabilirim?"), and a
 * supervisor answers it from the clinical picture first, with techniques as its steps: such a
 * question leads like a formulation. Everything else leads as its own type.
 */
export function leadingType(reading: CaseReading): QuestionType {
  const describesClient = reading.age !== null || reading.stage !== null;
  return reading.type === 'how-to' && describesClient && !reading.namesMethod
    ? 'formulation'
    : reading.type;
}

const STAGE_NAMES: Record<LifeStage, string> = {
  child: 'çocuk',
  adolescent: 'ergen',
  adult: 'yetişkin',
  older: 'ileri yaşta',
};

/** A short Turkish description of the client from the reading ("11 yaşında bir çocuk"), or null. */
export function describeClient(reading: CaseReading): string | null {
  const who =
    reading.stage === 'child' || reading.stage === 'adolescent'
      ? STAGE_NAMES[reading.stage]
      : reading.gender === 'kadın'
        ? 'kadın danışan'
        : reading.gender === 'erkek'
          ? 'erkek danışan'
          : reading.stage
            ? `${STAGE_NAMES[reading.stage]} danışan`
            : null;
  // An age says the life stage already: "72 yaşında danışan", not "72 yaşında ileri yaşta danışan".
  if (reading.age !== null && reading.age > 0)
    return `${reading.age} yaşında ${who?.replace(/^(yetişkin|ileri yaşta) /, '') ?? 'danışan'}`;
  return who;
}
