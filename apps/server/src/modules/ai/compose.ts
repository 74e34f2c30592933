// The offline engine's answer (issue 7): structured Turkish Markdown for the question's mode, built
// from the best-matching knowledge entries, adapted to the user's level, with numbered sources and
// the plain statement that it supports and does not replace a supervisor.
import type { UserLevel } from '@psikorehber/shared/schemas/workspace';
import type { SupervisionMode } from './classify';
import type { KnowledgeEntry } from './knowledge/knowledge-base';
import type { SupervisionTurn } from './engine';
import { fold } from './text';

export const DISCLAIMER =
  '> Bu yanıt klinik düşünmenizi desteklemek içindir; bir süpervizörün, kurum prosedürlerinin ya da mesleki yargınızın yerini tutmaz. Danışan hakkında kesin tanı koymaz.';

export interface ComposeInput {
  question: string;
  history: readonly SupervisionTurn[];
  mode: SupervisionMode;
  level: UserLevel;
  entries: readonly KnowledgeEntry[];
}

/** `### Heading` sections of an entry body. */
export function sectionsOf(body: string): Map<string, string> {
  const sections = new Map<string, string>();
  let current = '';
  for (const line of body.split('\n')) {
    const heading = /^#{2,4}\s+(.*)$/.exec(line);
    if (heading) {
      current = fold(heading[1]!);
      sections.set(current, '');
    } else {
      sections.set(current, `${sections.get(current) ?? ''}${line}\n`);
    }
  }
  for (const [key, value] of sections) sections.set(key, value.trim());
  return sections;
}

/** The first section whose folded heading starts with one of `names`. */
function section(entry: KnowledgeEntry, ...names: string[]): string | undefined {
  const sections = sectionsOf(entry.body);
  for (const name of names) {
    for (const [heading, text] of sections) if (heading.startsWith(name) && text) return text;
  }
  return undefined;
}

/** List items of a Markdown section (numbered or bulleted), without their markers. */
function items(text: string | undefined, limit: number): string[] {
  if (!text) return [];
  return text
    .split('\n')
    .map((line) => /^\s*(?:\d+[.)]|[-*•])\s+(.*)$/.exec(line)?.[1]?.trim())
    .filter((item): item is string => Boolean(item))
    .slice(0, limit);
}

function firstParagraph(text: string | undefined): string | undefined {
  return text
    ?.split(/\n\s*\n/)
    .map((p) => p.trim())
    .find((p) => p && !/^\s*(\d+[.)]|[-*•])\s/.test(p));
}

/**
 * The facts of the case the question states (age, how long, the setting), for "Vaka Özeti" —
 * instead of quoting the question back (issue 17). Empty when the question states none.
 */
export function caseFacts(question: string): string[] {
  const folded = fold(question);
  const facts: string[] = [];
  const age = /\b(\d{1,3}) (yas|yasinda|yasindaki|yaslarinda)\b/.exec(folded);
  if (age) facts.push(`Yaş: ${age[1]}`);
  // "6 aydır", "iki yıldan beri", "6 ay sonra", "3 hafta önce"
  const duration =
    /\b(\d+|bir|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on) (gun|hafta|ay|yil|sene)(\w*)( (once|sonra|boyunca|beri))?/.exec(
      folded,
    );
  if (duration && (duration[3] || duration[4])) {
    facts.push(`Süre: ${question.slice(duration.index, duration.index + duration[0].length)}`);
  }
  const settings: Array<[RegExp, string]> = [
    [/\b(okul|rehberlik servisi|ogrenci|sinif)/, 'okul'],
    [/\b(cift|esler|evlilik terapi)/, 'çift'],
    [/\b(aile terapi|aile gorusme|ebeveyn)/, 'aile'],
    [/\b(grup terapi|grupta)/, 'grup'],
    [/\b(online|cevrim ?ici|goruntulu)/, 'çevrim içi'],
    [/\b(mahkeme|avukat|bilirkisi|adli)/, 'adli'],
    [/\b(hastane|servis|acil|klinik)/, 'hastane/klinik'],
  ];
  const setting = settings.filter(([re]) => re.test(folded)).map(([, name]) => name);
  if (setting.length > 0) facts.push(`Bağlam: ${setting.slice(0, 2).join(', ')}`);
  return facts;
}

