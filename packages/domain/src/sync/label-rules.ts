/**
 * Tag (label) rules of SPEC.md section 10: a name and colour pair is unique ('An identical tag already exists'),
 * and Premium unlocks more tags and colours. SPEC.md gives no figures, so this product sets them here: a free
 * account keeps up to `freeLabelLimit` tags, each in one of `freeLabelColors`; a premium one (the premium rule of
 * subscription.ts) any number of tags in any colour.
 */
export const freeLabelLimit = 20;

/** The colours a free account may give a tag: the tag picker's palette, which holds the starter tags' colours too. */
export const freeLabelColors = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#8e8e93'] as const;

export const isFreeLabelColor = (color: string) => (freeLabelColors as readonly string[]).includes(color.toLowerCase());

/** Whether two tags count as the same: names equal ignoring case and outer spaces, colours ignoring hex case. */
export function sameLabel(a: { name: string; color: string }, b: { name: string; color: string }): boolean {
  return a.name.trim().toLocaleLowerCase() === b.name.trim().toLocaleLowerCase() && a.color.toLowerCase() === b.color.toLowerCase();
}
