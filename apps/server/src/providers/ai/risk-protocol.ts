// What every answer carries when the question holds risk (issue 15), whatever the provider: a
// visible notice at the top (what was noticed, in which sentences, how urgent) and, at the end, a
// protocol specific to each category: what to do now, what to assess, safety planning, reporting
// duties under Turkish law, whom to call and what to document. Facts: WHO mhGAP (self-harm and
// suicide, psychosis, substance use), NICE NG225 (self-harm), the TPD ethics code (limits of
// confidentiality), TCK 278–280, 5395 (md. 6), 6284 and TMK 432 — checked, not invented. TCK 278
// covers a crime being committed (at least attempted) or committed with limitable consequences; a
// threat still being prepared creates no duty to report, so harm to others rests on the ethics
// code's limits of confidentiality, not on a statutory duty to warn.
import { RISK_LABELS as LABELS } from '@psikorehber/shared/schemas/workspace';
import type { RiskAssessment, RiskKind } from './risk';
import { fold } from './text';

const ASSESS: Record<RiskKind, string[]> = {
  suicide: [
    'Ölüm ya da intihar düşüncelerini doğrudan sorun: ne sıklıkta, ne kadar yoğun, en son ne zaman? (Doğrudan sormak riski artırmaz.)',
    'Plan, hazırlık ve yöntem; araçlara erişim (biriktirilmiş ilaç, ateşli silah, kesici alet, yüksek yer) ve zaman çizelgesi',
    'Veda davranışları, eşyalarını dağıtma, vasiyet ya da not yazma, krizden sonra beklenmedik bir sakinlik',
    'Geçmiş girişimler ve kendine zarar verme öyküsü; ailede intihar; alkol/madde kullanımı; yakın zamandaki kayıplar',
    'Yaşama nedenleri, destek veren kişiler ve tedaviye bağlılık (koruyucu etkenler)',
  ],
  selfHarm: [
    'Yöntem, sıklık ve son olay; tıbbi bakım gerektiren bir yara, yanık ya da enfeksiyon olup olmadığı',
    'İntihar niyetinin eşlik edip etmediği: kendine zarar verme ile intihar düşüncesini ayrı ayrı sorun',
    'Davranışın işlevi (duygu düzenleme, kendini cezalandırma, iletişim) ve tetikleyiciler',
  ],
  harmToOthers: [
    'Tehdidin kime yönelik olduğu, ne kadar belirli ve yakın olduğu; plan, hazırlık ve araç (özellikle silah) erişimi',
    'Takip etme, adres öğrenme, gözetleme gibi hazırlık davranışları; geçmiş şiddet öyküsü, madde kullanımı, dürtüsellik',
    'Tehdit altındaki kişinin şu an ne kadar korunaklı olduğu',
    'Danışanın kendi intihar riski: eşe ya da eski partnere yönelik tehdit, silaha erişim ve umutsuzluk bir aradaysa öldürme-intihar (önce karşısındakini, sonra kendini) olasılığını da doğrudan sorun',
  ],
  childAbuse: [
    'Çocuğun şu an güvende olup olmadığı; istismar veya ihmal eden kişiyle temasın sürüp sürmediği',
    'Yaralanma ya da tıbbi bakım ihtiyacı; belirtilerin anlatılan açıklamayla uyuşup uyuşmadığı',
    'Çocuğun anlatımını yönlendirmeden, kendi sözcükleriyle ve tarihle kayda geçirme (ayrıntılı görüşmeyi adli görüşme birimine bırakın)',
  ],
  domesticViolence: [
    'Şiddetin sıklığı ve ağırlaşması; boğma girişimi, silah tehdidi, ayrılık dönemi, hamilelik gibi ölümcül risk işaretleri',
    'Kontrol davranışları: eve kapatma, telefonu/kimliği/parayı elinden alma, yalıtma, konum takibi, cinsel zorlama',
    'Danışanın ve varsa çocukların güvenli bir yere erişimi; danışanın hazır olduğu adımlar',
  ],
  elderAbuse: [
    'Yaşlı kişinin şu an güvende olup olmadığı, bakım ve beslenme ihtiyacının karşılanıp karşılanmadığı',
    'Fiziksel belirtiler (bası yarası, açıklanamayan morluk), ilaçlarının verilip verilmediği ya da fazla verilip verilmediği',
    'Parası, maaşı, banka kartı, mülkü üzerinde kimin denetimi olduğu; kişinin karar verme kapasitesi',
  ],
  psychEmergency: [
    'Kişinin kendisi ya da başkaları için yakın tehlike oluşturup oluşturmadığı (emir veren sesler, hedefi olan sanrılar, tehlikeli davranış)',
    'Bilinç düzeyi, yönelim, ateş, kusma, titreme: alkol/madde zehirlenmesi, aşırı doz, yoksunluk ya da deliryum gibi tıbbi nedenler',
    'Uyku, beslenme, sıvı alımı; ilaç bırakma ya da yeni ilaç; yalnız mı yaşıyor, yanında kim var?',
  ],
};

