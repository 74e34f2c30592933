import { describe, expect, it } from 'vitest';

import { countLinks, hasTooManyLinks } from './contact';

describe('contact link heuristic', () => {
  it('counts http, https and www links', () => {
    expect(countLinks('Merhaba, bilgi almak istiyorum.')).toBe(0);
    expect(countLinks('Bkz. https://a.example/x ve http://b.example, www.c.example')).toBe(3);
    expect(countLinks('HTTPS://BUYUK.EXAMPLE')).toBe(1);
  });

  it('allows up to three links', () => {
    const links = (n: number) =>
      Array.from({ length: n }, (_, i) => `https://x${String(i)}.example`).join(' ');
    expect(hasTooManyLinks(links(3))).toBe(false);
    expect(hasTooManyLinks(links(4))).toBe(true);
  });
});
