import { version } from '../../package.json';

/** The web app's version, as apps/web/package.json states it, for the About section. */
export const appVersion: string = version;

/**
 * Where the Support section's mail link goes: the operator's address, set at build time with VITE_SUPPORT_EMAIL.
 * A self-hosted install has no support address of ours, so without one the section is not shown.
 */
export function supportEmail(env: Record<string, string | undefined> | undefined = (import.meta as { env?: Record<string, string | undefined> }).env): string | null {
  const value = env?.VITE_SUPPORT_EMAIL?.trim();
  return value && /^[^\s@]+@[^\s@]+$/.test(value) ? value : null;
}