/**
 * When the client is the one who harms (a partner's or a parent's threat or violence told in the
 * first person, a carer who hurts the older person in their care), the protocol is about keeping
 * the other person safe and working with the client's responsibility, not a victim's safety plan.
 */
type HarmedByClient = 'domesticViolence' | 'elderAbuse';
const HARMED_BY_CLIENT: readonly RiskKind[] = ['domesticViolence', 'elderAbuse'];

const ASSESS_BY_CLIENT: Record<HarmedByClient, string[]> = {
  domesticViolence: [
    'Kime yönelik, ne sıklıkta ve hangi koşullarda (öfke, alkol/madde, kıskançlık, ayrılık dönemi); silaha ya da başka araçlara erişim',
    'Tehdit altındaki kişinin (eş, çocuklar) şu an ne kadar korunaklı olduğu; uzaklaştırma gibi bir tedbir kararı olup olmadığı ve danışanın buna uyup uymadığı',
    'Sorumluluğu ne kadar üstlendiği (küçümseme, suçu karşı tarafa atma) ve değişim için motivasyonu',
  ],
  elderAbuse: [
    'Zararın ne olduğu ve ne sıklıkta (sıkma, sarsma, kilitleme, ilaç ya da yemek vermeme); yaşlı kişide yara, morluk ya da tıbbi bakım ihtiyacı',
    'Bakım yükü, uyku, tükenmişlik ve bakım verenin kendi ruh sağlığı (depresyon, öfke, alkol); yardım alabileceği kişiler ve hizmetler',
    'Yaşlı kişinin bu gece kiminle ve ne kadar güvende olduğu',
  ],
};

const ACT_NOW_BY_CLIENT: Record<HarmedByClient, string> = {
  domesticViolence:
    'Şiddet uygulayan ya da tehdit eden danışanla çalışırken güvenlik önce tehdit altındaki kişinindir: onun şu an ne kadar korunaklı olduğunu ve tırmanma işaretlerini bugün değerlendirin, bu aşamada ortak (çift) görüşmeye geçmeyin. Danışana gizliliğin sınırlarını açıkça söyleyin; çalışmayı şiddetin sorumluluğunu üstlenmesi üzerine kurun (öfke kontrolü tek başına yetmez).',
  elderAbuse:
    'Bakımını üstlendiği yaşlı yakınına zarar verdiğini anlatan danışanla yargılamadan ama zararı adıyla konuşun; yaşlı kişinin bu gece güvende olmasını sağlayacak somut adımları bugün planlayın (kilitlemenin yerine kapı alarmı ya da gece desteği, gündüz bakım, evde bakım hizmeti, kardeşlerin dönüşümlü katkısı, kısa süreli kurum bakımı).',
};

