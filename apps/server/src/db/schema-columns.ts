import { bigint } from 'drizzle-orm/pg-core';

/** Milliseconds since the epoch, as on the wire. A module of its own: schema.ts and schema-teams.ts both use it eagerly. */
export const ms = (name: string) => bigint(name, { mode: 'number' });
