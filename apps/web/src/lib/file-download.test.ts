import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '~/lib/file-download';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 filename* parameter, percent-decoded', () => {
    expect(
      fileNameFromDisposition(
        'attachment; filename="Kaygi-vakasi.pdf"; filename*=UTF-8\'\'Kayg%C4%B1-vakas%C4%B1.pdf',
      ),
    ).toBe('Kaygı-vakası.pdf');
    expect(fileNameFromDisposition("attachment; filename*=utf-8''rapor%20%C3%B6zet.pdf")).toBe(
      'rapor özet.pdf',
    );
  });

  it('reads a plain filename, quoted or not', () => {
    expect(fileNameFromDisposition('attachment; filename=rapor.pdf')).toBe('rapor.pdf');
    expect(
      fileNameFromDisposition('attachment; filename="psikorehber-verilerim-2026-11-22.json"'),
    ).toBe('psikorehber-verilerim-2026-11-22.json');
  });

  it('gives null without a header or without a file name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('')).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });

  it('falls back to the plain name when filename* is not valid percent-encoding', () => {
    expect(
      fileNameFromDisposition(
        'attachment; filename="yedek.pdf"; filename*=UTF-8\'\'bozuk%E0%A4.pdf',
      ),
    ).toBe('yedek.pdf');
  });
});
