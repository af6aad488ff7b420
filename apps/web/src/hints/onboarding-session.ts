/** The element the server puts in the page when ONBOARDING_SESSION_URL is set (apps/server web/page-policy.ts). */
export const onboardingSessionMetaName = 'taskhub:onboarding-session';

/** Where new users book an onboarding session, as the server gave it to the page; null without one (or not http(s)). */
export function onboardingSessionUrl(doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${onboardingSessionMetaName}"]`)?.content ?? '';
  const url = URL.parse(content);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}
