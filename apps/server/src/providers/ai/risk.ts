// Risk detection (issue 15): reads a question or case note the way a supervisor screens it and
// returns the risk categories, the sentences the verdict rests on, and a level. Used by every
// provider (sdk-engine.ts): the offline engine and an LLM alike get the same verdict.
//
// How it reads (the cues themselves are in risk-cues.ts):
// - Sentence by sentence, on folded text (with or without Turkish letters, any case).
// - A cue counts unless the clinician's own words take it back: a screening noun followed by a
//   denial in its clause ("intihar düşüncesi yok"), or a screening list answered by a global
//   denial ("…sordum. Hiçbiri yok."). Verbs carry their own negation ("ölmek istemiyor").
// - Talk about a film, a novel, the news, a study or a lecture is not about a person at risk;
//   nor is an intrusive, unwanted harm thought of OCD that the client abhors.
// - Violence is attributed to whom it happens to (a child, an older person, a partner or family
//   member) and flagged under every category that fits.
// - When unsure, flag: weak cues add up, and nothing here removes a strong cue without an
//   explicit reason in the text.
// - A learned model (risk-model.ts) reads the text too; a category it is confident about is
//   flagged even when no hand-written cue matched, with the sentences it is most confident about
//   (one, or two when the second is nearly as telling) as evidence.
import { fold, sentences as sentencesOf } from './text';
import { RISK_CUES, RISK_KINDS, type RiskCue, type RiskKind } from './risk-cues';
import { predict, riskModel, type RiskModel } from './risk-model';

export { RISK_KINDS, type RiskKind } from './risk-cues';

export interface RiskEvidence {
  kind: RiskKind;
  /** The sentence of the text the cue was found in (as written). */
  sentence: string;
}

export interface RiskAssessment {
  risk: boolean;
  kinds: RiskKind[];
  /** high: a strong, specific signal (plan, means, imminence, several cues); possible otherwise. */
  level: 'none' | 'possible' | 'high';
  evidence: RiskEvidence[];
  /**
   * What the verdict rests on: `text` when a rule found a risk said in the text, `model` when
   * only the learned model suspects one (no risk words; the text resembles risky ones). Absent
   * means `text`. A suspicion is answered with the questions that would confirm or rule it out,
   * not with reporting steps (compose-frames.ts, risk-protocol.ts).
   */
  basis?: 'text' | 'model';
}

/** Nouns clinicians screen for and then deny ("intihar düşüncesi yok"). */
const SCREEN_NOUN =
  /^(biriktir\w*|(ilac|hap|tablet)\w* .{0,30}biriktir|emir veren|emreden|komut veren|intihar|ozkiyim|olum|olme|olmek|kendi\w* zarar|zarar ver|iz\b|izi\b|izler\w*|morluk\w*|yara\b|siddet|istismar|taciz|tehdit|intikam|ofke|kin\b|nefret|girisim|plan|psikoz|psikotik|ses duy|varsan|halusin|mani\b|manik|hipomani|sanri|paranoy)/;
const DENIAL =
  /^(?:\S+ ){0,8}?(yok|yoktur|olmadi\w*|olmami\w*|bulunmuyor|bulunmadi\w*|bulunmami\w*|redde[dt]\w*|inkar\w*|degil\w*|asla|tarifleme\w*|saptanmad\w*|dislan(di|mis|dig)\w*|ekarte edil\w*|negatif\w*|hic dusunme(di|mis|dig)\w*|(aklindan|aklina) (hic )?(gecme|gelme)(di|mis|dig)\w*)\b/;
/** "…sordum / değerlendirdim" then "hiçbiri yok", "hepsini reddetti": the whole list is denied. */
const SCREENING =
  /\b(sor(du|dum|dugum|ulan|uldu|ulunca|uldugunda|gula)|soru(su|sunu|suna|sunda|lar\w*)\b|anket\w*|tara(ma|dim|nd)|degerlendir|risk degerlendirme)/;