const TODAY_BY_CLIENT: Record<HarmedByClient, string> = {
  domesticViolence:
    'Tehdit altındaki kişinin bu gece güvende olup olmadığını ve danışanın silaha ya da ona erişimini bugün değerlendirin, aynı gün süpervizörünüzle konuşun; belirli bir kişiye yakın tehlike varsa gizliliğin sınırları devreye girer (**155**, **112**).',
  elderAbuse:
    'Yaşlı kişinin bu gece güvende olmasını sağlayacak adımları danışanla bugün kararlaştırın (kilitlemeyi bırakmak, gece ve gündüz bakım desteği); zarar sürüyorsa Sosyal Hizmet Merkezine ve **ALO 183**’e başvurun, bunu danışana da açıkça söyleyin; acil tıbbi ihtiyaçta **112**.',
};

const DUTIES_BY_CLIENT: Record<HarmedByClient, string> = {
  domesticViolence:
    'Tehdit altındaki kişiye ciddi ve yakın bir tehlikede gizlilik mutlak değildir (TPD Etik Yönetmeliği): kolluğun (**155** / **156**) ve gerekirse o kişinin uyarılması gündeme gelir; 6284 sayılı Kanun’daki tedbirler (uzaklaştırma gibi) şiddet uygulayana yöneliktir. Evde çocuk varsa çocuğa yönelik bildirim yükümlülüğünü ayrıca değerlendirin; kararı danışarak verin, gerekçesiyle kayda geçirin.',
  elderAbuse:
    'Yaşlı kişiye zarar sürüyor ya da tekrarlıyorsa Sosyal Hizmet Merkezine ve **ALO 183**’e başvurun (bakım desteği başvurusu da oradan yapılır); suç şüphesinde (darp) kolluğa ya da Cumhuriyet Başsavcılığına bildirim gündeme gelir. Bunu danışana gizliliğin sınırları olarak baştan ve açıkça söyleyin, mümkünse adımları onunla birlikte atın.',
};

/** A threat in the first person ("gebertirim", "öldüreceğim", "bedelini ödeyecek") (folded). */
const OWN_THREAT =
  /\b(oldur|gebert|vur|bicakla|dov|mahved|mahvet|bog|yak|ez|sik)\w*(ecegim|acagim|urum|irim|arim|erim)\b|\bbedelini (ode|cek)\w*/;
/** Harm told in the first person ("kolunu sıktım", "odasına kilitledim", "sarsıyorum") (folded). */
const OWN_HARM_ACT =
  /\b(siktim|sikiyorum|sarstim|sarsiyorum|kilitledim|kilitliyorum|kilitleyip|vurdum|vuruyorum|ittim|itiyorum|ittirdim|tokat attim|tokat atiyorum|tokatladim|dovdum|dovuyorum|cimdikledim|cimdikliyorum|bagladim|firlattim|sacini cektim|elimi kaldirdim|ilacini vermedim|yemek vermedim|yemegini vermedim)\b/;

/**
 * Whether the client is the one who harms in a category: every sentence the category rests on is
 * the client's own threat or act, told in the first person.
 */
export function harmedByClient(assessment: RiskAssessment, kind: RiskKind): boolean {
  if (!HARMED_BY_CLIENT.includes(kind)) return false;
  const sentences = assessment.evidence.filter((e) => e.kind === kind).map((e) => fold(e.sentence));
  return sentences.length > 0 && sentences.every((t) => OWN_THREAT.test(t) || OWN_HARM_ACT.test(t));
}

/**
 * Whether a part of the protocol for one category is already said by another: a client's violence
 * at home toward the older parent in their care is said by the carer's lines (elder abuse), and a
 * client's threat is assessed and reported under harm to others (only the line on working with
 * the one who harms is added).
 */
function saidElsewhere(
  assessment: RiskAssessment,
  kind: RiskKind,
  part: 'act' | 'assess' | 'duty',
): boolean {
  if (kind !== 'domesticViolence' || !harmedByClient(assessment, kind)) return false;
  if (assessment.kinds.includes('elderAbuse') && harmedByClient(assessment, 'elderAbuse'))
    return true;
  return assessment.kinds.includes('harmToOthers') && part !== 'act';
}

