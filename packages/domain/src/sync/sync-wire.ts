import { z } from 'zod';
import { incomingItemSchema, reservedSyncModelNames, type SyncModelName, type SyncObject } from './models.js';
import type { SharedMember } from '../teams.js';
import type { Board, Section } from '../boards.js';

/** Most objects one sync request may push; a client with more sends several batches. */
export const maxSyncPushItems = 5000;

const modelBody = <M extends SyncModelName>(model: M) => z.object({
  items: z.array(incomingItemSchema(model)).max(maxSyncPushItems).optional(),
}).optional();

const reserved = z.object({ items: z.array(z.unknown()).max(maxSyncPushItems).optional() }).optional();

/** POST /api/vN/me/sync body (API.md section 4); unknown models and fields are ignored, not refused. */
export const syncRequestSchema = z.object({
  models: z.object({
    task: z.object({
      items: z.array(incomingItemSchema('task')).max(maxSyncPushItems).optional(),
      config: z.object({ includeDone: z.boolean().optional(), includeDeleted: z.boolean().optional() }).optional(),
    }).optional(),
    category: modelBody('category'),
    label: modelBody('label'),
    myDayEntry: modelBody('myDayEntry'),
    attachment: modelBody('attachment'),
    userNotification: modelBody('userNotification'),
    customView: modelBody('customView'),
    ...Object.fromEntries(reservedSyncModelNames.map((name) => [name, reserved])),
  }).default({}),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

/** An item a push refused alone while storing the rest (API.md section 5's wording): its id (null without one) and why. */
export interface RejectedSyncItem {
  id: string | null;
  code: string;
}

/** The items of one model in a sync answer, and those of the push it refused. */
interface ModelAnswer<T> {
  items: T[];
  rejected?: RejectedSyncItem[];
  /** Ids of objects the caller no longer sees (they left or were removed from a shared list or board): drop them. */
  removed?: string[];
}

/** The sync answer: every visible object changed after `updatedSince`, in the request's shape, and the next cursor. */
export interface SyncResponse {
  models: {
    task: ModelAnswer<SyncObject<'task'>>;
    category: ModelAnswer<SyncObject<'category'>>;
    label: ModelAnswer<SyncObject<'label'>>;
    myDayEntry: ModelAnswer<SyncObject<'myDayEntry'>>;
    attachment: ModelAnswer<SyncObject<'attachment'>>;
    sharedMember: ModelAnswer<SharedMember>;
    userNotification: ModelAnswer<SyncObject<'userNotification'>>;
    taskNotification: { items: never[] };
    /** The person's custom views (API.md section 5): personal, written by their devices like tags; absent from older servers. */
    customView?: ModelAnswer<SyncObject<'customView'>>;
    /** The boards the caller is a member of and their sections (API.md section 5), made by the REST calls. */
    board?: ModelAnswer<Board>;
    section?: ModelAnswer<Section>;
  };
  /** Send back as `updatedSince` next time: a point of the server's change sequence, on the scale of milliseconds. */
  lastUpdateDate: number;
}

/** The realtime message on `/ws` (API.md section 4). */
export interface ChangedMessage {
  type: 'changed';
  models: SyncModelName[];
  lastUpdateDate: number;
  /**
   * Optional: the objects a small write changed, as a pull would bring them, only those of scopes this socket sees.
   * A client may apply them with the pull's merge rule to the copies it holds; it still pulls (its cursor does not
   * move past them), so a client that ignores them loses nothing.
   */
  objects?: Partial<Record<SyncModelName, SyncObject[]>>;
}

/** GET /api/vN/me/bg_sync answer. */
export interface BackgroundSyncStarted {
  task_id: string;
  polling_interval: number;
  total_timeout: number;
}
