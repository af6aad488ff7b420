import { apiOrigin } from '../api/config.js';
import type { HttpClient } from '../api/http.js';

export type ExportFormat = 'json' | 'csv' | 'ics';
export type ImportFormat = 'taskhub' | 'todoist-csv' | 'todoist-json' | 'trello' | 'csv';
export const importFormats: readonly ImportFormat[] = ['taskhub', 'todoist-csv', 'todoist-json', 'trello', 'csv'];

/** The fields of a generic CSV the mapping step asks about; `title` is required. */
export const csvFields = ['title', 'note', 'dueDate', 'list', 'tags', 'priority', 'status'] as const;
export type CsvField = (typeof csvFields)[number];
export type CsvMapping = Partial<Record<CsvField, string>>;

export interface ImportCounts {
  lists: number;
  tasks: number;
  labels: number;
}

/** A refused import or export: the HTTP status (0 offline), the server's code, and the line or field it named. */
export class DataCallError extends Error {
  constructor(readonly status: number, readonly code?: string, readonly where: { line?: number; field?: string } = {}) {
    super(`data call failed with status ${status}${code ? ` (${code})` : ''}`);
    this.name = 'DataCallError';
  }
}

const platformHeaders = { 'X-Platform': '3', 'X-Anydo-Platform': 'web' };

/** The file name of a download's Content-Disposition, or a plain one. */
export function downloadName(disposition: string | null, format: ExportFormat): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `taskhub.${format}`;
}

/**
 * GET /api/v1/export: fetched with the session token (a plain link would carry none), then handed to the browser as
 * a download through an object URL.
 */
export async function downloadExport(token: string | null, format: ExportFormat, fetchImpl: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(`${apiOrigin()}/api/v1/export?format=${format}`, { headers: { ...platformHeaders, ...(token ? { 'X-Anydo-Auth': token } : {}) } });
  } catch {
    throw new DataCallError(0);
  }
  if (response.status !== 200) throw new DataCallError(response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(response.headers.get('content-disposition'), format);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The column names of a CSV file's first line (quoted names unquoted), for the mapping step. */
export function csvHeader(text: string): string[] {
  const line = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const names: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') { current += '"'; i += 1; } else if (char === '"') quoted = false; else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ',' || char === ';') { names.push(current.trim()); current = ''; } else current += char;
  }
  names.push(current.trim());
  return names.filter((name) => name !== '');
}

/**
 * POST /api/v1/import (multipart `file`, and `mapping` for a generic CSV) through XMLHttpRequest, the one browser API
 * that reports upload progress; `onProgress` gets 0…1 while the file goes up.
 */
export function uploadImport(options: {
  token: string | null; format: ImportFormat; file: Blob; mapping?: CsvMapping; onProgress?(fraction: number): void;
}): Promise<ImportCounts> {
  const form = new FormData();
  if (options.mapping) form.append('mapping', JSON.stringify(options.mapping));
  form.append('file', options.file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiOrigin()}/api/v1/import?format=${options.format}`);
    for (const [name, value] of Object.entries(platformHeaders)) request.setRequestHeader(name, value);
    if (options.token) request.setRequestHeader('X-Anydo-Auth', options.token);
    request.upload.onprogress = (event) => { if (event.lengthComputable) options.onProgress?.(event.loaded / event.total); };
    request.onerror = () => reject(new DataCallError(0));
    request.onload = () => {
      let body: { code?: string; line?: number; field?: string } & Partial<ImportCounts> = {};
      try { body = JSON.parse(request.responseText) as typeof body; } catch { /* not JSON: the status says enough */ }
      if (request.status === 200) resolve({ lists: body.lists ?? 0, tasks: body.tasks ?? 0, labels: body.labels ?? 0 });
      else reject(new DataCallError(request.status, body.code, { line: body.line, field: body.field }));
    };
    request.send(form);
  });
}

/** The calendar feed calls (API.md section 4, "Your data"); each answers the current address, or null. */
export const calendarFeed = {
  status: async (http: HttpClient) => ((await http.request('GET', '/api/v1/calendar-feed')) as { url: string | null }).url,
  create: async (http: HttpClient) => ((await http.request('POST', '/api/v1/calendar-feed')) as { url: string }).url,
  revoke: async (http: HttpClient) => { await http.request('DELETE', '/api/v1/calendar-feed'); return null; },
};
