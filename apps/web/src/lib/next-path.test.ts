import { describe, expect, it } from 'vitest';
import { loginPathWithNext, safeNextPath } from '~/lib/next-path';

describe('safeNextPath', () => {
  it.each([
    ['/billing', '/billing'],
    ['/billing/checkout?plan=BASIC&m=3', '/billing/checkout?plan=BASIC&m=3'],
    ['/application#belgeler', '/application#belgeler'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['billing'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/%0a/evil'.replace('%0a', '\n')],
    ['/login'],
    ['/login?next=/login'],
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('loginPathWithNext', () => {
  it('encodes the whole path and query', () => {
    expect(loginPathWithNext({ pathname: '/billing/checkout', search: '?plan=BASIC&m=3' })).toBe(
      '/login?next=%2Fbilling%2Fcheckout%3Fplan%3DBASIC%26m%3D3',
    );
  });
});
