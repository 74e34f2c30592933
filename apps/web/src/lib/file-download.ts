// Saving a fetched file under the server's name (Content-Disposition), for downloads that are
// fetched rather than linked so a failure can be said in Turkish.

/** The file name of a Content-Disposition header (filename* first), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1]?.trim();
  return plain || null;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns; revoke once they have the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a fetched file under the server's name, or `fallbackName` when it gives none. */
export async function saveResponse(response: Response, fallbackName: string) {
  const blob = await response.blob();
  saveBlob(
    blob,
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName,
  );
}