const ACT_NOW: Record<RiskKind, string> = {
  suicide:
    'Yakın risk varsa (plan, araç, zaman) danışanı yalnız bırakmayın, araçlardan uzaklaştırın ve **112** ya da en yakın acil servisle güvenli ulaşımı sağlayın; riski danışanla birlikte yazılı bir güvenlik planına dökün (uyarı işaretleri, başa çıkma yolları, aranacak kişiler, araçların kısıtlanması).',
  selfHarm:
    'Tıbbi bakım gerektiren bir yara ya da yanık varsa acil servise yönlendirin; yargılamadan konuşun, zarar azaltma ve duygu düzenleme becerileriyle bir güvenlik planı yapın.',
  harmToOthers:
    'Belirli bir kişiye yönelik ciddi ve yakın bir tehlike varsa gizliliğin sınırları devreye girer: aynı gün süpervizörünüze danışın, kolluğu (**155** / **156**) ya da **112**’yi bilgilendirmeyi ve tehdit altındaki kişinin korunmasını değerlendirin.',
  childAbuse:
    'Çocuğu istismar eden kişiyle yüzleştirmeyin ve ayrıntılı sorgulamayın; çocuğun güvenliği için bildirimi geciktirmeyin.',
  domesticViolence:
    'Danışanla görüşmeyi şiddet uygulayan kişi olmadan yapın; kaçış ve güvenlik planı hazırlayın (önemli belgeler, güvenli kişiler, acil numaralar, KADES uygulaması).',
  elderAbuse:
    'Yaşlı kişiyle istismar ettiği düşünülen kişi olmadan görüşün; acil tıbbi ihtiyaç varsa **112**’yi arayın.',
  psychEmergency:
    'Bilinç bulanıklığı, aşırı doz, zehirlenme, ağır yoksunluk ya da kendisi veya başkası için yakın tehlike varsa **112**’yi arayın; acil psikiyatri değerlendirmesi gerekir, kişiyi bu arada yalnız bırakmayın.',
};

const DUTIES: Record<RiskKind, string> = {
  suicide:
    'Yakın intihar riski gizliliğin sınırlarındandır (TPD Etik Yönetmeliği): danışanın bilgisiyle yakınlarına ulaşmak ve acil servise yönlendirmek gerekebilir.',
  selfHarm:
    'Reşit olmayan danışanlarda velinin bilgilendirilmesini, gizliliğin sınırları çerçevesinde ve çocuğun güvenliğini öne alarak planlayın.',
  harmToOthers:
    'Türkiye’de ABD’deki Tarasoff kararı gibi açık bir “uyarma yükümlülüğü” düzenlemesi yoktur; TCK md. 278–280’deki bildirim yükümlülüğü işlenmekte olan ya da işlenmiş suçlar içindir, henüz hazırlık aşamasındaki bir tehdit için doğmaz. Ciddi ve yakın bir tehlikede ise gizlilik mutlak değildir (TPD Etik Yönetmeliği): tehdit altındaki kişinin ve kolluğun (**155**) uyarılması gündeme gelir. Kararı bir meslektaş ya da hukukçuyla danışarak verin, gerekçesiyle kayda geçirin.',
  childAbuse:
    'Çocuğa yönelik istismar ya da ihmal şüphesinde bildirim yükümlülüğü vardır (TCK md. 278–280; 5395 sayılı Çocuk Koruma Kanunu md. 6): kolluğa (**155** / **156**), Cumhuriyet Başsavcılığına ya da **ALO 183**’e bildirin.',
  domesticViolence:
    '6284 sayılı Kanun kapsamındaki koruyucu ve önleyici tedbirler için kolluğa (**155** / **156**), Şiddet Önleme ve İzleme Merkezine (**ŞÖNİM**) ya da **ALO 183**’e yönlendirin; evde çocuk varsa çocuğa yönelik bildirim yükümlülüğünü ayrıca değerlendirin.',
  elderAbuse:
    'Yaşlı istismarı ya da ihmalinde Sosyal Hizmet Merkezine ve **ALO 183**’e başvurun; suç şüphesinde (darp, dolandırıcılık, güveni kötüye kullanma) kolluğa ya da Cumhuriyet Başsavcılığına bildirin.',
  psychEmergency:
    'Kendisi ya da başkaları için tehlike oluşturan ve başka şekilde korunamayan yetişkin için kurumda tedavi kararı Türk Medeni Kanunu md. 432 kapsamındadır; bu karar hekimin ve mahkemenin işidir, sizin rolünüz acil değerlendirmeye ulaştırmaktır.',
};

