// The knowledge frames as committed (frames/README.md): every file valid, ids unique, links
// resolved, and the parser refusing what a clinician could get wrong while editing one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCase } from '../case-reading';
import { frameMatcher } from '../frame-matcher';
import { checkFrameQuestions } from './frame-questions';
import { checkFrames, defaultFramesDir, parseFrame, FRAME_KINDS } from './frames';

const example = fs.readFileSync(
  path.join(defaultFramesDir(), 'problem', 'problem-panic-disorder.md'),
  'utf8',
);

describe('knowledge frames', () => {
  const { frames, problems } = checkFrames();

  it('are all valid: front matter, required sections in order, sources, cues, links', () => {
    expect(problems).toEqual([]);
  });

  it('cover every kind, each with real depth', () => {
    const counts = Object.fromEntries(
      FRAME_KINDS.map((kind) => [kind, frames.filter((f) => f.kind === kind).length]),
    );
    // The minimums of issue 17: depth beats count, but every area is covered.
    expect(counts.problem).toBeGreaterThanOrEqual(80);
    expect(counts.ethics).toBeGreaterThanOrEqual(50);
    expect(counts.supervision).toBeGreaterThanOrEqual(20);
    expect(counts.technique).toBeGreaterThanOrEqual(80);
    for (const frame of frames) {
      const bullets = frame.sections.reduce((n, s) => n + s.bullets.length, 0);
      expect(bullets, frame.id).toBeGreaterThanOrEqual(10);
    }
  });

  it('speak to clinicians: no frame id or talk of "frames" in a text that reaches an answer', () => {
    const leaks = frames.flatMap((frame) =>
      frame.sections
        .filter(
          (s) =>
            /\b(problem|ethics|technique|supervision)-[a-z0-9]+-[a-z0-9-]+/.test(s.text) ||
            /\bframe/i.test(s.text),
        )
        .map((s) => `${frame.id} § ${s.heading}`),
    );
    expect(leaks).toEqual([]);
  });

  it('do not share cues so widely that a cue stops telling frames apart', () => {
    const byCue = new Map<string, string[]>();
    for (const frame of frames) {
      for (const cue of frame.cues) {
        const key = cue.toLocaleLowerCase('tr');
        byCue.set(key, [...(byCue.get(key) ?? []), frame.id]);
      }
    }
    const widespread = [...byCue].filter(([, ids]) => ids.length > 6).map(([cue]) => cue);
    expect(widespread).toEqual([]);
  });

  it('have questions written for each of them, every line valid and naming a frame that exists', () => {
    const { questions, problems } = checkFrameQuestions();
    expect(problems).toEqual([]);
    const ids = new Set(frames.map((f) => f.id));
    expect(questions.filter((q) => !ids.has(q.frame)).map((q) => q.id)).toEqual([]);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    const perFrame = new Map<string, number>();
    for (const q of questions) perFrame.set(q.frame, (perFrame.get(q.frame) ?? 0) + 1);
    expect(frames.filter((f) => (perFrame.get(f.id) ?? 0) < 6).map((f) => f.id)).toEqual([]);
  });

  it('refuses a question line a clinician broke while editing it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frame-questions-'));
    fs.writeFileSync(
      path.join(dir, 'writer-x.jsonl'),
      [
        JSON.stringify({
          id: 'x-1',
          frame: 'problem-panic-disorder',
          question: 'Danışanım metroda kalbinin duracağını sanıyor, ne yapmalıyım?',
        }),
        '{"id": "x-2", "frame": "problem-panic-disorder", "question": "kısa"}',
        'not json',
      ].join('\n'),
    );
    const { questions, problems } = checkFrameQuestions(dir);
    expect(questions.map((q) => q.id)).toEqual(['x-1']);
    expect(problems).toEqual([
      expect.stringMatching(/writer-x.jsonl:2/),
      'writer-x.jsonl:3: not JSON',
    ]);
    fs.rmSync(dir, { recursive: true });
  });

  it('refuses a file a clinician broke while editing it', () => {
    const file = 'problem/problem-panic-disorder.md';
    expect(parseFrame(example, file).problems).toEqual([]);
    const without = example.replace(/## Sık hatalar[\s\S]*?(?=## Türkiye)/, '');
    expect(parseFrame(without, file).problems.join()).toMatch(/missing sections: Sık hatalar/);
    const noSources = example.replace(/sources:\n(\s+- .*\n)+/, 'sources: []\n');
    expect(parseFrame(noSources, file).problems.join()).toMatch(/sources/);
    const fewCues = example.replace(/cues:\n(\s+- .*\n)+/, 'cues:\n  - panik\n');
    expect(parseFrame(fewCues, file).problems.join()).toMatch(/cues/);
    const renamed = example.replace('id: problem-panic-disorder', 'id: problem-panic');
    expect(parseFrame(renamed, file).problems.join()).toMatch(/file name/);
    const badYaml = example.replace('kind: problem', 'kind: [problem');
    expect(parseFrame(badYaml, file).problems.join()).toMatch(/YAML/);
  });

  it('recognise cases told in plain words, without the name of the problem', () => {
    const top3 = (question: string) =>
      frameMatcher()
        .match(question, readCase(question), 3)
        .map((m) => m.frame.id);
    expect(
      top3(
        'Ailesi 16 yaşındaki oğullarını getirdi, telefonunda bir erkekle mesajlaştığını görmüşler. Baba "bunu düzeltin" diyor, genç "keşke normal olsam" diye ağlıyor.',
      ),
    ).toContain('ethics-conversion-practice-requests');
    expect(
      top3(
        'Danışan travmasını anlatırken gözleri donuyor, sorularıma cevap vermiyor, sonra "burada değildim sanki" diyor.',
      ),
    ).toContain('problem-dissociation');
    expect(
      top3(
        'Süpervizyon verdiğim meslektaşım bu vakayı getirince bana da "siz ne derseniz" diyor; kendimi ona hazır reçete verirken buluyorum, danışanı da terapiste hep böyle diyormuş.',
      ),
    ).toContain('supervision-parallel-process');
    // A supervisee who heard a risk and did not ask: the client's safety first, not the recording
    // or the feedback style the question also speaks of.
    expect(
      top3(
        "Stajyerim danışanının 'bazen hepsi bitse diyorum' dediğini ama hiç sormadan geçtiğini, 'sorarsam aklına fikir sokarım' diye düşündüğünü anlattı. Seansı kaydetmiş. Nasıl geri bildirim vermeliyim?",
      )[0],
    ).toBe('supervision-supervisee-missed-risk');
    // An age ("42 yaşında") is not grief ("yas"): the cues of a therapist's own grief stay out.
    expect(
      top3(
        'Panik bozukluğu olan 31 yaşında danışan. Babası 42 yaşında ölmüş, kendisi efor sırasında çarpıntı yaşamış. İnteroseptif egzersizlere başlayayım mı?',
      ),
    ).not.toContain('ethics-impaired-practitioner');
    // "Depresyon" is no earthquake ("deprem"): a child-trauma technique stays out of an old man's
    // depression.
    expect(
      top3(
        "72 yaşında, eşini kaybetmiş; oğlu 'babam unutkanlaştı' diye getirdi. Demans mı yoksa depresyon mu?",
      ),
    ).not.toContain('technique-tf-cbt');
    // A helper's own numbness and drinking is secondary traumatic stress, not a client's grief.
    expect(
      top3(
        'Deprem bölgesinde psikososyal destek çalışanıyım. Son aylarda danışanların anlattıkları bana hiçbir şey hissettirmiyor, evde kimseyle konuşasım gelmiyor, uyumak için içmeye başladım. Bu normal mi?',
      )[0],
    ).toBe('problem-secondary-traumatic-stress');
    // …and only then: a supervisee's lateness and missing notes are another matter.
    expect(
      top3(
        "Dış süpervizörüm. Öğrenci seanslara geç kalıyor, seans notlarını tutmuyor, geri bildirimlere 'abartıyorsunuz' diyor. Dönem sonu değerlendirmesini nasıl yapmalıyım?",
      ),
    ).not.toContain('supervision-supervisee-missed-risk');
  });
});
