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

/** Where the tab keeps the address's referral code while a provider's sign-in page is open (its return drops the query). */
export const referralStorageKey = 'taskhub.referral';

function addressReferral(search: string): string | null {
  const params = new URLSearchParams(search);
  const gspk = params.get('gspk');
  if (gspk) return `PS_${gspk}`;
  return params.get('referral') || null;
}

function rememberedReferral(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(referralStorageKey) ?? null;
  } catch {
    return null;
  }
}

/**
 * The referral code sent as `referrer` on sign-up and log-in: the 'gspk' parameter (prefixed 'PS_'), else the
 * 'referral' parameter (from this address, or the one a provider sign-in left from), else the promo cookie (prefixed
 * 'FP_'); the prefixes tell the sources apart server-side.
 */
export function referralCode(
  search: string = window.location.search, cookies: string = document.cookie, storage: Storage | undefined = globalThis.sessionStorage,
): string | null {
  const fromAddress = addressReferral(search) ?? rememberedReferral(storage);
  if (fromAddress) return fromAddress;
  const promo = cookieValue(cookies, promoCookieName);
  return promo ? `FP_${promo}` : null;
}

/** Before leaving for a provider's sign-in page: its return address has no query, so the tab keeps the code. */
export function rememberReferralCode(search: string = window.location.search, storage: Storage | undefined = globalThis.sessionStorage) {
  const code = addressReferral(search);
  try {
    if (code) storage?.setItem(referralStorageKey, code);
  } catch {
    // Storage refused (private mode quotas): the promo cookie, if any, still goes.
  }
}
