import { describe, expect, it } from 'vitest';
import { TriageMarkerFilter } from './risk-triage';

function run(chunks: string[]) {
  const filter = new TriageMarkerFilter();
  const visible = chunks.map((c) => filter.push(c)).join('') + filter.flush();
  return { visible, kinds: filter.kinds };
}

describe('the LLM risk triage marker', () => {
  it('is taken out of the text even when split across chunks, and its categories kept', () => {
    const { visible, kinds } = run([
      'Yanıt metni.\n\n[',
      '[Rİ',
      'SK: elderAbuse, ',
      'suicide]]',
      '\n',
    ]);
    expect(visible.trim()).toBe('Yanıt metni.');
    expect(kinds).toEqual(['suicide', 'elderAbuse']);
  });

  it('accepts the dotless spelling and "yok", and ignores unknown words', () => {
    expect(run(['Metin [[RISK: yok]]']).kinds).toEqual([]);
    expect(run(['[[RISK: selfHarm, uydurma]]']).kinds).toEqual(['selfHarm']);
  });

  it('lets ordinary brackets through unchanged', () => {
    const text = 'Kaynak [1] ve [2]; dizi [a, b] ve [[not]] kalır.';
    expect(run([...text]).visible).toBe(text);
    expect(run(['Sonda bir [']).visible).toBe('Sonda bir [');
  });
});
