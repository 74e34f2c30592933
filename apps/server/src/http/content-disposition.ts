// The Content-Disposition of every download (RFC 6266): always an attachment, never rendered
// inline; an ASCII `filename` for old clients and the exact UTF-8 name as `filename*` (RFC 5987).

/** RFC 5987 ext-value: encodeURIComponent leaves ' ( ) * as they are, which are not attr-chars. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(filename)}`;
}
