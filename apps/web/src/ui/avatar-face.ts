/** An avatar's colour and initials, without Radix: the first-screen preview (main bundle) draws them too. */

/** Background hues for initials, picked by the user id so a person keeps one colour everywhere. */
const hues = [210, 260, 330, 20, 140, 180, 45, 290] as const;

export function avatarHue(id: string): number {
  let hash = 0;
  for (let i = 0; i < id.length; i += 1) hash = (hash * 31 + id.charCodeAt(i)) | 0;
  return hues[Math.abs(hash) % hues.length]!;
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toUpperCase();
}
