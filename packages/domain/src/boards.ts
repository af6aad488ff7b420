import { z } from 'zod';
import type { Role } from './teams.js';
import { positionSchema } from './sync/wire-fields.js';

/** Boards and their sections (API.md section 5), as the API shows them and the inputs it takes. */

export interface Board {
  id: string;
  workspaceId: string;
  name: string;
  emoji: string | null;
  isPrivate: boolean;
  isArchived: boolean;
  /** The caller's role; null for a public board they have not joined. */
  role: Role | null;
  membersCount: number;
  position: string;
  creationDate: number;
  lastUpdateDate: number;
}

export interface Section {
  id: string;
  boardId: string;
  name: string;
  position: string;
  isArchived: boolean;
}

const boardName = z.string().trim().min(1, 'INVALID_NAME').max(100, 'INVALID_NAME');
/** One emoji (a grapheme of a few code points: flags, skin tones and joined sequences are longer than one). */
const emoji = z.string().trim().min(1).max(16).nullable();

export const createBoardInput = z.object({
  name: boardName,
  emoji: emoji.optional(),
  isPrivate: z.boolean(),
  templateId: z.string().min(1).max(64).optional(),
});

/** `isArchived: true` archives (as POST .../archive does); `false` on an archived board is 409 BOARD_ARCHIVED. */
export const updateBoardInput = z.strictObject({
  name: boardName.optional(),
  emoji: emoji.optional(),
  isPrivate: z.boolean().optional(),
  isArchived: z.boolean().optional(),
});

const sectionName = z.string().trim().min(1, 'INVALID_NAME').max(255, 'INVALID_NAME');
export const createSectionInput = z.object({ name: sectionName, position: positionSchema.optional() });
export const updateSectionInput = z.strictObject({ name: sectionName.optional(), position: positionSchema.optional() });

/** The message of a sole board admin who would leave, be removed or be demoted (SPEC.md section 5). */
export const soleBoardAdminMessage = 'The board needs another admin or must be archived first';
