/**
 * The account the sync bench measures: one signed-up user with 5 lists, 4 labels and 10,000 tasks by default (a tenth of
 * them subtasks; 10 % completed, 5 % archived; due dates spread over ±60 days; some notes and labels), pushed through
 * POST /api/v11/me/sync in batches as a client would. The data is the same on every run (fixed pseudo-random seed),
 * only the ids are random.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';

/** The default account size; `makeSeedData` takes another (the bench's --tasks). */
export const taskCount = 10_000;
const batchSize = 1_000;
const dayMs = 86_400_000;
const words = ['report', 'groceries', 'call', 'invoice', 'dentist', 'plan', 'review', 'garden', 'email', 'tickets',
  'budget', 'slides', 'car', 'books', 'meeting', 'laundry', 'taxes', 'gift', 'backup', 'recipe'];
const listNames = ['Personal', 'Work', 'Grocery List', 'Home', 'Side project'];
const labelNames: [string, string][] = [['Urgent', '#e5484d'], ['Waiting', '#f5a623'], ['Errand', '#30a46c'], ['Idea', '#3e63dd']];

/** The title of the n-th task (1-based); the browser part waits for the first one. */
export const benchTaskTitle = (n: number) => `Bench task ${String(n).padStart(5, '0')}`;

const newId = () => randomBytes(16).toString('base64url');

/** Deterministic numbers in [0, 1), so every run seeds the same shapes. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Fixed-width base-62 positions sort as their index; the trailing `V` keeps them valid positions. */
const position = (index: number) => [3, 2, 1, 0].map((p) => base62[Math.floor(index / 62 ** p) % 62]).join('') + 'V';

/** Every writable field with the same update time, as a client's push carries them. */
function stamped(fields: Record<string, unknown>, id: string, now: number) {
  const item: Record<string, unknown> = { id, creationDate: now };
  for (const [key, value] of Object.entries(fields)) {
    item[key] = value;
    item[`${key}UpdateTime`] = now;
  }
  return item;
}

export interface SeedData {
  categories: Record<string, unknown>[];
  labels: Record<string, unknown>[];
  tasks: Record<string, unknown>[];
}

export function makeSeedData(now: number, count = taskCount): SeedData {
  const subtaskCount = Math.floor(count / 10);
  const next = random(4);
  const categories = listNames.map((name, i) => stamped({ name, position: position(i), isDefault: i === 0, isGroceryList: name === 'Grocery List' }, newId(), now));
  const labels = labelNames.map(([name, color], i) => stamped({ name, color, position: position(i) }, newId(), now));
  const today = Math.floor(now / dayMs) * dayMs;
  const tasks: Record<string, unknown>[] = [];
  const topLevel = count - subtaskCount;
  for (let n = 1; n <= count; n += 1) {
    const isSubtask = n > topLevel;
    const parent = isSubtask ? tasks[Math.floor(next() * topLevel)]! : undefined;
    const roll = next();
    // Task 1 stays a plain open task of the default list, due today: the first row of "All my tasks".
    const status = n === 1 ? 'UNCHECKED' : roll < 0.10 ? 'CHECKED' : roll < 0.15 ? 'DONE' : 'UNCHECKED';
    const due = n === 1 ? today + 12 * 3_600_000 : next() < 0.6 ? today + Math.round((next() * 120 - 60)) * dayMs + 9 * 3_600_000 : null;
    const labelRoll = next();
    const fields = {
      title: `${benchTaskTitle(n)} ${words[n % words.length]} ${words[(n * 7) % words.length]}`,
      note: next() < 0.2 ? `Notes for task ${n}: remember the ${words[(n * 3) % words.length]}, then check the ${words[(n * 11) % words.length]}.` : '',
      status,
      priority: next() < 0.1 ? 'High' : 'Normal',
      categoryId: parent ? parent.categoryId : n === 1 ? categories[0]!.id : categories[Math.floor(next() * categories.length)]!.id,
      parentGlobalTaskId: parent ? parent.id : null,
      dueDate: isSubtask ? null : due,
      labels: labelRoll < 0.25 ? [labels[n % labels.length]!.id] : labelRoll < 0.3 ? [labels[0]!.id, labels[2]!.id] : [],
      position: position(n),
    };
    tasks.push(stamped(fields, newId(), now));
  }
  return { categories, labels, tasks };
}

export interface SeedResult { token: string; cursor: number; pushMs: number[]; totalMs: number }

type Call = (method: string, path: string, body?: unknown, token?: string) => Promise<{ json: Record<string, unknown> }>;

/** Signs up, skips onboarding, and pushes the seed in batches; each push asks only for changes after the last one. */
export async function seedAccount(call: Call, data: SeedData): Promise<SeedResult> {
  const email = `bench.sync.${randomBytes(4).toString('hex')}@example.com`;
  const signUp = await call('POST', '/user', { name: 'Bench User', username: email, password: 'bench password 0123456789', client_id: 'bench-sync' });
  const token = String(signUp.json.auth_token);
  await call('POST', '/me/on-boarding-completed', undefined, token);
  const push = async (models: Record<string, unknown>, cursor: number) => {
    const answer = await call('POST', `/api/v11/me/sync?updatedSince=${cursor}`, { models }, token);
    return Number(answer.json.lastUpdateDate);
  };
  const started = performance.now();
  let cursor = await push({ category: { items: data.categories }, label: { items: data.labels } }, 0);
  const pushMs: number[] = [];
  for (let i = 0; i < data.tasks.length; i += batchSize) {
    const t0 = performance.now();
    cursor = await push({ task: { items: data.tasks.slice(i, i + batchSize) } }, cursor);
    pushMs.push(performance.now() - t0);
  }
  return { token, cursor, pushMs, totalMs: performance.now() - started };
}