/** A follow-up of the earlier question: short, or sharing its content words. */
function continuesPrevious(question: string, previous: string): boolean {
  const words = (text: string) =>
    new Set(
      fold(text)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 3)
        .map((w) => w.slice(0, 5)),
    );
  const now = words(question);
  if (now.size <= 4) return true;
  const before = words(previous);
  const shared = [...now].filter((w) => before.has(w)).length;
  return shared / Math.min(now.size, Math.max(1, before.size)) >= 0.3;
}

const REFLECTIVE_QUESTIONS: Record<SupervisionMode, string[]> = {
  case: [
    'Bu danışanla çalışırken sizde hangi duygular uyanıyor ve bunlar değerlendirmenizi nasıl etkiliyor olabilir?',
    'Hipotezlerinizden hangisini destekleyen ya da zayıflatan bilgi henüz elinizde yok?',
    'Danışanın kendi açıklaması ile sizin formülasyonunuz nerede örtüşüyor, nerede ayrışıyor?',
  ],
  ethics: [
    'Bu durumda kimin çıkarları ve hangi ilkeler çatışıyor?',
    'Kararınızı bir meslektaşınıza ya da etik kuruluna gerekçeleriyle açıklayabilir misiniz?',
    'Hangi seçenek danışanın özerkliğine ve güvenliğine en çok saygı gösteriyor?',
  ],
  technique: [
    'Bu tekniği seçmenizin formülasyonunuzdaki gerekçesi ne?',
    'Danışan tekniğe nasıl tepki verirse planı değiştirirsiniz?',
    'Tekniği uygulamadan önce hangi becerinizi süpervizyonda pekiştirmek istersiniz?',
  ],
};

const MODE_TITLES: Record<SupervisionMode, string> = {
  case: 'Vaka analizi',
  ethics: 'Etik danışma',
  technique: 'Teknik önerileri',
};

export function composeAnswer(input: ComposeInput): string {
  const { entries, mode, level } = input;
  const byKind = (kind: KnowledgeEntry['kind']) => entries.filter((e) => e.kind === kind);
  const out: string[] = [];
  const cited: KnowledgeEntry[] = [];
  const cite = (entry: KnowledgeEntry) => {
    if (!cited.includes(entry)) cited.push(entry);
    return `[${String(cited.indexOf(entry) + 1)}]`;
  };

  out.push(`**${MODE_TITLES[mode]}**`, '');
  // An earlier question of the topic is named only when this one continues it (issue 17).
  const previous = input.history.at(-1);
  if (previous && continuesPrevious(input.question, previous.question)) {
    out.push(
      `Bu konudaki önceki sorunuzu (“${excerpt(previous.question, 90)}”) da göz önünde bulundurarak yanıtlıyorum.`,
      '',
    );
  }

  if (entries.length === 0) {
    out.push(
      '## Değerlendirme',
      '',
      'Sorunuzla doğrudan eşleşen bir kaynak bilgi tabanımda bulunmuyor. Daha iyi yardımcı olabilmem için vakanın ya da durumun temel bilgilerini (yaş, başvuru nedeni, süreç, sizi zorlayan nokta) ve hangi tür desteğe ihtiyaç duyduğunuzu (vaka analizi, etik danışma, teknik) yazabilirsiniz.',
      '',
    );
  } else if (mode === 'case') {
    composeCase(input, out, cite, byKind);
  } else if (mode === 'ethics') {
    composeEthics(input, out, cite, byKind);
  } else {
    composeTechnique(input, out, cite, byKind);
  }

  if (level === 'student') {
    out.push(
      '## Düşünmeniz İçin Sorular',
      '',
      ...REFLECTIVE_QUESTIONS[mode].map((q) => `- ${q}`),
      '',
    );
  }
  if (cited.length > 0) {
    out.push(
      '## Kaynaklar',
      '',
      ...cited.map((entry, i) => `${String(i + 1)}. **${entry.title}** — ${entry.source}`),
      '',
    );
  }
  out.push(DISCLAIMER);
  return out.join('\n');
}

