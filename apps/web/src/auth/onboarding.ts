import type { AuthStore } from './auth-store.js';

/**
 * Completes onboarding (SPEC.md section 4): only when the user should see it, the server is told, then the user is
 * refreshed. The local flag drops first, so the onboarding does not come back if the refresh is skipped because
 * another auth action is running.
 * Resolves true when the server was told; rejects with the AuthError of a failed call.
 */
export async function completeOnboarding(auth: AuthStore): Promise<boolean> {
  const user = auth.getState().user;
  if (!user?.shouldShowOnboarding) return false;
  await auth.http.request('POST', '/me/on-boarding-completed');
  const current = auth.getState().user;
  if (current) auth.getState().setUser({ ...current, shouldShowOnboarding: false });
  await auth.getState().refreshUser();
  return true;
}
