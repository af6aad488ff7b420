import type { en } from './messages/en.js';

/** Every message id of the app; English is the source, so an id exists once it is in en.ts. */
export type MessageId = keyof typeof en;

/** A complete catalogue: the type makes a missing or an unknown id a compile error. */
export type Messages = Record<MessageId, string>;