type Cite = (entry: KnowledgeEntry) => string;
type ByKind = (kind: KnowledgeEntry['kind']) => KnowledgeEntry[];

function composeCase(input: ComposeInput, out: string[], cite: Cite, byKind: ByKind): void {
  const formulation = byKind('formulation')[0];
  const techniques = byKind('technique').slice(0, 2);
  const ethics = byKind('ethics')[0];
  const risk = byKind('risk')[0];
  const supervision = byKind('supervision')[0];

  const facts = caseFacts(input.question);
  out.push(
    '## Vaka Özeti',
    '',
    ...(facts.length > 0
      ? [...facts.map((fact) => `- ${fact}`), '']
      : [
          'Yaş, yakınmanın süresi ve çalışma bağlamı belirtilmemiş; bunlar netleştikçe değerlendirme değişebilir.',
          '',
        ]),
    '## Formülasyon ve Hipotezler',
    '',
  );
  if (formulation) {
    out.push(
      `${firstParagraph(section(formulation, 'cerceve')) ?? formulation.summary} ${cite(formulation)}`,
      '',
      ...items(section(formulation, 'nasil uygulanir'), 5).map((step) => `- ${step}`),
      '',
    );
  }
  if (!formulation) {
    // No fixed hypotheses pasted into every case (issue 17): say what would decide them.
    out.push(
      'Bu vakaya özgü bir formülasyon çerçevesi bilgi tabanımda eşleşmedi. Hipotezleri, aşağıdaki soruların yanıtlarıyla birlikte yakınmayı başlatan, sürdüren ve koruyan etkenler üzerinden kurmanızı öneririm.',
      '',
    );
  }
  out.push('## Keşfedilecek Sorular', '');
  const questions = [
    ...(formulation ? items(section(formulation, 'ornek sorular'), 4) : []),
    ...items(risk ? section(risk, 'degerlendirilecekler') : undefined, 2),
  ];
  const fallbackQuestions = [
    'Sorun ilk ne zaman başladı, o dönemde hayatında neler değişti?',
    'Belirtiler hangi durumlarda artıyor, hangilerinde azalıyor?',
    'Danışanın kendi açıklaması ve değişim için beklentisi ne?',
    'Destek kaynakları ve güçlü yanları neler?',
  ];
  out.push(...(questions.length > 0 ? questions : fallbackQuestions).map((q) => `- ${q}`), '');

  out.push('## Önerilen Müdahaleler', '');
  if (techniques.length === 0) {
    out.push(
      '- Formülasyon netleştikten sonra ona dayalı, kanıta dayalı bir müdahale planı oluşturun.',
    );
  }
  for (const technique of techniques) {
    const why = firstParagraph(section(technique, 'ne zaman')) ?? technique.summary;
    out.push(
      `- **${technique.title}**${technique.modality ? ` (${technique.modality})` : ''}: ${why} ${cite(technique)}`,
    );
  }
  out.push('', '## Etik Noktalar', '');
  if (ethics) {
    out.push(`- ${firstParagraph(section(ethics, 'ilke')) ?? ethics.summary} ${cite(ethics)}`);
  }
  out.push(
    '- Vakayı süpervizyonda ya da yazılı olarak paylaşırken danışanı tanınır kılacak bilgileri çıkarın.',
    '- Yetkinlik alanınızın dışında kalan konularda süpervizyon alın ya da yönlendirme yapın.',
    '',
  );
  if (supervision) {
    out.push(`Süpervizyon açısından: ${supervision.summary} ${cite(supervision)}`, '');
  }
}