// Quotes are gone once a sentence is normalised: an answer is "…sorduğumda, yok hocam öyle bir şey".
// "Ne … ne …" over now and before ("ne şimdi ne geçmişte", "ne şu an ne daha önce") denies all
// times; another "ne … ne" ("ne zaman ne yapacağını") is no denial.
const GLOBAL_DENIAL =
  /\b(hicbiri(ni)? (yok|olmami|olmadi|tariflemi)|hepsini (net bicimde |acikca |kesinlikle )?redde[dt]|hicbir zaman olmami|hepsi(ni)? .{0,20}(yok|redde[dt]|olmadig)|['"‘“] ?(yok|hayir)\b|(^|[,;:] )(yok|hayir|olmadig\w*|yokmus)\b|\bhic (aklimdan|aklindan|aklima|aklina) (gecmedi|gelmedi)\w*|\btam tersi\b|\b(yok|hayir),? (hocam|abla|abi|oyle bir sey|hic|asla)\b|olumsuz (yanit|cevap)|(^|[:,] ?|\s)olumsuz\s*$|\b(net|kesin|acik)\w* (bir )?((sekilde|bicimde) )?(hayir|yok)\b(?!.*\b(ama|fakat|ancak|yine de)\b)|hayir .{0,30}(gecmedi|dusunmedi|olmadi|yok|asla)|\bhic (boyle|oyle|bunu|bu sekilde) (bir sey\w* )?(dusunme|yapma|yasama|hissetme)(di|mis|dig)|\bne (simdi|su an|bugun|gecmiste|daha once|onceden|eskiden) ne (de )?(simdi|su an|bugun|gecmis\w*|daha once|onceden|eskiden)\b)/;

/**
 * A story or the news told as such ("filmde", "romanın karakteri"), or the clinician's own study
 * (a thesis, a lecture, homework for a course, a written policy to draw up): not a person at risk. Checked in the cue's own
 * clause and only in those forms, so "kitaplarını dağıttı" or a farewell poem still count — and
 * "haberlerde çıkacak" (it will be in the news) is a threat, not a story.
 */
const MEDIA_OR_STUDY =
  /\b(film|dizi|roman|hikaye|oyku|haber|belgesel)((si|i|in|leri|lari)(nde|nda|ndeki|ndaki)|de|da|deki|daki|lerde|larda|in|nin|i|ini|inde|inda)\b(?! (cik|izle|gor|duy)\w*(cak|cek|siniz|sunuz))|\bbelgesel\w* izle\w*|\bruya(sinda|mda|larinda|sindaki|da)\b|\b(prospektus|kullanma talimat)\w*|\bkarakter(in|inin|i|ini)\b|\b(bir|ana|kurgu(daki)?) karakter\b|\b(kitapta|kitabinda|kitaptaki)\b|\b(literatur|makale|arastirma|istatistik|meta analiz|kuram|teori|etik kurul|anket)\w*|\b(odev|tez|seminer|sunum|ders|sinav|proje)\w* (icin|hakkinda|konusunda|uzerine|hazirl)|\b(odevim|tezim|sunumum|seminerim)\w*|\b(senaryo|vinyet|rol oyun)\w*|\b(politika|prosedur|yonerge)\w* (\w+ ){0,3}(hazirla|yazmak|olustur|haline getir|gelistir)\w*|\b\w+ davalari\w* (bakiyor|bakan|takip ed)\w*|\b(kadin|cocuk|kisi|birey|insan|magdur|genc|multeci)\w*(la|le|larla|lerle) calis(an|iyorum|tig|iyor)\w*|\b(hasta|danisan|vaka|aile|ergen|hukumlu|mahkum)(lar|ler)(la|le) calis(an|iyor|tik|tig|mak|ma)\w*|\b(sunacag\w*|sunum yapacag\w*|(guncel )?(bir )?ozet(i|ini|le)? (cikar|hazirla|ver|yaz)\w*)/;

/**
 * Marks the clinician states the cause of, a cause that is no one's act: "çizikler yavru kedinin
 * tırmalamasından", "morluklar futbol antrenmanından". A cause only told by someone ("düştüğünü
 * söylüyor", "kedi tırmaladı dedi") is what abuse is hidden behind, and stays for the model.
 */
const EXPLAINED_MARKS =
  /^(?=.*\b(cizik|morluk|yara|iz\b|izler|kesik|siyrik|yanik)\w*)(?=.*\b(kedi\w* (tirmala|isir)|kopeg?\w* (isir|tirmala)|(futbol|mac|antrenman|spor|bisiklet|basketbol|voleybol|gures|judo|karate|paten|kayak)\w*|(egzama|dermatit|sedef|alerji|kurdesen|mogol lekesi|dogum lekesi|dogustan leke)\w*))(?!.*\b(dedi|demis|diyor|soyl|iddia|anlat|acikla|dusmus|merdiven|ama|fakat)\w*)/;
/** A reflexive object right before the verb: "kendimi / kendini / kendine zarar …". */
const REFLEXIVE_BEFORE = /\bkendi(mi|ni|sini|lerini|nizi|mizi|ne|me|sine|lerine|nize|mize)\s+$/;
/** Said outright: there is no case behind the question. */
const NO_CASE =
  /\b((somut|gercek|spesifik|belirli|ozel) bir vaka (yok|degil)|genel bir soru\w*,? (su an )?(boyle )?bir vaka\w* yok|(su an|simdilik|henuz|elimde) (boyle )?(bir )?vaka(m|miz)?( da)? yok|(elimde|su an) (aktif |guncel |boyle )?(bir )?(hasta|danisan|vaka)\w* (da )?yok)/;
/**
 * A question about literature, teaching, law or the clinician's own work that names no person
 * ("yaşlı istismarı ölçeklerinin Türkçe uyarlaması var mı? Tez önerim için…"): there is no one at
 * risk to assess. Any person in the text (a client, a patient, a woman in a group, an age) keeps
 * the rules reading.
 */
const STUDY_TEXT =
  /\b(tez(im\w*|in|de|ler\w*| (konu|calisma|oneri|danisman)\w*)?\b|literatur\w*|mevzuat\w*|egitim (sunumu|programi|verece\w*)|sunum hazirl\w*|uyarlama\w*|gecerlik|guvenirlik|yayginlig\w*|makale\w*|ozetler misin\w*|ikincil trav\w*|davalarina bakiyor)/;
/**
 * A question about a concept, a theory or teaching (a theory is "kuram", not the verb "kuramıyor":
 * "iletişim kuramıyoruz" is a couple's complaint) ("Durkheim'ın anomik intihar kavramı",
 * "öğrencilere anlatırken") with no one person in it: no one to assess.
 */
const THEORY =
  /\b(teorik|kuram(lar\w*|sal\w*|ci\w*|i|in|a|da|dan|ini|inda|indan)?\b|kavram\w*|tipoloji\w*|aciklar misin\w*|ogrenci(lere|lerine|lerimize|lerime) (\w+ ){0,8}(anlat|ogret|aktar|acikla|sun|ders)\w*|(nasil )?karsilastir(ir|abilir|mali|mak)\w*|sinav(da|inda) (\w+ ){0,6}soru(lacak|luyor|labilir)\w*|literatur\w*|durkheim|papageno|werther|(seminer|atolye|sunum|egitim|hizmet ici egitim)\w* (\w+ ){0,3}(hazirl|verece|anlatacag|duzenl|sunacag)\w*|derste (tartis|anlat|isle)\w*|stajyerlere|asistanlara|(uzmanlik|yeterlik|tus|kpss)\w* sinav\w*|arasindaki fark\w*|nasil kodla\w*|ortak bir tanim\w*)\b/;
/** One person the text is about (not a group or a topic): "danışanım", "bir hasta", "14 yaşında". */
const ONE_PERSON =
  /\b(danisan(im|imiz|in|i|a|imin)?|hasta(m|miz|nin|yi|ya|mi)?|vaka(m|mda|mizda)|ogrenci(m|miz|si|yi|ye|nin)|(kiz|erkek) ogrenci|dns|ogr|\d+ (yas|yasinda|yasindaki|y)|(bir|bu) (danisan|hasta|ogrenci|cocuk|kadin|erkek|genc|ergen|anne|baba))\b/;
/** Any person a case is about: a client, a patient, someone's age, a family member, a group member. */
const A_CLIENT =
  /\b(danisan\w*|hasta(?!ne)\w*|vaka\w*|seans\w*|gorustu\w*|gorusme\w*|kadin\w*|erkek\w*|cocug\w*|cocuk\w*|ergen\w*|genc\w*|anne\w*|baba\w*|esi\w*|kizi\w*|oglu\w*|ogrenci\w*|katilimci\w*|uye\w*|veli\w*|kardes\w*|dede\w*|nine\w*|\d+ (yas|yasinda|yasindaki|y)\b)/;
/** A category's name ("çocuk istismarı", "kadına yönelik şiddet"): a topic, not a person. */
const CATEGORY_NAME =
  /\b((cocuk|yasli|kadin|ergen|cinsel)\w* (istismar|ihmal|siddet)\w*|(kadina|cocuga|yasliya|ergene) yonelik (siddet|istismar)\w*)/g;
/** A weapon in a licensed hobby or job ("ruhsatlı avcı, tüfeği kulüpte kilitli"). */
const LICENSED_WEAPON =
  /\b(ruhsatli|avci|av kulub|atis (kulub|poligon|sporu)|atici|kilitli (dolap|kasa)|polis memuru|asker|bekci|guvenlik gorevlisi|bicak ustasi|bicakci|kasap|asci|ruhsatini (yenile|al)\w*|ruhsati (var|yenile)\w*|avcilik)/;
/**
 * Intrusive, unwanted harm thoughts of OCD: named as OCD (or its treatment) and abhorred. Both are
 * needed — a clinician's own alarm ("beni dehşete düşürdü") about a real threat must not silence it.
 */
const OCD_FRAME =
  /\b(okb|takinti\w*|obsesif|obsesyon|intruzif|istenmeyen dusunce|tepki onleme|\berp\b|imge(ler)?\w*|rituel|defalarca (geri don|kontrol)|zihn\w* (gel|takil|firla|us)\w*|akl(im|in|ima|ina)\w* (gel|takil|firla|us)\w*|goruntuler\w*)/;
const ABHORRED =
  /\b(dehset|tiksin\w*|nefret|yabanci|korkutucu|istemiyor|istemedig|istegi (yok|olmadig)|niyeti (yok|olmadig)|agla|utan\w*|guvence\w*|bicak\w* sakla\w*|kacin\w*|giremi\w*)/;

/**
 * The client's own feared act, in the first person ("ya kötü bir niyetim varsa", "ya dokunursam"):
 * an obsession's form. Someone else's act told with horror ("dayısının dokunduğunu öğrenince
 * dehşete kapıldı") is not one, and stays a risk.
 */
const OWN_FEARED_ACT = /\b(niyetim|istegim|arzum|ya ben\b|\w+s[ae]m\b)/;
/** The client's own feared act against themselves, as an obsession words it: "ya kendimi keserim". */
const OWN_SELF_FEAR = /\bya (kendimi|kendime|kendini|kendine)\b/;
/** Harm that was done, not feared: marks on a body, a beating told in the past or as ongoing. */
const HARM_DONE =
  /\b(morlu\w*|yaralan\w*|kirik\w*|yanik\w*|(dov|vur|tekmele|tokatla|itekle)(du|dug|uyor|mus|tu|tug)\w*|tokat at\w*)/;
const A_CHILD = /\b(cocuk|bebe|bebek|kiz(i|im|in|lar)|ogl(u|um)|ogrenci|yegen|torun)\w*/;

/**
 * A threat said as a joke that everyone took as one ("şakayla", "takıldı", "herkes güldü"): not a
 * threat, unless a weapon or a plan is in the text. The speaker laughing is not enough: a threat
 * said with a laugh can be the most serious kind.
 */
const JOKE =
  /\b(saka(yla|siyla|dan|lar\w*)?(?! (gibi )?(durm|degil|yapmi|olmad|etmi|mi\b|mu\b|saka|yapar mi))|sakalas\w*|deyim (olarak|gibi)|espri\w*|takil(di|iyor|arak|digini|ir)\w*|(herkes|hepsi|hepimiz|ikisi|ikimiz|cocuk|ogrenciler|sinif)\w* (da |de )?(gul(du|dugunu|dukleri|ustuler|usuyor)\w*|kahkaha\w*))\b/;
/** Cue kinds a closed chapter of the past silences. */
const HISTORICAL_KINDS = new Set<RiskCue['kind']>([
  'violence',
  'harmToOthers',
  'selfHarm',
  'childAbuse',
  'psychEmergency',
  'domesticViolence',
]);
/** Specifics that no joke takes back: a weapon, a plan, knowing where the person lives or parks. */
const WEAPON_OR_PLAN =
  /\b(silah|tabanca|tufe[kg]|bicak|plan|adres|takip|hazirl|ruhsat|avci|haberlerde|tarih ver)\w*|\bnerede (oturdug|durdug|calistig|park)\w*|\byolunu biliyorum/;
/** The speaker's own "şaka şaka", "espriydi": playing a threat down, not a joke others shared. */
const PLAYED_DOWN =
  /\b(saka saka|sakaydi|sakaymis|espriydi|esprimis|sadece saka|saka yapiyordum|saka gibi|gecistir\w*)\b/;
/** A joke the sentence says was taken as one, not one its speaker plays a threat down with. */
const sharedJoke = (sentence: string) => JOKE.test(sentence) && !PLAYED_DOWN.test(sentence);
/**
 * Violence or self-harm told as a closed chapter: in childhood or years ago, and resolved since
 * (the perpetrator died, the parents divorced, it never happened again, the client is safe now).
 */
const ABUSE_KINDS = new Set<RiskCue['kind']>(['childAbuse', 'violence']);
/** The categories an adult's own childhood abuse would be read as, were it not history. */
const HISTORY_KINDS = new Set<RiskKind>(['childAbuse', 'domesticViolence']);
/** A move or a journey abroad (folded): an ordinary reason both to give things away and to say goodbye. */
const MOVE = String.raw`tasin(di|iyor|acak|dig|irken|mak|ma|ca)\w*|yurt ?disina|goc (ediyor|edecek)`;
const MOURNING_OR_MOVE = new RegExp(
  String.raw`\b(vefat\w*|olumunun|olumunden|rahmetli\w*|kaybettig\w*|cenaze\w*|${MOVE})`,
);
/**
 * The ordinary occasion of a farewell: a move or a journey, the end of therapy, school or a job,
 * a child's first days at nursery — or a letter to the dead as a grief exercise. A farewell told
 * beside a death is not excused by the death alone (a bereaved client's farewell is a sign).
 */
const FAREWELL_OCCASION = new RegExp(
  String.raw`\b(${MOVE}|tasinma\w*|terapi\w* (bit|sonlan)\w*|sonlandir\w*|hedeflerine ulas\w*|mezun\w*|erasmus|staj\w*|(kres|anaokul|okul)\w* (son gun|basla)\w*|okulun son|tayin\w*|askere|emekli ol\w*|isten ayril\w*|yeni (is|sehir|okul|ev)\w*|veda mektubu (yazma )?(teknig|ritu|calisma|odev)\w*|veda ritu\w*|vedalasma ritu\w*)`,
);
/** The last episode, a year or more ago ("son hipomanisi 2 yıl önce", "son manik atağı 2019'da"). */
const LAST_EPISODE_AGO =
  /\bson (\w+ )?(manik |hipomanik |psikotik )?(atag|atak|donem|epizod|hipomani|mani|nobet|yatis)\w* .{0,20}((\d+|bir|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on) (yil|sene) once|(19|20)\d\d)/;
/** An age then and an age now ("19 yaşında bir girişim …; şimdi 47 yaşında"): long past. */
const AGE_THEN_AND_NOW = String.raw`\d{1,2} yasinda\b.{0,80}\bsimdi \d{1,2} yasinda`;
const LONG_AGO = new RegExp(
  String.raw`\b(cocukken|cocuklugunda|ergenlikte|gencken|yillar once|(\d+|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on|yirmi|otuz|kirk|birkac|cok) yil once|(\d+|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on|yirmi|otuz) yildir hic|(lise|ortaokul|ilkokul|universite|ogrencilik|ergenlik|genclik) (yillarinda|doneminde|yillarindaki)|gecen yil|\d+ \d+ yaslari arasinda|${AGE_THEN_AND_NOW})\b`,
);
/**
 * An adult's own childhood ("çocukluğunda istismara uğramış 42 yaşında danışan"): abuse told as
 * the history of a grown client is a trauma history, not a child to protect today — unless a
 * child is within reach now (the perpetrator looks after grandchildren) or the client is a minor.
 */
const OWN_CHILDHOOD =
  /\b(cocuklugunda|cocuklugumda|cocuklukta|cocukken|kucukken|cocukluk (done|yillar)\w*|ergenliginde|ergenlikte|(\d+|alti|yedi|sekiz|dokuz|on) yasindayken)\b/;
const NOW =
  /\b(su an|simdi|hala|hâla|halen|devam ediyor|bugun|dun|gecen (hafta|ay)|son (gunlerde|haftalarda|aylarda))\b/;
/** Years ago — at least five, or a life stage long past — for an attempt to be history. */
const YEARS_AGO = new RegExp(
  String.raw`\b(([3-9]|[1-9]\d) yil once\w*|(uc|dort|bes|alti|yedi|sekiz|dokuz|on|yirmi|otuz|kirk) yil once\w*|yillar once\w*|cocukken|ergenlikte|gencken|genclikte|gencliginde|lisedeyken|\d{1,2} yasindayken|(19|20)\d\d (de|da|te|ta|yilinda)|yillar\w* once|${AGE_THEN_AND_NOW})\b`,
);
/** Today's screen for suicidal thoughts said to be clear. */
const SCREENED_CLEAR =
  /\b(guncel|su anki|simdiki|bugunku) (risk (sorgu|tarama|degerlendirme)\w*|tarama|degerlendirme)\w* .{0,30}(yok|negatif|saptanmadi|bulunmadi)|\b(olum|intihar|olme)\w* (dusunce|istegi|istek)\w* (\w+ ){0,2}(yok|olmadig\w*|olmami\w*|olmadi\w*|bulunmuyor|bulunmadi)|\b(boyle bir|hicbir) (dusunce|istek)\w* (olmadig|yok)\w*|\b(bugun|su an|simdi|guncel)\w* ([\w,:]+ ){0,7}(dusunce|plan|niyet|umutsuzluk)\w* ([\w,]+ ){0,5}(yok|olmadig\w*|negatif)\b|\brisk (sorgu|tarama|degerlendirme)\w* (negatif|temiz|olumsuz)|\b(yillardir|o zamandan beri|o donemden sonra|sonrasinda|(aradan gecen|sonraki) yillar(da|\s?boyunca)) (hic )?(dusunce|girisim)\w* (\w+ ){0,3}(yok|olmami\w*|olmadi\w*)|\b(o gunden|o zamandan|o donemden|o tarihten) (beri|bu yana) (ne \w+ ne de? \w+ (olmus|olmamis|yasanmamis)|(herhangi bir |hicbir )?(boyle |bu tur )?(dusunce|girisim)\w*( (ya da|veya|ve) (dusunce|girisim)\w*)? (yasama|olma)(dig|mis|di))|\brisk degerlendirmesi (yaptim|yapildi)\w*,? (\w+ ){0,3}(yok|olmadig\w*|saptanmadi)/;
/** Something new since the closed chapter: a sentence with it is not part of the history. */
const RECENT = new RegExp(
  `${NOW.source}|\\b(son (zamanlarda|seans\\w*)|bu (hafta|ay|sabah|aksam|gece|seans)|yeni|taze|yine|gene|tekrar|yeniden)\\b`,
);
/**
 * A verb the cue names, said in the negative: "vurmadıklarını", "bağırmamaya çalışıyor", "tehdit
 * etmemiş", "hakaret ya da tehdit etmemiş". Turkish negates inside the verb (-ma/-me before the
 * tense), so a cue matching the stem would read the denial as the act. Verbal nouns ("vurmayı",
 * "kesmesi") and "-madan" (before or without doing) are not negations; nor is "vuramadı" (could
 * not) when the sentence says someone tried; nor "inkâr etmedi", "kabul etmedi" after the act.
 */
const NEGATED_VERB =
  /^(\w{2,}?)(?:ma|me)(?:di|dig|dik|mis|ma|me|z|yan|yen|yac|yec|yip|yup)|^(\w{2,}?)m[iu]yor/;
/** Affirmative endings tried on a negated verb's stem: does the cue read the act itself? */
const AFFIRMATIVE = [
  '',
  'di',
  'du',
  'iyor',
  'uyor',
  'dig',
  'dug',
  'acak',
  'ecek',
  'ar',
  'er',
  'ir',
  'ur',
];
const COULD_NOT = /[ae](ma|me)(di|dig|dik|mis)/;
const TRIED = /\b(calis|ugras|dene|kalkis|girisim)\w*/;
/** A noun's own light verb in the negative, next to it or after a list: "hakaret ya da tehdit etmemiş". */
const LIGHT_VERB_NEGATED =
  /^\s*((ya da|veya|yahut|ve|ne de|ne) \w+ )?(hic )?(et|ed|yap|ol|gor|uygula|yasa|ver|kullan)(me|ma)(di|dig|dik|mis|z)\w*/;
/**
 * The act as the object of a thought or wish denied right after it: "kendini öldürmeyi
 * düşünmediğini", "zarar vermeyi istemiyor". `after` starts inside the cue's last word.
 */
const INTENT_NEGATED =
  /^\S*\s+(hic\s+)?(dusun|iste|planla|tasarla)(me|ma|mi|mu)(di|dig|dik|mis|yor|z)\w*/;
const NOT_A_DENIAL =
  /\b(inkar|itiraz|kabul|pisman|vazgec|tereddut|sakla|gizle|utan|cevap|yanit|soru)\w*|\b(sor(du|unca)|mi|mu)\b/;
function negatedVerb(cue: RegExp, sentence: string, start: number, end: number, after: string) {
  const wordStart = sentence.lastIndexOf(' ', end - 1) + 1;
  const spaceAt = sentence.indexOf(' ', end);
  const wordEnd = spaceAt < 0 ? sentence.length : spaceAt;
  const word = sentence.slice(wordStart, wordEnd);
  const negated = NEGATED_VERB.exec(word);
  if (negated) {
    if (COULD_NOT.test(word) && TRIED.test(sentence)) return false;
    // Cues of neglect say the negative themselves ("yemek vermiyor", "okula göndermediği"): the
    // negation is a denial only when the cue also reads the affirmative verb at the same place.
    const stem = negated[1] ?? negated[2] ?? '';
    return AFFIRMATIVE.some((ending) => {
      const affirmative = `${sentence.slice(0, wordStart)}${stem}${ending}${sentence.slice(wordEnd)}`;
      const read = cue.exec(affirmative);
      return read?.index === start && start + read[0].length > wordStart;
    });
  }
  return (
    (LIGHT_VERB_NEGATED.test(after) || INTENT_NEGATED.test(after)) && !NOT_A_DENIAL.test(after)
  );
}

/** A child's blows aimed at a sibling, a peer or a teacher (folded). */
const CHILD_CONDUCT =
  /\b(kardes|arkadas|ogretmen|akran|diger cocuk|sinif arkadas|birbiri)\w* (\w+ ){0,2}(dov|vur|tekme|isir|itiyor|itti|tokat|yumrukla|tirmal)\w*/;
/** An adult who may be the one hitting (folded). */
const ADULT_ACTOR =
  /\b(anne|baba|ebeveyn|uvey|dede|nine|amca|dayi|teyze|hala|bakici|esi|kocasi|sevgili)\w*/;

/**
 * A young child's threat to toys in play ("oyunda dinozorlara 'seni yiyeceğim, öldüreceğim!'"):
 * aggression in play is how young children work feelings through. Play that re-enacts violence
 * between parent figures ("baba bebeği anne bebeğe vurduruyor") is another matter and stays for the
 * violence cues and the model; so does a threat to a person or a pet, or a weapon. (Threats
 * inside a video game or a match, at any age, are gameThreat below.)
 */
const PLAY =
  /\b(oyun(da|unda|larinda|lar\w*da)?|oyuncak\w*|dinozor\w*|kukla\w*|figur\w*|pelus\w*|ayicig?\w*|lego\w*|robot\w*|canavar\w*)\b/;
const PLAY_TOY_TARGET =
  /\b(dinozor|kukla|figur|pelus|ayici|oyuncak|lego|robot|canavar|asker|araba)\w*/;
const PLAY_FAMILY = /\b(anne|baba|abla|abi|kardes)\w* (bebe|kukla|figur|oyuncak)\w*/;
function playThreat(sentence: string, whole: string): boolean {
  return (
    (YOUNG_CHILD.test(whole) &&
      PLAY.test(sentence) &&
      PLAY_TOY_TARGET.test(sentence) &&
      !PLAY_FAMILY.test(whole) &&
      !WEAPON_OR_PLAN.test(whole)) ||
    gameThreat(sentence, whole)
  );
}

/**
 * A video game or a match being played or watched ("Valorant'ta kaybedince", "konsolda maç
 * oynarken", "maç izlerken"): what is shouted at its players, characters or referee is game talk.
 */
const GAME =
  /\b(valorant|among us|impostor|fortnite|pubg|minecraft|roblox|fifa|counter|cs go|konsol\w*|bilgisayar oyun\w*|online oyun\w*|oyun(da|unda|u kaybed|u kaybet)\w*|mac(i|ta|i kaybed|i kaybet|ta kaybed) ?\w*|mac izler\w*|takim arkadas\w*|rakip takim\w*)\b/;
/**
 * The game's talk brought into life: someone found or met outside it, a real weapon, an address,
 * a trip to them. (Not WEAPON_OR_PLAN: a game has weapons of its own, and "plan" is the
 * clinician's word too.)
 */
const BEYOND_GAME =
  /\b(gercek (hayat|silah|tabanca|bicak)\w*|adres\w*|takip\w*|ruhsat\w*|okul(u|unun|una)? (onu|onune|onunde|cikisi)\w*|evine|kapisina|sokakta|(gidip|gelip|gidecegim|gelecegim|geliyom|gidiyom|yaninda|yanima)\b|(evde|babasinin|dolapta) (\w+ )?(silah|tabanca|tufe[kg]|bicak|sopa)\w*|gercekten (vur|dov|oldur)\w*|nerede (oturdug|calistig)\w*|(bilet|otobus)\w*)/;
/** Someone afraid of the one who said it ("çok korktum", "çocuklar korktu"): no game talk. */
const AFRAID = /\b(kork|dehset|titri|panik)\w*/;
function gameThreat(sentence: string, whole: string): boolean {
  // A partner's threat during a match is as serious as any other ("never a partner's", above).
  return (
    GAME.test(sentence) &&
    !BEYOND_GAME.test(whole) &&
    !PARTNER.test(whole) &&
    !AFRAID.test(sentence)
  );
}

const UNCLE_AUNT = /\b(amca|teyze)\w*/g;
/** Abuse reported and acted on: the perpetrator held or kept away, the child protected (folded). */
const HANDLED =
  /\b(tutuklan\w*|gozaltina alin\w*|uzaklastirma karari|koruma karari (alin|veril|cikar)\w*|koruma altina alin\w*|cocuk izlem merkezi\w*|adli gorusme\w* yapil\w*|bildirim (yapildi|yapilmis)|ihbar edil(di|mis))/;

/** Social media: "Instagram'dan takip etmek" is no stalking on its own. */
const ONLINE =
  /\b(instagram|sosyal medya|twitter|tiktok|facebook|youtube|hesab|profil|story|online|internet)\w*/;
const IN_PERSON =
  /\b(evinin (onu|onune|onunde|kapisi)|kapisin\w*|is ?yeri\w*|pesinden|arabas\w*|okulunun|tehdit\w*|notlar\w*|cicek)/;

/**
 * Tattoos, piercings, dyed hair — a worried parent may call them "self-harm" — and no act of
 * self-harm named anywhere (cutting, burning, scratching, hitting oneself): body art, not injury.
 */
const BODY_ART =
  /\b(dovme(si|sini|ler\w*)? (olarak )?(yaptir|istiy|ist|var)\w*|dovme\w* .{0,40}(yaptir|studyo|goster)\w*|dovmeci\w*|dovme (studyo|salon)\w*|piercing\w*|kupe\w* (deli\w* )?(actir|taktir|tak)\w*|saclar?\w* (\w+ )?boya(t|di|mis)\w*)/;
const SELF_HARM_ACT =
  /\b(kes(ik|iyor|ti|mis|ecek|tig)\w*|jilet\w*|yak(iyor|ti|mis|tig)\w*|cizik\w*|ciz(iyor|di|mis|dig)\w*|kanat\w*|kana(mis|iyor|yan)\w*|yumrukl\w*|tirnakla\w*|pergel\w*|kazi(mis|di|yor|dig)\w*|yara\w*|gazli bez\w*|sarili\w*|bandaj\w*)/;

/** Whether every place a violence cue matches in the sentence acts on a thing, not a person. */
function onThingsOnly(re: RegExp, sentence: string): boolean {
  const every = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  let found = false;
  for (const m of sentence.matchAll(every)) {
    found = true;
    if (!THING_BEFORE.test(sentence.slice(Math.max(0, m.index - 30), m.index))) return false;
  }
  return found;
}

/** A thing right before a violent verb (folded): "kapıyı tekmelemiş", "tabağı fırlattı". */
const THING_BEFORE =
  /\b(kapi\w*|duvar\w*|masa\w*|esya\w*|bardag\w*|bardak\w*|tabag\w*|tabak\w*|oyuncag\w*|oyuncak\w*|dolab\w*|pencere\w*|cam\w*|sandalye\w*|yastig\w*|yastik\w*|top\w*|kumanda\w*|telefon\w*|tablet\w*|kart\w*)\s+(\w+\s+)?$/;
/** The client is a young child (folded): "4 yaşında erkek çocuk". */
const YOUNG_CLIENT = /\b([2-9]|10) (yas|yasinda|yasindaki)\b/;
/** Relatives, by the stem a sentence names them with (folded). */
const RELATIVE =
  /\b(anne|baba|es|koca|abi|agabey|amca|dayi|dede|uvey baba|uvey anne)(si|sini|sinin|siyle|sine|m|mi|min|mle|mla)?\b/g;
/**
 * A relative said to have died ("vefat eden annesi", "babası 10 yıl önce vefat etmiş"). Folded
 * "öldü" is "oldu" (became): only words that cannot be read as "olmak" say a death.
 */
const DIED_AFTER = /^ ?(\w+ ){0,4}(vefat|oleli|olumu|olumunden|rahmetli)/;
/** "Babasını … kaybeden": lost, said of a relative in the accusative (not "babası … kaybettiğinde" a game). */
const LOST_AFTER = /^ ?(\w+ ){0,4}kaybe[dt]/;
const DIED_BEFORE = /\b(vefat eden|olen|rahmetli|merhum|kaybettigi|kaybettikleri) $/;
/** The relatives the text says have died, by stem (read once per text). */
function deadRelatives(whole: string): ReadonlySet<string> {
  const dead = new Set<string>();
  for (const m of whole.matchAll(RELATIVE)) {
    const at = m.index + m[0].length;
    const accusative = m[2] === 'sini' || m[2] === 'mi';
    if (
      DIED_AFTER.test(whole.slice(at, at + 50)) ||
      (accusative && LOST_AFTER.test(whole.slice(at, at + 50))) ||
      DIED_BEFORE.test(whole.slice(Math.max(0, m.index - 25), m.index))
    )
      dead.add(m[1]!);
  }
  return dead;
}
/** Whether every relative the sentence names is one the text says has died. */
function byTheDeadOnly(sentence: string, dead: ReadonlySet<string>): boolean {
  if (dead.size === 0) return false;
  const named = [...sentence.matchAll(RELATIVE)].map((m) => m[1]!);
  return named.length > 0 && named.every((r) => dead.has(r)) && !PARTNER_NOW.test(sentence);
}
/** A living partner or parent in the same sentence ("şimdiki eşi", "annesi hâlâ"). */
const PARTNER_NOW = /\b(simdiki|yeni|hala|halen)\b/;
/** Ages the text gives ("24 yaşında", "kadın 20, erkek 24", "30'lu yaşlarda"): all of them adult. */
function onlyAdultAges(whole: string): boolean {
  const ages = [
    ...[...whole.matchAll(/\b(\d{1,2}) (ve \d{1,2} )?(yas|yasinda|yasindaki|yaslarinda)\b/g)].map(
      (m) => m[1]!,
    ),
    ...[...whole.matchAll(/\b(kadin|erkek|es|esi|koca|kari) (\d{1,2})\b/g)].map((m) => m[2]!),
    ...[...whole.matchAll(/\b(\d)0 ?l[iu] yas/g)].map((m) => `${m[1]}0`),
  ].map(Number);
  return ages.length > 0 && ages.every((age) => age >= 18);
}
/**
 * A death by suicide told of someone (folded): "intiharla kaybettim", "intihar ederek ölmüş"; never
 * an attempt. Folded "öldü" is "oldu" (became), so only words that cannot be read so say a death.
 */
const SOMEONE_DIED_BY_SUICIDE =
  /^(?!.*\bgirisim).*(\bintihar(la|iyla| sonucu)? (\w+ ){0,2}(kaybet|yitir|hayatini kaybet)\w*|\bintihar ederek\b|\bintihar (etti|etmis|etmisti)\b|\bintiharla\b)/;
/** A death weeks or months ago, or just now: recent enough to be a risk of its own. */
const RECENT_DEATH =
  /\b(gecen (hafta|ay)|bu (hafta|ay)|dun|gecenlerde|(bir|iki|uc|dort|bes|alti|\d+) (gun|hafta|ay) once|yeni)\b/;
/** The text says the quarrel passes: "hemen barışıyorlar", "ilişkileri genelde iyi". */
const SQUABBLE_OVER =
  /\b(baris(iyor|tik|irlar|mis|ip)\w*|genel(de|likle) iyi|iyi anlas\w*|kisa sur\w*|hemen gec\w*|cabuk gec\w*)/;
/** An injury done or feared (folded): a child's threat with it is more than a squabble. */
const INJURY =
  /\b(yaral|kan(adi|atti|amis|ayana)|dikis|kirildi|kirdi|bogaz|hastanelik|acil\w* (servis|gotur))\w*/;
/** A sibling or a peer as the one hit (folded). */
const PEER_TARGET = /\b(kardes|arkadas|akran|birbir)\w*/;
/** An adult who may be the one hitting (folded). */
const ADULT_AGENT =
  /\b(anne\w*|baba\w*|ogretmen\w*|amca\w*|dayi\w*|teyze\w*|hala\w*|uvey\w*|bakici\w*|kocasi\w*|yetiskin\w*|abisi\w*|agabey\w*|dedesi\w*)/;
/** Today's life said to be safe (folded): the "now" of a history told as over. */
const SAFE_NOW =
  /\b(guvende(?! hisset(mi|me))\w*|guvenli bir|ayri yasiyor|yalniz yasiyor|tek basina yasiyor|kendi evinde|(ayri|kendi) eve (cikti|cikmis|tasindi|tasinmis)|gorusmuyor|iliskisi yok|bagi kalmadi|temasi yok)/;
/** Still within the abuse's reach: the same house, contact kept, fear (folded). */
const STILL_EXPOSED =
  /\b(ayni (ev|cati)\w*|birlikte yasi\w*|hala (onunla|onlarla|yaninda|gorus|konus|bulus)\w*|gorusmeye devam|guvende hisset(mi|me)\w*|kork(uyor|ar|tugu)\w*|tehdit\w*|devam ediyor\w*|surdur\w*|tekrar(la)?\w*)/;
/** The weight-1 cues of abuse and violence: a clause with one of them tells of abuse itself. */
const STRONG_ABUSE_CUES = RISK_CUES.filter((c) => ABUSE_KINDS.has(c.kind) && c.weight === 1);
/** "8 aylık evli", "3 aylık hamile", "6 aylık tedavi": months of something, not a baby's age. */
const NOT_A_BABY = String.raw`(?! (evli|evlilik|hamile|gebe|iliski|birliktelik|sevgili|nisanli|is\b|calis|tedavi|terapi|seans|sure|izin|kira|borc|maas|ayrilik|bosan))`;
const MINOR_AGE = new RegExp(
  String.raw`\b([1-9]|1[0-7]) (yas|yasinda|yasindaki|aylik${NOT_A_BABY})\b`,
);
const CHILD_IN_REACH =
  /\b(torun|kizi|kizini|oglu|oglunu|cocuklari|cocuguna|cocugunu|yegen)\w* .{0,60}(bakiyor|kaliyor|yalniz|ziyaret|goruyor|birakiyor|emanet)/;
const RESOLVED =
  /\b(hic tekrar(la)?\s?(mamis|madi|olmamis|olmadi)|tekrarla(mamis|madi)|bosanmis\w*|bosandi\w*|bosandig\w*|hicbir temas\w* (yok|olmadig|kalmadi)|hic gorusmuyor|artik gorusmuyor|guvenli bir (ev|yer)|izleri beyaz|stabil(?! degil)|otimik|remisyon\w*|yillardir (hicbir )?temas yok|(\d+|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on|yirmi) yildir hic (\w+ ){0,3}?(olmamis|olmadi|yapmamis|yapmadi|kesmemis|kesmedi|vermemis|vermedi|vermedig)|(o gunden|o zamandan|sonrasinda) (beri |bu yana )?hic (olmami|olmadi|yok|tekrar)|(o gunden|o zamandan|o donemden|o tarihten) (beri|bu yana) (ne \w+ ne de? \w+ (olmus|olmamis|yasanmamis)|(herhangi bir |hicbir )?(boyle |bu tur )?(dusunce|girisim)\w*( (ya da|veya|ve) (dusunce|girisim)\w*)? (yasama|olma)(dig|mis|di))|sonrasinda hic yok|(son )?(\d+|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on|yirmi) (yil|sene)dir (boyle bir |bu tur |hicbir )?(davranis|kendine zarar ver\w*|kesme|girisim|dusunce|durtu)\w* (\w+ ){0,2}(yok|olmami\w*|olmadi\w*|yasamami\w*|yasamadi\w*)|(o zamandan|o gunden|o donemden) (beri|bu yana) hic (durtu|istek)\w* (yasamami|yasamadi|duymami|duymadi|hissetmemi|hissetmedi)\w*|(aradan gecen|sonraki) yillar(da|\s?boyunca) hic (\w+ ){0,4}?(olmamis|olmadi|yok))\w*/;
/** What is new in a sentence, once its words of resolution ("hiç tekrar olmamış") are set aside. */
const RESOLVED_ALL = new RegExp(RESOLVED.source, 'g');
const saysSomethingNew = (text: string) => RECENT.test(text.replace(RESOLVED_ALL, ' '));

/** Everyday hyperbole: an exam, a song or a thesis "killing" someone. */
const FIGURATIVE = [
  /\b(gulmekten|sicaktan|acliktan|meraktan|sikintidan|yorgunluktan|uykusuzluktan|heyecandan) ol(dum|ecegim|uyorum|duk|ecek)\w*/g,
  /\bolumune (calis|sev|kos)\w*/g,
  // Only things, never people: "bu adam beni öldürecek" or a name ("Tezcan") must stay a threat.
  /\b(sinav|sarki|tez|proje|rapor|ders|trafik|trafig|sicak|sinif|hafta|film|mesai|odev|bu is|is yuku|nobet|yan etki|karne|matematik|fizik|kimya|toplanti|staj|vardiya|kuyruk|gurultu|tempo|oyun|kosturmaca|yorgunluk|stres)\w* (beni|bizi) (oldur|bitir|gebert)\w*/g,
  // "Bu hoca beni öldürecek", "bu danışan beni öldürecek": a teacher's or a client's demands,
  // pointed at with "bu"; a partner, a parent or "bu adam" stays a threat.
  /\b(bu|su) (hoca|danisan|ogrenci|musteri|patron|mudur)\w* (beni|bizi) (oldur|bitir|gebert)\w*/g,
  // "Annem karnemi görünce beni öldürecek", "hocam bu tezi bitirmezsem beni öldürecek": a parent's,
  // a teacher's or a boss's anger over a school or work matter the sentence names (never a
  // partner's; never "babam eve gelince beni öldürecek" or one said in fear: a child to screen).
  /\b(annem|babam|hocam|ogretmenim|patron\w*|mudur\w*|supervizor\w*|abim|ablam|dedem) (\w+ ){0,2}(karne|sinav|not(um|u|lar)|odev|puan|deneme|ders|matematik|zayif|test|tez|proje|rapor)\w* (\w+ ){0,2}\w+(nce|nca|sa|se|sam|sem|rsa|rse) (kesin |kesinlikle )?(beni|bizi) (oldur|gebert)\w*(?!.{0,60}\bkork)/g,
  /\b(patron|mudur|supervizor|hoca)\w* (beni|bizi) (oldur|gebert)\w*(?=.{0,60}\b(gulerek|gulup|guldu|gulumse\w*|saka\w*|haha\w*|espri\w*)\b)/g,
  /\b(beni|bizi) (oldurdu|bitirdi|gebertti) resmen/g,
  /\b(oldurecek|oldurdu|bitirecek|bitirdi|gebertecek|gebertti) (beni|bizi) (bu )?(sinav|tez|proje|rapor|ders|trafik|is|odev|mesai|kpss|yks|lgs|ales|tus|yds|final|vize|matematik)\w*/g,
  /\b(kpss|yks|lgs|ales|tus|yds|final|vize|matematik|bu kitap)\w* (beni|bizi) (oldur|bitir|gebert)\w*/g,
  // "Bu tez yüzünden kafamı duvarlara vurasım geldi": exasperation, said of oneself.
  /\bkafami \w+ (vurasim|vuracagim|vuracam)( geldi| geliyor)?/g,
  // "Ölsem bu sınavı geçemem": however hard one tries.
  /\bolsem (de |bile )?(\w+ ){0,3}(gecemem|yapamam|bitiremem|yetistiremem|kazanamam|anlamam|cikamam)\w*/g,
  // "Kafasını duvara vurasım geliyor": a wish said in anger about someone else.
  /\b(onun |patronun |hocanin )?kafasini \w+ (vurasim|kirasim) geliyor/g,
  // "Bunlar birbirini öldürecek" of children fighting; "kendimi öldüresiye spor".
  /\b(cocuklar|kardesler|oglanlar|kizlar|bunlar|ikisi|ikizler)\w* birbir(ini|lerini) (oldur|yiy|yer)\w*/g,
  /\bolduresiye\b/g,
  // "Kendimi öldürürcesine çalışıyorum": as if, said of effort.
  /\b(kendimi|kendini|kendisini) (oldur|gebert|helak ed)\w*(cesine|casina)\b/g,
  // "Sigarayı bırakamıyorum, resmen kendimi öldürüyorum": a habit, said of oneself.
  /\b(sigara|yemek|yiye|tatli|baklava|kahve|seker|fast food|calisarak|calismaktan|is|iste|isyerinde|mesai\w*)\w* .{0,40}kendimi oldur(uyorum|uyom)\b/g,
  /\bkendimi oldur(uyorum|uyom) ,? (tukendim|yoruldum|bittim)/g,
  // "Her sabah köprüde bir saat", "köprü trafiğinde": a commute, not a bridge to jump from.
  /\bkopru(de|den)? (trafig\w*|trafik\w*|(\w+ )?(bir )?(saat|dakika)\w*)/g,
  // "Matematikten kalırsam annem beni öldürür", "'kardeşim beni öldürecek' diye gülerek": a
  // parent's, a sibling's or a teacher's anger foretold over a small thing, laughed about. Never
  // a partner's: "kocam beni öldürecek" said laughing is among the most serious signs.
  /(?<=\b(karne|sinav|not(um|u|lar)|odev|puan|deneme|ders|matematik|zayif|test|tez|proje|rapor)\w* (\w+ ){0,2})\w+(rsa|rse|rsam|rsem|rsak|rsek|ince|inca|unca|unce) (\w+ ){0,3}(annem|babam|abim|ablam|kardesim|hocam|ogretmenim|patronum|mudurum|dedem|anneannem|babaannem) (beni|bizi) (kesin |kesinlikle )?(oldur|gebert)\w*(?!.{0,60}\bkork)/g,
  /\b(annem|babam|abim|ablam|kardesim|hocam|ogretmenim|patronum|mudurum|dedem|anneannem|babaannem) (beni|bizi) (oldur|gebert)(ur|ecek|ecekler|urler)\b(?=.{0,60}\b(gulerek|gulup|guldu|gulumse\w*|saka\w*)\b)/g,
  // "Bu işte kendimi yaktım": ruined one's standing by a mistake — the idiom, when the sentence
  // names no means and no part of the body that burning would need.
  /\bkendi(mi|ni|sini) yak(tim|ti|mis|tig|acag)\w*(?!.{0,60}\b(cakmak|sigara|kibrit|utu|ates|benzin|kaynar|sicak|kol|bilek|elini|bacak|cilt|deri|yanik)\w*)(?=.{0,80}\b(hata\w*|is yerinde|isyerinde|mudur\w*|patron\w*|paylasim\w*|sosyal medya\w*|toplanti\w*|telafi\w*)\b)/g,
  /\b(bu iste|bu isle|isimde|is yerinde|isyerinde|bu konuda|sosyal medyada|toplantida) kendi(mi|ni|sini) yak(tim|ti|mis|tig)\w*/g,
  // "Televizyonu bağıra bağıra açıyor": at full volume, not shouting at someone.
  /\b(televizyon|tv|muzik|radyo|sarki|telefon)\w* (\w+ ){0,2}bagira bagira (ac|dinl|izl|cal|soyl)\w*/g,
  // "Duygularına bir türlü ulaşamıyorum": the therapist's work, not a client out of reach.
  /\b(duygu\w*|ic dunya\w*|ozune|cekirdeg\w*|kendisine) (\w+ ){0,2}ulasam(iyor|adim|iyoruz)\w*/g,
  // "Siyasi intihar olur": a career or a reputation ended, not a life.
  /\b(siyasi|sosyal|mesleki|ticari|kariyer\w*|politik|ekonomik|akademik) intihar\w*/g,
];

/** How telling a second sentence must be, beside the model's best, to be quoted too. */
const SECOND_SENTENCE = 0.6;

/**
 * The model's child abuse is elder abuse when the text gives an older person's age and no child
 * at all (flagByModel). Only that way round: an older person is often the one who harms a child
 * ("dedem aşağımı acıtıyor"), so an elder beside a child never turns child abuse into elder abuse.
 */
function abuseOfWhom(kind: RiskKind, whole: string): RiskKind {
  if (kind !== 'childAbuse' || !ELDER_AGE.test(whole) || MINOR_AGE.test(whole)) return kind;
  const child =
    aboutChild(whole.replace(ADULT_CHILD_OF_ELDER, ' ')) || GRANDCHILD_SPEAKS.test(whole);
  return child ? kind : 'elderAbuse';
}
/** An older person's grown child or grandchild ("torunu eve taşındı", "çocukları yurt dışında"). */
const ADULT_CHILD_OF_ELDER =
  /\b(torun\w*|oglu\w*|kizi\w*|cocuklari\w*|cocuklar\b|cocukken|cocuklugu\w*|yegen\w*)/g;
/** A grandchild speaking of a grandparent: the child is the one at risk. */
const GRANDCHILD_SPEAKS =
  /\b(dedem|ninem|anneannem|babaannem|dedesi|dedesiyle|anneannesi|babaannesi)\b/;
/** An older person's age: 60 and over in figures or in words ("seksenli yaşlarında"). */
const ELDER_AGE =
  /\b([6-9][0-9]|1[0-9][0-9]) (yas|yasinda|yasindaki|y\b)|\(([6-9][0-9]|1[0-9][0-9])\)|\b(altmis|yetmis|seksen|doksan)(li|lerinde|larinda)\w*/;

// Who a sentence speaks of, for violence cues.
const CHILD =
  /\b(([0-9]|1[0-7]) yas(inda|indaki|larinda)|cocu|bebe|ogrenci|ergen|kres|anaokul|ilkokul|ortaokul|lise|sinif|yegen|torun|kizi\b|oglu\b|kizini|oglunu|ogluna|kizina|velayet)/;
/** A university or graduate student is an adult: "üniversite son sınıfta", "yüksek lisans öğrencisi". */
const ADULT_STUDENT =
  /\b(universite\w*|yuksek lisans\w*|doktora\w*|fakulte\w*)( \w+){0,2} (ogrenci\w*|sinif\w*)/g;
const aboutChild = (scope: string) => CHILD.test(scope.replace(ADULT_STUDENT, ' '));
const ELDER =
  /\b((6[5-9]|[7-9][0-9]|1[0-9][0-9]) yas(inda|indaki)|yasli|dede|nine\b|babaanne|anneanne|huzurevi|bakimevi|bakim merkezi|emekli|teyze|amca\b|yaslilik|alzheimer\w*|demans\w*|bunama\w*|yatalak)/;
const PARTNER =
  /\b(esi\w*|esin\w*|esim\w*|koca\w*|karis\w*|sevgili\w*|erkek arkadas\w*|kiz arkadas\w*|nisanli\w*|partner\w*|eski es\w*|kayinvalide\w*|gelin\b|evlilik\w*|evli\b)/;
const FAMILY =
  /\b(anne\w*|baba\w*|agabey\w*|abi\w*|abla\w*|kardes\w*|ailesi\w*|ailem\w*|dayi\w*|amca\w*|oglu\w*|kizi\b|kizin\w*|evlat\w*|gelin\w*|damad\w*)/;
/** The speaker as the one a violent act was done to: "beni", "bana", "boğazımı", "kolumu". */
const FIRST_PERSON_VICTIM =
  /\b(beni|bana|bogazimi|kolumu|kollarimi|yuzume|sacimi|sacimdan|basimi|kafami|bilegimi|karnima|sirtima)\b/;
/** A minor or a pupil in the text: whoever says "beni dövüyor" may be a child. */
const SPEAKER_YOUNG = new RegExp(
  String.raw`\b([1-9]|1[0-7]) (yas|yasinda|yasindaki|aylik${NOT_A_BABY})\b|\b(ogrenci\w*|ergen\w*|cocuk danisan\w*|lise\w*|ortaokul\w*|ilkokul\w*)`,
);
/** Only a teenager's age in the text (13–17). */
const TEEN_ONLY = /\b1[3-7] (yas|yasinda|yasindaki)\b/;
/** A young child in the text (a parent's emergency puts them at risk). */
const YOUNG_CHILD = /\b([0-9]|1[0-2]) yas(inda|indaki)|\bbebe\w*|\bkucuk (cocu|kiz|ogl)/;
/** Another person named in a psychotic or threatening sentence: the one who may be harmed. */
const OTHER_PERSON =
  /\b(annesi\w*|babasi\w*|anne\w+|baba\w+|esi\w*|esini|kocas\w*|karis\w*|komsu\w*|bebe\w*|cocug\w*|cocuk\w*|kardes\w*|patron\w*|ogretmen\w*|arkadas\w*|insanlar\w*)/;

/** Today, tonight, now, a date or a plan (not "şu an stabil": a now that is safe). */
const IMMINENT =
  /\b(bugun|bu gece|yarin|su an(?! (stabil|iyi|guvende|sakin|dengede|risk\w* (yok|dusuk))\b)|simdi(?! (stabil|iyi|guvende|sakin|dengede)\b)|hafta sonu|cumartesi|pazar|cuma|tarih|plan|hazir|satin|(ip|ilac|hap|silah|tabanca|tufe[kg]|bicak|jilet|zehir|kezzap|benzin|mermi|fisek)\w* (\w+ ){0,2}(aldi|aldim|almis|getir)\w*)/;

function normalise(text: string): string {
  let folded = fold(text.replace(/[’'`´]/g, ''))
    .replace(/[^a-z0-9,;:]+/g, ' ')
    // Punctuation kept for clauses stands apart, so "öğrenci, dayısı…" reads as words.
    .replace(/\s*([,;:])\s*/g, ' $1 ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const re of FIGURATIVE) folded = folded.replace(re, ' ');
  return folded;
}

/** Clauses of a folded sentence as offsets: commas, semicolons and "ama", "fakat", "ancak"… */
function clauseSpans(folded: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  const boundary = /[,;:]|\b(?:ama|fakat|ancak|yine de|buna ragmen|oysa)\b/g;
  let start = 0;
  for (const m of folded.matchAll(boundary)) {
    spans.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  spans.push({ start, end: folded.length });
  return spans;
}

interface Hit {
  cue: RiskCue;
  sentence: number;
}

/**
 * What a screening noun affirms before any denial: a participle that says it happened ("şiddet
 * gördüğünü … artık bir çıkış yok" — the "yok" is hopelessness, not a denial of the violence).
 */
const AFFIRMED_PARTICIPLE = /^\S+(dig|dug|tig|tug)(i|u)n(i|u)$/;

/** A clause that only denies: a screening noun followed by a denial, or a list denied as a whole. */
function deniedClause(clause: string, sentenceDenied: boolean): boolean {
  const words = clause.trim().split(' ');
  for (let i = 0; i < words.length; i++) {
    const rest = words.slice(i).join(' ');
    if (!SCREEN_NOUN.test(rest)) continue;
    if (sentenceDenied) return true;
    const after = words.slice(i + 1);
    const denial = DENIAL.exec(after.join(' '));
    if (!denial) return false;
    const before = denial[0].split(' ').slice(0, -1);
    return !before.some((w) => AFFIRMED_PARTICIPLE.test(w) && !DENIAL.test(w));
  }
  return false;
}

/**
 * A list of screened items denied at its end: "intihar düşüncesi, planı, geçmiş girişimi yok". The
 * cue's clause is followed by short comma-separated clauses, the last of which denies.
 */
function listDenied(
  sentence: string,
  clauses: ReadonlyArray<{ start: number; end: number }>,
  from: { start: number; end: number },
): boolean {
  const at = clauses.indexOf(from);
  if (at < 0) return false;
  for (let i = at + 1; i < clauses.length; i++) {
    const prev = clauses[i - 1]!;
    // Only a comma joins items of one list; a semicolon or "ama" starts something new.
    if (sentence.slice(prev.end, prev.end + 1) !== ',') return false;
    const text = sentence.slice(clauses[i]!.start, clauses[i]!.end).trim();
    if (text.split(' ').length > 8) return false;
    if (DENIAL.test(text.split(' ').slice(-2).join(' '))) return true;
  }
  return false;
}

/** The categories a clinician screens for by asking, and the words of that screening (folded). */
const SCREENED_KINDS: ReadonlyArray<[RiskKind, RegExp]> = [
  ['suicide', /\b(olum|olme\w*|intihar\w*|kendi (yasam|hayat)\w*|risk degerlendirme\w*)/],
  ['selfHarm', /\b(kendine zarar|kesme\w*|yakma\w*|kendini (kes|yak)\w*)/],
];
/** A screening's answer that found nothing (folded). */
const SCREEN_NEGATIVE =
  /\b(yok|yoktu|olmami\w*|olmadi\w*|yasamadig\w*|yasamami\w*|redde\w*|dusunmedig\w*|hic olmam\w*|tariflemiyor|tarif etmiyor|allah korusun|hasa|tovbe|asla (yapmam|dusunmem|olmaz|oyle|boyle))\b/;
/** Only a plan denied ("intihar planı yok"): thoughts without a plan are still risk. */
const PLAN_DENIED = /\bplan\w* (\w+ ){0,2}(yok|olmadig|olmami|bulunm)/;
/** The thought itself denied, beside the plan ("düşüncesi, planı yok"). */
const THOUGHT_DENIED =
  /\b(dusunce|istek|istegi|niyet|olum|olmek|olme)\w* (\w+ ){0,4}(yok|yoktu|olmadig\w*|olmami\w*|redde\w*|inkar\w*)/;
/**
 * What takes back the client's own quoted words, said after them: the wish to die itself denied
 * ("ölmek istemediğini", "yaşamak istiyorum") or the words explained as a figure of speech ("mecaz",
 * "laf olsun"). "İntihar düşüncesi yok" alone does not: a passive wish to die ("keşke uyanmasam")
 * is suicidal ideation whatever the answer about suicide.
 */
const WISH_DENIED =
  /\b(olum|olme|olmek)\w* (istegi|istek|dilegi)\w* ([\w;:,]+ ){0,3}(yok|olmadig\w*|olmami\w*)|\b(olmek|olmeyi) (hic )?istemedig\w*|\b(olmek|olmeyi) istemiyor\w*|\byasamak istiyor\w*|\b(mecaz\w*|deyim (olarak|gibi)|laf olsun|saka (olsun|yap|yollu)\w*|abart(iyor|tig|mis|tim)\w*|oyle demek istemedi\w*|gercek bir (olum )?(istegi|istek|niyet)\w* (yok|olmadig\w*|degil))/;
/** The client's quoted words in sentence `i` taken back after them: in a later sentence, or after the quote. */
function takenBack(sentences: readonly string[], folded: readonly string[], i: number): boolean {
  const quoteEnd = sentences[i]!.search(LAST_QUOTE);
  return (
    WISH_DENIED.test(normalise(sentences[i]!.slice(quoteEnd + 1))) ||
    folded.slice(i + 1).some((f) => WISH_DENIED.test(f))
  );
}
/** A quotation in a sentence as written: someone's own words. */
const QUOTE_MARKS = `'"“”‘’«»`;
const QUOTED = new RegExp(`[${QUOTE_MARKS}]`);
/** The quoted parts of a sentence as written ("…sorduğumda 'Allah korusun' dedi" → Allah korusun). */
const QUOTATION = new RegExp(`[${QUOTE_MARKS}]([^${QUOTE_MARKS}]+)[${QUOTE_MARKS}]`, 'g');
/**
 * Whether a cue was found in someone's quoted words, not in the clinician's own ("intihar
 * düşüncesini sorduğumda 'Allah korusun' dedi": the quote is the answer, the cue the question).
 */
function cueInQuote(cue: RiskCue, sentence: string): boolean {
  if (!QUOTED.test(sentence)) return false;
  const quotes = [...sentence.matchAll(QUOTATION)].map((m) => normalise(m[1]!));
  // An unclosed quotation (a quote running to the sentence's end) counts as quoted throughout.
  const unclosed = quotes.length === 0 || LAST_QUOTE.test(sentence.replace(QUOTATION, ''));
  return unclosed || quotes.some((q) => cue.re.test(` ${q} `));
}
/** The last quotation mark of a sentence (what follows it is said about the quote). */
const LAST_QUOTE = new RegExp(`[${QUOTE_MARKS}][^${QUOTE_MARKS}]*$`);
/** A turn after a denial ("ama", "yine de"): what follows is new. */
const BUT = /\b(ama|fakat|ancak|yine de|buna ragmen|oysa)\b/;
/** An act or a means of harm to oneself (folded): never taken back by a denial. */
const ACT_OR_MEANS =
  /\b(biriktir\w*|ilac\w*|hap\w*|jilet\w*|kesik\w*|kesti\w*|yara\w*|iz\b|izi\b|izler\w*|yanik\w*|silah\w*|tufe[kg]\w*|ip\b|plan\w*|hazirl\w*|veda\w*|vasiyet\w*|dagit\w*|not yaz\w*|atla\w*|kopru\w*|cati\w*|balkon\w*|zehir\w*|girisim\w*|bugun|dun|gecen hafta)/;

/** After a risk word, what makes it the name of a kind of work: plural cases, a protocol. */
const WORK_TOPIC_AFTER = /^\s*(vakalar\w*|protokol\w*|hastalar(i|ina|iyla|la)\b)/;

/** A weapon said not to be there ("evde silah yok"); "kilitli değil" says it is. */
const WEAPON_NOUN = /^(silah|tabanca|tufe[kg])/;
const WEAPON_ABSENT = /^(\S+ ){0,3}?(yok|yoktur|bulunmuyor)\b/;

/** A screening noun taken back by the clinician: "…düşüncesi yok", or the whole list denied. */
function isDenied(matched: string, after: string, sentenceDenied: boolean): boolean {
  if (WEAPON_NOUN.test(matched.trim())) return WEAPON_ABSENT.test(after.trim());
  if (!SCREEN_NOUN.test(matched.trim())) return false;
  return sentenceDenied || DENIAL.test(after.trim());
}

export function assessRisk(text: string, model: RiskModel = riskModel()): RiskAssessment {
  const sentences = sentencesOf(text);
  const folded = sentences.map(normalise);
  const whole = folded.join(' ');
  const noCase =
    NO_CASE.test(whole) ||
    (STUDY_TEXT.test(whole) && !A_CLIENT.test(whole.replace(CATEGORY_NAME, ' '))) ||
    (THEORY.test(whole) && !ONE_PERSON.test(whole));
  const egoDystonic = OCD_FRAME.test(whole) && ABHORRED.test(whole);
  const joking = !WEAPON_OR_PLAN.test(whole);
  const closedChapter = RESOLVED.test(whole);
  const adultsChildhood = !MINOR_AGE.test(whole) && !CHILD_IN_REACH.test(whole);
  const childhoodHistory = adultsChildhood && OWN_CHILDHOOD.test(whole);
  const bodyArtOnly = BODY_ART.test(whole) && !SELF_HARM_ACT.test(whole);
  /** A minor, by age or as a pupil ("lise öğrencisi"): a parent's rules are not a partner's control. */
  const minorInText = SPEAKER_YOUNG.test(whole.replace(ADULT_STUDENT, ' '));
  /** Only adults by the ages given ("kadın 20, erkek 24 yaşında"), and no pupil or baby. */
  const adultsOnly = onlyAdultAges(whole) && !minorInText && !YOUNG_CHILD.test(whole);

  const hits: Hit[] = [];
  /** The relatives the text says have died, read at the first violence cue that needs them. */
  let dead: ReadonlySet<string> | undefined;
  /** Per sentence, what the model may read: the clauses that are neither denied nor a story. */
  const readable: string[] = [];
  folded.forEach((sentence, index) => {
    const next = folded[index + 1] ?? '';
    const sentenceDenied =
      SCREENING.test(sentence) && (GLOBAL_DENIAL.test(sentence) || GLOBAL_DENIAL.test(next));
    // Cues are found in the whole sentence (a name or a comma may sit between a person and what
    // happens to them); denial and story context are read in the clause the cue starts in.
    const clauses = clauseSpans(sentence);
    const clauseTexts = clauses.map((c) => sentence.slice(c.start, c.end));
    // "Çocukluğunda istismara uğramış; şimdi evli, güvende": a "now" that says today's life is
    // safe does not bring the abuse into the present. A "now" in any clause brings it into the
    // present only when that clause tells of abuse itself or of being still within its reach
    // ("şimdi de dövüyor", "hâlâ aynı evde, güvende hissetmiyor"), not of today's life ("şimdi
    // yalnız yaşıyor", "şimdi oğluna bağırınca üzülüyor").
    const abuseNowInSentence = clauseTexts.some(
      (c) =>
        NOW.test(c) &&
        !SAFE_NOW.test(c) &&
        (STILL_EXPOSED.test(c) || STRONG_ABUSE_CUES.some((a) => a.re.test(c))),
    );
    readable.push(
      clauseTexts
        .filter(
          (clause) =>
            !MEDIA_OR_STUDY.test(clause) &&
            !EXPLAINED_MARKS.test(clause) &&
            !deniedClause(clause, sentenceDenied),
        )
        .join(' , '),
    );
    for (const cue of RISK_CUES) {
      const match = cue.re.exec(sentence);
      if (!match) continue;
      const end = match.index + match[0].length;
      const clauseAt = (i: number) =>
        clauses.find((c) => c.start <= i && i <= c.end) ?? { start: 0, end: sentence.length };
      const clause = clauseAt(match.index);
      const after = sentence.slice(end, Math.max(end, clauseAt(end).end));
      if (isDenied(match[0], after, sentenceDenied || listDenied(sentence, clauses, clause))) {
        continue;
      }
      if (MEDIA_OR_STUDY.test(sentence.slice(clause.start, clause.end)) || noCase) continue;
      // A risk word naming a kind of work ("doz aşımı protokolü", "intihar girişimi vakalarına
      // bakıyor"): a clinician's or a nurse's job, not an event in this case.
      if (WORK_TOPIC_AFTER.test(after)) continue;
      // An obsession silences the thoughts and the avoidance it brings (knives locked away), not
      // violence that was done, told beside it ("kardeşinin dövdüğünü söyledi", a bruise).
      if (
        egoDystonic &&
        (cue.kind === 'harmToOthers' || cue.kind === 'violence') &&
        !HARM_DONE.test(sentence)
      )
        continue;
      // An intrusive thought of harming a child the client abhors (OCD) is not abuse.
      if (egoDystonic && cue.kind === 'childAbuse' && OWN_FEARED_ACT.test(sentence)) continue;
      // An intrusive "ya kendimi keserim" the client abhors, with nothing done, is OCD too.
      if (
        egoDystonic &&
        (cue.kind === 'selfHarm' || cue.kind === 'suicide') &&
        OWN_SELF_FEAR.test(sentence) &&
        !HARM_DONE.test(sentence)
      )
        continue;
      if (negatedVerb(cue.re, sentence, match.index, end, after)) continue;
      if (cue.kind === 'harmToOthers' && joking && sharedJoke(sentence)) continue;
      if (cue.kind === 'harmToOthers' && playThreat(sentence, whole)) continue;
      // A closed chapter covers the sentences that tell it, and those that say nothing new; a
      // clause with something new ("ama bu hafta tekrar jilet almış") reopens it.
      const cueClause = sentence.slice(clause.start, clause.end);
      // A child's own hitting, kicking or biting of a sibling, a classmate or a teacher is
      // behaviour to work with, not abuse of the child, unless an adult in that clause does it.
      if (
        cue.kind === 'violence' &&
        YOUNG_CHILD.test(whole) &&
        CHILD_CONDUCT.test(cueClause) &&
        !ADULT_ACTOR.test(cueClause)
      )
        continue;
      const history =
        (LONG_AGO.test(sentence) && !saysSomethingNew(cueClause)) ||
        (LONG_AGO.test(whole) && !saysSomethingNew(sentence));
      if (closedChapter && history && HISTORICAL_KINDS.has(cue.kind)) continue;
      // A suicide attempt long ago, and today's screening clear: history the clinician has
      // already assessed ("20 yıl önce girişim … güncel taramada ölüm düşüncesi yok").
      if (
        (cue.kind === 'suicide' || cue.kind === 'psychEmergency') &&
        YEARS_AGO.test(sentence) &&
        SCREENED_CLEAR.test(whole)
      )
        continue;
      // "Son hipomanisi 2 yıl önce": the last episode, years ago, says none since — history of a
      // stable bipolar disorder to keep in mind, not an emergency today.
      // Only the episode's own word is history: a sign told beside it ("ama bu hafta hiç
      // uyumuyor") is read as ever.
      const lastEpisode = LAST_EPISODE_AGO.exec(sentence);
      if (
        cue.kind === 'psychEmergency' &&
        lastEpisode &&
        match.index >= lastEpisode.index &&
        end <= lastEpisode.index + lastEpisode[0].length
      )
        continue;
      // Violence by, or a threat against, a relative the text says has died ("babasını bir yıl
      // önce kaybeden …; babası şiddet uygulayan biriymiş"): a history, no one to protect today.
      // (A death elsewhere in the text no longer closes every chapter: "babası vefat etti; annesi
      // her akşam onu dövüyor" is violence now.)
      if (
        (cue.kind === 'violence' ||
          cue.kind === 'domesticViolence' ||
          cue.kind === 'childAbuse' ||
          cue.kind === 'harmToOthers') &&
        !NOW.test(cueClause) &&
        byTheDeadOnly(sentence, (dead ??= deadRelatives(whole)))
      )
        continue;
      // Someone else's death by suicide ("bir danışanımı intiharla kaybettim", "babası 12 yıl önce
      // intihar ederek ölmüş") is a loss to work with, not the client's own suicidality — unless it
      // is recent: a suicide in the family or among friends within weeks or months is itself a
      // risk to screen for.
      if (
        cue.kind === 'suicide' &&
        /^intihar/.test(match[0]) &&
        SOMEONE_DIED_BY_SUICIDE.test(cueClause) &&
        !RECENT_DEATH.test(sentence)
      )
        continue;
      // A tattoo or a piercing is neither self-harm nor a mark of someone's violence.
      if ((cue.kind === 'selfHarm' || cue.kind === 'violence') && bodyArtOnly) continue;
      // A parent's rule for a minor (the phone taken for an evening) is no partner's control.
      if (cue.partnerOnly && minorInText && !PARTNER.test(whole)) continue;
      // A secret is grooming only when a child is the one who keeps it.
      if (cue.childScope && !aboutChild(sentence)) continue;
      if (cue.minorScope && (adultsOnly || (!minorInText && !aboutChild(whole)))) continue;
      // A teenager left alone for an evening is no neglect; a young child, or days alone, is.
      if (cue.young && TEEN_ONLY.test(whole) && !YOUNG_CHILD.test(whole)) continue;
      // Following someone's account online is not stalking — unless the text also brings them to
      // the door, the workplace or a threat.
      if (/takip/.test(match[0]) && ONLINE.test(cueClause) && !IN_PERSON.test(whole)) continue;
      // Things given away at their own occasion, told in the same sentence (a retiring teacher's
      // desk things to young colleagues, a graduate's books) are a leaving, not a farewell to life.
      if (cue.giveaway && (MOURNING_OR_MOVE.test(whole) || FAREWELL_OCCASION.test(sentence)))
        continue;
      if (cue.farewell && FAREWELL_OCCASION.test(whole)) continue;
      // Abuse is "now" when the cue's own clause says so, or another clause does (above).
      const now = NOW.test(cueClause) || abuseNowInSentence;
      const past = adultsChildhood && OWN_CHILDHOOD.test(sentence) && !now;
      if (past && ABUSE_KINDS.has(cue.kind)) continue;
      // The same history spoken of later ("istismardan söz ederken donuyor"), unless it is now.
      const abuseWord = cue.kind === 'childAbuse' || /istismar|taciz|tecavuz/.test(match[0]);
      if (childhoodHistory && abuseWord && !now) continue;
      if (cue.kind === 'violence') {
        // A door kicked or a plate thrown is anger at things, not violence against a person.
        const justBefore = sentence.slice(Math.max(0, match.index - 30), match.index);
        // …unless the same sentence goes on to a person ("kapıyı tekmeledi, sonra onu itti").
        if (onThingsOnly(cue.re, sentence)) continue;
        // A young child's own aggression towards a sibling or a peer (a four-year-old hitting
        // his brother in a tantrum) is a behaviour to treat, not abuse, unless an adult does it.
        if (
          YOUNG_CLIENT.test(whole) &&
          PEER_TARGET.test(`${justBefore} ${match[0]}`) &&
          !ADULT_AGENT.test(cueClause)
        )
          continue;
      }
      // A young child's threat to a sibling or a classmate in a squabble ("kardeşi çikolatasını
      // yediği için 'onu gebertecem'") is behaviour to work with, as the child's hitting is
      // (above): unless a weapon, a plan or an injury is told, no adult's risk protocol.
      if (
        cue.kind === 'harmToOthers' &&
        YOUNG_CLIENT.test(whole) &&
        PEER_TARGET.test(sentence) &&
        !ADULT_AGENT.test(cueClause) &&
        !WEAPON_OR_PLAN.test(whole) &&
        !INJURY.test(whole) &&
        SQUABBLE_OVER.test(whole)
      )
        continue;
      // "kendimi öldürürüm": a reflexive object makes the act about oneself (the suicide cue
      // reads it), not a threat to others.
      if (cue.kind === 'harmToOthers' && REFLEXIVE_BEFORE.test(sentence.slice(0, match.index))) {
        continue;
      }
      hits.push({ cue, sentence: index });
    }
  });

  // Words of suicide or self-harm told first, then the clinician's own screening for them found
  // nothing ("… intihar vakalarıyla karşılaşıyor. Ölüm düşüncesini sordum, yok."): already
  // assessed, unless those sentences tell an act or a means, or anything of it comes after.
  for (const [kind, noun] of SCREENED_KINDS) {
    const cleared = folded.findIndex(
      (f) =>
        SCREENING.test(f) &&
        noun.test(f) &&
        SCREEN_NEGATIVE.test(f) &&
        !BUT.test(f) &&
        !(PLAN_DENIED.test(f) && !THOUGHT_DENIED.test(f)),
    );
    if (cleared < 0) continue;
    const ofKind = hits.filter((h) => kindsOf(h.cue, folded[h.sentence]!, whole).includes(kind));
    const assessed =
      ofKind.length > 0 &&
      ofKind.every(
        (h) =>
          h.sentence <= cleared &&
          !ACT_OR_MEANS.test(folded[h.sentence]!) &&
          // The client's own words ("'keşke uyanmasam' dedi") are taken back only by the
          // screening that followed them, asked and answered ("sordum; ölmek istemediğini…").
          (!cueInQuote(h.cue, sentences[h.sentence]!) || takenBack(sentences, folded, h.sentence)),
      ) &&
      !folded.slice(cleared + 1).some((f) => BUT.test(f) || ACT_OR_MEANS.test(f));
    if (assessed) hits.splice(0, hits.length, ...hits.filter((h) => !ofKind.includes(h)));
  }
  // A weapon and nothing else, kept in a licensed hobby or job: a means with no one at risk.
  if (hits.length > 0 && hits.every((h) => h.cue.means) && LICENSED_WEAPON.test(whole)) {
    hits.length = 0;
  }
  const score = new Map<RiskKind, number>();
  const evidence = new Map<string, RiskEvidence>();
  const add = (kind: RiskKind, weight: number, sentence: number) => {
    score.set(kind, (score.get(kind) ?? 0) + weight);
    const key = `${kind}:${sentence}`;
    if (!evidence.has(key)) evidence.set(key, { kind, sentence: sentences[sentence]! });
  };
  // A cue counts once however often it recurs ("eski eşi" in two sentences is one weak cue, not
  // two): a weak cue needs a second, different one. Each place it was found stays as evidence.
  const counted = new Map<RiskCue, Set<RiskKind>>();
  for (const { cue, sentence } of hits) {
    const kindsSeen = counted.get(cue) ?? new Set<RiskKind>();
    counted.set(cue, kindsSeen);
    for (const kind of kindsOf(cue, folded[sentence]!, whole)) {
      add(kind, kindsSeen.has(kind) ? 0 : cue.weight, sentence);
      kindsSeen.add(kind);
    }
  }
  /** The categories the rules alone raise (before the model reads the text). */
  const ruleKinds = new Set(RISK_KINDS.filter((kind) => (score.get(kind) ?? 0) >= 1));

  // Abuse the rules read as happening now (not an adult's childhood told as history).
  const abuseNow = hits.some((h) => ABUSE_KINDS.has(h.cue.kind));
  const jokedOnly = joking && folded.some(sharedJoke) && hits.length === 0;
  // An attempt years ago with today's screen clear, and nothing new said: history for the model.
  const attemptLongAgoCleared =
    folded.some((f) => YEARS_AGO.test(f)) &&
    SCREENED_CLEAR.test(whole) &&
    !folded.some((f) => !YEARS_AGO.test(f) && saysSomethingNew(f));
  // Every sentence about a child tells the client's own feared act: the obsession, for the model too.
  const childSentences = folded.filter((f) => A_CHILD.test(f));
  const ownFearOnly =
    childSentences.length > 0 && childSentences.every((f) => OWN_FEARED_ACT.test(f));
  // The model: a category above its threshold counts as one strong cue. It reads what the rules
  // would: without denied clauses, stories and studies; nothing when the text says there is no
  // case; and no harm to others in an intrusive OCD thought.
  const modelText = readable.join(' . ');
  /** How sure the model is that the text carries any risk; null when it did not read it. */
  let anyRisk: number | null = null;
  let modelFlagged = false;
  let modelFlaggedOthers = false;
  /** The categories the model raised on its own thresholds. */
  const modelKinds = new Set<RiskKind>();
  if (!noCase && modelText.replace(/[ ,.]/g, '') !== '') {
    const probabilities = predict(model, modelText);
    anyRisk = probabilities.any;
    const allowed = (kind: RiskKind) =>
      !(egoDystonic && kind === 'harmToOthers') &&
      !(egoDystonic && kind === 'childAbuse' && ownFearOnly) &&
      !(kind === 'suicide' && attemptLongAgoCleared) &&
      !(bodyArtOnly && kind === 'selfHarm') &&
      // Only joked threats and closed chapters: the model reads the same words, and is as wrong.
      !(kind === 'harmToOthers' && jokedOnly) &&
      // A closed chapter ("ergenlikte … 18 yıldır hiç tekrar olmamış") is history for the model too.
      !(closedChapter && HISTORICAL_KINDS.has(kind) && folded.some((f) => LONG_AGO.test(f))) &&
      // An adult's own childhood abuse, told as history, as the rules read it.
      !(childhoodHistory && HISTORY_KINDS.has(kind) && !abuseNow);
    const flagByModel = (raised: RiskKind) => {
      // The model knows abuse better than whom it befalls: with only an older person in the text
      // (no child), its child abuse is elder abuse (abuseOfWhom).
      const kind = abuseOfWhom(raised, whole);
      modelFlagged = true;
      // The sentences it read as risk, best first: the best, and a second nearly as telling (the
      // uncle's house a child avoids, beside the wetting that came back) — the notice quotes them.
      const scored = readable
        .map((sentence, i) => ({
          i,
          p: readable.length === 1 ? probabilities[raised] : predict(model, sentence)[raised],
        }))
        .sort((a, b) => b.p - a.p);
      add(kind, 1, scored[0]!.i);
      const second = scored[1];
      if (second && second.p >= SECOND_SENTENCE * scored[0]!.p) add(kind, 0, second.i);
    };
    RISK_KINDS.forEach((kind, k) => {
      if (probabilities[kind] >= model.thresholds[k]! && allowed(kind)) {
        flagByModel(kind);
        modelKinds.add(abuseOfWhom(kind, whole));
        if (kind === 'harmToOthers') modelFlaggedOthers = true;
      }
    });
    // The model is sure the text carries a risk but not which: nothing else reached a category,
    // so the likeliest one is flagged (with what the rules half-found counted in) — when unsure,
    // flag (issue 15).
    const anyThreshold = model.thresholds[RISK_KINDS.length] ?? 2;
    const flagged = RISK_KINDS.some((kind) => (score.get(kind) ?? 0) >= 1);
    // A likeliest category the text itself rules out (a joked threat, a closed chapter, an
    // intrusive thought) rules the verdict out too: the model read the same words.
    if (!flagged && probabilities.any >= anyThreshold) {
      const likeliest = [...RISK_KINDS].sort(
        (a, b) => (score.get(b) ?? 0) + probabilities[b] - ((score.get(a) ?? 0) + probabilities[a]),
      )[0]!;
      if (allowed(likeliest)) flagByModel(likeliest);
    }
  }

  // A weapon at home with nobody named as its target, in a text about wanting to die, is the
  // means of a suicide, not a threat to others: duty-to-warn steps would send the clinician the
  // wrong way. Harm to others stays when anything else (a threat, a target, the model) found it.
  const othersOnlyByMeans =
    (score.get('suicide') ?? 0) >= 1 &&
    hits.some((h) => h.cue.kind === 'harmToOthers') &&
    hits.every((h) => h.cue.kind !== 'harmToOthers' || h.cue.means) &&
    !modelFlaggedOthers;
  if (othersOnlyByMeans) {
    score.delete('harmToOthers');
    // …and so is the child or partner in the sentence of that weapon ("tüfeğini temizliyor,
    // eşyalarını torunlarına dağıtmış"), unless another rule or the model found them at risk.
    for (const kind of ['childAbuse', 'domesticViolence'] as const) {
      const from = hits.filter((h) => kindsOf(h.cue, folded[h.sentence]!, whole).includes(kind));
      if (from.length > 0 && from.every((h) => h.cue.means) && !modelKinds.has(kind))
        score.delete(kind);
    }
  }
  const found = RISK_KINDS.filter((kind) => (score.get(kind) ?? 0) >= 1);
  const strongest = Math.max(0, ...found.map((kind) => score.get(kind) ?? 0));
  // Imminence is read where a rule found the risk: "hafta sonu" in a sentence about visiting
  // arrangements does not make urgent a risk found elsewhere, or one only the model suspects.
  const imminent = hits.some(
    ({ cue, sentence }) =>
      kindsOf(cue, folded[sentence]!, whole).some((k) => found.includes(k)) &&
      IMMINENT.test(folded[sentence]!),
  );
  // A lethality sign (strangulation) makes the risk it was found for urgent on its own.
  const lethal = hits.some(
    ({ cue, sentence }) =>
      cue.lethal && kindsOf(cue, folded[sentence]!, whole).some((k) => found.includes(k)),
  );
  // Every sign the rules found told as years past ("üç yıl önce bir intihar girişimi"): a risk
  // factor to assess, not an emergency, however strongly the model agrees.
  const historyOnly =
    hits.length > 0 &&
    hits.every(
      ({ sentence }) => YEARS_AGO.test(folded[sentence]!) || LONG_AGO.test(folded[sentence]!),
    );
  // Abuse already in the hands of the authorities, the child safe now ("adli görüşmesi yapıldı,
  // amca tutuklandı", "koruma kararı alındı"): still a case to work with care, not one to report
  // today. Only abuse categories, and only when nothing else makes it urgent.
  const handled =
    HANDLED.test(whole) &&
    found.every((k) => k === 'childAbuse' || k === 'domesticViolence' || k === 'elderAbuse') &&
    !imminent &&
    !lethal;
  const level =
    found.length === 0
      ? 'none'
      : (strongest >= 2 && !historyOnly && !handled) || imminent || lethal
        ? 'high'
        : 'possible';
  // A rule's lone, weak finding that the model reads as all but certainly safe ("kardeşim beni
  // öldürecek" laughed about, a screening question ticked by mistake) is not raised. The bound is
  // the model's `silence`: below it, on texts of writers it never saw, the model never silenced a
  // text that carried risk (train-risk-model.ts, decision 012). An urgent finding always stands.
  const silenced =
    level === 'possible' && !modelFlagged && anyRisk !== null && anyRisk < (model.silence ?? 0);
  const kinds = silenced ? [] : found;
  return {
    risk: kinds.length > 0,
    kinds,
    level: silenced ? 'none' : level,
    evidence: [...evidence.values()].filter((e) => kinds.includes(e.kind)),
    ...(kinds.length > 0 ? { basis: kinds.some((k) => ruleKinds.has(k)) ? 'text' : 'model' } : {}),
  };
}

/**
 * The categories a cue counts for. Violence goes to whoever the sentence (else the text) speaks
 * of; an elder-abuse cue with no older person in the text is economic or physical abuse of
 * someone else, counted as domestic violence; threats and psychosis reach the people they name.
 */
function kindsOf(cue: RiskCue, sentence: string, whole: string): RiskKind[] {
  if (cue.kind === 'elderAbuse') {
    // "Baban bizi terk etti" in a divorce is no abuse: abandonment counts for an older person only.
    if (ELDER.test(whole)) return ['elderAbuse'];
    return cue.elderOnly ? [] : ['domesticViolence'];
  }
  // A threat inside a couple or a family is domestic violence too (and child abuse when it names
  // the children).
  if (cue.kind === 'harmToOthers') {
    return [
      'harmToOthers',
      ...(PARTNER.test(sentence) || FAMILY.test(sentence) ? (['domesticViolence'] as const) : []),
      ...(aboutChild(sentence) ? (['childAbuse'] as const) : []),
    ];
  }
  // Psychosis or a command hallucination about another person: that person may be harmed.
  // A bodily emergency (a seizure) endangers the person, not whoever the sentence names.
  if (cue.kind === 'psychEmergency' && cue.weight === 1) {
    return [
      'psychEmergency',
      ...(OTHER_PERSON.test(sentence) && !cue.bodily ? (['harmToOthers'] as const) : []),
      // A parent in a psychiatric emergency with a young child at home: the child is at risk.
      ...(YOUNG_CHILD.test(whole) ? (['childAbuse'] as const) : []),
    ];
  }
  if (cue.kind !== 'violence') return [cue.kind];
  // "Amca" and "teyze" beside a child are the child's uncle and aunt, not older people.
  const elderScope = MINOR_AGE.test(whole)
    ? (t: string) => t.replace(UNCLE_AUNT, ' ')
    : (t: string) => t;
  const victims = (scope: string): RiskKind[] => [
    ...(aboutChild(scope) ? (['childAbuse'] as const) : []),
    ...(ELDER.test(elderScope(scope)) ? (['elderAbuse'] as const) : []),
    ...(PARTNER.test(scope) || FAMILY.test(scope) ? (['domesticViolence'] as const) : []),
  ];
  // The speaker is the one hurt ("boğazımı sıktı", "beni itti") and no minor or pupil is in the
  // text: an adult client telling of their own partner or family, not a child to protect.
  // An older speaker is an older person harmed.
  if (
    FIRST_PERSON_VICTIM.test(sentence) &&
    !SPEAKER_YOUNG.test(whole.replace(ADULT_STUDENT, ' '))
  ) {
    return [
      ...(ELDER.test(whole) ? (['elderAbuse'] as const) : []),
      'domesticViolence',
      ...(PARTNER.test(whole) || FAMILY.test(whole) ? [] : (['harmToOthers'] as const)),
    ];
  }
  // The victim is often introduced a sentence earlier ("8 yaşında bir kız… Kollarında
  // morluklar…"): whoever the text speaks of counts, the sentence's people first.
  const found = new Set([...victims(sentence), ...victims(whole)]);
  return found.size > 0 ? [...found] : ['domesticViolence', 'harmToOthers'];
}
