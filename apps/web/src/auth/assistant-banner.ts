import type { AuthStore } from './auth-store.js';

/**
 * Hides the voice-assistant banner for good (SPEC.md section 4): only when it is shown; once the server has it,
 * the local flag becomes false. Resolves true when it was hidden; rejects with the AuthError of a failed call.
 */
export async function hideAssistantBanner(auth: AuthStore): Promise<boolean> {
  if (!auth.getState().user?.googleAssistantUserV2.shouldShowClientBanner) return false;
  await auth.http.request('POST', '/me/google_assistant/banner_removed');
  const current = auth.getState().user;
  if (current) {
    auth.getState().setUser({ ...current, googleAssistantUserV2: { ...current.googleAssistantUserV2, shouldShowClientBanner: false } });
  }
  return true;
}
