import { invitePath } from '../shell/paths.js';

/**
 * Where to go back to after signing in through a provider. Email sign-in keeps the address (the sign-in screen shows
 * at it), but the providers' returns land on the start page, so an invite link's page notes itself here first. Only
 * invite pages are kept: anything else in storage is not followed.
 */
const key = 'taskhub.returnTo';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberInviteReturn(token: string): void {
  try {
    session()?.setItem(key, invitePath(token));
  } catch {
    // Refused storage: a provider's sign-in then lands on the start page, and the link can be opened again.
  }
}

/** The invite page to go back to, if one is noted (reading does not forget it: a render may run twice). */
export function inviteReturn(): string | null {
  const path = session()?.getItem(key) ?? null;
  return path !== null && /^\/invite\/[^/?#]+$/.test(path) ? path : null;
}

/** The invite page is shown: nothing more to go back to. */
export function forgetInviteReturn(): void {
  try {
    session()?.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
