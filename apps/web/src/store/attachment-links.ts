import { apiOrigin } from '../api/config.js';

/**
 * Fresh download links of a task's attachments (GET /me/attachments?globalTaskId=…, with the token): id → absolute
 * url. Each url is signed and works without a token for a while (ATTACHMENT_LINK_TTL_SECONDS), so a plain link or an
 * `<img>` can fetch it; rejects when the call fails.
 */
export async function fetchAttachmentLinks({ token, taskGlobalId, fetchImpl = fetch }: {
  token: string | null; taskGlobalId: string; fetchImpl?: typeof fetch;
}): Promise<Record<string, string>> {
  const origin = apiOrigin();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Platform': '3' };
  if (token) headers['X-Anydo-Auth'] = token;
  const response = await fetchImpl(`${origin}/me/attachments?globalTaskId=${encodeURIComponent(taskGlobalId)}`, { headers });
  if (!response.ok) throw new Error(`attachment links answered ${response.status}`);
  const attachments = await response.json() as { id: string; url?: string }[];
  return Object.fromEntries(attachments.flatMap((attachment) => (attachment.url ? [[attachment.id, new URL(attachment.url, `${origin}/`).href]] : [])));
}
