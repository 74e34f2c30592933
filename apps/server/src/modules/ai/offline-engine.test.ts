import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import evalSet from './knowledge/data/answer-eval.json' with { type: 'json' };
import { createSupervisionEngine } from './create-engine';
import type { SupervisionRequest } from './engine';

const engine = createSupervisionEngine(loadConfig({ NODE_ENV: 'test' }));

async function answer(request: Partial<SupervisionRequest> & { question: string }) {
  const stream = engine.answer({ history: [], focus: 'auto', level: 'early', ...request });
  const chunks: string[] = [];
  for await (const chunk of stream.textStream) chunks.push(chunk);
  return { chunks, result: await stream.result };
}

const HEADINGS = {
  case: [
    '## Vaka Özeti',
    '## Formülasyon ve Hipotezler',
    '## Keşfedilecek Sorular',
    '## Önerilen Müdahaleler',
    '## Etik Noktalar',
  ],
  ethics: ['## Durum', '## İlgili İlkeler'],
  technique: ['## Önerilen Teknikler', '## Uygulama İpuçları'],
} as const;

describe('offline supervision engine', () => {
  it('is the default engine and streams its answer in chunks', async () => {
    expect(engine.provider).toBe('offline');
    const { chunks, result } = await answer({
      question: 'Sosyal kaygı için maruz bırakma nasıl uygulanır?',
    });
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(result.text);
    expect(result.outputTokens).toBeGreaterThan(0);
  });

  it('answers the 20 representative questions in the right mode, with sections and sources', async () => {
    const wrong: string[] = [];
    for (const item of evalSet as Array<{
      question: string;
      mode: 'case' | 'ethics' | 'technique';
      risk: boolean;
    }>) {
      const { result } = await answer({ question: item.question });
      if (result.mode !== item.mode || result.risk !== item.risk) {
        wrong.push(
          `${item.question} → ${result.mode}/${String(result.risk)} (wanted ${item.mode}/${String(item.risk)})`,
        );
        continue;
      }
      for (const heading of HEADINGS[item.mode])
        expect(result.text, item.question).toContain(heading);
      expect(result.text).toMatch(/## Kaynaklar\n\n1\. \*\*/);
      expect(result.text).toContain('süpervizörün');
      expect(result.text.includes('## Risk Protokolü')).toBe(item.risk);
      if (item.risk) expect(result.text).toContain('112');
    }
    // At most two of twenty may be read differently from the label.
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(2);
  });

  it('adapts to the level and to the focus of the topic', async () => {
    const question = 'Danışanımla gizlilik konusunu nasıl konuşmalıyım?';
    const student = await answer({ question, level: 'student' });
    expect(student.result.text).toContain('## Düşünmeniz İçin Sorular');
    const experienced = await answer({ question, level: 'experienced' });
    expect(experienced.result.text).not.toContain('## Düşünmeniz İçin Sorular');
    const technique = await answer({ question, focus: 'technique' });
    expect(technique.result.mode).toBe('technique');
    expect(technique.result.text).toContain('## Önerilen Teknikler');
  });

  it('uses the previous question of the topic for a short follow-up', async () => {
    const { result } = await answer({
      question: 'Peki ergenlerde?',
      history: [{ question: 'Güvenlik planı nasıl hazırlanır?', answer: 'Önceki yanıt' }],
    });
    expect(result.text).toContain('önceki sorunuzu');
    expect(result.text).toMatch(/[Gg]üvenlik/);
  });

  it('states the case facts instead of quoting the question, with no fixed hypotheses', async () => {
    const question =
      'Danışanım 11 yaşında bir kız, depremden 6 ay sonra okulda dikkat sorunu ve kabuslar başladı; nasıl formüle etmeliyim?';
    const { result } = await answer({ question, focus: 'case', level: 'experienced' });
    expect(result.text).toContain('Yaş: 11');
    expect(result.text).not.toContain(question);
    expect(result.text).not.toMatch(/Hipotez [123]/);
    expect(result.text).not.toContain('Mesleğin başında olduğunuzu');
  });

  it('names an earlier question of the topic only when this one continues it', async () => {
    const { result } = await answer({
      question:
        'Çift terapisinde sır politikası nasıl belirlenir, bireysel görüşmelerde ne söylenir?',
      history: [
        { question: 'Panik atak için interoseptif maruz bırakma nasıl yapılır?', answer: 'x' },
      ],
    });
    expect(result.text).not.toContain('önceki sorunuzu');
  });
});
