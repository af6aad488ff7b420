import type { OnboardingProfile } from '@taskhub/domain';
import type { AuthStore } from './auth-store.js';

/**
 * Completes onboarding (SPEC.md section 4): only when the user should see it, the server is told, then the user is
 * refreshed. The local flag drops first, so the onboarding does not come back if the refresh is skipped because
 * another auth action is running.
 * The profile answers go along as the body when given; without them (skipped) no body is sent, as API.md describes.
 * Resolves true when the server was told; rejects with the AuthError of a failed call.
 */
export async function completeOnboarding(auth: AuthStore, profile?: OnboardingProfile): Promise<boolean> {
  const user = auth.getState().user;
  if (!user?.shouldShowOnboarding) return false;
  await auth.http.request('POST', '/me/on-boarding-completed', profile);
  const current = auth.getState().user;
  if (current) auth.getState().setUser({ ...current, shouldShowOnboarding: false });
  await auth.getState().refreshUser();
  return true;
}
