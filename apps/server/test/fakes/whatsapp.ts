import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { answerJson, readBody } from './http-helpers.js';

export interface FakeWhatsappApi {
  /** Base URL to put in WHATSAPP_API_URL (like https://graph.facebook.com/v19.0). */
  url: string;
  phoneNumberId: string;
  accessToken: string;
  /** Message bodies accepted, oldest first. */
  messages: any[];
  /** Requests refused (bad auth, bad body); a test expects none unless it sent such a request. */
  rejected: string[];
  /** While true the API answers 500. */
  failing: boolean;
  /** Recipients the API refuses with 400 and error 131026 (message undeliverable), as for a number without WhatsApp. */
  undeliverable: Set<string>;
  env(): Record<string, string>;
  close(): Promise<void>;
}

const graphError = (message: string, code: number) => ({ error: { message, type: 'OAuthException', code, fbtrace_id: 'fake' } });

/** Checks a Cloud API message body's shape as the real endpoint does; answers the problem or null. */
function problemWith(body: any): string | null {
  if (body?.messaging_product !== 'whatsapp') return 'messaging_product';
  if (typeof body.to !== 'string' || !/^[1-9]\d{7,14}$/.test(body.to)) return 'to';
  if (body.type === 'text') return typeof body.text?.body === 'string' && body.text.body.length > 0 && body.text.body.length <= 4096 ? null : 'text.body';
  if (body.type === 'template') {
    const ok = typeof body.template?.name === 'string' && typeof body.template.language?.code === 'string' && Array.isArray(body.template.components);
    return ok ? null : 'template';
  }
  return 'type';
}

/** A WhatsApp Cloud API–compatible `/{phone-number-id}/messages` endpoint: Bearer auth, body checks, recorded messages. */
export async function startFakeWhatsappApi(): Promise<FakeWhatsappApi> {
  const phoneNumberId = String(100_000_000_000 + Math.floor(Math.random() * 1e9));
  const accessToken = `EAAG${randomBytes(24).toString('hex')}`;
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    const refuse = (status: number, reason: string, code: number) => {
      fake.rejected.push(reason);
      answerJson(response, status, graphError(reason, code));
    };
    if (request.method !== 'POST' || request.url !== `/v19.0/${phoneNumberId}/messages`) return refuse(404, `unexpected ${request.method} ${request.url}`, 803);
    if (request.headers.authorization !== `Bearer ${accessToken}`) return refuse(401, 'bad access token', 190);
    if (!request.headers['content-type']?.startsWith('application/json')) return refuse(400, 'not JSON', 100);
    let body: any;
    try { body = JSON.parse(text); } catch { return refuse(400, 'not JSON', 100); }
    const problem = problemWith(body);
    if (problem) return refuse(400, `invalid parameter ${problem}`, 100);
    if (fake.failing) return answerJson(response, 500, graphError('Service temporarily unavailable', 2));
    if (fake.undeliverable.has(body.to)) return answerJson(response, 400, graphError('Message undeliverable', 131026));
    fake.messages.push(body);
    answerJson(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.${randomBytes(12).toString('hex')}` }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v19.0`;

  const fake: FakeWhatsappApi = {
    url, phoneNumberId, accessToken, messages: [], rejected: [], failing: false, undeliverable: new Set(),
    env: () => ({ WHATSAPP_API_URL: url, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_ACCESS_TOKEN: accessToken }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
