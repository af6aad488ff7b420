/** A media type as `type/subtype`, lower case, parameters dropped; anything else is plain bytes. */
export function mediaType(header: string | undefined): string {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/.test(type) ? type : 'application/octet-stream';
}

/** The name a client gave (percent-encoded names decoded), without any folder part. */
export function fileName(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let name = raw;
  try { name = decodeURIComponent(raw); } catch { /* not percent-encoded: take it as it is */ }
  // eslint-disable-next-line no-control-regex
  return name.split(/[/\\]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '');
}

const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with the name twice: plain ASCII for old clients, UTF-8 (RFC 6266) for the rest. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}
