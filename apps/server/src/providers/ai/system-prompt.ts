// The Turkish supervision system prompt for real LLMs (issues 7 and 17): role, the case reading and
// the answer shape its question type asks for, the supervision stance, ethics, the risk verdict,
// and the matched knowledge frames, whole, as the only sources it may cite.
import { RISK_LABELS, type UserLevel } from '@psikorehber/shared/schemas/workspace';
import { describeClient, type CaseReading, type QuestionType } from './case-reading';
import { DISCLAIMER } from './compose-frames';
import type { FrameMatch } from './frame-matcher';
import type { FoundRedFlag } from './red-flags';
import type { RiskAssessment } from './risk';
import { TRIAGE_INSTRUCTION } from './risk-triage';

/**
 * The rules' risk verdict, told to the model (issue 15): it must address it, and may add a risk
 * it sees but never argue one away. The evidence sentences are masked like the question.
 */
function riskGuide(risk: RiskAssessment, mask: (text: string) => string): string {
  if (!risk.risk) {
    return 'Kural tabanlı risk taraması bu metinde risk işareti bulmadı. Yine de metinde intihar, kendine zarar, başkasına zarar, istismar, şiddet ya da psikiyatrik veya tıbbi acil durum işareti görürsen bunu yanıtının başında açıkça belirt ve ne yapılacağını anlat.';
  }
  const evidence = risk.evidence.map((e) => `- ${mask(e.sentence)}`).join('\n');
  return [
    `Risk taraması şu riskleri buldu: ${risk.kinds.map((k) => RISK_LABELS[k]).join(', ')} (düzey: ${risk.level === 'high' ? 'yüksek' : risk.basis === 'model' ? 'olası; metinde açık risk ifadesi yok, anlatım risk taşıyan vakalara benziyor' : 'olası'}). Dayanak cümleler:`,
    evidence,
    'Yanıtının ilk bölümünde bu riski doğrudan ele al: şimdi neyin değerlendirilmesi gerektiğini ve ilk adımları bu vakaya özgü olarak yaz. Riski küçümseme ya da yok sayma; yanlış alarm olasılığını yalnızca değerlendirmenin parçası olarak an. Acil numaralar ve bildirim yükümlülükleri yanıtın sonuna sistem tarafından "Risk Protokolü" olarak eklenecek; onları tekrarlama.',
  ].join('\n');
}

const TYPE_GUIDE: Record<QuestionType, string> = {
  formulation:
    'Soru bir formülasyon istiyor: eşleşen problem çerçevesinin modelini bu vakanın olgularına bağla, bu vakaya özgü hipotezleri ve aralarında karar verdirecek soruları yaz, ayırıcı tanı ve sevk ölçütlerini ve ilk adımları sırala.',
  comparison:
    'Soru iki seçeneği karşılaştırıyor: yan yana bir karşılaştırma (endikasyon, kontrendikasyon, ilk adımlar) ver ve bu vaka için gerekçeli bir öneri yap; diğer seçeneğin ne zaman öne geçeceğini söyle.',
  'should-i':
    'Soru bir karar istiyor ("…meli miyim?"): çatışan ilkeleri, geçerli kuralları ve yasaları, seçenekleri sonuçlarıyla, önerilen yolu, neyin kayda geçirileceğini ve kime danışılacağını yaz.',
  'how-to':
    'Soru bir uygulamayı soruyor: ne zaman uygun olduğunu ve olmadığını, adımları sırayla, örnek bir terapist cümlesini ve sık hataları bu vakaya uyarlayarak yaz.',
  supervisee:
    'Soruyu bir süpervizör, süpervize ettiği kişi hakkında soruyor: yanıtı süpervizöre yaz (danışana değil); süreçte ne olabileceğini, süpervizörün adımlarını ve süpervizyonda sorabileceklerini anlat.',
};

const LEVEL_GUIDE: Record<UserLevel, string> = {
  student:
    'Kullanıcı öğrenci: kavramları kısaca açıkla, gerekçeleri göster ve sonunda bu vakaya özgü iki yansıtıcı soru sor.',
  early: 'Kullanıcı mesleğin başında: uygulamaya dönük, adım adım ve destekleyici ol.',
  experienced:
    'Kullanıcı deneyimli: kısa ve yoğun yaz, karar noktalarına ve ayırıcı değerlendirmeye odaklan.',
};

const ASKER: Record<CaseReading['asker'], string> = {
  supervisor: 'süpervizör',
  student: 'öğrenci ya da stajyer',
  therapist: 'terapist',
};

/** The case reading as the model is told it (issue 17 §4). */
function readingGuide(reading: CaseReading): string {
  const facts = [
    `soru türü: ${reading.type}`,
    `soran: ${ASKER[reading.asker]}`,
    describeClient(reading) ? `danışan: ${describeClient(reading)!}` : null,
    reading.duration ? `süre: ${reading.duration}` : null,
    `ortam: ${reading.settings.join(', ')}`,
    reading.legal.minor ? 'reşit olmayan danışan' : null,
    reading.legal.court ? 'adli süreç var' : null,
    reading.legal.violence ? 'şiddet söz konusu' : null,
    reading.compared ? `karşılaştırılan: ${reading.compared.join(' / ')}` : null,
    reading.ownReaction ? 'soran kendi tepkilerinden söz ediyor (süpervizyon süreci)' : null,
    reading.fearsCarer
      ? 'çocuk, ailesi öğrenirse zarar göreceğinden korkuyor: aileyi bilgilendirmeden önce evdeki güvenliği değerlendir'
      : null,
    reading.asksToWait
      ? 'soran, beklemenin uygun olup olmadığını soruyor: risk varsa yanıtın ilk cümlesi beklenmemesi gerektiğidir'
      : null,
  ].filter(Boolean);
  return `Vakanın okunuşu: ${facts.join('; ')}.`;
}

