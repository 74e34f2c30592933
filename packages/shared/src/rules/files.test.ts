import { describe, expect, it } from 'vitest';

import {
  documentExtension,
  isAllowedDocumentMimeType,
  isAllowedDocumentName,
  mimeTypeForDocument,
  safeDownloadName,
} from './files';

describe('documentExtension', () => {
  it.each([
    ['cv.pdf', 'pdf'],
    ['CV.PDF', 'pdf'],
    ['photo.final.JPeG', 'jpeg'],
    ['archive.tar.gz', 'gz'],
    [' scan.png ', 'png'],
    ['C:\\Users\\x\\belge.Jpg', 'jpg'],
    ['dir.v2/readme', ''],
    ['noextension', ''],
    ['trailingdot.', ''],
  ])('%j → %j', (name, expected) => {
    expect(documentExtension(name)).toBe(expected);
  });

  it('returns an empty string for non-strings', () => {
    expect(documentExtension(undefined)).toBe('');
  });
});

describe('isAllowedDocumentName', () => {
  it.each([['a.pdf'], ['a.PNG'], ['a.jpg'], ['a.JPEG']])('allows %j', (name) => {
    expect(isAllowedDocumentName(name)).toBe(true);
  });

  it.each([['a.gif'], ['a.pdf.exe'], ['a.docx'], ['pdf'], [''], [null]])('refuses %j', (name) => {
    expect(isAllowedDocumentName(name)).toBe(false);
  });
});

describe('document MIME types', () => {
  it('allows pdf, png and jpeg, ignoring case and parameters', () => {
    expect(isAllowedDocumentMimeType('application/pdf')).toBe(true);
    expect(isAllowedDocumentMimeType('IMAGE/PNG')).toBe(true);
    expect(isAllowedDocumentMimeType('image/jpeg; charset=binary')).toBe(true);
    expect(isAllowedDocumentMimeType('image/gif')).toBe(false);
    expect(isAllowedDocumentMimeType(undefined)).toBe(false);
  });

  it('maps allowed names to their MIME type', () => {
    expect(mimeTypeForDocument('a.PDF')).toBe('application/pdf');
    expect(mimeTypeForDocument('a.jpg')).toBe('image/jpeg');
    expect(mimeTypeForDocument('a.jpeg')).toBe('image/jpeg');
    expect(mimeTypeForDocument('a.png')).toBe('image/png');
    expect(mimeTypeForDocument('a.gif')).toBeNull();
  });
});

describe('safeDownloadName', () => {
  it('transliterates Turkish letters and dashes everything else', () => {
    expect(safeDownloadName('Şule ile görüşme #1', 'pdf')).toBe('Sule-ile-gorusme-1.pdf');
    expect(safeDownloadName('ÇĞİÖŞÜ çğıöşü', 'pdf')).toBe('CGIOSU-cgiosu.pdf');
  });

  it('keeps letters, digits, dashes and underscores', () => {
    expect(safeDownloadName('vaka_2024-03', 'pdf')).toBe('vaka_2024-03.pdf');
  });

  it('strips other accents and collapses and trims dashes', () => {
    expect(safeDownloadName('  --Café // notları--  ', 'pdf')).toBe('Cafe-notlari.pdf');
  });

  it('caps the base at 80 characters without a trailing dash', () => {
    const name = safeDownloadName(`${'a'.repeat(79)} bbbb`, 'pdf');
    expect(name).toBe(`${'a'.repeat(79)}.pdf`);
    expect(safeDownloadName('x'.repeat(200), 'pdf')).toBe(`${'x'.repeat(80)}.pdf`);
  });

  it('falls back to belge when nothing usable is left', () => {
    expect(safeDownloadName('', 'pdf')).toBe('belge.pdf');
    expect(safeDownloadName('???', 'pdf')).toBe('belge.pdf');
    expect(safeDownloadName(null, 'pdf')).toBe('belge.pdf');
  });

  it('cleans the extension and omits it when empty', () => {
    expect(safeDownloadName('Rapor', '.PDF')).toBe('Rapor.pdf');
    expect(safeDownloadName('Rapor', '')).toBe('Rapor');
    expect(safeDownloadName('Rapor', '/../x')).toBe('Rapor.x');
  });
});
