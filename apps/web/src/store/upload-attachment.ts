import { apiOrigin } from '../api/config.js';

/** An upload the server refused; `status` 413 means the file is too big. */
export class UploadError extends Error {
  constructor(readonly status: number) {
    super(`upload failed with status ${status}`);
    this.name = 'UploadError';
  }
}

/**
 * Sends one file to a task (POST /me/attachments?globalTaskId=…, the file as the raw body). The new attachment
 * object then arrives by sync like any other change.
 */
export async function uploadAttachment({ token, taskGlobalId, file, fetchImpl = fetch }: {
  token: string | null; taskGlobalId: string; file: File; fetchImpl?: typeof fetch;
}): Promise<void> {
  const headers: Record<string, string> = {
    'Content-Type': file.type || 'application/octet-stream',
    'X-File-Name': encodeURIComponent(file.name),
    'X-Platform': '3',
  };
  if (token) headers['X-Anydo-Auth'] = token;
  let response: Response;
  try {
    response = await fetchImpl(`${apiOrigin()}/me/attachments?globalTaskId=${encodeURIComponent(taskGlobalId)}`, { method: 'POST', headers, body: file });
  } catch {
    throw new UploadError(0);
  }
  if (!response.ok) throw new UploadError(response.status);
}
