import { describe, expect, it } from 'vitest';
import evalSet from './knowledge/data/retrieval-eval.json' with { type: 'json' };
import { loadKnowledgeBase, KNOWLEDGE_KINDS } from './knowledge/knowledge-base';
import { KnowledgeRetriever } from './knowledge/retrieval';
import { features } from './text';

describe('knowledge base', () => {
  const entries = loadKnowledgeBase();

  it('has at least 80 valid entries covering every kind and ten modalities', () => {
    expect(entries.length).toBeGreaterThanOrEqual(80);
    for (const kind of KNOWLEDGE_KINDS)
      expect(
        entries.some((e) => e.kind === kind),
        kind,
      ).toBe(true);
    const modalities = new Set(
      entries.filter((e) => e.kind === 'technique').map((e) => e.modality),
    );
    expect(modalities.size).toBeGreaterThanOrEqual(8);
  });

  it('names a source for every entry and every eval id exists', () => {
    const ids = new Set(entries.map((e) => e.id));
    for (const { expected } of evalSet as Array<{ expected: string[] }>) {
      for (const id of expected) expect(ids.has(id), id).toBe(true);
    }
  });
});

describe('Turkish features', () => {
  it('match forms with and without Turkish letters and with suffixes', () => {
    const shared = (a: string, b: string) => features(a).some((f) => features(b).includes(f));
    expect(shared('güvenlik planı', 'guvenlik plani')).toBe(true);
    expect(shared('danışanımın', 'danışan')).toBe(true);
    expect(shared('gizliliğin sınırları', 'gizlilik sınırı')).toBe(true);
    expect(features('ve ile için bu')).toEqual([]);
  });
});

describe('retrieval', () => {
  const retriever = new KnowledgeRetriever();

  it('puts an expected entry in the top 3 for at least 85 % of the eval questions', () => {
    const set = evalSet as Array<{ question: string; expected: string[] }>;
    const misses: string[] = [];
    let hits = 0;
    for (const { question, expected } of set) {
      const top = retriever.search(question, 3).map((hit) => hit.entry.id);
      if (expected.some((id) => top.includes(id))) hits += 1;
      else misses.push(`${question} → ${top.join(', ')} (wanted ${expected.join(', ')})`);
    }
    const rate = hits / set.length;
    expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.85);
  });
});
