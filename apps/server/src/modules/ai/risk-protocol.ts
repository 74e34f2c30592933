// The risk-protocol section added to every answer whose question carries risk language (DESIGN §8),
// whatever the provider: immediate safety steps, what to assess, reporting duties, emergency numbers.
import type { RiskKind } from './risk';

const ASSESS: Record<RiskKind, string[]> = {
  suicide: [
    'Ölüm ya da intihar düşüncesinin sıklığı, yoğunluğu ve en son ne zaman olduğu',
    'Plan, hazırlık, yöntem ve araca erişim (ilaç, kesici alet, ateşli silah, yüksek yer)',
    'Niyet: düşünceye göre davranma isteği, zaman çizelgesi, veda/hazırlık davranışları',
    'Geçmiş girişimler, kendine zarar verme öyküsü, ailede intihar',
    'Koruyucu etkenler: yaşama nedenleri, destek veren kişiler, tedaviye bağlılık',
  ],
  selfHarm: [
    'Kendine zarar vermenin biçimi, sıklığı, tıbbi bakım gerektiren yaralanma olup olmadığı',
    'İntihar niyetinin eşlik edip etmediği (ayrı ayrı sorun)',
    'Tetikleyiciler ve davranışın işlevi (duygu düzenleme, cezalandırma, iletişim)',
  ],
  harmToOthers: [
    'Belirli bir kişiye yönelik tehdit, plan ve araç (özellikle silah) erişimi',
    'Geçmiş şiddet öyküsü, madde kullanımı, dürtü kontrolü',
    'Tehdit altındaki kişinin kim olduğu ve ne kadar yakın bir tehlike bulunduğu',
  ],
  childAbuse: [
    'Çocuğun şu an güvende olup olmadığı, istismar eden kişiyle teması',
    'Fiziksel bulgular, tıbbi bakım ihtiyacı ve kanıtların korunması',
    'Çocuğun anlatımını yönlendirmeden, kelimesi kelimesine kaydetme',
  ],
  domesticViolence: [
    'Şiddetin sıklığı, ağırlaşması, boğma girişimi ya da silah tehdidi (ölümcül risk işaretleri)',
    'Danışanın ve varsa çocukların güvenli bir yere erişimi',
    'Danışanın hazır olduğu adımlar ve güvenlik planına katılımı',
  ],
};

const DUTIES: Partial<Record<RiskKind, string>> = {
  childAbuse:
    'Çocuğa yönelik istismar şüphesinde bildirim yükümlülüğü vardır (TCK md. 279–280, 5395 sayılı Çocuk Koruma Kanunu): kolluğa, Cumhuriyet Başsavcılığına ya da ALO 183 hattına bildirin; bildirimi ve gerekçesini kayda geçirin.',
  domesticViolence:
    '6284 sayılı Kanun kapsamında koruyucu ve önleyici tedbirler için kolluğa (155/156), Şiddet Önleme ve İzleme Merkezlerine (ŞÖNİM) veya ALO 183 hattına yönlendirin; çocuk da etkileniyorsa çocuğa yönelik bildirim yükümlülüğünü ayrıca değerlendirin.',
  harmToOthers:
    'Belirli bir kişiye yönelik ciddi ve yakın bir tehlike varsa gizliliğin sınırları devreye girer: süpervizörünüze danışarak kolluğa (155/156) ya da 112’ye bildirim ve tehdit altındaki kişinin korunması gündeme gelir.',
  suicide:
    'Yakın risk varsa gizliliğin sınırları çerçevesinde danışanın bilgisiyle yakınlarına ulaşmak ve acil servise yönlendirmek gerekir; kararlarınızı ve gerekçelerini kayda geçirin.',
  selfHarm:
    'Tıbbi bakım gerektiren bir yaralanma varsa acil servise yönlendirin; reşit olmayan danışanlarda velinin bilgilendirilmesini gizliliğin sınırları çerçevesinde planlayın.',
};

export function riskProtocolSection(kinds: readonly RiskKind[]): string {
  const assess = kinds.flatMap((kind) => ASSESS[kind]);
  const duties = kinds.flatMap((kind) => (DUTIES[kind] ? [DUTIES[kind]] : []));
  return [
    '## Risk Protokolü',
    '',
    'Sorunuzda risk işaretleri var. Bu bölüm her durumda eklenir; klinik yargınızın ve kurumunuzun kriz prosedürünün yerini tutmaz.',
    '',
    '**Hemen yapılacaklar**',
    '',
    '1. Danışanın şu an güvende olup olmadığını doğrudan ve açıkça sorun; yakın tehlike varsa **112**’yi arayın ya da en yakın acil servise yönlendirin.',
    '2. Danışanı bu durumdayken yalnız bırakmamaya, araçlara erişimi kısıtlamaya ve güvendiği bir yakınını sürece katmaya çalışın.',
    '3. Aynı gün süpervizörünüze danışın; değerlendirmeyi, verdiğiniz kararları ve gerekçelerini kayda geçirin.',
    '',
    '**Değerlendirilecekler**',
    '',
    ...assess.map((item) => `- ${item}`),
    '',
    '**Bildirim ve yönlendirme**',
    '',
    ...(duties.length > 0 ? duties.map((duty) => `- ${duty}`) : []),
    '- Acil durum: **112** · Polis: **155** · Jandarma: **156** · ALO **183** (sosyal destek, kadın, çocuk).',
  ].join('\n');
}
