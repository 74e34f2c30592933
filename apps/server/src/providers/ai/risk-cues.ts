// The risk cues the detector reads (risk.ts), grouped the way a supervisor screens a case: what
// the person says or does, what others report, what is found on the body or in the room, and
// access to means. Patterns run on folded text (lower case, Turkish letters folded to ASCII:
// "öldüreceğim" → "oldurecegim"), so they match with or without Turkish letters. Turkish is
// agglutinative: a pattern is a stem plus the suffixes that keep its meaning, and `\w*` lets any
// further suffix through.
//
// Weights: 1 = enough on its own (an explicit statement, a plan, an attempt, marks on a child);
// 0.5 = needs a second cue of the same category (each alone is common in ordinary talk).
// `victim` ties a cue about violence to who suffers it; risk.ts turns it into childAbuse,
// elderAbuse or domesticViolence from the people the text mentions, and flags all that fit
// ("when unsure, flag": a missed risk costs far more than an alarm).

import { RISK_KINDS, type RiskKind } from '@psikorehber/shared/schemas/workspace';

export { RISK_KINDS, type RiskKind };

export interface RiskCue {
  kind: RiskKind | 'violence';
  weight: 1 | 0.5;
  re: RegExp;
  /** An elder-abuse cue that means nothing without an older person (abandonment, not money). */
  elderOnly?: boolean;
  /** A means (a weapon) rather than an intent: alone, in a licensed hobby or job, it is no risk. */
  means?: boolean;
  /**
   * Giving possessions away: a farewell, unless after a death in the family or before a move, or
   * told in the same sentence as its own occasion (a retirement, a graduation).
   */
  giveaway?: boolean;
  /** A farewell: ordinary when the text gives its occasion (a move, a therapy's end, a grief letter). */
  farewell?: boolean;
  /** Being left alone: neglect of a child, not of a teenager left for an evening (risk.ts). */
  young?: boolean;
  /** Control between partners: a parent taking a teenager's phone for an evening is a rule. */
  partnerOnly?: boolean;
  /**
   * Counts only with a child in its own sentence: "a secret" is grooming when a child keeps it,
   * not a couple therapist's secrets policy (risk.ts).
   */
  childScope?: boolean;
  /** Counts only when the text has a minor in it ("kız", "erkek" alone may be adults). */
  minorScope?: boolean;
  /** A sign that violence may turn lethal (strangulation): urgent on its own (risk.ts). */
  lethal?: boolean;
  /**
   * A bodily emergency (a seizure, withdrawal, intoxication): a danger to the person, not to the
   * people named beside it, as psychosis can be (risk.ts).
   */
  bodily?: boolean;
}

/**
 * A handful of pills swallowed once ("bir avuç ilaç içmiş"; not "avuç avuç ilaç içiyor", a daily
 * habit), or the stomach pumped: a poisoning, to be treated as a possible attempt.
 */
const POISONING =
  /\bbir? (kutu|sise|serit|paket) (\w+ )?(ilac|hap|tablet)\w* (\w+ )?(ic|yut|bitir)(ti|tim|mis|tu|dim|dum)\w*|\bbir avuc (\w+ )?(hap|ilac|tablet)\w* (ic|yut)(ti|mis|tu|mus)|\b(hap|ilac|tablet)\w* (\w+ )?bir avuc (ic|yut)(ti|mis|tu|mus)|\bmide(si|sini|mi)? yika(n|d|t)\w*/;

const cue = (kind: RiskCue['kind'], weight: RiskCue['weight'], re: RegExp): RiskCue => ({
  kind,
  weight,
  re,
});

/** "30 kutu", "20 tablet" of a drug, an overdose by name — not "(66) kütüphanesindeki", an age. */
const OVERDOSE = /\b(\d+ tablet|\d+ kutu(?!phane)|asiri doz|overdoz|doz asimi)/;

