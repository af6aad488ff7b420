import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HttpClient } from '../api/http.js';

/** A list as GET /me/categories sends it (API.md section 4); fields this client does not read travel back untouched. */
export interface Category {
  id: string;
  name: string;
  position: string;
  isDefault: boolean;
  isDeleted: boolean;
  [field: string]: unknown;
}

function isCategory(value: unknown): value is Category {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c.id === 'string' && typeof c.name === 'string' && typeof c.position === 'string'
    && typeof c.isDefault === 'boolean' && typeof c.isDeleted === 'boolean';
}

/**
 * The lists a person can choose from: not deleted, in their order (positions are sortable strings). An archived list
 * (isArchived, which this server adds to the wire shape) is put away, so new tasks should not land in it either.
 */
export function visibleCategories(answer: unknown): Category[] {
  if (!Array.isArray(answer)) throw new TypeError('GET /me/categories did not answer a list');
  return answer.filter(isCategory).filter((c) => !c.isDeleted && c.isArchived !== true)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
}

/**
 * The PUT /me/categories body that makes `id` the default: the new default on, the old one off. Each change carries
 * a fresh isDefaultUpdateTime, since the server keeps the later of two field times and the stored one came with the list.
 */
export function defaultListChange(categories: Category[], id: string, now: number): Category[] {
  const stamp = (category: Category, isDefault: boolean) => ({ ...category, isDefault, isDefaultUpdateTime: now });
  const next = categories.find((c) => c.id === id);
  if (!next || next.isDefault) return [];
  return [stamp(next, true), ...categories.filter((c) => c.isDefault).map((c) => stamp(c, false))];
}

export interface DefaultListState {
  status: 'loading' | 'error' | 'ready';
  categories: Category[];
  /** The list being made the default while PUT /me/categories runs. */
  saving: string | null;
  saveFailed: boolean;
  load(): Promise<void>;
  choose(id: string): Promise<void>;
}

/** The default-list setting: the lists from GET /me/categories, and a choice saved with PUT /me/categories. */
export function createDefaultList(http: HttpClient, now: () => number = Date.now): StoreApi<DefaultListState> {
  return createStore<DefaultListState>()((set, get) => ({
    status: 'loading',
    categories: [],
    saving: null,
    saveFailed: false,
    async load() {
      set({ status: 'loading' });
      try {
        set({ status: 'ready', categories: visibleCategories(await http.request('GET', '/me/categories')) });
      } catch {
        set({ status: 'error' });
      }
    },
    async choose(id) {
      const change = defaultListChange(get().categories, id, now());
      if (change.length === 0 || get().saving) return;
      set({ saving: id, saveFailed: false });
      try {
        await http.request('PUT', '/me/categories', change);
        // Applied from what was sent: the answer's shape is the server's to extend, the choice is ours.
        const changed = new Map(change.map((c) => [c.id, c]));
        set({ saving: null, categories: get().categories.map((c) => changed.get(c.id) ?? c) });
      } catch {
        set({ saving: null, saveFailed: true });
      }
    },
  }));
}
