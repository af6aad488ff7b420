import { freeLabelLimit } from '@taskhub/domain';
import type { ObjectStore } from '@taskhub/sync-client';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../task-detail/testing/render-screen.js';
import { TagPicker } from './TagPicker.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

function seed(store: ObjectStore) {
  store.create('label', { id: 'urgent', name: 'Urgent', color: '#e53935', position: 'a' });
  store.create('label', { id: 'blocked', name: 'Blocked', color: '#fb8c00', position: 'a', boardId: 'roadmap' });
  store.create('label', { id: 'elsewhere', name: 'Elsewhere', color: '#1e88e5', position: 'b', boardId: 'other' });
}

function pick(boardId: string | null, extraSeed: (store: ObjectStore) => void = () => {}) {
  const onChange = vi.fn();
  const view = renderScreen(<TagPicker selected={[]} onChange={onChange} boardId={boardId} />, (store) => { seed(store); extraSeed(store); });
  return { ...view, onChange, optionNames: () => screen.queryAllByRole('option').map((option) => option.textContent) };
}

async function createTag(user: ReturnType<typeof pick>['user'], name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Find or create a tag' }), `${name}{Enter}`);
  await user.click(screen.getByRole('button', { name: 'Create tag' }));
}

describe('TagPicker on a board card', () => {
  it("offers the board's tags only, says they are shared, and makes a new tag the board's", async () => {
    const { user, onChange, optionNames, objects } = pick('roadmap');
    expect(optionNames()).toEqual(['Blocked']);
    expect(screen.getByText('This board’s tags, shared with its members')).toBeTruthy();
    await createTag(user, 'Ready');
    const made = Object.values(objects().label).find((label) => label.name === 'Ready')!;
    expect(made.boardId).toBe('roadmap');
    expect(onChange).toHaveBeenLastCalledWith([made.id]);
  });

  it("keeps a person's free tag count out of it: a free account at the limit still makes board tags", async () => {
    const { user, objects } = pick('roadmap', (store) => {
      for (let i = 1; i < freeLabelLimit; i += 1) store.create('label', { name: `Mine ${i}`, color: '#8e8e93', position: `b${i}` });
    });
    await createTag(user, 'Ready');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(Object.values(objects().label).some((label) => label.name === 'Ready' && label.boardId === 'roadmap')).toBe(true);
  });

  it('says when the board has no tags yet', () => {
    pick('empty-board');
    expect(screen.getByText('This board has no tags yet')).toBeTruthy();
  });
});

describe('TagPicker on a personal task', () => {
  it("offers the person's own tags only and makes a personal tag", async () => {
    const { user, optionNames, objects } = pick(null);
    expect(optionNames()).toEqual(['Urgent']);
    expect(screen.queryByText('This board’s tags, shared with its members')).toBeNull();
    await createTag(user, 'Errands');
    expect(Object.values(objects().label).find((label) => label.name === 'Errands')?.boardId ?? null).toBeNull();
  });
});
