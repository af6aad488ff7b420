import { z } from 'zod';
import { noneAs, taskDefaults, taskFieldSchemas } from './task.js';
import { calendarMsSchema, hexColorSchema, msSchema, objectIdSchema, positionSchema, updateTimeKey } from './wire-fields.js';

export const myDayEntryStatuses = ['ACTIVE', 'DELETED'] as const;

const categoryFieldSchemas = {
  name: z.string().trim().min(1).max(255),
  position: positionSchema,
  isDefault: z.boolean(),
  isDeleted: z.boolean(),
  /** Lists are active, archived or deleted (SPEC.md section 3); archived is an addition to the wire shape. */
  isArchived: z.boolean(),
  isGroceryList: z.boolean(),
};

const labelFieldSchemas = {
  name: z.string().trim().min(1).max(100),
  color: hexColorSchema,
  position: positionSchema,
  isDeleted: z.boolean(),
  /** A board's tag (API.md section 5: a board has tags of its own, shared by its members); null for a person's own tag. */
  boardId: noneAs(null, objectIdSchema.nullable(), ['']),
};

const myDayEntryFieldSchemas = {
  referencedObjectType: z.enum(['task']),
  referencedObjectId: objectIdSchema,
  /** The day (midnight UTC of the calendar date, in ms) the entry belongs to, in the user's My Day calendar. */
  date: calendarMsSchema,
  status: z.enum(myDayEntryStatuses),
  position: positionSchema,
};

/** In-app notifications (the notifications menu's Updates tab): the server makes them, a client only marks them read. */
const userNotificationFieldSchemas = {
  read: z.boolean(),
};

export const userNotificationTypes = ['reminder'] as const;

const attachmentFieldSchemas = {
  displayName: z.string().trim().min(1).max(255),
  deleted: z.boolean(),
};

export const customViewSourceTypes = ['board', 'category', 'all'] as const;
export const customViewDurations = ['tomorrow', '7d', '14d', '4w', '12m'] as const;
export const customViewOrganizations = ['people', 'dueDate', 'boardsAndSections'] as const;

/**
 * One place a custom view takes tasks from (API.md section 5): a board, a list, or `all` (every board and list the
 * person sees; its `id` is null). A source the person can no longer see (a board they left) simply shows nothing.
 */
export const customViewSourceSchema = z.union([
  z.object({ type: z.enum(['board', 'category']), id: objectIdSchema }),
  z.object({ type: z.literal('all'), id: z.unknown().transform(() => null) }),
]);
export type CustomViewSource = z.infer<typeof customViewSourceSchema>;

/** A person's own saved view over boards and lists (SPEC.md section 3): personal, like tags; never shared. */
const customViewFieldSchemas = {
  name: z.string().trim().min(1).max(100),
  sources: z.array(customViewSourceSchema).max(100),
  duration: z.enum(customViewDurations),
  organizedBy: z.enum(customViewOrganizations),
  position: positionSchema,
  isDeleted: z.boolean(),
};

/**
 * Every object that travels through sync, with the fields a client may write (each merged by its own
 * `<field>UpdateTime`) and their values on a new object. Fields not listed are filled by the server.
 */
export const syncModels = {
  task: { fields: taskFieldSchemas, defaults: taskDefaults },
  category: {
    fields: categoryFieldSchemas,
    defaults: { name: '', position: 'a0', isDefault: false, isDeleted: false, isArchived: false, isGroceryList: false },
  },
  label: { fields: labelFieldSchemas, defaults: { name: '', color: '#8e8e93', position: 'a0', isDeleted: false, boardId: null } },
  myDayEntry: {
    fields: myDayEntryFieldSchemas,
    defaults: { referencedObjectType: 'task', referencedObjectId: '', date: 0, status: 'ACTIVE', position: 'a0' },
  },
  attachment: { fields: attachmentFieldSchemas, defaults: { displayName: '', deleted: false } },
  userNotification: { fields: userNotificationFieldSchemas, defaults: { read: false } },
  customView: {
    fields: customViewFieldSchemas,
    defaults: { name: '', sources: [{ type: 'all', id: null }], duration: '7d', organizedBy: 'dueDate', position: 'a0', isDeleted: false },
  },
} as const;

export type SyncModelName = keyof typeof syncModels;
export const syncModelNames = Object.keys(syncModels) as SyncModelName[];
/** Models named in API.md's sync body that this server does not hold yet; they answer empty lists. */
export const reservedSyncModelNames = ['sharedMember', 'taskNotification'] as const;

export type ModelFields<M extends SyncModelName> = {
  [K in keyof (typeof syncModels)[M]['fields']]: z.infer<(typeof syncModels)[M]['fields'][K]>;
};
type UpdateTimes<F> = { [K in keyof F & string as `${K}UpdateTime`]: number };

/** Every object on the wire: id, its writable fields with their update times, and the object times. */
export type SyncObject<M extends SyncModelName = SyncModelName> = ModelFields<M> & UpdateTimes<ModelFields<M>> & {
  id: string;
  creationDate: number;
  lastUpdateDate: number;
} & (M extends 'task' ? { globalTaskId: string; shared: boolean; participants: string[]; createdBy?: string } : unknown)
  & (M extends 'label' ? { isPredefined: boolean } : unknown)
  & (M extends 'attachment' ? AttachmentServerFields : unknown)
  & (M extends 'userNotification' ? UserNotificationServerFields : unknown);

/** What a notification is about; the server fills these when it makes one. */
export interface UserNotificationServerFields {
  type: (typeof userNotificationTypes)[number];
  /** The task's title when the notification was made. */
  title: string;
  taskId: string;
  /** When the reminder was due to fire (ms). */
  fireDate: number;
}

export interface AttachmentServerFields {
  globalTaskId: string;
  mimeType: string;
  fileSize: number;
  url: string;
  uploaderId: string;
}

/**
 * What a client may send for one object: its id and any writable fields with their update times. Unknown fields
 * are dropped (third-party clients send fields of their own); a wrong type is refused.
 */
export function incomingItemSchema<M extends SyncModelName>(model: M) {
  const shape: Record<string, z.ZodType> = {
    id: objectIdSchema,
    creationDate: msSchema.optional(),
  };
  for (const [field, schema] of Object.entries(syncModels[model].fields)) {
    shape[field] = (schema as z.ZodType).optional();
    shape[updateTimeKey(field)] = msSchema.optional();
  }
  if (model === 'task') shape.globalTaskId = objectIdSchema.optional();
  return z.object(shape);
}

export type IncomingItem = { id: string; creationDate?: number; globalTaskId?: string } & Record<string, unknown>;

/** The field names of a model a client may write. */
export const writableFields = (model: SyncModelName) => Object.keys(syncModels[model].fields);
