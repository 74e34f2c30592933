import { describe, expect, it } from 'vitest';
import { CitationFilter } from './citations';

const run = (sources: number, chunks: string[]) => {
  const filter = new CitationFilter(sources);
  const text = chunks.map((c) => filter.push(c)).join('') + filter.flush();
  return { text, removed: filter.removed, note: filter.note() };
};

describe('citation filter', () => {
  it('keeps citations of the given sources and removes the others, across chunks', () => {
    const { text, removed, note } = run(2, ['Önce [1] ve [', '2]; sonra [3', '] ile [1, 4].']);
    expect(text).toBe('Önce [1] ve [2]; sonra  ile .');
    expect(removed).toBe(2);
    expect(note).toContain('2 atıf çıkarıldı');
  });

  it('leaves placeholders, links and unfinished brackets alone', () => {
    const { text, removed, note } = run(1, ['[KİŞİ_1] aradı; bkz. [kaynak](x) ve [1', ']. Son: [']);
    expect(text).toBe('[KİŞİ_1] aradı; bkz. [kaynak](x) ve [1]. Son: [');
    expect(removed).toBe(0);
    expect(note).toBe('');
  });
});
