import { imageSignatureBytes, imageTypeOf, profilePictureMaxBytes } from '@taskhub/domain';
import { AuthError } from '../api/auth-error.js';
import type { AuthStore } from '../auth/auth-store.js';
import { checkUserDetails } from '../auth/response-checks.js';
import { messageIdForErrorCode, type MessageId } from '../i18n/index.js';

/** Why a chosen file is not sent: past the size limit, or not a PNG, JPEG, WebP or GIF by its first bytes. */
export type PictureProblem = 'tooBig' | 'notAnImage';

/** What the server would refuse in a chosen file, found before sending it (the server checks again); null when none. */
export async function pictureProblemOf(file: Blob): Promise<PictureProblem | null> {
  if (file.size > profilePictureMaxBytes) return 'tooBig';
  const head = new Uint8Array(await file.slice(0, imageSignatureBytes).arrayBuffer());
  return imageTypeOf(head) ? null : 'notAnImage';
}

/** The answer's picture put on the signed-in user, leaving the rest of the user (and any change still queued) as it is. */
function showPicture(auth: AuthStore, answer: unknown): void {
  const { profilePicture } = checkUserDetails(answer);
  const user = auth.getState().user;
  if (user) auth.getState().setUser({ ...user, profilePicture });
}

/** POST /me/profile-picture: the file as the form's `file`; the server stores a 256 px square of it. */
export async function uploadProfilePicture(auth: AuthStore, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  showPicture(auth, await auth.http.request('POST', '/me/profile-picture', form));
}

/** DELETE /me/profile-picture: back to the Google picture, or the initials. */
export async function removeProfilePicture(auth: AuthStore): Promise<void> {
  showPicture(auth, await auth.http.request('DELETE', '/me/profile-picture'));
}

/** The message for a failed upload or removal: the size and type refusals in this screen's words, else the server's code's. */
export function pictureErrorId(error: unknown): MessageId {
  if (!(error instanceof AuthError)) return 'errors.unknown';
  if (error.status === 413) return 'settings.profile.picture.tooBig';
  if (error.serverCode === 'NOT_AN_IMAGE') return 'settings.profile.picture.notAnImage';
  if (error.code === 'NETWORK_UNAVAILABLE') return 'errors.connectivity';
  return messageIdForErrorCode(error.serverCode);
}
