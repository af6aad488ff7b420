/** Platform numbers sent in X-Platform (API.md section 2). */
export const platforms = { web: 3, desktop: 5, extension: 2 } as const;

export type PlatformName = keyof typeof platforms;

/** The platform number from the first value that names one (a number such as 3, or a name such as 'web'); web when none does. */
export function platformNumber(...candidates: Array<string | number | undefined>): number {
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const n = Number(candidate);
    if (Object.values(platforms).includes(n as 2 | 3 | 5)) return n;
    if (typeof candidate === 'string' && candidate in platforms) return platforms[candidate as PlatformName];
  }
  return platforms.web;
}
