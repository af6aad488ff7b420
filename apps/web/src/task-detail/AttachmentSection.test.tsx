import type { ObjectStore } from '@taskhub/sync-client';
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, seriousViolations } from './testing/render-screen.js';
import { TaskDetailPanel } from './TaskDetailPanel.js';
import { useAttachmentLinks } from './useAttachmentLinks.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const created = new Date(2026, 2, 1, 10).getTime();
const seed = (store: ObjectStore) => {
  store.create('category', { id: 'work', name: 'Work', position: 'a', isDefault: true });
  store.create('task', { id: 't1', title: 'Trip', categoryId: 'work', position: 'a' });
};

const attachment = (id: string, displayName: string, mimeType: string, fileSize = 2048) => ({
  id, globalTaskId: 't1', displayName, deleted: false, mimeType, fileSize, url: `/me/attachments/${id}/content`,
  uploaderId: 'u1', creationDate: created, lastUpdateDate: created, displayNameUpdateTime: created, deletedUpdateTime: created,
});

/** A signed link as the server hands it out, expiring at `expiresMs`. */
const signed = (id: string, expiresMs: number, signature = 'sig') =>
  `https://api.example.com/me/attachments/${id}/content?expires=${Math.floor(expiresMs / 1000)}&signature=${signature}`;

function openPanel(fetchLinks: (taskGlobalId: string) => Promise<Record<string, string>>) {
  const view = renderScreen(<TaskDetailPanel taskId="t1" settings={{ dateFormat: 'DMY' }} now={() => created} attachmentLinks={fetchLinks} />, seed, () => created);
  act(() => {
    view.store.put('attachment', attachment('photo', 'beach.jpg', 'image/jpeg', 250_000));
    view.store.put('attachment', attachment('notes', 'notes.txt', 'text/plain'));
  });
  return view;
}

describe('the attachments of the detail panel', () => {
  it("link each file to its fresh signed url, and show an image's preview", async () => {
    const expires = Date.now() + 900_000;
    const fetchLinks = vi.fn(() => Promise.resolve({ photo: signed('photo', expires), notes: signed('notes', expires) }));
    const { container } = openPanel(fetchLinks);
    const text = await screen.findByRole('link', { name: 'notes.txt' });
    expect(fetchLinks).toHaveBeenCalledWith('t1');
    expect(text.getAttribute('href')).toBe(signed('notes', expires));
    expect(text.getAttribute('download')).toBe('notes.txt');
    expect(text.closest('li')!.textContent).toBe('notes.txt 2 kB');
    const image = screen.getByRole('link', { name: 'beach.jpg' });
    expect(image.getAttribute('href')).toBe(signed('photo', expires));
    const preview = image.querySelector('img')!;
    expect(preview.getAttribute('src')).toBe(`${signed('photo', expires)}&size=thumb`);
    expect(preview.getAttribute('alt')).toBe('');
    expect(image.closest('li')!.textContent).toBe('beach.jpg 250 kB');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows names without links until the links are there, and says so when they cannot be had', async () => {
    const fetchLinks = vi.fn(() => Promise.reject(new Error('offline')));
    openPanel(fetchLinks);
    expect(await screen.findByText('Downloads are not available right now. They come back when you are online.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'notes.txt' })).toBeNull();
    expect(screen.getByText('notes.txt')).toBeTruthy();
    // The image keeps its card, with a tile instead of the preview.
    expect(screen.getByText('beach.jpg').closest('li')!.querySelector('img')).toBeNull();
  });

  it('falls back to a tile when the preview cannot be loaded', async () => {
    const fetchLinks = vi.fn(() => Promise.resolve({ photo: signed('photo', Date.now() + 900_000) }));
    openPanel(fetchLinks);
    const preview = (await screen.findByRole('link', { name: 'beach.jpg' })).querySelector('img')!;
    fireEvent.error(preview);
    expect(screen.getByRole('link', { name: 'beach.jpg' }).querySelector('img')).toBeNull();
  });
});

describe('useAttachmentLinks', () => {
  it('fetches the links again before the first of them expires, and when the attachments change', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let now = 1_800_000_000_000;
    let round = 0;
    const fetchLinks = vi.fn(() => {
      round += 1;
      return Promise.resolve({ a: signed('a', now + 900_000, `r${round}`), b: signed('b', now + 600_000, `r${round}`) });
    });
    const { result, rerender } = renderHook(({ ids }) => useAttachmentLinks('t1', ids, fetchLinks, { now: () => now }), { initialProps: { ids: ['a', 'b'] } });
    await act(async () => { await Promise.resolve(); });
    expect(result.current.urlOf('a')).toContain('signature=r1');
    // 80 % into the shorter link's life (600 s): not before, then at once.
    now += 479_000;
    await act(async () => { vi.advanceTimersByTime(479_000); await Promise.resolve(); });
    expect(fetchLinks).toHaveBeenCalledTimes(1);
    now += 2000;
    await act(async () => { vi.advanceTimersByTime(2000); await Promise.resolve(); });
    expect(fetchLinks).toHaveBeenCalledTimes(2);
    expect(result.current.urlOf('a')).toContain('signature=r2');
    rerender({ ids: ['a', 'b', 'c'] });
    await act(async () => { await Promise.resolve(); });
    expect(fetchLinks).toHaveBeenCalledTimes(3);
  });

  it('goes to a fresh link when the one shown has expired (a computer woken from sleep)', async () => {
    let now = 1_800_000_000_000;
    const go = vi.fn();
    const fetchLinks = vi.fn(() => Promise.resolve({ a: signed('a', now + 900_000) }));
    const { result } = renderHook(() => useAttachmentLinks('t1', ['a'], fetchLinks, { now: () => now, go }));
    await waitFor(() => expect(result.current.urlOf('a')).toBeDefined());
    const shown = result.current.urlOf('a')!;
    expect(result.current.expired(shown)).toBe(false);
    now += 901_000;
    expect(result.current.expired(shown)).toBe(true);
    act(() => result.current.openFresh('a'));
    await waitFor(() => expect(go).toHaveBeenCalledWith(signed('a', now + 900_000)));
    expect(fetchLinks).toHaveBeenCalledTimes(2);
  });
});