/**
 * What cannot wait, per category: the answer to "can it wait until the next session?" when the
 * case carries that risk (WHO mhGAP and NICE NG225 for suicide and self-harm; 5395 and 6284 for a
 * child and for violence at home). Said to whoever will act, in the clinician's own setting.
 */
const TODAY: Record<RiskKind, string> = {
  suicide:
    'Danışana bugün ulaşın (gerekirse telefonla): ölüm düşüncelerini, planı ve zamanlamayı doğrudan sorun; biriktirilmiş ilaç, silah gibi araçların bugün uzaklaştırılmasını danışanla ve onayıyla bir yakınıyla birlikte planlayın. Kendini güvende tutamayacağını söylüyorsa ya da plan ve araç hazırsa **112**.',
  selfHarm:
    'Bugün görüşün: yaranın tıbbi bakım gerektirip gerektirmediğini ve kendine zarar vermeye intihar düşüncesinin eşlik edip etmediğini sorun; bir güvenlik planını bugünden başlatın.',
  harmToOthers:
    'Tehdidin kime yönelik, ne kadar somut ve yakın olduğunu (plan, araç, hedefin nerede olduğu) bugün değerlendirin ve aynı gün süpervizörünüzle konuşun; belirli bir kişiye yakın tehlike varsa gizliliğin sınırları devreye girer (**155**, **112**).',
  childAbuse:
    'Çocuğun bu gece güvende olup olmadığını bugün netleştirin. İstismar ya da ihmal şüphesi somutsa bildirim ertelenmez ve kesin kanıt beklemez (5395 md. 6; **ALO 183**, **155**); kurumunuzda bir bildirim prosedürü varsa bugün işletin.',
  domesticViolence:
    'Danışanın bu gece güvende olup olmadığını bugün, şiddet uygulayan kişi olmadan konuşun: boğma girişimi, silah tehdidi, ayrılık dönemi gibi ölümcül risk işaretlerini sorun ve bir güvenlik planı yapın (**155**, **ALO 183**, ŞÖNİM, KADES).',
  elderAbuse:
    'Yaşlı kişinin bugün güvende olduğunu, bakımının ve ilaçlarının karşılandığını netleştirin; istismar şüphesinde Sosyal Hizmet Merkezine ve **ALO 183**’e başvurun, acil tıbbi ihtiyaçta **112**.',
  psychEmergency:
    'Aynı gün değerlendirme gerekir: nöbet, bilinç bulanıklığı, aşırı doz, zehirlenme ya da ağır yoksunluk gibi bedensel bir tehlikede şimdi **112** ya da acil servis; psikotik ya da manik bir tabloda kişiyi bugün bir psikiyatri acil servisine ya da hekimine ulaştırın. Bu arada yalnız kalmaması için yakınlarıyla konuşun; kendisi ya da başkaları için yakın tehlike varsa **112**.',
};

/**
 * The answer to "can it wait?" when the case carries risk: no, and what to do today for each
 * category noticed (at most two). A supervisor is told to see that it is done today.
 */
