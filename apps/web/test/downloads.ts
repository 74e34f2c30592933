import { vi } from 'vitest';

/**
 * Records the names of downloads started through a temporary link (lib/file-download.ts). URL is
 * replaced by a subclass with mocked object-URL functions, which vi.unstubAllGlobals undoes.
 */
export function captureDownloads() {
  const createObjectURL = vi.fn(() => 'blob:download');
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    },
  );
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
  return { downloads, createObjectURL };
}
