import { freeLabelColors, freeLabelLimit, isFreeLabelColor, sameLabel, type SyncObject } from '@taskhub/domain';
import type { SyncSnapshot } from '@taskhub/sync-client';
import type { MessageId } from '../i18n/index.js';

export type Label = SyncObject<'label'>;

/** Tags the user can pick: not deleted, in their stored order. */
export function activeLabels(objects: SyncSnapshot['objects']): Label[] {
  return Object.values(objects.label)
    .filter((label) => !label.isDeleted)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1));
}

/**
 * The tags of one place, active and in order: a board's (`boardId`, shared by its members) or, for null, the
 * person's own. A board card is tagged from its board's tags, any other task from the person's own.
 */
export function placeLabels(objects: SyncSnapshot['objects'], boardId: string | null): Label[] {
  return activeLabels(objects).filter((label) => (label.boardId ?? null) === boardId);
}

/** The person's own tags (not a board's): the sidebar's Tags group, quick add. */
export const personalLabels = <T extends { boardId?: string | null }>(labels: readonly T[]): T[] => labels.filter((label) => !label.boardId);

/**
 * The tag with this name and colour, if one exists (SPEC.md section 10: a name and colour pair is unique,
 * 'An identical tag already exists'), compared by the domain's `sameLabel` (the server refuses the same pairs).
 * `exceptId` skips the tag being renamed.
 */
export function findIdenticalLabel(labels: readonly Label[], name: string, color: string, exceptId?: string): Label | undefined {
  return labels.find((label) => label.id !== exceptId && !label.isDeleted && sameLabel(label, { name, color }));
}

export type NewTagProblem = 'nameRequired' | 'identical' | 'limit' | 'colour';

/**
 * Why a new tag cannot be made, or null when it can. Premium unlocks more tags and colours: a free account keeps
 * up to `freeLabelLimit` tags in the `freeLabelColors` palette (packages/domain label-rules.ts, checked by the
 * server too, so this only spares the user a refused write). Names and colours are unique per place: among the
 * person's own tags, or among one board's (`boardId`).
 */
export function newTagProblem(labels: readonly Label[], name: string, color: string, premium = false, boardId: string | null = null): NewTagProblem | null {
  if (name.trim() === '') return 'nameRequired';
  const place = labels.filter((label) => (label.boardId ?? null) === boardId);
  if (findIdenticalLabel(place, name, color)) return 'identical';
  // A board's tags are its team's: the free plan counts and colours only a person's own (as the server does).
  if (boardId !== null) return null;
  if (!premium && place.filter((label) => !label.isDeleted).length >= freeLabelLimit) return 'limit';
  if (!premium && !isFreeLabelColor(color)) return 'colour';
  return null;
}

/** The palette every account may use (the domain's free colours), with the message id of each colour's name. */
export const tagColourChoices = [
  { color: freeLabelColors[0], name: 'labels.colour.red' },
  { color: freeLabelColors[1], name: 'labels.colour.orange' },
  { color: freeLabelColors[2], name: 'labels.colour.yellow' },
  { color: freeLabelColors[3], name: 'labels.colour.green' },
  { color: freeLabelColors[4], name: 'labels.colour.blue' },
  { color: freeLabelColors[5], name: 'labels.colour.purple' },
  { color: freeLabelColors[6], name: 'labels.colour.grey' },
] as const satisfies readonly { color: string; name: MessageId }[];

/** The position of the last tag, so a new tag goes after it. */
export function lastLabelPosition(labels: readonly Label[]): string | undefined {
  return labels.at(-1)?.position;
}
