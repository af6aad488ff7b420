/** What the sync and time-zone benches share: calling the API and printing the figures. */
import { performance } from 'node:perf_hooks';

/** An answer, read loosely: each bench checks what it reads. */
export type Json = Record<string, any>;

/**
 * A JSON caller of the server at `baseUrl`: the answer, its wall time, the server's own time (`Server-Timing:
 * app;dur=`, NaN where the route sets none), the time to the sync route's `write` step (the write committed and
 * announced; NaN elsewhere) and its size. Anything but 200 throws.
 */
export function apiCaller(baseUrl: string) {
  return async (method: string, route: string, body?: unknown, token?: string) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { ...(token ? { 'x-anydo-auth': token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    const wallMs = performance.now() - started;
    if (response.status !== 200) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 200)}`);
    const timing = (name: string) => Number(new RegExp(`(?:^|,)\\s*${name};dur=([\\d.]+)`).exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
    return { json: (text ? JSON.parse(text) : {}) as Json, wallMs, appMs: timing('app'), writeMs: timing('write'), bytes: Buffer.byteLength(text) };
  };
}

export type ApiCaller = ReturnType<typeof apiCaller>;

export const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
};

/** One measure; a NaN target: a figure reported without a target of its own. */
export interface Row { name: string; target: number; values: number[] }

/** The figures as a table: runs, p50, p95, max, the target, and whether the p50 meets it. */
export function printTable(rows: Row[]) {
  const header = ['measure', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'target ms', 'p50 ok'];
  const cells = rows.map((r) => r.values.length === 0 ? [r.name, '0', '-', '-', '-', Number.isNaN(r.target) ? '-' : String(r.target), '-'] : [
    r.name, String(r.values.length), percentile(r.values, 0.5).toFixed(1), percentile(r.values, 0.95).toFixed(1),
    Math.max(...r.values).toFixed(1), Number.isNaN(r.target) ? '-' : String(r.target),
    Number.isNaN(r.target) ? '-' : percentile(r.values, 0.5) <= r.target ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n'));
}

/** A command-line option `name N` (a positive whole number), or `fallback` when it is not given. */
export function wholeOption(args: readonly string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  const value = Number(at >= 0 ? args[at + 1] : fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a positive whole number`);
  return value;
}