export const RISK_CUES: readonly RiskCue[] = [
  // --- Suicide: statements, plans, preparation, farewells, burden, means, past attempts.
  // "intihar riski / oranları / önleme" name a topic; alone they are not a person at risk.
  cue(
    'suicide',
    1,
    /\bintihar(?! (riski\w*|oran\w*|onle\w*|konu\w*|hakkinda|literatur\w*|arastirma\w*|istatistik\w*|hatti\w*|tarama\w*|temsil\w*|etki\w*))/,
  ),
  cue('suicide', 0.5, /\bintihar (riski\w*|onle\w*|konu\w*)/),
  cue('suicide', 1, /\bintihar riski\w* (yuksek|var|artmis|artti|tasi)/),
  cue('suicide', 1, /\bozkiyim/),
  cue('suicide', 1, /\bsuicid/),
  cue('suicide', 1, /\bolmek ist(?!em)/),
  cue('suicide', 1, /\bolmek\w* (dusun|isted)/),
  cue('suicide', 1, /\bolmeyi (dusun|ist|planl|dili)/),
  cue('suicide', 1, /\bolsem\b|\bolseydim\b|\bolup gitsem/),
  cue('suicide', 1, /\b(yasamak|yasamaya) (istemi|istemed|istemiyor)/),
  cue(
    'suicide',
    1,
    /\byasama(k|nin|ya|min|mizin)? (bir |hicbir )?(anlami (yok|kalma)|devam etmek istemi)/,
  ),
  // Life without meaning, or without the one lost ("onsuz yaşamın anlamı yok"): ask about suicide.
  cue(
    'suicide',
    1,
    /\b(yasamin|hayatin|yasamimin|hayatimin) (hic |hicbir )?(bir )?(anlami|anlam) (yok|kalmadi|kalmamis)\b|\b(onsuz|sensiz|onlarsiz) (yasayamam|yasayamiyorum|yasayamaz|yasamak istemiyor\w*)\b/,
  ),
  cue(
    'suicide',
    1,
    /\b(kendi(mi|ni|sini|lerini)|canina|canima|hayatina|hayatima) (oldur|as(ma|ti|acag|cak)|kiy|son ver)/,
  ),
  cue('suicide', 1, /\bkendi(mi|ni|sini) (asma|asti|asacag|asmaya)/),
  cue(
    'suicide',
    1,
    /\bkendi(mi|ni|sini) (\w+ )?((pencereden|kopruden|balkondan|catidan|yuksekten) )?(at(ac|ma|ti|arim)|birak(ac|ma))/,
  ),
  cue('suicide', 1, /\b(kopru|balkon|cati|pencere|ucurum)\w* (atla|secti|sectim)/),
  cue('suicide', 1, /\b(uyanmasam|uyanmamak|bir daha uyanma|sabah uyanma)/),
  // A passive wish never to have been born ("keşke hiç doğmasaydım") is a wish to be dead.
  cue(
    'suicide',
    1,
    /\b(dogmasaydim|dogmasaydi|dogmamis olsaydim|dogmamis olmayi|hic dogmamis olmak)\b/,
  ),
  cue('suicide', 1, /\b(her seyi|hersey|herseyi|hepsini) bitir(ece|eyim|mek ist|ecegim)/),
  // "Kendimi bitireceğim", also typed without the object's ending ("ben kendi bitireyim").
  cue('suicide', 1, /\bkendi(mi|ni|sini)? (de )?bitir(eyim|ece\w*|ecem|irim|sem|mek ist)/),
  cue('suicide', 1, /\bbitsin artik|\bartik bitsin/),
  // Burden (Joiner): "benim yokluğumda çocuklar daha rahat eder", "herkesin yükünü hafifletmiş
  // olurum" — others better off without them.
  cue(
    'suicide',
    1,
    /\b(benim )?yoklugumda .{0,40}(daha )?(rahat|iyi|mutlu|huzurlu)\w*|\byuk(u|unu|lerini)? hafiflet\w* (olurum|olacagim|olurdum)/,
  ),
  // Unbearable now, said at night ("bu gece çok kötüyüm, artık dayanamıyorum" at 02:40): each
  // alone is ordinary talk, together they are a message to answer tonight.
  cue(
    'suicide',
    0.5,
    /\b(artik|daha fazla) dayanami(yorum|yor|yacagim|yacak)\b|\bdayanacak gucum kalmadi/,
  ),
  cue(
    'suicide',
    0.5,
    /\bbu gece (cok )?kotu(yum|ydum)\b|\bgece (yarisi|saat \d+)\w* .{0,40}mesaj\w*/,
  ),
  // A wish that everything end ("bazen hepsi bitse diyorum", "keşke her şey bitse"): passive
  // ideation, said of life as a whole — "sınav bitse" and "her şey bitse de tatile çıksam" are not.
  cue(
    'suicide',
    1,
    /\b(her sey|hersey|hepsi|her seyin|herseyin) (\w+ )?bit(se|seydi|sin)\b(?! d[ae] (tatil|dinlen|rahatla|gez|uyu))|\bbit(se|sin) (artik )?(her sey|hersey|hepsi)\b/,
  ),
  cue('suicide', 1, /\b(ben|benim) olma(sam|dan|dig)\w* .{0,40}(mutlu|rahat|iyi|kolay)/),
  cue('suicide', 1, /\bbenden sonra .{0,40}(kolay|rahat|mutlu|iyi)/),
  // Death said as leaving: "bir daha dönmemek üzere", "döndüğümü görmeyeceksin", "ben gidince
  // sende kalsın", "görevim bitti, gidebilirim", "hep beraber gideriz".
  cue(
    'suicide',
    1,
    /\b(bir daha )?(donmemek uzere|donmeyecegim|dondugumu gormeyece\w*)|\bben (gidince|gittigimde|gittikten sonra)|\b(gorevim bitti|vaktim geldi|zamanim geldi)\w*|\b(hep (beraber|birlikte)|birlikte) (gideriz|gidelim|gitmeliyiz|gidecegiz)|\b(bebegimle|cocuklarimla|cocugumla) (birlikte )?gitme\w*/,
  ),
  // The question whether anyone would notice: "yarın olmasam kim üzülür", "ben olmasam ne değişirdi".
  cue(
    'suicide',
    1,
    /\b(ben )?olmasam (ne degisir|kim uzulur|kimin umurunda|fark eder mi|kim fark eder)\w*|\byarin (ben )?olmasam/,
  ),
  // Leaving as dying, said of all of us ("hepimiz gitsek daha iyi olur", "bebeğimle birlikte
  // gitsek"): a parent's wish to die that may take the children too; said of oneself alone
  // ("gitsem herkes rahatlar") it is a weaker sign that needs another.
  cue(
    'suicide',
    1,
    /\b(hepimiz|hep beraber|hep birlikte|bebegimle|bebekle|cocuklarimla|cocuklarla|oglumla|kizimla) (birlikte |beraber )?(uyuyup )?((olsek|yok olsak|uyanmasak)\b|gitsek (daha iyi|herkes|her sey|kurtul|rahat|biter|bitse))/,
  ),
  cue('suicide', 0.5, /\b(ben )?gitsem (daha iyi|herkes rahat|kimse uzulmez|kimse fark etmez)\w*/),
  // An ending announced: "her şeye nokta koyacağım", "beni neden kurtardınız", "bu hesabı kimse
  // görmeyecek", "beni bu pencereden kimse tutamaz", "günü gelince ne yapacağımı biliyorum".
  cue(
    'suicide',
    1,
    /\bher seye nokta koy\w*|\bbeni (neden|niye) kurtar\w*|\bbu hesabi (artik )?kimse gormeyecek|\bbeni (bu \w+ )?kimse tutamaz|\bgunu gelince ne yapacagimi|\bzaten (cok|fazla|uzun) yasamayacag\w*|\bfazlaliyim\b|\bkimseye yuk olmay\w*|\byuku olmay\w*/,
  ),
  cue('suicide', 1, /\bhelalles\w*|\bhelallik (dile|mesaj)\w*/),
  cue(
    'suicide',
    1,
    /\b(ilac\w*|hap\w*) (epey |cok |bir hayli )?birikti|\bnamlu\w* (agzina|sakagina)/,
  ),
  // Self-injury by swallowing, scalding, burning with cigarettes, throwing oneself down.
  cue(
    'selfHarm',
    1,
    /\b(pil|atas|bozuk para|jilet|igne|cam kirig)\w* (\w+ )?yut\w*|\b(camasir suyu|cay ?mas(a|i) suyu|deterjan)\w* (\w+ ){0,3}(ic|yut)\w*|\b(kaynar|sicak) su\w* .{0,15}hasla\w*|\bsigara (ucu|izi|ile yak)\w*|\bkendini (kasten |bilerek )?(merdivenden |yere )?(dusur|at)(du|mus|uyor|tu)\w*|\bcanim yandikca|\bacisini hissetmek icin/,
  ),
  // Perceived burdensomeness in any wording: others would be better off without the person.
  cue(
    'suicide',
    1,
    /\b(bensiz|ben olmadan|ben yokken|ben olmazsam|ben olmayinca|ben gidince|ben gittikten sonra) .{0,40}(daha )?(iyi|mutlu|rahat|kolay|huzurlu)\w*|\b(benden|bensiz) kurtul\w*/,
  ),
  cue(
    'suicide',
    1,
    /\b(yuk olmak|yuk oluyorum|yuk oldug\w*|yukum\b|yukuyum|yukten kurtul|yuk olmaktan|yuk (haline|oldum))|\byukten baska (bir )?(sey|bir sey)\w*|\bbir yukum\w*/,
  ),
  // Worth more dead: "çocuklar benim yerime sigortadan para alsa daha rahat ederler".
  cue(
    'suicide',
    1,
    /\b(benim yerime|ben olunce|ben olursem|olumumden sonra) .{0,30}sigorta\w*|\bsigorta\w* .{0,30}(olursem|olunce|olumumde|benim yerime)/,
  ),
  // Life insurance as the way out of a debt or a burden ("en kötü ihtimalle hayat sigortam var,
  // ailem zarar görmez"): the family provided for by one's death.
  cue(
    'suicide',
    1,
    /\bhayat sigorta(m|si|mi|sini|sinin)\b .{0,60}\b(ailem|esim|cocuklarim|onlar|kimse)\w* (zarar gorme|magdur olma|rahat eder|kurtulur|ac kalma|ortada kalma)\w*|\b(en kotu ihtimalle|en kotu durumda|olursem|olunce) .{0,20}hayat sigorta\w*/,
  ),
  // A life not imagined past a point: "bu yüzle 40 yaşına kadar yaşamayı düşünemiyorum".
  cue(
    'suicide',
    1,
    /\b(\w+ )?yasina kadar yasa(mayi|yacagimi|yabilecegimi) (dusunemi|hayal edemi|goremi|sanmi)\w*|\b(bu yuzle|bu bedenle|bu halimle|boyle) yasa(mayi|mak) (dusunemi|hayal edemi|istemi)\w*/,
  ),
  // "Allah beni yanına alsın", "annemin yanına gitmek istiyorum" — not "hırkasını yanına alarak".
  cue(
    'suicide',
    1,
    /\ballah beni .{0,20}(al(sin|sa)|yanina)|\byanina (al(sin|sa|san|acak)\b|gitmek|gidece|gitsem|gideyim|yerimi)/,
  ),
  // A farewell (not a suicide note) is ordinary beside a move or an ending (risk.ts).
  {
    ...cue('suicide', 1, /\b(veda (mektub|not|mesaj|et)|vedalas|son (mektub|mesaj))/),
    farewell: true,
  },
  cue('suicide', 1, /\bintihar notu/),
  cue(
    'suicide',
    1,
    /\bhak(kini|kinizi|kimi|kin)? helal (et|edin|eyle)|\bhelallik (iste|al)|\bbenden bu kadar/,
  ),
  cue('suicide', 1, /\b(beni affet|affedin beni|ozur diledigimi soyle)/),
  // Drinking bleach or poison as an intent ("çamaşır suyu içersem içim temizlenecek").
  cue(
    'suicide',
    1,
    /\b(camasir suyu|zehir|tarim ilaci|fare zehri|kezzap|antifriz|ilaclarin hepsini|butun ilaclari)\w* (\w+ ){0,2}(icersem|icmek|icecegim|icmeyi|icip|yutmak|yutarsam|yutacagim|icse)\w*/,
  ),
  // Banging one's own head on a wall or the floor, by whoever it is told.
  cue(
    'selfHarm',
    1,
    /\b(kafa|bas)(sini|ini|imi|ini|larini)\w* (\w+ ){0,2}(duvara|duvarlara|yere|kapiya|masaya) (\w+ ){0,2}(vur|carp|gecir)\w*/,
  ),
  // A goodbye to the therapist ("bu son görüşmemiz olabilir", "her şey için sağ olun") and
  // affairs put in order (debts, the remaining sessions paid at once): each alone is an ending or
  // tidiness, together a farewell to ask about.
  cue(
    'suicide',
    0.5,
    /\bson (gorusme|seans|bulusma|konusma|gorus)\w* (ol(abilir|acak|sun)|bu)|\bher sey icin (sag ol|tesekkur|cok tesekkur)\w*|\b(hosca kal|elveda)/,
  ),
  cue(
    'suicide',
    0.5,
    /\b(borc\w*|hesaplari\w*|kalan seans\w*|seanslarin (ucret|para)\w*) .{0,30}(kapat|toptan|pesin|devret|odeyip|odedi|odemis)\w*|\bisleri\w* (yoluna koy|toparl|duzene sok)\w*/,
  ),
  {
    ...cue(
      'suicide',
      1,
      /\b(esya|esyalar|kitaplar|gitar|kedi|kope[kg]|eşya)\w* .{0,40}(dagit|paylas|hediye et|verdi|vermis|(?<!maruz )birak|alsin)/,
    ),
    giveaway: true,
  },
  cue('suicide', 1, /\b(artik )?(bunlara |onlara )?ihtiyacim olmayacak/),
  // Something given away "since I won't need it any more" ("nasılsa artık bana lazım olmaz").
  cue(
    'suicide',
    1,
    /\b(bana|bende|benim icin) (artik |bundan sonra )?(lazim olmaz|lazim olmayacak|gerek kalmayacak|ihtiyacim kalmayacak)/,
  ),
  cue('suicide', 1, /\b(ilac|hap|tablet|uyku ilac)\w* .{0,30}biriktir/),
  // Pills taken and a hospital after ("annesinin ilaçlarını içip hastanede yatmış"): an overdose.
  cue(
    'suicide',
    1,
    /\b(ilac|hap|tablet)\w* (\w+ )?(icip|icmis|icti|icerek|yutup|yutmus|yuttu|yutarak) .{0,40}(hastanede yat\w*|hastaneye kaldir\w*|acil\w* (servis\w* )?(kaldir|gotur|getir)\w*|yogun bakim\w*|mide\w* yika\w*|zehirlen\w*)/,
  ),
  cue('suicide', 1, /\bbiriktir\w* .{0,30}(ilac|hap|tablet)/),
  cue(
    'suicide',
    1,
    /\bhangi ilac\w* .{0,40}(olur|olunur|oldur|zehirl|zarar verir|yeter|kac tane)|\b(kac tane al|kac tablet|aci(siz|sız) (yontem|olum)|olum yontem|intihar yontem)/,
  ),
  cue(
    'suicide',
    1,
    /\b(butun|tum|hepsini|bir kutu)\w* .{0,20}(hap|ilac|tablet)\w* .{0,15}(ic|yut|al)/,
  ),
  cue(
    'suicide',
    1,
    /\b(hap|ilac|tablet)\w* .{0,20}(hepsini|tumunu|butununu|bir kutu|bir avuc)\w* ?(ic|yut)/,
  ),
  // A plan — but not a holiday, a camp or a career plan, which are reasons to live.
  cue(
    'suicide',
    1,
    /(?<!\b(tatil|kamp|gezi|seyahat|dugun|yaz|is|kariyer|ders|calisma|tedavi|tasinma|egitim|hafta sonu|dogum gunu|gelecek|b)\w* )\b(bir )?plan(im|i)? (var|hazir(mis|di|dir)?)\b|\bplanim hazir\b|\btarih belirle/,
  ),
  cue('suicide', 1, /\bson bir kez (gor|gormek|konus)/),
  cue('suicide', 1, /\byerimi hazirla/),
  cue('suicide', 0.5, /\b(ip|urgan)\w* (al|aldi|satin)/),
  cue('suicide', 0.5, /\b(umut|umudu|umudum)\w* (yok|kalmadi|kalmamis|kesmis|kesti)/),
  // A foreshortened future: "30 yaşını göremeyeceğim", "gelecek diye bir şey yok".
  cue(
    'suicide',
    0.5,
    /\b\d+ yas\w* (goremeyece|goremem|gormeyece|gormem)\w*|\b(gelecek|gelecegi|gelecegim) (diye bir sey|falan|mi) (yok|kalmadi)/,
  ),
  cue(
    'suicide',
    0.5,
    /\b(gonlum rahat|tuhaf bicimde (huzurlu|sakin)|birden (cok )?sakinles|ilk kez bu kadar sakin)/,
  ),
  cue('suicide', 0.5, /\b(ilac|ilaclar)\w* (bazen |hic )?(almiyor|almayi birak|ne gerek var)/),
  cue('suicide', 0.5, /\bne gerek var\b/),
  // Access to a firearm is a risk factor whenever it is mentioned; sitting alone with it is more.
  { ...cue('suicide', 0.5, /\b(silah|tufe[kg]|tabanca)\w*/), means: true },
  // Holding on to the weapon a relative tries to take away ("oğlu tüfeği almak istemiş, vermemiş,
  // 'bende kalsın, lazım olur' demiş"): the means kept on purpose, not a hobby's tool.
  cue(
    'suicide',
    0.5,
    /\b(silah|tufe[kg]|tabanca)\w* .{0,50}(vermemis|vermedi|vermiyor|vermek istemiyor|vermeye yanasm|teslim etme|birakmiyor|birakmak istemiyor|bende kalsin|lazim olur)/,
  ),
  cue('suicide', 0.5, /\b(alip|alarak|eline al\w*|elinde) .{0,40}(otur|bekl|dusun|sabahla)\w*/),
  cue(
    'suicide',
    1,
    /\b(silah|tufe[kg]|tabanca)\w* (alip|alarak|ile|elime|elinde) .{0,50}(oturuyor|bekliyor|dusunuyor|otururum|cikiyorum)/,
  ),
  cue('suicide', 0.5, /\b(terapiyi|tedaviyi) bitirmek isted/),
  cue('suicide', 0.5, /\b(olum|olme|olmek)\w* (dusunce|istegi|arzusu)/),
  cue('suicide', 0.5, /\bhic uyanmas|\bbir daha gormeyecek/),
  cue('suicide', 0.5, /\b(sosyal medya|hesaplar)\w* (kapat|sil)/),
  cue('suicide', 0.5, /\bgirisim(de|i|inde)? bulun/),
  cue('suicide', 0.5, /\btelefonu kapali|\btekrar ulasamiyorum|\bulasamiyorum/),

  // Entrapment and leaving said in other words: "çıkış yok", "bu hayattan logout".
  cue('suicide', 0.5, /\b(cikis (yolu )?(yok|kalmadi)|cikisim (yok|kalmadi)|ya o ya ben)\b/),
  cue('suicide', 1, /\b(bu )?hayat(tan|imdan) (logout|log out|cikis yap|ayrilmak ist)\w*/),

  // --- Self-harm (non-suicidal): any wording of hurting one's own body.
  cue('selfHarm', 1, /\bkendi(ne|me|sine|lerine) zarar (ver|vermek|verme|veriyor)/),
  cue('selfHarm', 1, /\bkendi(ni|mi|sini) (kes|yarala|yak|hasla|tirmala|isir|dov|cimdikle)/),
  cue('selfHarm', 1, /\bjilet/),
  // Voices telling the person to hurt their own body ("sesler elini ocağa koymasını söylüyor").
  cue(
    'selfHarm',
    1,
    /\b(ses|sesler)\w* .{0,40}(elini|kolunu|kendini|bedenini|parmagini) .{0,30}(yak|kes|koy|vur|sok|zarar)\w*/,
  ),
  // A self-harm told by its result: fresh cuts, a wound's photo sent, "bu sefer derin oldu".
  cue(
    'selfHarm',
    1,
    /\b(yeni|taze) (kesik|cizik)(ler)?\w*|\b(kesik|cizik|yara|yanik)(lar|ler)?(i|in|ini|inin|si|sin|sini|sinin|nin)? (\w+ )?(fotograf|resim|goruntu)\w*|\bbu (sefer|kez) (biraz |cok )?derin (oldu|olmus|kesti\w*)/,
  ),
  cue('selfHarm', 1, /\bself ?harm|\bnssi\b/),
  cue(
    'selfHarm',
    1,
    /\b(kol|bilek|bacak|bacaklar|kollar|uyluk|karin)\w* (\w+ ){0,2}(kes|kesi|kesik|yara|yarala|jilet|yak)\w*/,
  ),
  cue('selfHarm', 1, /\b(kanatana kadar|kanayana kadar|kan cikana kadar)/),
  cue(
    'selfHarm',
    1,
    /\b(kafa|kafasini|kafami|basini|basimi|alnini) .{0,25}(duvar|sira|masa|fayans|kapi|yer)\w* (vur|carp|at|tanistir|gecir)/,
  ),
  cue(
    'selfHarm',
    1,
    /\b(duvar|sira|masa|fayans|kapi)\w* (kafa|kafasini|kafami|basini) (vur|at|carp)/,
  ),
  cue('selfHarm', 1, /\bkafa atti|\bkafasini vuru/),
  cue(
    'selfHarm',
    1,
    /\b(sigara|cakmak)\w* .{0,30}(kendi|kolu|elin|bacag)\w* .{0,10}(sondur|yak|bastir)/,
  ),
  cue('selfHarm', 1, /\bsilgi (yakma|ile yak)|\bsilgiyle sur/),
  cue('selfHarm', 1, /\bkalemtiras\w*/),
  cue('selfHarm', 0.5, /\b(kanli|kan lekesi|kan lekeleri|kanli pamuk)/),
  // "Eski alışkanlığına döndü, makasla yapmış": a relapse said without naming the act.
  cue(
    'selfHarm',
    0.5,
    /\b(makas|jilet|cakmak|pergel|bicak|cam)\w*(la|le) (yapti|yapiyor|yapmis|yaptig)\w*/,
  ),
  cue('selfHarm', 0.5, /\beski (aliskanlig|aliskanlik)\w* (geri )?don\w*/),
  // Adolescents' words for self-harm online: "barcode", "cat scratches", "sh free 3 days".
  cue('selfHarm', 1, /\b(barcode|cat scratch\w*|sh (free|clean)|self ?harm\w*)\b/),
  cue('selfHarm', 0.5, /\brelapse (yap|ol|et)\w*|\btemiz gun sayac\w*|\bserimi boz\w*/),
  // Insulin left out on purpose (diabetes, "diabulimia") and what it leads to: a hidden self-harm.
  cue('selfHarm', 0.5, /\binsulin\w* (\w+ ){0,2}(atl|yapmi|yapma|kes|birak|azalt|sakla)\w*/),
  cue('selfHarm', 0.5, /\bketoasidoz\w*/),
  cue(
    'selfHarm',
    0.5,
    /\b(yara(lar|si|lari|sini|larini|larin|nin)?\b|yarali\w*|kesik\w*|iz(i|ler|leri|lerini|ini|inin)?\b|kabuk\w*|yanik\w*|morluk\w*)/,
  ),
  cue(
    'selfHarm',
    0.5,
    /\b(uzun kollu|kapusonlu|sort giymi|kollarini gizl|bacaklarini (hic )?gostermi|bantla kapat)/,
  ),
  cue('selfHarm', 0.5, /\b(o seyi|yine yaptim|bu sefer (biraz )?daha derin)/),
  cue('selfHarm', 0.5, /\b(yumruk|yumruklarini|elini)\w* .{0,20}duvar\w* (vur|at)/),
  cue('selfHarm', 0.5, /\b(tirnak|tirnaklariyla)\w* .{0,30}(kazi|tirmal|kopar|kanat)/),
  cue('selfHarm', 0.5, /\bsac(lar|larini|ini)? .{0,15}(kopar|yol)/),
  cue('selfHarm', 0.5, /\b(kafamin ici sus|sakinlesiyorum|rahatlatiyor|acisi iyi geli|rahatliyor)/),
  cue('selfHarm', 0.5, /\b(kazara|kaza) .{0,30}(ucuncu|ikinci|yine|tekrar)/),

  // --- Harm to others: threats, revenge, weapons, stalking, veiled threats.
  cue('harmToOthers', 1, /\boldur(ecegim|ecek|ecegini|ecegi|mek ist|meyi|meye|urum|se)\b/),
  // Intent toward someone: future, wish or condition ("hepsini öldüreceğim"), not a past tale or
  // a child's game ("hepsini öldürdüm!").
  cue(
    'harmToOthers',
    1,
    /\b(onu|seni|hepsini|hepinizi|ikisini|esini|karisini|kocasini|patronunu|ogretmen\w*|komsu\w*) (de )?(oldur|vur|bicakla|yak|bogaz|gebert)(ece|ecek|mek|meyi|meye|urum|ur\b|sem|se\b|meli)\w*/,
  ),
  cue(
    'harmToOthers',
    1,
    /\b(vuraca|vururum|vuracagini|bica[kg]laya|bica[kg]lamay|bica[kg]larim|saplaya|saplarim|gebert|bogar(im|ak)|yakarim|yakacagim)/,
  ),
  cue('harmToOthers', 1, /\bbedel(ini)? (ode|odet)/),
  // "Onu gömerim", a gun said to be ready: a threat to kill.
  cue('harmToOthers', 1, /\b(gomerim|gomecegim|gomecem)\b|\b(silah|tabanca|tufe[kg])\w* hazir\b/),
  cue('harmToOthers', 1, /\b(yasatmam|yasatmayacag|sag (birakmam|cikamaz)|sagl?ik vermem)/),
  cue('harmToOthers', 1, /\b(intikam|ocunu al|hesabini sor(acag|arim|acak))/),
  cue('harmToOthers', 1, /\b(isini bitir|isi(ni)? bitirecegim|havaya ucur|kaza susu)/),
  cue('harmToOthers', 1, /\bnamus\w* temizle/),
  // Finding where the target lives, works or sends the children: stalking as a veiled threat.
  cue(
    'harmToOthers',
    1,
    /\b(nerede oturdugunu|hangi sokakta|evinin (adresini|yerini|fotograf\w*)|hangi okula gittigini|ailesini bulur\w*|evini gozetl\w*|seni izliyorum|pesindeyim)/,
  ),
  // Harm promised or prepared: "bir gün onu bitireceğim", "hesabını soracağım", "dersini vermek",
  // "kaza gibi görünecek", "sopam hazır", "tek kurşun yeter", "keseceğim seni", a gun aimed.
  cue(
    'harmToOthers',
    1,
    /\b(onu|seni|hepsini|hepinizi) (bir gun )?bitirece\w*|\bhesab\w* (soracag\w*|soracam|sorarim)|\bdersini ver(ece\w*|mek icin|meye)|\bkaza (gibi|susu) gorun\w*|\b(sopa\w*|musta\w*|beyzbol\w*|zincir\w*) (hazir|hazirla\w*)|\btek kursun yeter|\b(kesecegim|kesecem|keserim) (seni|onu)|\b(silah|tabanca|tufek)\w* dogrult\w*|\b(birini|birilerini) oldur(sem|meliyim)|\b(iteceg\w*|itecem) .{0,20}(kaza|merdiven|asagi)|\bhedef isareti|\bkat planini|\bolay cikarma plan\w*/,
  ),
  // Wishing the other the same pain, as a purpose: "onun da benim kadar acı çekmesi".
  cue(
    'harmToOthers',
    0.5,
    /\b(benim kadar )?aci cek(mesi|sin)\b|\bonun da \w+ (olsun|olsun gorsun)/,
  ),

  cue('harmToOthers', 1, /\b(hastanelik|sakat birak)/),
  cue('harmToOthers', 1, /\bzarar (verece|vermek ist|vermek isted|vermeyi (dusun|planl))/),
  {
    ...cue(
      'harmToOthers',
      1,
      /\b(silah|tabanca|tufe[kg]|bica[kg]|satir|makas)\w* .{0,40}(getir|tasi|aldi|aldim|alip|alarak|satin|ruhsatsiz|saklad|nerede|yanina|yaninda|cantasina|cebine)/,
    ),
    means: true,
  },
  { ...cue('harmToOthers', 1, /\b(ruhsatsiz|av tufegi|tabancasini|silahini)/), means: true },
  cue('harmToOthers', 1, /\b(seni|onu) bulaca|\bnereye gidersen bul/),
  cue(
    'harmToOthers',
    1,
    /\b(gozune sok|unutamayacagi|kaybetmenin ne demek|gorecekler|hepsi gorecek|gosterecegim)/,
  ),
  cue('harmToOthers', 1, /\b(frenleri|freni)\w* .{0,30}oyna/),
  cue(
    'harmToOthers',
    0.5,
    /\b(evinin onunden|pesinden|takip et|takip ed|adresini bul|nerede oturdugunu|nereye park|hangi okula|is yerini bul|arabada (onu )?bekl|kapisinda bekl|mesai cikisinda|hangi gun .{0,30}(indig|cikt|gecti))/,
  ),
  // A threat of divorce or of leaving ("eşi boşanmakla tehdit edince geldi") is no threat of harm.
  cue(
    'harmToOthers',
    0.5,
    /\b(?<!(bosanmak|ayrilmak|terk etmek|birakmak|gitmek|evden gitmek|isten cikarmak)l[ae] )(tehdit et|tehdit ed|tehditle|tehditkar)/,
  ),
  // Knowing where someone works, lives or parks, said of a rival or an ex; and "what happens if we
  // meet, I don't know myself": a veiled threat, each weak alone.
  cue(
    'harmToOthers',
    0.5,
    /\b(is ?yerini|evini|adresini|arabasini|okulunu|nerede oturdugunu|nerede calistigini) (\w+ ){0,2}(biliyorum|biliyormus|ogrendim|ogrenmis|buldum|bulmus)/,
  ),
  cue(
    'harmToOthers',
    0.5,
    /\b(karsilasirsak|karsilasirsam|gorursem|denk gelirsek|denk gelirsem|rastlarsam|rastlarsak) (\w+ )?ne olacag\w*/,
  ),
  // Intrusion at someone's home: notes, flowers or gifts left at the door, threatening messages.
  cue('harmToOthers', 0.5, /\btehdit (iceren|dolu|eden)\w*/),
  cue(
    'harmToOthers',
    0.5,
    /\b(evinin|kapisinin|arabasinin|kapisina|kapisinin) (onune|onunde|ustune|camina|kolunu\w*)? ?.{0,30}(not|mektup|cicek|hediye|paket)\w* (birak|as|koy)\w*/,
  ),
  cue('harmToOthers', 0.5, /\b(isimlerini|listesini) .{0,30}(yaz|sirala)/),
  cue('harmToOthers', 0.5, /\b(benzin|bidon)/),
  cue('harmToOthers', 0.5, /\b(cezaevinden|tahliye)\w*/),
  cue('harmToOthers', 0.5, /\b(ofke|nefret|kin)\w* .{0,30}(plan|intikam|ceza)/),

  // Threats against a school or a workplace, and veiled threats: the news, a date, "hepiniz
  // pişman olacaksınız", the therapist's own family named.
  cue(
    'harmToOthers',
    1,
    /\bhaberlerde (cik|izle|gor|duy)\w*|\b(okul|okulu|sinifi|is yerini|isyerini)\w* (bas|yak|patlat|kana bula)(acag|aca|ariz|alim|icam|icaz)\w*/,
  ),
  cue(
    'harmToOthers',
    0.5,
    /\b(cok |hepsi |hepiniz |herkes )?pisman (olacak|olacaksiniz|edecegim)|\btarih veriyorum\b|\bkimse (fark etmez|anlamaz|sorgulamaz)\b/,
  ),
  cue(
    'harmToOthers',
    1,
    /\b(sizin )?(aileniz|kiziniz|oglunuz|esiniz|eviniz|cocuklariniz)\b .{0,40}(nerede|hangi|okul|oturuyor|biliyorum)/,
  ),
  // "Ya benimsin ya kara toprağın": possession or death, the words that precede femicide.
  cue(
    'harmToOthers',
    1,
    /\bya (benim(le|sin|sindir)?|bana) ya (da )?(kara )?(toprak|toprag|mezar|olum)\w*|\b(kimseye|baskasina) (birakmam|yar etmem|vermem)\b/,
  ),
  // An attack with a weapon, done: "bıçakla yaralamış", "sopayla saldırdı".
  cue(
    'harmToOthers',
    1,
    /\b(bicak|satir|sopa|silah|tabanca|tufek|cekic|balta)\w* (\w+ ){0,2}(yarala|saldir)\w*/,
  ),
  // Smothering: a pillow or a hand pressed on a face.
  cue(
    'harmToOthers',
    1,
    /\b(yastig\w*|yastik\w*|battaniye\w*|elimi|elini) (\w+ ){0,2}(yuzune|agzina|burnuna) (bastir|kapat|tut)\w*|\b(yuzune|agzina|burnuna) (yastik|yastig|el)\w* (bastir|kapat)\w*/,
  ),

  // Driving drunk with others on board or on the road (a shuttle, a taxi, a bus): a danger to them.
  cue(
    'harmToOthers',
    1,
    /\b(alkollu|sarhos|ickili)\w* (olarak |halde |sekilde )?(\w+ ){0,3}(arac|araba|minibus|otobus|servis|kamyon|taksi|direksiyon)\w* (\w+ )?(kullan|sur|basin)\w*|\b(arac|araba|minibus|otobus|servis|kamyon|taksi)\w* (\w+ ){0,3}(alkollu|sarhos|ickili)\w* (olarak |halde )?(kullan|sur)\w*/,
  ),

  // --- Violence against a person; risk.ts decides whose (child, elder, partner or family).
  // dövmek in every form, not döviz (currency), dövme (tattoo) or dövüş (a sport).
  cue('violence', 1, /\bdov(?!iz|me\b|meler|mesi\b|us)\w*/),
  cue(
    'violence',
    1,
    /\b(siddet uygul|siddet gor|siddete ugra|darp|darbed|tecavuz|cinsel istismar|istismar|taciz)\w*/,
  ),
  cue(
    'violence',
    1,
    /\b(tokat|tokatla|kemerle|sopayla|kemer toka|tekme|yumrukla|boga(z|zini|zina) sik|itip|itti(?!fak)|itmis|itekle|iterek|firlatti|firlat)\w*/,
  ),
  cue('violence', 1, /\b(cinsel iliskiye zorla|zorla (cinsel|iliski))/),
  // A hand or a body pressed to something hot ("elini sıcak ütüye bastırdı"): a burn inflicted.
  cue(
    'violence',
    1,
    /\b(elini|elleri\w*|kolunu|parmag\w*|bacag\w*|ayag\w*) (\w+ ){0,4}(sicak |kizgin |yanan )?(utu|soba|ocag|ocak|sigara|cakmag|demir)\w* (bastir|dayadi|dayamis|tuttur)\w*/,
  ),
  // A threat to kill or hurt, or one made with a weapon ("öldürmekle tehdit ediyor", "bıçakla
  // tehdit etti"): violence toward whoever the sentence names.
  cue(
    'violence',
    1,
    /\b(?<!kendi(ni|mi|sini|lerini) )(oldurmek|vurmak|bicaklamak|yakmak|dovmek|bogmak|kesmek)(le|la) tehdit\w*|\b(bicak|silah|tabanca|tufek|sopa|satir|makas)\w*(la|le|yla|yle) tehdit\w*/,
  ),
  cue('violence', 1, /\b(kemer|sopa|terlik|hortum|kablo|oklava)\w* (iz|ile|le\b|la\b|darbe)\w*/),
  // Hitting a person (not a ball or oneself): the person named just before the verb.
  cue(
    'violence',
    1,
    /\b(ona|onu|kendisine|bana|beni|karisina|esine|kocasina|cocuga|cocuguna|cocuklara|annesine|babasina|kizina|ogluna|kardesine|hastaya|yasliya)( de)? (\w+ ){0,2}(vuruyor|vurdu|vurmus|vurur|dovuyor|dovdu|dovmus|dover)\w*/,
  ),
  // Hitting said softly: "eşim sinirlenince elinin ayarı kaçıyor", "eli kalkıyor".
  cue(
    'violence',
    1,
    /\b(elinin ayari kac|eli (kalk|kayiyor|kaydi)|el kaldir|elini (kaldir|kaldiri))\w*/,
  ),
  // Shaking, shoving or slapping a person, the person named after the verb.
  cue(
    'violence',
    1,
    /\b(sarsiyorum|sarsiyor|sarsti|sarsmis|itekliyor|itekledi|tokatliyor|tokatladi|dovuyorum|vuruyorum) (onu|annemi|babami|annesini|babasini|bebegi|bebegimi|cocugu|cocugumu|esimi|esini|karimi|kocami)\b/,
  ),
  // Physical force on a dependent person: pulling an arm, grabbing hair or collar, shaking.
  cue(
    'violence',
    1,
    /\b(kolunu|kolundan|bilegini|sacini|sacindan|yakasindan|omuzlarindan) (\w+ )?(sertce |hizla |zorla )?(cek|cekis|yakala|sik|bukt|sars|savur)\w*/,
  ),
  cue('violence', 0.5, /\b(vuruyor|vurdu|vurmus|carpti|sikti|bagir|hakaret|asagila)\w*/),
  // Strangulation, however brief: among the strongest signs that partner violence may turn lethal
  // (risk-protocol.ts asks about it); "boğazımı sıktı" told by the client is the client's own.
  {
    ...cue(
      'violence',
      1,
      /\bbogaz(im|imi|ini|ini|imdan|indan|ina|ima|lar\w*)? (\w+ )?(sik|sikt|sikmis|sikar|sikiyor|sikip|kavra|yakala)\w*|\b(bogmaya|bogacak|bogarim|bogacagini) (\w+ )?(calis|kalk|tehdit|dedi|soyle)\w*|\bnefesimi kes(ti|ene kadar)/,
    ),
    lethal: true,
  },
  // A grip that hurts: "kızınca kolumu sıkıyor", "bileğini büküyor".
  cue(
    'violence',
    0.5,
    /\b(kolumu|kolunu|kollarimi|kollarini|bilegimi|bilegini|sacimi|sacini|sacimdan|sacindan) (\w+ )?(sik|buk|burk|cek|yol)(iyor|ti|mis|ar|ip|arak)\w*/,
  ),
  cue(
    'violence',
    0.5,
    /\b(morluk\w*|morarma\w*|iz(i|ler|leri|lerini|ini|inin)\b|yanik\w*|yara(lar|si|lari|sini|larini|nin)?\b|yarali\w*|yarala(?!n?ma(mis|di|yan|z)|nmam)\w*|kirik\w*|dikis\w*)/,
  ),

  // Alcohol taken with sedative pills, a blackout or vomiting while unconscious: a risk of
  // overdose and aspiration (intoxication), not only a secret about substance use.
  {
    bodily: true,
    ...cue(
      'psychEmergency',
      1,
      /\b(alkol|icki|bira(?!k)|raki(?!p)|votka)\w* .{0,60}\b(sakinlestirici|uyku ilac|uyku hap|xanax|benzodiazepin|rivotril|lyrica|pregabalin|hap)\w*|\b(sakinlestirici|uyku ilac|uyku hap|xanax|benzodiazepin|rivotril)\w* .{0,60}\b(alkol|icki|bira(?!k)|raki(?!p)|votka)\w*|\bkusarken (yan )?yatir\w*|\bnasil eve geldigini hatirla\w*/,
    ),
  },
  // Intoxication with danger, abrupt withdrawal, delirium signs, sleepless driving.
  cue(
    'psychEmergency',
    1,
    /\b(alkol\w*|sarhos\w*|icki\w*|sarap\w*) .{0,60}(araba|arac)\w* (kullan|ile gel|la gel|le gel|surec|suru)\w*|\b(benzodiazepin\w*|xanax|alprazolam|diazem|rivotril|klonazepam)\w* .{0,30}(bir anda |aniden )?(kes|birak)\w*/,
  ),
  cue(
    'psychEmergency',
    0.5,
    /\bsendele\w*|\btarih\w* karistir\w*|\bnobet(e benzer| gecir)\w*|\behliyeti (bile )?yok|\b(iki|uc|dort|\d) (gece|gun)(dur)? (hic )?uyuma(mis|di|dan)\w*/,
  ),
  // Older people left without care or medicine, cut off, or stripped of their home.
  cue(
    'elderAbuse',
    1,
    /\bilac\w* (vermiyor|verilmiyor|vermemis|vermediler)|\byeterince yasadin|\b(acile|hastaneye) birakip|\baltini degistiren yok|\b(evini|evi|tapu\w*|arsa\w*) (uzerine|ustune) (yaptir|gecir)\w*|\bilac parasini kendin/,
  ),

  // A partner who answers for her, and a fear that telling makes it worse.
  cue(
    'domesticViolence',
    0.5,
    /\b(onun|kendisinin|hastanin|kadinin|esinin) yerine (cevap|yanit) ver\w*|\bsorulara .{0,25}(esi|kocasi|partneri) (cevap|yanit)\w*/,
  ),
  cue(
    'violence',
    0.5,
    /\b(soylemeyin|soyleme|soylersen|soylerseniz) .{0,20}daha kotu olur|\bdaha kotu olur\b/,
  ),

  // --- Child abuse and neglect (the victim is a child by the words themselves).
  // Neglect of basic needs and care; hair pulled or cut as punishment; a secret kept for an adult.
  cue(
    'childAbuse',
    1,
    /\b(asilari\w*|asisi) (hic )?(yapilma|yaptirilma)\w*|\bevde kapali tutul\w*|\byasina gore (cok )?(dusuk|zayif) kilo\w*|\bsac(imdan|indan|larindan) (tutup|tutarak) (surukl|cek)\w*|\bsaclarini (makasla )?kes(mis|ti|ip)\w*/,
  ),
  {
    ...cue(
      'childAbuse',
      0.5,
      /\b(aramizda kalsin|sirrimiz|soylersem (beni|seni|bizi|annemi)|kimseye soylememe\w*|sana masaj yap\w*|iyi cocuklara)/,
    ),
    childScope: true,
  },
  // A baby or child shut away or left alone for hours, or not fed.
  cue(
    'childAbuse',
    1,
    /\b(bebe\w*|cocug\w*|onu) .{0,40}(saatlerce|gece boyu|bütün gün|butun gun) .{0,30}(kapat|kilitle|yalniz birak|birakip)\w*/,
  ),
  cue(
    'childAbuse',
    0.5,
    /\b(mama\w*|beslenme\w*|emzirme\w*|ogun\w*) .{0,20}(atla|vermi(yor|yordu|yorum)|unut)\w*/,
  ),
  // Sexual contact with a child. "Kız" and "erkek" name a child only when the text has one: "19
  // yaşında erkek danışan eşcinsel …" is an adult; orientation, identity and sex education are
  // no abuse ("cinsel yönelim", "cinsel eğitim").
  cue(
    'childAbuse',
    1,
    /\b(cocuk|ergen)\w* .{0,40}\b(istismar|taciz|dokun|ciplak|cinsel(?! (yonelim|kimlik|egitim|gelisim|saglik|merak)))/,
  ),
  {
    ...cue(
      'childAbuse',
      1,
      /\b(kiz|erkek|ogrenci)\w* .{0,40}\b(istismar|taciz|dokun|ciplak|cinsel(?! (yonelim|kimlik|egitim|gelisim|saglik|merak)))/,
    ),
    minorScope: true,
  },
  // An adult who comes to a child's room or bed at night ("annemin erkek arkadaşı geceleri odama
  // geliyor"), and an adult's sexual relationship with a minor ("16 yaşında … 24 yaşında bir
  // adamla … cinsel birliktelik"): abuse to assess and report, whatever the minor calls it.
  {
    ...cue(
      'childAbuse',
      1,
      /\b(geceleri|gece yarisi|gece yarilari|gece) (odama|odasina|yatagima|yatagina) (gel|gir)\w*/,
    ),
    minorScope: true,
  },
  {
    ...cue(
      'childAbuse',
      1,
      /\b(1[89]|[2-9]\d) yasinda(ki)? (bir )?(adam|erkek|kadin|sevgili|erkek arkadas|kiz arkadas)\w*(la|le)\b .{0,60}(cinsel|birlikte ol|yatmis|yattik|iliski)/,
    ),
    minorScope: true,
  },
  // A secret kept with a child: an adult's "lütfen kimseye söylemeyin" to a supervisor is not one.
  {
    ...cue('childAbuse', 1, /\bbizim sirrimiz|\bkimseye soyleme|\bsoylersem .{0,20}kiz/),
    childScope: true,
  },
  // An adult's secret with a child, and the threat should she tell: "gizli oyun oynuyoruz,
  // anneme söylersem konteynerden atılırız dedi" (not a teen's own "…söylersen kendimi öldürürüm").
  cue(
    'childAbuse',
    1,
    /\bgizli oyun\w*|\b(anneme|babama|annene|babana|ogretmenime|ogretmenine|kimseye|birine) (soylersem|soylersen|anlatirsam|anlatirsan) (?!.{0,30}\bkendi(mi|ni|sini)\b).{0,50}(dedi|demis|diyor|tehdit)/,
  ),
  cue('childAbuse', 1, /\b(ciplak|mustehcen|uygunsuz) (fotograf|video|goruntu)/),
  cue('childAbuse', 1, /\b(kiyafet|kiyafetlerini|ustunu)\w* (cikar)\w* .{0,60}(iste|tehdit)/),
  cue(
    'childAbuse',
    1,
    /\b(videoyu|fotograflari|goruntuleri) .{0,40}(gondermekle|yaymakla|paylasmakla) tehdit/,
  ),
  {
    ...cue('childAbuse', 1, /\b(cocuk|bebek|kiz|ogul|oglan)\w* .{0,60}(yalniz birak|evde yalniz)/),
    young: true,
  },
  cue(
    'childAbuse',
    1,
    /\b(cocuk|bebek|kiz|ogul|oglan)\w* .{0,60}(ac birak|kilitli birak|bakimsiz)/,
  ),
  cue(
    'childAbuse',
    1,
    /\b(gunlerce|gunlerdir|iki gundur|uc gundur) .{0,30}(yalniz birak|evde yalniz)/,
  ),
  // A baby shaken (abusive head trauma), whoever tells it: "ağladığı için bebeğini sarstı".
  cue(
    'childAbuse',
    1,
    /\b(bebe\w*) (\w+ ){0,5}(sertce |hizla |siddetle )?sars(ti|iyor|mis|tig|ar|acag)\w*/,
  ),
  {
    ...cue(
      'childAbuse',
      1,
      /\b(evlendir|soz kes|kismeti cikti|baslik parasi|cocuk gelin|erken evlilik|everiz|everir|evermek|everecek)/,
    ),
    minorScope: true,
  },
  cue(
    'childAbuse',
    1,
    /\b(yas(ca)? buyuk|yirmi yas|otuz yas)\w* .{0,60}(hediye|telefon|arabasiyla|sevgili)/,
  ),
  cue('childAbuse', 1, /\b(sigara izi|sigara yanigi|sicak suyun altinda|utuyle)/),
  cue('childAbuse', 1, /\b(yasina uygun olmayan cinsel|cinsel davranis)/),
  cue(
    'childAbuse',
    0.5,
    /\b(ayni kiyafet|idrar kok|ustu kok|aç geli|cok ac geli|tabagindan yemek|yemek yok|buzdolabi bos)/,
  ),
  cue('childAbuse', 0.5, /\b(evden kov|kapi disari|sokakta kal|parkta kal)/),
  // A carer who stays away for days, or lies drunk while a child minds a younger one: neglect.
  {
    ...cue(
      'childAbuse',
      0.5,
      /\b(gunlerce|gecelerce|gun boyu) eve (ugra|gel)(ma|mi)\w*|\b(anne|baba)\w* (evde )?(icip|sarhos) (yatiyor|uyuyor|yatiyormus|uyuyormus)|\b\d yasindaki kardes\w* (de )?(o|kendisi) bak\w*/,
    ),
    minorScope: true,
  },
  cue('childAbuse', 0.5, /\b(insulin|ilac)\w* .{0,40}(bos|verilmiyor|vermiyor|olmaz)/),
  cue('childAbuse', 0.5, /\b(eve gitmek istemi|eve donmek istemi|dolaba saklan|banyoda kapi)/),
  cue('childAbuse', 0.5, /\bbuyudun artik/),
  {
    ...cue('childAbuse', 0.5, /\b(sir(ri|lari|rimiz|rimizdir)|aramizda kalsin|kimseye soyleme)\w*/),
    childScope: true,
  },
  cue('childAbuse', 0.5, /\b(merdivenden dustum|dustum dedi|carptim dedi|sivrisinek)/),
  cue('childAbuse', 0.5, /\b(okula (gelmiyor|gonderilmiyor|gondermiyor)|okulu biraktir)/),

  // Illness made up or caused by a carer (factitious disorder imposed on another).
  cue('childAbuse', 1, /\b(yapay bozukluk|munchausen|baskasina yukletilmis)\w*/),

  // --- Domestic violence and coercive control (partner or family).
  cue('violence', 1, /\bitilip kakil\w*|\bitip kak\w*/),
  cue(
    'domesticViolence',
    0.5,
    /\bkonum\w* .{0,20}(7\/24|surekli|her an) (acik|paylas)\w*|\bkapiya dayan\w*/,
  ),
  cue('harmToOthers', 1, /\bsonunu dusun\w*/),
  cue(
    'domesticViolence',
    0.5,
    /\b(aileyi|ailemizi|namusumuzu|serefimizi) (rezil|lekele|kirlet)\w*/,
  ),
  cue('domesticViolence', 1, /\baile ici siddet|\b6284\b|\bkoruma karari|\buzaklastirma karari/),
  cue(
    'domesticViolence',
    1,
    /\b(kapi|kapiyi)\w* .{0,20}(disaridan )?kilitle|\beve kapat|\bevde kilitli/,
  ),
  // Shutting a person in a room, a bathroom, a cellar: whoever the text speaks of is the victim.
  cue(
    'violence',
    1,
    /\b(odaya|odasina|banyoya|tuvalete|bodruma|balkona|dolaba|kilere|ahira|iceri)\w* (\w+ )?(kilitl|kapat|hapsed)\w*/,
  ),
  {
    ...cue(
      'domesticViolence',
      1,
      /\b(telefonu|telefonunu|kimligini|pasaportunu|kartini|parasini)\w* .{0,25}(elinden al|aldi|kirdi|kiriyor|sakli)/,
    ),
    partnerOnly: true,
  },
  cue('domesticViolence', 1, /\b(konum|takip) (uygulamasi|programi)/),
  cue('domesticViolence', 1, /\b(gorusmesini|gorusmeyi|cikmasini|calismasini) yasakla/),
  cue(
    'domesticViolence',
    1,
    /\b(kimseyle|arkadaslariyla|ailesiyle) gorus(mu|tur)\w* (yasak|izin verm)/,
  ),
  cue(
    'domesticViolence',
    0.5,
    /\b(hesabini sor|ses cikarmamayi|her soruya ona bakarak|yuzune bakiyor|fisilti|fisildadi)/,
  ),
  cue('domesticViolence', 0.5, /\b(kiskanclik|kiskanc)\w*/),
  cue('domesticViolence', 0.5, /\b(kimsen yok|ailen seni sevmiyor|benden baska)/),
  cue('domesticViolence', 0.5, /\b(okulu birak|isi birak|calismasina izin)/),
  cue('domesticViolence', 0.5, /\b(dolaba carp|kapiya carp|merdivenden dus)/),
  cue('domesticViolence', 0.5, /\b(her saat basi|surekli kontrol|telefonunu kontrol)/),
  // Checking a partner's phone or holding their salary card, however it is put ("telefonunu her
  // gün kontrol ettiğini", "maaş kartını onun tuttuğunu"): coercive control, not a parent's rule.
  {
    ...cue('domesticViolence', 0.5, /\btelefon\w* (\w+ ){1,3}(kontrol e[dt]|karistir|inceli)\w*/),
    partnerOnly: true,
  },
  {
    ...cue(
      'domesticViolence',
      0.5,
      /\b(maas|banka|kredi)\w* kart\w* (\w+ ){0,2}(tut(uyor|tugu|ar|mus|tu)|elinde|vermiyor|vermedig|almis|aldi)\w*/,
    ),
    partnerOnly: true,
  },
  // Pushed into a wall, thrown to the floor; pushed or shaken by someone.
  cue(
    'violence',
    1,
    /\b(duvara|yere|kapiya|dolaba|cama|merdivenden) (\w+ )?(it|itekle|firlat|savur)(ti|tig|mis|iyor|ip|arak|erek|er|ar|ile)\w*|\b(beni|onu|kendisini|esini|karisini|kocasini|cocugu|cocugunu|annesini) (\w+ ){0,2}(it(ti|tig|mis|iyor|ip)|itekle|sars(ti|tig|mis|iyor))\w*/,
  ),

  // --- Elder abuse and exploitation (the victim's age or role is checked in risk.ts).
  cue('elderAbuse', 1, /\b(yasli|yasliya|yaslilara)\w* (istismar|ihmal)/),
  // Exploitation: a relative or carer takes the pension, the card or the house.
  cue(
    'elderAbuse',
    1,
    /\b(oglu|kizi|torun|bakici|gelin|damat|yegen|akraba|cocuklari|ogullari)\w* .{0,50}(maas|aylik|ayligini|kart|parasini|birikim)\w* .{0,30}(cek|al|harca)/,
  ),
  cue(
    'elderAbuse',
    1,
    /\b(maas|aylik|kart|parasini)\w* .{0,20}(oglu|kizi|torunu|torunlari|bakici|bakicisi|gelin|gelini|damat|damadi|yegen|yegeni|oglunun|kizinin|gelininin|bakicinin|bakicisinin)\b .{0,20}(cek|al|harca)/,
  ),
  cue('elderAbuse', 1, /\b(banka kart|kartini)\w* .{0,40}(al|cek|kredi)/),
  cue('elderAbuse', 1, /\b(tapu|evin kagitlari|vekaletname)\w* .{0,30}(imzala|ver)/),
  cue('elderAbuse', 1, /\b(bas(i|ı) yara|yata[kg] yara|bezi(ni)? .{0,20}degistiril)/),
  // Tied down ("yatağa bağlıyor", "ellerini bağladı"), not "bunu kardeşine bağlıyor" (ascribes).
  cue(
    'elderAbuse',
    1,
    /\b(yataga|yatagina|sandalyeye|karyolaya|koltuga|zincirle|iple)\w* (\w+ )?bagl\w*|\b(ellerini|kollarini|ayaklarini) (\w+ )?bagl\w*/,
  ),
  // Chemical restraint: sedatives no doctor prescribed, given to keep someone quiet.
  cue(
    'elderAbuse',
    1,
    /\b(doktorun yazmadigi|recetesiz|hekime sormadan|habersizce) .{0,30}(sakinlestirici|uyku ilac|ilac|hap)\w*|\b(rahat etsin|uyusun|sessiz dursun|ses cikarmasin|uslu dursun) diye .{0,40}(ilac|sakinlestirici|hap|uyku)\w*/,
  ),
  cue(
    'elderAbuse',
    0.5,
    /\b(yikanmamis|yemek verilm|ekmekle idare|odunsuz|ilac kutulari .{0,20}acilmam|ilaclarini .{0,20}veren (de )?yok)/,
  ),
  cue('elderAbuse', 0.5, /\b(fazla ver|uyusun diye|sakinlestirici ver)/),
  {
    ...cue('elderAbuse', 0.5, /\b(bosuna masraf|burada birakti|terk etti|kimse gelmiyor)/),
    elderOnly: true,
  },
  cue('elderAbuse', 0.5, /\b(parasini|parami) (o )?al/),

  // --- Psychiatric emergencies: mania with danger, psychosis, command hallucinations,
  // intoxication, overdose, withdrawal, delirium.
  cue(
    'psychEmergency',
    1,
    /\b(emir veren|emreden|komut veren) .{0,15}(ses|varsani)|\bsesler\w* .{0,90}(soyluyor|soyledig|emrediyor|istiyor)|\bses(in|i)? .{0,30}(soyledigini|soyluyor)/,
  ),
  cue(
    'psychEmergency',
    1,
    /\b(akut psikoz|psikotik atak|psikotik (tablo|belirti|donem)|manik atak|manik donem|mani\b|hipomani|deliryum|delirium)/,
  ),
  cue('psychEmergency', 1, /\b(zehir(liyor|lemek|konduk|kondu|leniyor|lediklerini))|\bzehir kond/),
  // A loved one replaced by an impostor (Capgras): a delusion that turns on the one it names.
  cue(
    'psychEmergency',
    1,
    /\b(sahtekar|taklit|kopya|ikiz|robot|ajan)\w* .{0,30}(gectig|gecirdig|koydug|degistirdig|oldugun)\w*|\byerine .{0,40}(sahtekar|taklit|kopya|ikiz|robot)\w*/,
  ),
  // All the pills of a box taken ("kutudakilerin hepsini içtim"): an overdose to treat now.
  cue(
    'psychEmergency',
    1,
    /\b(kutu\w*|ilac\w*|hap\w*|tablet\w*) (\w+ ){0,2}(hepsini|tamamini|hepsi) (ictim|icti|icmis|yuttum|yuttu|yutmus|aldim|almis)\b/,
  ),
  cue(
    'psychEmergency',
    1,
    /\b(sifreli mesaj|kendisine mesaj veriyor|beni izliyorlar|takip ediliyor|bana komplo)|\b(bana|kendisine|ona) (ozel |gizli |sifreli )?mesaj(lar)? (sakl|gonder|veri|ilet|yerlestir)\w*|\b(kamera|kamerasini|kamerayi|kameralari)\w* bantla\w*/,
  ),
  cue('psychEmergency', 1, /\b(peygamber|mesih|mehdi|secilmis kisi|ozel gucler)\w*/),
  // First-rank and persecutory experiences as clinicians report them: thoughts read, stolen or put
  // in; being watched or read through devices; foil on the walls against the signals.
  cue(
    'psychEmergency',
    1,
    /\b(dusunce\w*|aklimi|aklini|zihnimi|zihnini) (okuyor|okud|okun|caliyor|calin|yayinl|sokuyor|sokul|yerlestir|kontrol ed)\w*|\b(wifi|wi-fi|modem|kamera|uydu|cip|sinyal|mikrofon|televizyon)\w* (ile|uzerinden|araciligiyla|yoluyla) .{0,40}(izle|dinle|oku|kontrol|takip|yonlendir)\w*|\bfolyo\w* (kapla|yapistir|sar)\w*|\b(duvar|cam|pencere)\w* .{0,20}folyo/,
  ),
  // Voices that speak ("'seni izliyoruz' diyen sesler"), thoughts others hear, and something put
  // in the food: a psychosis to assess today. (A grieving person hearing the voice of the dead is
  // not this: the voices here speak their own words.)
  cue(
    'psychEmergency',
    1,
    /\b(diyen|soyleyen|konusan|fisildayan|bagiran|emreden) (bir )?(ses|sesler)\w* (\w+ )?duy\w*|\b(dusunce\w*|aklimdakileri|aklindakileri|icimden gecenleri) (\w+ )?(duyuyor|duydug|duyabild|duyuldug|biliyorlar|okuyabiliyor)\w*|\b(yemek\w*|yemeg\w*|icecek\w*|suyu\w*|cay\w*) (\w+ ){0,2}(bir sey|ilac|zehir|toz)\w* (katil|kat|koy|karist)\w*/,
  ),
  // An overdose is an emergency, and its intent must be assessed as suicide risk.
  cue('psychEmergency', 1, OVERDOSE),
  cue('suicide', 1, OVERDOSE),
  // A handful swallowed, or the stomach pumped: a poisoning, to be treated as a possible attempt.
  cue('psychEmergency', 1, POISONING),
  // Answering or talking to no one there (a socket, the wall, the ceiling): hallucinations.
  cue(
    'psychEmergency',
    1,
    /\b(duvar|priz|bosluk|tavan|kimsenin olmadigi)\w* (\w+ ){0,2}(donup |bakip )?(cevap ver|yanit ver|konus|fisilda|bagir)\w*/,
  ),
  // Knowing when the target is alone or leaving, said to them: a veiled threat.
  cue(
    'harmToOthers',
    1,
    /\b(hangi (aksam|gun|saat)\w*|ne zaman|kacta) (\w+ ){0,4}(kapandigini|ciktigini|yalniz oldugunu|eve dondugunu|geldigini|kapattigini) biliyorum/,
  ),
  // Rehearsed scenarios of harming a named person, written down or imagined nightly.
  cue('harmToOthers', 1, /\b(zarar verme|oldurme|intikam|iskence) (senaryo|hayal|fantezi|plan)\w*/),
  // Cutting that no longer "works", going deeper.
  cue(
    'selfHarm',
    1,
    /\bkesmek (artik )?(yetmiyor|kesmiyor|rahatlatmiyor)|\bdaha derin\w* (kes|git)\w*/,
  ),
  // Possessive jealousy said as a threat: "benim olmayan kimsenin olamaz".
  cue(
    'harmToOthers',
    1,
    /\bbenim olma(yan|zsa|yacaksa)\w*,? (\w+ )?kimsenin (olamaz|olmayacak|olmasina)/,
  ),
  cue('suicide', 0.5, POISONING),
  cue('psychEmergency', 1, /\b(lityum)\w* .{0,60}(kus|titre|sendel|bulanik|konfuzyon)/),
  // Starvation with medical danger (MARSIPAN, NICE NG69): a body mass index of 15 or below, a
  // pulse under 50, fainting.
  cue(
    'psychEmergency',
    1,
    /\b(vki|bki|bmi|beden kitle indeks\w*|kitle indeks\w*) (yaklasik |civari |ortalama )?(1[0-5]|[5-9])\b/,
  ),
  cue('psychEmergency', 1, /\bnabz?i?\w* (yaklasik )?([2-4]\d)\b/),
  cue('psychEmergency', 0.5, /\b(bayil|baygin|bayginlik)\w*/),
  cue('psychEmergency', 1, /\b(bilinc|bilinci)\w* (bulanik|kapan|dalgalan|bozuk)/),
  cue('psychEmergency', 1, /\b(yonelim|oryantasyon)\w* bozuk/),
  cue(
    'psychEmergency',
    1,
    /\b(kotu ruh|seytan|cin)\w* .{0,40}(icinde|arindir|cikar|degistir)|\b(anne|baba|esi|esinin|kocas|karis|cocug|aile|kizi|oglu|kardes|bebe)\w* .{0,30}degistirildig/,
  ),
  cue('psychEmergency', 0.5, /\b(uyumuyor|uyumamis|uyumadigini|hic uyumad|uc gecedir|iki gecedir)/),
  cue('psychEmergency', 0.5, /\b(cok hizli konus|hizli konus|durmadan konus|susmadan konus)/),
  cue('psychEmergency', 0.5, /\b(kredi kart|alisveris|harcama)\w* .{0,40}(bin|milyon|borc)/),
  cue('psychEmergency', 0.5, /\b(cumhurbaskani|bakan|allah beni koruyor|tanri beni)/),
  cue('psychEmergency', 0.5, /\b(varsani|sanri|halusinasyon|paranoya|paranoyak)\w*/),
  cue('psychEmergency', 0.5, /\b(duvarda|duvarlarda|odada) .{0,20}(bocek|orumcek|olmayan|insan)/),
  cue(
    'psychEmergency',
    0.5,
    /\b(tanimiyor|tanimamaya|tanimadi|nerede oldugunu karistir|gunu karistir|hangi gun)/,
  ),
  cue(
    'psychEmergency',
    0.5,
    /\b(alkollu|sarhos|kelimeleri yuvarl|dili dolan|ayakta duram|sendel|kustu|kusuyor)/,
  ),
  cue(
    'psychEmergency',
    0.5,
    /\b(hap|ilac|tablet|sakinlestirici)\w* .{0,30}(ictim|icmis|almis|aldim|yuttu)/,
  ),
  cue(
    'psychEmergency',
    0.5,
    /\b(gozbebek|goz bebek)\w* .{0,20}(buyuk|kocaman|genis)|\bkalbi(nin)? cok hizli/,
  ),
  cue(
    'psychEmergency',
    0.5,
    /\b(enerji hapi|sentetik|bonzai|uyusturucu|madde kullan|bir sey ictim|bir sey icmis)/,
  ),
  cue(
    'psychEmergency',
    0.5,
    /\b(uc gundur|iki gundur|gunlerdir) .{0,20}(icmiyor|icmedig|yemek yemiyor|hicbir sey yemiyor|su da icmiyor)/,
  ),
  cue('psychEmergency', 0.5, /\b(titriyor|titreme|terliyor|terlemis)/),
  cue('psychEmergency', 0.5, /\b(yolun ortasina|arabalari durdur|180 ile|otobanda)/),
  cue('psychEmergency', 0.5, /\b(ates(li)?|enfeksiyon)\w* .{0,60}(tanimi|konfuz|karistir)/),
  // Fever with confusion or a stiff neck is meningitis, encephalitis or delirium until shown
  // otherwise, however the friends explain it ("sınav stresi, panik atak"): a medical emergency
  // of the person's own body, not a danger to the friends named beside it.
  {
    ...cue(
      'psychEmergency',
      1,
      /\bates\w* .{0,80}(ense\w* (sert|egemi|egilmi|bukemi)|ense sertlig|isiktan rahatsiz|isiga (hassas|dayanam)|sacma konus|anlamsiz konus|konfuz|bilinc\w* (bulan|kapan|dalgal)|uyandirilamiy|kimseyi tanimiy)|\b(ense\w* (sert|egemi|egilmi|bukemi)|ense sertlig|sacma konus|anlamsiz konus|konfuz\w*|bilinc\w* (bulan|kapan|dalgal)) .{0,80}\bates(i|li|lenm)/,
    ),
    bodily: true,
  },
  cue('psychEmergency', 0.5, /\bense\w* (egemiyor|egemedig|egilmiyor|bukemiyor)|\bense sertlig/),
  // --- Added by principle after reading dev misses (never held-out): more wordings of the same
  // supervisor's concerns.
  // Self-harm on any part of the body, and self-punishment.
  cue(
    'selfHarm',
    1,
    /\b(yuz|yuzunu|kol|kolunu|bacak|bilek|elin|ellerini|derisini)\w* (\w+ ){0,2}(cizdi|ciziyor|cizdig|kaziy|kazidi|tirmal|yakti|yakiyor|yaktig|kopar)\w*/,
  ),
  cue('selfHarm', 0.5, /\bkendimi cezalandir|\bkendini cezalandir/),
  // Harm to others: acid, sabotage, blood feud, veiled threats.
  cue('harmToOthers', 1, /\b(asit|kezzap)\w* (at|dok|sik)\w*/),
  cue('harmToOthers', 1, /\b(lastik\w* kes|fren hortum|fren\w* kes)\w*/),
  cue('harmToOthers', 1, /\b(kani yerde kalma|kan davas|kanini (yerde|alaca))\w*/),
  cue('harmToOthers', 1, /\b(bakalim|gorelim|gorursun|gorecek) nasil (gul|yasa|kurtul|kacac)\w*/),
  // Violence: burns used as punishment; fear of one particular person.
  cue(
    'violence',
    1,
    /\b(kasik|utu|sigara|sicak su|ocak|cakmak)\w* .{0,30}(yakt|yakiyor|yakar|daglad|haslad)\w*/,
  ),
  cue(
    'violence',
    0.5,
    /\b(yanina gelince|gorunce|adini duyunca|vardiyasinda) .{0,20}(irkil|korkuyor|titri|susuyor|konusmuyor|saklan)\w*/,
  ),
  // Child marriage said as a promise to a relative.
  cue('childAbuse', 0.5, /\b(yegen|kuzen|amca ogl|dayi ogl|akraba)\w* (ver|nisanla|soz|gelin)\w*/),
  cue('childAbuse', 0.5, /\bokul (ona |buna )?ne verecek/),
  // Psychiatric emergencies: command hallucinations from any source, seizures, withdrawal,
  // stimulant intoxication.
  cue('psychEmergency', 1, /\b(icine|icinde|icimde) (seytan|cin|kotu ruh)/),
  cue(
    'psychEmergency',
    1,
    /\b(oldur|bicakla|vur|kes|kurban|cezalandir|temizle|arindir)\w*(masini|mesini|memi|mami|masi|mesi) (\w+ ){0,2}(soyl|emr|istiy)\w*/,
  ),
  cue(
    'harmToOthers',
    1,
    /\b(oldur|bicakla|vur|kurban|cezalandir|temizle|arindir)\w*(masini|mesini|memi|mami|masi|mesi) (\w+ ){0,2}(soyl|emr|istiy)\w*/,
  ),
  cue('psychEmergency', 1, /\b(emretti|emrediyor|emir veriyor|emirler veriyor)/),
  {
    ...cue(
      'psychEmergency',
      1,
      /\b(kasilip|kasildi|kasilarak) .{0,20}(dus|yere|bayil)|\bnobet gecir|\bhavale gecir/,
    ),
    bodily: true,
  },
  cue(
    'psychEmergency',
    0.5,
    /\b(ilac|hap|uyku ilac|sakinlestirici)\w* .{0,30}(birden|aniden|bir anda) (kes|birak)\w*/,
  ),
  cue(
    'psychEmergency',
    0.5,
    /\bter(den)? (sirilsiklam|icinde)|\basiri terl|\bcenesini sik|\bbir tane daha (attim|aldim|attik)/,
  ),
  // --- Added from dev misses of a fourth blind author (issue 15): the same concerns in other
  // words. Stalking: waiting where someone works or lives, noting their hours.
  cue('harmToOthers', 0.5, /\beski (es|esi|sevgili\w*|kiz arkadas\w*|erkek arkadas\w*|partner\w*)/),
  cue(
    'harmToOthers',
    0.5,
    /\b(her (aksam|gun|sabah)|saatlerce|gunlerdir|haftalardir) .{0,60}(bekli\w*|bekle(di|yor|mis)\w*|oturuyor\w*|izliyor\w*)/,
  ),
  cue(
    'harmToOthers',
    0.5,
    /\b(cikis saat\w*|nerede oldug\w*|konumunu?) .{0,30}(not ed|takip|izl|ogren)/,
  ),
  cue('harmToOthers', 1, /\boldures(iye|ice)\b/),
  cue('harmToOthers', 1, /\b(dovmek|vurmak|bicaklamak|gebertmek|oldurmek) (ist|geci)/),
  cue(
    'harmToOthers',
    1,
    /\b(sopa|bicak|satir|silah|tabanca|balta|tufek)\w* .{0,25}(kapisina|evine|is ?yerine|yanina) (git|gel|dayan)/,
  ),
  cue(
    'harmToOthers',
    1,
    /\b(onu|seni|sizi|hepsini|lekeleyen\w*|kirleten\w*) temizle(r|yece|mek|yec|riz)/,
  ),
  cue('psychEmergency', 1, /\b(kurban (ver|kes)\w*|oldur\w*|cezalandir\w*) .{0,10}emr(et|ed|i)/),
  cue('harmToOthers', 1, /\b(kurban (ver|kes)\w*|oldur\w*) .{0,10}emr(et|ed|i)/),
  // Taking others along: "hep beraber gideriz bu dünyadan".
  cue(
    'suicide',
    1,
    /\bbu dunyadan (git|gid|gocu|ayril|gocup)|\b(gideriz|gidelim|gidecegiz|gocelim) bu dunyadan/,
  ),
  cue(
    'harmToOthers',
    1,
    /\bhep (beraber|birlikte) (olel\w*|oluruz|(gideriz|gidelim|gidecegiz) bu dunya)/,
  ),
  cue(
    'harmToOthers',
    0.5,
    /\b(cocuklari|hepimiz|hep beraber|hep birlikte) .{0,30}(olel|oluruz|gideriz|gidelim|alip giderim)/,
  ),
  cue('suicide', 1, /\b(hicbiri|hicbir sey|hicbirinin) (onemli|onemi) (olmayacak|kalmayacak)/),
  // Means in custody or at home: strips of sheet, a belt or cable being prepared.
  cue('suicide', 0.5, /\b(carsaf\w*|kemer\w*|kablo\w*|ip\w*) .{0,30}(yirt|serit|bagl|dugum)/),
  cue('suicide', 0.5, /\b(bu cezayi|bunu) cekmeyecegim|\bbir yolunu bulurum/),
  // Medical emergency after self-injury or an overdose.
  cue('psychEmergency', 1, /\bkan(ama)? (durmuyor|durmadi|dinmiyor)/),
  cue('psychEmergency', 1, /\b(bos|yarim) (ilac|hap)\w* (kutu|blister|sise|paket)\w*/),
  cue('suicide', 1, /\b(bos|yarim) (ilac|hap)\w* (kutu|blister|sise|paket)\w*/),
  cue(
    'psychEmergency',
    0.5,
    /\b(pelteklesti|peltek konus|gozleri kapaniyor|bilinci bulanik|anlamsiz cevap)/,
  ),
  // Children: burns used as punishment, being left alone, not fed or schooled, night visits.
  cue(
    'violence',
    1,
    /\b(ocaga|ocakta|ocagin|utuyle|utuyu|sigarayla|sicak suya|kizgin) .{0,40}(yaklastir|bastir|yak|tut)/,
  ),
  cue(
    'childAbuse',
    1,
    /\b(anne|baba|ebeveyn)\w* .{0,25}(gundur|gecedir|gun boyunca) eve (gelme|donme|ugrama)/,
  ),
  cue('childAbuse', 0.5, /\b(yemek vermi|yemek verme|ac birak)/),
  // Someone kept without food, water or medicine by whoever cares for them ("beni yemeksiz
  // bırakıyor", "ilaçlarını vermiyor"): neglect of a child or an older person, not a diet of one's
  // own ("kendini yemeksiz bırakıyor").
  cue(
    'violence',
    1,
    /\b(?<!kendini )(?<!kendisini )(yemeksiz|susuz|ilacsiz|ac susuz) (birak|koy|kal)\w*/,
  ),
  cue('childAbuse', 0.5, /\b(okula gondermi|okula gonderme|doktora goturme|doktora goturmu)/),
  // Neglect of a small child's body and safety: soiled nappies, rashes, a carer who drinks and
  // drives with the child.
  cue('childAbuse', 0.5, /\b(bez\w* (dolu|dolmus|tasmis|degistirilme|degistirilmi)|pisik\w*)/),
  cue(
    'childAbuse',
    0.5,
    /\b(alkollu|sarhos|ickili)\w* .{0,50}(cocu|bebe|kizi\b|oglu\b|kizini|oglunu)\w*|\b(cocu|bebe)\w* .{0,50}(alkollu|sarhos|ickili) (gel|ara|sur)\w*/,
  ),
  cue(
    'childAbuse',
    1,
    /\b(uvey baba\w*|annesinin (erkek arkadas\w*|sevgilisi\w*)|eniste\w*) .{0,40}(gece\w*) .{0,20}odasina (gir|gel)/,
  ),
  // Ideas of reference and persecution, new and spreading: a first psychotic episode needs an
  // urgent psychiatric assessment ("öğretmenler ona şifreli mesaj gönderiyormuş").
  cue(
    'psychEmergency',
    1,
    /\b(sifreli|kodlu|gizli) (mesaj|isaret)\w* .{0,40}(gonder|veriyor|yolluyor|iletiyor|dusun|inan)/,
  ),
  cue(
    'psychEmergency',
    1,
    /\b(televizyon|radyo|haber\w*|reklam\w*)\w* .{0,30}(onunla|kendisiyle|ona) (konus|mesaj|isaret)/,
  ),
  cue(
    'psychEmergency',
    0.5,
    /\b(takip edildigini|izlendigini|dinlendigini|kamerayla izlen|komplo kur)\w*/,
  ),
  // Partners: dating violence, bruises, control of location and messages, forced marriage.
  cue('domesticViolence', 1, /\bflort siddet/),
  cue('violence', 1, /\bmorart/),
  cue('domesticViolence', 0.5, /\b(surekli )?konum(unu)? (ist|paylas|takip|kontrol)/),
  cue('domesticViolence', 0.5, /\bmesaj\w* .{0,20}(donmezse|cevap vermezse|yanit vermezse)/),
  cue('domesticViolence', 1, /\b(istemedigi|zorla|zorlan\w*) (biriyle |birisiyle )?evlendir/),
  // Older people: power of attorney taken, home sold, cut off from family.
  cue('elderAbuse', 0.5, /\bvekalet\w* (al|alip|aldi|aldik|almis)/),
  cue('elderAbuse', 0.5, /\b(evini|evi|arsasini|tarlasini|dairesini) (satmis|satti|sattir|satip)/),
  cue('elderAbuse', 0.5, /\b(ulasamiyor|ulastirmiyor|gorusturmuyor|konusturmuyor)/),
  // Overdose said in the past tense, by drug name too ("bütün xanaxları içtim"): an emergency as
  // well as a suicide attempt until shown otherwise.
  cue(
    'suicide',
    1,
    /\b(butun|tum|hepsini|bir kutu|elimdeki)\w* .{0,25}(hap|ilac|tablet|xanax|alprazolam|rivotril|klonazepam|diazem|ativan|lorazepam|seroquel|ketiapin|lityum|parol|parasetamol|aspirin|antidepresan|benzodiazepin|lustral|sertralin|cipralex|essitalopram|prozac|fluoksetin|ilaclarimi|ilaclarini)\w* .{0,15}(ictim|icti|ictig|yuttu|yuttum|yutmus|icmis)/,
  ),
  cue(
    'psychEmergency',
    1,
    /\b(butun|tum|hepsini|bir kutu|elimdeki)\w* .{0,25}(hap|ilac|tablet|xanax|alprazolam|rivotril|klonazepam|diazem|ativan|lorazepam|seroquel|ketiapin|lityum|parol|parasetamol|aspirin|antidepresan|benzodiazepin|lustral|sertralin|cipralex|essitalopram|prozac|fluoksetin|ilaclarimi|ilaclarini)\w* .{0,15}(ictim|icti|ictig|yuttu|yuttum|yutmus|icmis)/,
  ),
  // Stockpiling: not taking the medicine but still collecting or keeping it, in any order of
  // telling ("içmiyor ama saklıyor", "içmeyip bir kenara koyuyor", "içmeyip sakladığını").
  cue(
    'suicide',
    1,
    /\b(ilac|hap|tablet|recete)\w* .{0,40}(kullanmiyor|icmiyor|almiyor|kullanmayip|icmeyip|almayip|yutmayip)\w* .{0,60}(almaya devam|eczaneden al|biriktir|sakla|topl(uyor|adi|amis|ayip)|stokla|kenara (koy|ayir))|\b(kullanmiyor|icmiyor|almiyor|kullanmayip|icmeyip|almayip)\w* .{0,40}(ilac|hap|tablet)\w* .{0,30}(biriktir|sakla|topl(uyor|adi|amis|ayip)|stokla|kenara (koy|ayir))/,
  ),
  // The end announced without a reason to expect one: "yakında her şey bitecek".
  cue(
    'suicide',
    0.5,
    /\b(yakinda|cok yakinda|yakin zamanda|birazdan|bu hafta) (her sey|hepsi|bu (aci|azap|cile|dert))\w* (bitecek|sona erecek|son bulacak)/,
  ),
  // A passive wish to die in religious words, and murder-suicide ("kendimi de seni de öldürürüm").
  cue('suicide', 1, /\ballah .{0,25}(canimi|canini|beni) (bir an once )?al(sin|sa|mi)/),
  cue('suicide', 1, /\bkendi(mi|ni|sini) (de|da) .{0,25}oldur/),
  // A decision announced with sudden relief, after a crisis.
  cue('suicide', 0.5, /\bkarar(imi|ini|lari) ver(dim|di|mis)\b/),
  cue('suicide', 0.5, /\bartik (cok )?(rahatim|rahat|huzurluyum|huzurlu)\b/),
  // Hopelessness and no place left in the world (a cue to pair with means or isolation).
  cue(
    'suicide',
    0.5,
    /\bdunya(da|ya)? .{0,15}(yer(im)? kalmadi|fazlayim|fazlalik)|\bfazlalik (oldum|gibi)/,
  ),
  // Harm to others: method research, violent fantasy with a target, settling scores, veiled
  // threats naming where someone's family lives or studies.
  cue('harmToOthers', 1, /\b(iz birakma\w*|tespit edilme\w*) .{0,25}(madde|zehir|yontem|ilac)/),
  cue(
    'harmToOthers',
    1,
    /\b(oldurmeyi|zehirlemeyi|vurmayi|bicaklamayi|bogmayi) (her gece |surekli )?(hayal|planl|dusun|kur)/,
  ),
  cue('harmToOthers', 0.5, /\bhesaplas(acag|acak|iriz|caz)\w*/),
  cue('harmToOthers', 0.5, /\b(ciktigim|ciktigi|cikinca|ciktiginda) gun\b/),
  cue(
    'harmToOthers',
    1,
    /\b(nerede oturdug|adresini|okula gittik|okulunu|evinizi|evini)\w* .{0,30}(biliyorum|bulmak zor degil|bulurum|ogrenirim)/,
  ),
  // Self-harm by burning with a lighter, a cigarette or a match.
  cue(
    'selfHarm',
    1,
    /\b(cakmak|sigara|kibrit)\w* .{0,30}(kendi\w* |parmak\w* |kol\w* |elini |ellerini )?yak(ti|iyor|tig|ar|mis)\w*/,
  ),
  // Partner violence: money held by the partner, a familiar excuse for injuries, monitoring calls.
  cue(
    'domesticViolence',
    1,
    /\bmaas\w* (tamamini|hepsini) .{0,30}(esinin|kocasinin|karisinin) hesab/,
  ),
  cue(
    'domesticViolence',
    0.5,
    /\b(ekmek|harclik|yol parasi)\w* .{0,20}(bile )?.{0,20}para iste\w*/,
  ),
  cue('domesticViolence', 0.5, /\bgunes gozlu\w* .{0,40}(cikarma|cikarmadi|hic cikar)/),
  cue(
    'domesticViolence',
    0.5,
    /\b(kapiya|kapisina|kapagina|dolaba|merdivenden|kapiya) (carptim|carpti|dustum|dustu)/,
  ),
  cue(
    'domesticViolence',
    0.5,
    /\b(esi|kocasi|karisi|sevgilisi) .{0,30}(kez|defa) (arayip|aradi|arayarak)/,
  ),
  // Mania in plain narrative (two of: little sleep without tiredness, savings spent, several new
  // ventures, speech that cannot be interrupted, never felt this good): urgent psychiatric review.
  // Sleep of four hours or less (five and more is the insomnia a sleep diary shows, not mania).
  cue(
    'psychEmergency',
    0.5,
    /\b(([0-4]|[0-4][-–][0-4]) saat|(bir|iki|uc|dort|iki uc|uc dort|birkac) saat) (uyu|uyk)\w*/,
  ),
  cue(
    'psychEmergency',
    0.5,
    /\b(birikim|tum para|butun para|maas)\w* .{0,20}(harca|bitir|yatir|kaptir)\w*|\bkredi kart\w* (\w+ ){0,2}(araba|ev|arsa|altin|tekne|kripto|uc|birkac)\w*/,
  ),
  cue(
    'psychEmergency',
    0.5,
    /\b(uc|iki|birkac|dort) (ayri |yeni )?(is|sirket|proje|dukkan)\w* (kur|ac|basla)\w*/,
  ),
  cue(
    'psychEmergency',
    0.5,
    /\b(sozunu kes(emed|emiyor|mek mumkun degil)|araya gir(emed|emiyor)|susturam)\w*/,
  ),
  cue('psychEmergency', 0.5, /\b(hic|hayatimda hic) bu kadar iyi (olmam|hissetmem)\w*/),
  // Consciousness clouding or going ("bilinci giderek bulanıklaşıyor", "bilinci gidip geliyor"),
  // and catatonic signs (an arm left in the air, hours in one posture without food or water).
  cue(
    'psychEmergency',
    1,
    /\bbilinc\w* (giderek |yavas yavas )?(bulan|kapan|gidip gel|azal|kaybol)\w*|\bkol\w* (\w+ ){0,3}(havada (kal|birak)|o pozisyonda kal|oylece kal)\w*|\bayni pozisyonda (\w+ ){0,3}(duruyor|oturuyor|kaliyor|yatiyor|dur\w*)/,
  ),
  // Searching how to die ("acısız ölmenin yolları", "kaç kattan düşen ölür", "kaç parol öldürür").
  cue(
    'suicide',
    1,
    /\bacisiz (olmenin|olum|yol)\w*|\bolmenin (yol|yontem)\w*|\bkac (kattan|tane|parasetamol|parol|hap|ilac)\w* .{0,30}(olur|oldurur|zarar verir|yeter)\w*/,
  ),
  // Self-harm by other means: a compass point scratching, a cigarette put out on one's own wrist
  // or arm, a rubber band snapped until the skin is raw.
  cue(
    'selfHarm',
    1,
    /\bpergel\w* (\w+ ){0,3}(cizik|kazi|harf|kes|cizgi|cizi)\w*|\bsigara(sini|yi)? (\w+ ){0,4}(bilegi|kolu|eli|elinin|bacag|avucu)\w* (\w+ ){0,3}sondur\w*|\blastik toka\w* .{0,60}(cek|saklat|kirmizi|kabuk)\w*/,
  ),
  // An older person taken to a notary and made to sign; a pension card held by a relative (a
  // sign to ask about, with another: many children manage a parent's money with consent).
  cue('elderAbuse', 1, /\bnotere (gotur|goturup|goturmus|goturdu)\w* .{0,50}(imzalat|vekalet)\w*/),
  cue(
    'elderAbuse',
    0.5,
    /\b(emekli )?maas kart\w* (\w+ ){0,2}(oglu|kizi|gelin|torun|yegen|damad)\w*/,
  ),
  // Grooming begun in a game or online: gifts, credit or a meeting from someone met there.
  {
    ...cue(
      'childAbuse',
      1,
      /\b(oyunda|oyun platformunda|online oyunda|internette|discord\w*|instagram\w*) tanistig\w* .{0,80}(hediye|skin|kredi|para|fotograf|kamera)\w*/,
    ),
    minorScope: true,
  },
  // More ways dev texts told risk that only the model read (each a sign a supervisor asks about):
  // life insurance beside "if I were gone", poison kept in the barn, looking down from a balcony.
  cue(
    'suicide',
    1,
    /\bhayat sigorta\w* .{0,60}(ben olmas|ben olmaz|olmazsam|olmasam|kurtulur|para kal)\w*|\btarim ilac\w* .{0,60}(yeter|care\w*|dursun)|\b(balkon|pencere|kopru|cati)\w* .{0,20}asagi bak\w*/,
  ),
  // Medicines kept, not taken ("bir kısmını kutuya atıyorum, birikiyor", "açılmamış kutular",
  // the pharmacy still visited while nothing is taken).
  cue(
    'suicide',
    1,
    /\b(ilac|hap)\w* .{0,60}birik(iyo|iyor|mis|ti)\w*|\bacilmamis (ilac )?kutu\w*|\b(kullanmiyor|icmiyor)\w* .{0,40}eczaneden (almaya|aliyor)\w*/,
  ),
  cue(
    'selfHarm',
    1,
    /\buzun kollu\w* .{0,80}(cizgi|cizik|yara|kesik)\w*|\bparalel (ince )?(cizgi|cizik|kesik)\w*|\b(kendi )?(elini|kolunu|parmaklarini) isir\w*|\b(duvara|kapiya|duvarlara) yumruk at\w* .{0,60}(morar|kanay|aci)\w*/,
  ),
  cue('selfHarm', 0.5, /\bkanli (pamuk|mendil|pecete)\w*|\bmaket bicag\w*|\byara band\w*/),
  // A hand on the throat ("boğazıma sarıldı"), a knife drawn on someone.
  { ...cue('violence', 1, /\bbogaz\w* (sarildi|sarilmis|sarilip|sikti|sikmis)\w*/), lethal: true },
  cue('violence', 1, /\b(uzerine|ustune) bicak cek\w*|\bbicak cekti\w*/),
  // A child kept out of the house, sent to work, engaged, left unwashed and unfed.
  {
    ...cue(
      'childAbuse',
      1,
      /\b(onu|cocugu|kizini|oglunu) eve almiyor\w*|\b(atolye|sanayi|tarla|fabrika|oto yikama)\w* .{0,40}calistiril\w*|\bgunde \d+ saat .{0,30}calistir\w*|\bnisan(landi|lanmis|lanacak|im var|i var)\w*/,
    ),
    minorScope: true,
  },
  // A child at work (a sign to ask about beside another: hours, injuries, school left behind).
  {
    ...cue('childAbuse', 0.5, /\b(atolye|sanayi|tarla|fabrika|oto yikama)\w* .{0,40}calis\w*/),
    minorScope: true,
  },
  {
    ...cue(
      'childAbuse',
      0.5,
      /\bbasinda bit\w*|\bkahvalti (etmeden|yapmadan) gel\w*|\bdis\w* curuk\w*/,
    ),
    minorScope: true,
  },
  // An older person told they are a burden, marked by a cane, left with sores, signed for.
  cue(
    'elderAbuse',
    1,
    /\b(gidicisin|basimiza yuk|ol de kurtul)\w*|\bbaston\w* .{0,20}(morlu|iz|vur)\w*|\b(basi|yatak) yara\w*|\b(sirt|topuk)\w* .{0,30}yara\w*|\badina kredi cek\w*|\bmaas\w* (kendi )?hesabina aktar\w*/,
  ),
  // A threat to strike ("kafasına indiririm"), waiting outside someone's work or home.
  cue(
    'harmToOthers',
    1,
    /\b(kafasina|basina) (indir|gecir)(irim|ecegim|ecem)\b|\b(isyeri|evi|okulu)\w* (onunde|kapisinda) .{0,30}bekl\w*/,
  ),
  // Days without water, alcohol stopped two days ago with tremor and things seen.
  cue(
    'psychEmergency',
    1,
    /\b(\d+|iki|uc|dort|bes) gun\w* .{0,40}(su (da )?icmiyor|sivi almiyor|yemek ve su almiyor)|\b(ickiyi|alkolu|icmeyi) birakali .{0,60}(titri|terli|gor|fare|bocek)\w*/,
  ),
  // Earlier overdoses, and "then I won't be here either": a threat of suicide said as a reproach.
  cue(
    'suicide',
    1,
    /\b(gecmiste|daha once|\d+ kez|iki kez|uc kez|birkac kez|bir kez) .{0,20}(ilac|hap)\w* (icmis|icti|ictig|yutmus|yuttu)\w*/,
  ),
  cue('suicide', 1, /\b(o zaman |ben de |artik )(ben )?(olmam|olmayacagim|yokum)\b/),
];