export function actTodayAnswer(
  assessment: RiskAssessment,
  asker: 'supervisor' | 'student' | 'other',
): string {
  const today = assessment.kinds
    .filter((kind) => !saidElsewhere(assessment, kind, 'assess'))
    .slice(0, 2)
    .map((kind) => todayFor(assessment, kind));
  const lead: Record<typeof asker, string[]> = {
    supervisor: [
      'Süpervizyonda konuşulacak süreçten önce bu danışanın güvenliği gelir; şunların bugün yapılmasını sağlayın (gerekirse görüşmeyi süpervizenizle birlikte planlayın ya da ona eşlik edin):',
    ],
    // A student or intern does not carry this alone: someone responsible hears it today, even
    // when their own supervisor is away.
    student: [
      'Bugün kurumunuzda sorumlu bir klinisyene söyleyin: süpervizörünüze ulaşamıyorsanız servisin sorumlu hekimine, nöbetçi psikiyatri hekimine ya da kurumdaki başka bir yetkili süpervizöre. Duyduğunuz ifadeyi kelimesi kelimesine, tarih ve saatle yazın; değerlendirme ve kararlar onların sorumluluğunda, sizinle birlikte yapılır:',
    ],
    other: [],
  };
  return [
    'Hayır, beklemeyin: anlattığınız işaretler bir sonraki seansa bırakılacak türden değil.',
    ...lead[asker],
    ...today,
  ].join(' ');
}

/** What cannot wait in a category, for the one the client is in it (victim or the one who harms). */
function todayFor(assessment: RiskAssessment, kind: RiskKind): string {
  return harmedByClient(assessment, kind) ? TODAY_BY_CLIENT[kind as HarmedByClient] : TODAY[kind];
}

/**
 * The questions that assess a category now (the protocol's "Değerlendirilecekler"); with the
 * verdict, the ones for the client's side of it (the one harmed, or the one who harms).
 */
export function assessmentQuestions(
  kind: RiskKind,
  assessment?: RiskAssessment,
): readonly string[] {
  return assessment && harmedByClient(assessment, kind)
    ? ASSESS_BY_CLIENT[kind as HarmedByClient]
    : ASSESS[kind];
}

/**
 * What rules a category out when only the learned model suspects it (no risk said in the text):
 * a neutral question that presumes nothing ("is there anyone the child is afraid of?"), not the
 * questions of a confirmed case ("is the child still in contact with the abuser?").
 */
export const SCREEN: Record<RiskKind, string> = {
  suicide:
    'Umutsuzluğu ve ölüm düşüncelerini doğrudan sorun: "Bazen yaşamanın anlamsız olduğunu ya da ölmenin daha iyi olacağını düşündüğünüz oluyor mu?" Doğrudan sormak riski artırmaz.',
  selfHarm:
    'Çok zorlandığında kendine zarar verip vermediğini (kesme, yakma, vurma) yargılamadan ve açıkça sorun.',
  harmToOthers:
    'Öfkesinin bir hedefi, birine zarar verme düşüncesi ya da silaha erişimi olup olmadığını sorun.',
  childAbuse:
    'Çocuğa yönlendirmeden, evde ve okulda kendini güvende hissedip hissetmediğini, korktuğu ya da yalnız kalmak istemediği biri olup olmadığını sorun; açıklanamayan bir iz ya da yaralanma olup olmadığına bakın.',
  domesticViolence:
    'Partneri yanında değilken, evde kendini güvende hissedip hissetmediğini; korkutulma, kontrol edilme, itilme ya da vurulma olup olmadığını sorun.',
  elderAbuse:
    'Yaşlı kişiye yalnızken bakımının, parasının ve ilaçlarının kimin elinde olduğunu, korktuğu biri ya da karşılanmayan bir ihtiyacı olup olmadığını sorun.',
  psychEmergency:
    'Son günlerdeki ani değişiklikleri sorun: uyku, yönelim ve bilinç, ses duyma ya da şüphecilik, madde ya da ilaç kullanımı.',
};

