import type { HttpClient } from '../api/http.js';

/** One signed-in device as GET /api/v1/sessions lists it. */
export interface DeviceSession {
  id: string;
  platform: number;
  browser: string | null;
  os: string | null;
  lastUsedAt: number;
  current: boolean;
}

function isDeviceSession(value: unknown): value is DeviceSession {
  const v = value as Partial<DeviceSession> | null;
  return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.platform === 'number'
    && typeof v.lastUsedAt === 'number' && typeof v.current === 'boolean';
}

/** The account's devices, this one first, then the most recently used. */
export async function deviceSessions(http: HttpClient): Promise<DeviceSession[]> {
  const answer = await http.request('GET', '/api/v1/sessions');
  if (!Array.isArray(answer)) throw new Error('unexpected sessions answer');
  return answer.filter(isDeviceSession)
    .map((s) => ({ ...s, browser: s.browser ?? null, os: s.os ?? null }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt - a.lastUsedAt);
}

/** Signs one device out: its token stops working at once. */
export async function endDeviceSession(http: HttpClient, id: string): Promise<void> {
  await http.request('DELETE', `/api/v1/sessions/${encodeURIComponent(id)}`);
}
