import { createObject, type SyncModelName, type SyncObject } from '@taskhub/domain';
import type { Category, Label, Task } from '../views/types.js';

/** 2026-03-10 09:00 in Berlin (UTC+1): the tests' "now". */
export const testNow = Date.UTC(2026, 2, 10, 8);
export const testZone = 'Europe/Berlin';
/** Midnight in Berlin at the start of the day `offset` days from testNow's day. */
export const berlinDay = (offset: number) => Date.UTC(2026, 2, 10 + offset) - 3_600_000;

const make = <M extends SyncModelName>(model: M, id: string, fields: Record<string, unknown>) =>
  createObject<SyncObject<M>>(model, id, fields, testNow - 1000);

/** A task; `createdBy`, a field the server fills, is kept as given. */
export const task = (id: string, { createdBy, ...fields }: Partial<Task> = {}): Task =>
  ({ ...make('task', id, { title: id, ...fields }), ...(createdBy !== undefined && { createdBy }) });
export const list = (id: string, fields: Partial<Category> = {}): Category => make('category', id, { name: id, ...fields });
export const tag = (id: string, fields: Partial<Label> = {}): Label => make('label', id, { name: id, ...fields });

export const byId = <T extends { id: string }>(items: T[]): Record<string, T> => Object.fromEntries(items.map((i) => [i.id, i]));