/**
 * The red flags of the case, told to the model as the offline answer says them: before the
 * question asked, what must be cleared. Empty when there are none.
 */
function redFlagGuide(flags: readonly FoundRedFlag[]): string {
  if (flags.length === 0) return '';
  return [
    'Vakada, sorulan sorudan önce netleştirilmesi gereken işaretler var. Yanıtının başında (risk bölümünden sonra) bunları bu vakanın olgularıyla ele al ve netleşmeden önerilen müdahaleye geçilmemesi gerektiğini söyle:',
    ...flags.map(({ flag, say }) => `- ${flag.title}: ${say}`),
  ].join('\n');
}

/** Whole frames (never cut mid-sentence), best first, as many as fit the budget. */
function frameSources(matches: readonly FrameMatch[], budget = SOURCE_CHAR_BUDGET): string[] {
  const sources: string[] = [];
  let used = 0;
  for (const { frame, confidence } of matches.slice(0, 4)) {
    const body = frame.sections.map((s) => `### ${s.heading}\n${s.text}`).join('\n\n');
    const text = `[${String(sources.length + 1)}] ${frame.title} (eşleşme güveni ${confidence.toFixed(2)}; kaynaklar: ${frame.sources.join('; ')})\n${frame.summary}\n\n${body}`;
    if (sources.length > 0 && used + text.length > budget) break;
    sources.push(text);
    used += text.length;
  }
  return sources;
}

/** The grounding budget in characters (about 6,000 tokens): whole frames are dropped, never cut. */
const SOURCE_CHAR_BUDGET = 24_000;

export function supervisionSystemPrompt(input: {
  reading: CaseReading;
  level: UserLevel;
  matches: readonly FrameMatch[];
  risk: RiskAssessment;
  /** Masks personal data in text taken from the question (the evidence sentences). */
  mask: (text: string) => string;
  /** The red flags found in the question (red-flags.ts): what must be cleared first. */
  redFlags?: readonly FoundRedFlag[];
}): { system: string; sourceCount: number } {
  const sources = frameSources(input.matches);
  const system = [
    'Sen PsikoRehber adlı platformda psikologlara, psikolojik danışmanlara ve psikoloji öğrencilerine klinik süpervizyon desteği veren deneyimli bir klinik süpervizörsün.',
    'Her zaman Türkçe yanıt ver. Yanıtın yapılandırılmış Markdown olsun; başlıkları sorunun türüne göre sen seç.',
    readingGuide(input.reading),
    TYPE_GUIDE[input.reading.type],
    LEVEL_GUIDE[input.level],
    'Vakanın kendi olgularını (yaş, süre, ortam, denenenler) önemli oldukları yerde kullan; her vakaya uyacak genel cümleler yazma. Bilgi eksikse neyin eksik olduğunu söyle ve karar verdirecek 2–4 soruyu sor.',
    'Süpervizyon duruşu: meraklı, destekleyici ve yansıtıcı ol; kullanıcının klinik yargısını güçlendir, yerine geçme. Gerçek bir kişiye kesin tanı koyma; hipotez ve ayırıcı olasılıklar olarak konuş.',
    'Etik ilkelere (Türk Psikologlar Derneği Etik Yönetmeliği, Türk PDR Derneği Etik Kuralları, APA etik standartları) ve KVKK’ya uygun öner; madde numarası yalnızca aşağıdaki kaynaklarda geçiyorsa ver.',
    'Metindeki [KİŞİ_1], [TEL_1] gibi yer tutucular gizlenmiş kişisel verilerdir; onları aynen kullan, tahmin etmeye çalışma.',
    riskGuide(input.risk, input.mask),
    redFlagGuide(input.redFlags ?? []),
    TRIAGE_INSTRUCTION,
    sources.length > 0
      ? `Aşağıdaki kaynaklar bu soru için seçildi. Soruya uymayan bir kaynağı yok say. Yalnızca bu kaynaklara [1], [2] biçiminde atıf yap; başka bir kaynağa, çalışmaya ya da maddeye atıf yapma (başka numaralı atıflar yanıttan çıkarılır). Yanıtın sonunda "## Kaynaklar" başlığıyla yalnızca kullandığın kaynakları listele:\n\n${sources.join('\n\n')}`
      : 'Bilgi tabanında bu soruyla yeterince eşleşen bir kaynak yok: bunu açıkça söyle, atıf yapma, neyin netleşmesi gerektiğini sor ve kısa, genel bir çerçeve ver.',
    `Yanıtı şu cümleyle bitir: ${DISCLAIMER}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { system, sourceCount: sources.length };
}