/** The notice that opens the answer: what was noticed, how urgent, and where the protocol is. */
export function riskNotice(assessment: RiskAssessment): string {
  const kinds = assessment.kinds.map((kind) => LABELS[kind]).join(', ');
  const urgency =
    assessment.level === 'high'
      ? 'Anlatımda plan, araç, yakın zaman ya da birden fazla güçlü işaret var: bunu **acil** bir durum olarak ele alın.'
      : assessment.basis === 'model'
        ? `Metinde açık bir risk ifadesi yok; ama ${assessment.evidence.length > 0 ? 'aşağıdaki ifadeler' : 'anlatım'} bu riskin görüldüğü vakalardakine benziyor. Bu bir olasılık, bir bulgu değil: varsaymadan, ama geçiştirmeden, bugün birkaç soruyla dışlayın; bir işaret çıkarsa protokolü izleyin.`
        : 'Bu işaretler bugün bir değerlendirme gerektirir: netleşene kadar riskli kabul edin.';
  // One sentence may carry several categories: quote it once.
  const quoted = [...new Set(assessment.evidence.map((e) => e.sentence))]
    .slice(0, 3)
    .map((sentence) => ({ sentence }))
    .map((e) => `- “${e.sentence.length > 180 ? `${e.sentence.slice(0, 177)}…` : e.sentence}”`);
  return [
    `> **⚠️ Risk uyarısı: ${kinds}.** ${urgency} Yanıtın sonundaki **Risk Protokolü** ne yapılacağını adım adım anlatır.`,
    '',
    ...(quoted.length > 0 ? ['Dikkat çeken ifadeler:', '', ...quoted, ''] : []),
  ].join('\n');
}

/** Before the protocol, when only the LLM's second opinion saw a category (risk-triage.ts). */
export function modelTriageNote(kinds: readonly RiskKind[]): string {
  return `> **⚠️ Ek risk uyarısı:** yapay zekâ modeli metinde şu risk işaretlerini de gördü: ${kinds.map((k) => LABELS[k]).join(', ')}. Aşağıdaki protokole göre değerlendirin.`;
}

/**
 * What to do now, per category; a threat or thoughts of death carried by a psychotic or manic
 * picture is first a psychiatric emergency (WHO mhGAP, psychosis): the person is brought to a
 * same-day psychiatric assessment, not only warned about or talked through it.
 */
function actNow(assessment: RiskAssessment): string[] {
  const kinds = assessment.kinds;
  const lines = kinds
    .filter((kind) => !saidElsewhere(assessment, kind, 'act'))
    .map((kind) =>
      harmedByClient(assessment, kind) ? ACT_NOW_BY_CLIENT[kind as HarmedByClient] : ACT_NOW[kind],
    );
  if (
    kinds.includes('psychEmergency') &&
    (kinds.includes('harmToOthers') || kinds.includes('suicide'))
  ) {
    lines.unshift(
      'Tehdit ya da ölüm düşünceleri sanrılardan, emir veren seslerden ya da mani tablosundan besleniyorsa bu önce bir **psikiyatrik acil** durumdur: kişiyi aynı gün acil psikiyatri değerlendirmesine ulaştırın (gerekirse **112** ile), yakınlarını bilgilendirin ve durumu yalnızca seansta konuşarak yönetmeye çalışmayın.',
    );
  }
  return lines;
}

/** A client who lives abroad (folded): a country named beside living or moving there. */
const ABROAD_PLACE =
  /\b(yurt ?disi\w*|almanya\w*|hollanda\w*|ingiltere\w*|fransa\w*|avusturya\w*|belcika\w*|isvec\w*|isvicre\w*|amerika\w*|abd\w*|kanada\w*|avustralya\w*|italya\w*|ispanya\w*|danimarka\w*|norvec\w*)/;
