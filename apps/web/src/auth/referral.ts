/** The promo cookie set by the affiliate script on the marketing site (SPEC.md section 9). */
export const promoCookieName = '_fprom_ref';

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      const raw = value.join('=');
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/**
 * The referral code sent as `referrer` on sign-up and log-in: the 'gspk' parameter (prefixed 'PS_'), else the
 * 'referral' parameter, else the promo cookie (prefixed 'FP_'); the prefixes tell the sources apart server-side.
 */
export function referralCode(search: string = window.location.search, cookies: string = document.cookie): string | null {
  const params = new URLSearchParams(search);
  const gspk = params.get('gspk');
  if (gspk) return `PS_${gspk}`;
  const referral = params.get('referral');
  if (referral) return referral;
  const promo = cookieValue(cookies, promoCookieName);
  return promo ? `FP_${promo}` : null;
}