function composeEthics(input: ComposeInput, out: string[], cite: Cite, byKind: ByKind): void {
  // Ethics entries first; a risk or supervision entry also speaks to duties when no ethics one does.
  const ethics = [...byKind('ethics'), ...byKind('risk'), ...byKind('supervision')].slice(0, 3);
  const main = ethics[0];
  out.push('## Durum', '', `Sorduğunuz durum: “${excerpt(input.question, 220)}”`, '');
  if (!main) {
    out.push(
      '## İlgili İlkeler',
      '',
      'Bu soruyla doğrudan ilgili bir etik ilke kaydı bulamadım. Genel çerçeve olarak danışanın yararı, zarar vermeme, gizlilik, özerklik ve mesleki yetkinlik ilkelerini birlikte tartın; kararınızı süpervizörünüzle gerekçelendirerek verin.',
      '',
    );
    return;
  }
  out.push('## İlgili İlkeler', '');
  for (const entry of ethics) {
    const principle = firstParagraph(section(entry, 'ilke', 'model', 'ne zaman')) ?? entry.summary;
    out.push(`- **${entry.title}:** ${principle} ${cite(entry)}`);
  }
  out.push('', '## Uygulamada', '');
  const practice = items(section(main, 'uygulamada', 'hemen yapilacaklar', 'supervizyonda'), 6);
  out.push(...(practice.length > 0 ? practice.map((p) => `- ${p}`) : [`- ${main.summary}`]), '');
  const legal = ethics.map((e) => section(e, 'hukuki', 'bildirim')).find(Boolean);
  if (legal) out.push('## Hukuki Çerçeve', '', legal, '');
  const cautions = items(section(main, 'dikkat'), 5);
  if (cautions.length > 0)
    out.push('## Dikkat Edilecekler', '', ...cautions.map((c) => `- ${c}`), '');
  out.push(
    '## Önerilen Yol',
    '',
    '1. Durumu ve seçenekleri yazılı olarak netleştirin; hangi ilkelerin çatıştığını belirleyin.',
    '2. Danışanı, gizliliğin sınırları ve olası adımlar konusunda uygun bir dille bilgilendirin.',
    '3. Süpervizörünüze ya da meslek örgütünüzün etik kuruluna danışın; kararınızı ve gerekçesini kayda geçirin.',
    '',
  );
}

function composeTechnique(input: ComposeInput, out: string[], cite: Cite, byKind: ByKind): void {
  // Techniques first; risk protocols and formulation frameworks are also "how to" knowledge.
  const candidates = [...byKind('technique'), ...byKind('risk'), ...byKind('formulation')];
  const techniques = candidates.slice(0, input.level === 'experienced' ? 2 : 3);
  out.push('## Önerilen Teknikler', '');
  if (techniques.length === 0) {
    out.push(
      'Sorunuzla doğrudan eşleşen bir teknik kaydı bulamadım; hedef belirtiyi, danışanın yaşını ve çalıştığınız yaklaşımı yazarsanız daha isabetli öneriler sunabilirim.',
      '',
    );
  }
  for (const technique of techniques) {
    out.push(
      `### ${technique.title}${technique.modality ? ` (${technique.modality})` : ''} ${cite(technique)}`,
      '',
    );
    const when = firstParagraph(section(technique, 'ne zaman', 'cerceve')) ?? technique.summary;
    out.push(`**Ne zaman:** ${when}`, '');
    const steps = items(
      section(
        technique,
        'adimlar',
        'nasil uygulanir',
        'hemen yapilacaklar',
        'degerlendirilecekler',
      ),
      input.level === 'experienced' ? 4 : 6,
    );
    if (steps.length > 0)
      out.push('**Adımlar:**', '', ...steps.map((s, i) => `${String(i + 1)}. ${s}`), '');
    const cautions = items(section(technique, 'dikkat', 'bildirim'), 3);
    if (cautions.length > 0) out.push('**Dikkat:**', '', ...cautions.map((c) => `- ${c}`), '');
    const example = firstParagraph(section(technique, 'ornek'));
    if (example && input.level !== 'experienced') out.push(`**Örnek ifade:** ${example}`, '');
  }
  const formulation = byKind('formulation')[0];
  out.push(
    '## Uygulama İpuçları',
    '',
    '- Tekniği formülasyonunuza bağlayın: hangi sürdürücü etkeni hedeflediğini danışanla birlikte netleştirin.',
    '- Başlamadan önce gerekçeyi açıklayın ve onay alın; etkisini seans içinde ve ev ödevleriyle izleyin.',
    ...(formulation && !techniques.includes(formulation)
      ? [`- Formülasyon için: ${formulation.title} ${cite(formulation)}`]
      : []),
    '',
  );
}

function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