const ABROAD_LIFE = /\b(yasiyor|yasayan|yasadig|tasin|gitti|goc|yerles|calisiyor|okuyor)\w*/;

/**
 * The risk protocol appended to an answer. `question` (optional) tells where the client is: one
 * who lives abroad is told to use that country's emergency services, not the Turkish lines.
 */
export function riskProtocolSection(assessment: RiskAssessment, question = ''): string {
  const kinds = assessment.kinds;
  const folded = fold(question);
  const abroad = ABROAD_PLACE.test(folded) && ABROAD_LIFE.test(folded);
  const act = actNow(assessment);
  const steps = [
    `1. Kişinin şu an güvende olup olmadığını doğrudan ve açıkça sorun; yakın tehlike varsa **112**’yi arayın.`,
    ...act.map((line, i) => `${String(i + 2)}. ${line}`),
    `${String(act.length + 2)}. Aynı gün süpervizörünüze danışın.`,
  ];
  const assess = kinds
    .filter((kind) => !saidElsewhere(assessment, kind, 'assess'))
    .flatMap((kind) => assessmentQuestions(kind, assessment).map((item) => `- ${item}`));
  const duties = [
    ...kinds
      .filter((kind) => !saidElsewhere(assessment, kind, 'duty'))
      .map(
        (kind) =>
          `- ${harmedByClient(assessment, kind) ? DUTIES_BY_CLIENT[kind as HarmedByClient] : DUTIES[kind]}`,
      ),
    '- Acil: **112** · Polis: **155** · Jandarma: **156** · **ALO 183** (aile, kadın, çocuk, yaşlı ve engelli sosyal destek hattı).',
    ...(abroad
      ? [
          '- Danışan yurt dışındaysa bu hatlar orada çalışmaz: bulunduğu ülkenin acil numarasını (Avrupa Birliği’nde de **112**), en yakın acil servisi ve yerel kriz hizmetlerini güvenlik planına yazın; ulaşılabilecek bir yakınını ve adresini baştan alın.',
        ]
      : []),
  ];
  const opening =
    'Bu bölüm risk işareti taşıyan her soruya eklenir; klinik yargınızın ve kurumunuzun kriz prosedürünün yerini tutmaz.';
  // A suspicion only the learned model has (basis "model", not urgent) is first confirmed or ruled
  // out: what to ask comes first, and acting and reporting are what follows if it is confirmed —
  // reporting steps read as an order beside a case that may carry no risk at all.
  if (assessment.basis === 'model' && assessment.level !== 'high') {
    return [
      '## Risk Protokolü',
      '',
      opening,
      '',
      '**Önce netleştirin** (ilk fırsatta, gerekirse telefonla)',
      '',
      // The questions that presume nothing (SCREEN), as the answer's own safety section asks them;
      // a confirmed case's questions ("contact with the abuser") come once it is confirmed.
      ...kinds.map((kind) => `- ${SCREEN[kind]}`),
      '',
      '**Doğrulanırsa**',
      '',
      ...assess,
      '',
      ...steps,
      ...duties,
      '',
      '**Kayda geçirin**',
      '',
      '- Sorduğunuz soruları, aldığınız yanıtları ve vardığınız kararı, tarih ve saatiyle',
    ].join('\n');
  }
  return [
    '## Risk Protokolü',
    '',
    opening,
    '',
    '**Hemen yapılacaklar**',
    '',
    ...steps,
    '',
    '**Değerlendirilecekler**',
    '',
    ...assess,
    '',
    '**Bildirim ve yönlendirme**',
    '',
    ...duties,
    '',
    '**Kayda geçirin**',
    '',
    '- Gözlediğiniz ve duyduğunuz ifadeleri (mümkünse kelimesi kelimesine), tarih ve saatiyle',
    '- Yaptığınız risk değerlendirmesini, verdiğiniz kararları ve gerekçelerini, kime danıştığınızı ve kime bildirim yaptığınızı',
  ].join('\n');
}
