import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, seriousViolations } from './testing/render-screen.js';
import { TaskDetailPanel } from './TaskDetailPanel.js';
import type { ObjectStore } from '@taskhub/sync-client';
import { freeLabelLimit } from '@taskhub/domain';
import type { MemoryObjectStore } from '../store/memory-store.js';

afterEach(cleanup);
// Typing re-renders the whole panel per key; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const created = new Date(2026, 2, 1, 10).getTime();

function seed(store: ObjectStore) {
  store.create('category', { id: 'work', name: 'Work', position: 'a', isDefault: true });
  store.create('category', { id: 'home', name: 'Home', position: 'b' });
  store.create('label', { id: 'urgent', name: 'Urgent', color: '#e53935', position: 'a' });
  store.create('task', { id: 't1', title: 'Write report', note: 'Quarterly', categoryId: 'work', position: 'a' });
  store.putServerObjects('board', [{
    id: 'b1', workspaceId: 'w', name: 'Launch', emoji: null, isPrivate: false, isArchived: false, role: 'member', membersCount: 2, position: 'a0', creationDate: 0, lastUpdateDate: 0,
  }]);
  store.putServerObjects('section', [
    { id: 'todo', boardId: 'b1', name: 'To do', position: 'a0', isArchived: false },
    { id: 'done', boardId: 'b1', name: 'Done', position: 'a1', isArchived: false },
    { id: 'old', boardId: 'b1', name: 'Old', position: 'a2', isArchived: true },
  ]);
  store.create('task', { id: 'card', title: 'Launch post', categoryId: null, boardId: 'b1', sectionId: 'todo', position: 'a' });
}

let current: ObjectStore | null = null;
const objectsStore = () => current!;

function open(extra: Partial<Parameters<typeof TaskDetailPanel>[0]> = {}) {
  const onClose = vi.fn();
  const view = renderScreen(<TaskDetailPanel taskId="t1" onClose={onClose} settings={{ dateFormat: 'DMY' }} now={() => created} {...extra} />, seed, () => created);
  current = view.store;
  return { ...view, onClose, task: () => view.objects().task.t1! };
}

/** Opens the chip's picker by its accessible name ("List: Work", "Due date"). */
async function openChip(user: ReturnType<typeof open>['user'], name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
}

describe('TaskDetailPanel fields', () => {
  it('edits title and note through the store at once, and completes from the ring', async () => {
    const { user, task, store } = open();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Send{Enter}');
    expect(task().title).toBe('Send');
    expect(document.activeElement).not.toBe(title);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), ' Q1');
    expect(task().note).toBe('Quarterly Q1');
    await user.click(screen.getByRole('checkbox', { name: 'Completed' }));
    expect(task().status).toBe('CHECKED');
    await user.click(screen.getByRole('checkbox', { name: 'Completed' }));
    expect(task().status).toBe('UNCHECKED');
    expect(store.edits.filter((edit) => edit.id === 't1').length).toBeGreaterThan(4);
  });

  it('shows one row of chips and no picker until a chip is opened', () => {
    open();
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')).filter((name) => name && /^(Due date|Repeat|Reminder|Priority|List|Tags)/.test(name));
    expect(names).toEqual(['Due date', 'Repeat', 'Reminder', 'Priority', 'List: Work', 'Tags']);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('sets the priority from a menu that names each level', async () => {
    const { user, task } = open();
    await openChip(user, /^Priority/);
    const items = screen.getAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.textContent)).toEqual(['High', 'Normal', 'Low']);
    expect(items[1]!.getAttribute('aria-checked')).toBe('true');
    await user.click(items[0]!);
    expect(task().priority).toBe('High');
    expect(screen.getByRole('button', { name: 'Priority: High' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Completed' }).className).toMatch('ui-priority-high');
  });

  it('a board\'s card shows its board and section instead of a list, and moves to another section of its board', async () => {
    const { user } = open({ taskId: 'card' });
    expect(screen.queryByRole('button', { name: /^List/ })).toBeNull();
    await openChip(user, /^Section: Launch › To do$/);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['To do', 'Done']);
    await user.type(screen.getByRole('combobox', { name: 'Find a section' }), 'do');
    await user.click(screen.getByRole('option', { name: 'Done' }));
    expect(current!.getSnapshot().objects.task.card!.sectionId).toBe('done');
    expect(screen.getByRole('button', { name: 'Section: Launch › Done' })).toBeTruthy();
  });

  it('moves the task to a list found by typing, with the keyboard', async () => {
    const { user, task } = open();
    await openChip(user, /^List/);
    const search = screen.getByRole('combobox', { name: 'Find a list' });
    expect(document.activeElement).toBe(search);
    await user.type(search, 'ho');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Home']);
    await user.keyboard('{Enter}');
    expect(task().categoryId).toBe('home');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'List: Home' })).toBeTruthy();
    await openChip(user, /^List/);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByText('No list matches')).toBeTruthy();
  });

  it('sets the due date from the date chip: typed in the user order, refused when not a day, quick choices', async () => {
    const { user, task, store } = open();
    await openChip(user, /^Due date/);
    const typed = screen.getByRole('textbox', { name: 'Type a date' });
    await user.type(typed, '31.02.2026{Enter}');
    expect(screen.getByRole('alert').textContent).toMatch(/Type a date such as/);
    expect(task().dueDate).toBeNull();
    await user.clear(typed);
    await user.type(typed, '05/03/2026{Enter}');
    expect(task().dueDate).toBe(new Date(2026, 2, 5).getTime());
    // Enter on a typed date closes the picker; the chip shows the day.
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('button', { name: /^Due date: Thu, 5 Mar/ })).toBeTruthy();
    // A date written elsewhere (another device, through sync) shows on the chip.
    act(() => store.edit('task', 't1', { dueDate: new Date(2026, 3, 9, 8).getTime() }));
    expect(screen.getByRole('button', { name: /^Due date: Thu, 9 Apr 8:00 AM$/ })).toBeTruthy();
    await openChip(user, /^Due date/);
    await user.click(screen.getByRole('button', { name: 'No date' }));
    expect(task().dueDate).toBeNull();
    expect(screen.getByRole('button', { name: 'Due date' })).toBeTruthy();
  });

  it('opens the repeat and reminder pickers from their chips', async () => {
    const { user, task } = open();
    await openChip(user, /^Repeat/);
    expect(screen.getByRole('dialog', { name: 'Repeat' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await openChip(user, /^Reminder/);
    const reminder = screen.getByRole('dialog', { name: 'Reminder' });
    expect((within(reminder).getByRole('radio', { name: 'None' })).getAttribute('aria-checked')).toBe('true');
    await user.click(within(reminder).getByRole('radio', { name: 'None' }));
    expect(task().dueDate).toBeNull();
  });

  it('shows the creation date', () => {
    open();
    expect(screen.getByText('Created 1 Mar 2026')).toBeTruthy();
  });

  it('closes on the close button and on Escape, but Escape in a picker closes only the picker', async () => {
    const { user, onClose } = open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByRole('textbox', { name: 'Title' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    await openChip(user, /^List/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has a back button instead of close in the phone sheet, and no button without onClose', async () => {
    const { user, onClose } = open({ variant: 'sheet' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();
    renderScreen(<TaskDetailPanel taskId="t1" />, seed);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('TaskDetailPanel save state', () => {
  it('says nothing while saves go through, "Saving…" only past a second, and offers Retry on failure', async () => {
    const { store } = open();
    const sync = (state: Parameters<MemoryObjectStore['setSync']>[0]) => act(() => (store as unknown as MemoryObjectStore).setSync(state));
    expect(screen.queryByText('Saved')).toBeNull();
    sync({ pendingCount: 1, status: 'syncing' });
    expect(screen.queryByText('Saving…')).toBeNull();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch('Saving…'), { timeout: 3000 });
    sync({ pendingCount: 0, status: 'idle' });
    expect(screen.queryByText('Saving…')).toBeNull();
    expect(screen.queryByText('Saved')).toBeNull();
    // Offline edits wait without a spinner (the shell's banner says offline).
    sync({ pendingCount: 2, status: 'offline' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByText('Saving…')).toBeNull();
    const syncNow = vi.spyOn(store, 'syncNow');
    sync({ pendingCount: 2, status: 'error' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch('Your changes could not be saved');
    within(alert).getByRole('button', { name: 'Retry' }).click();
    expect(syncNow).toHaveBeenCalledTimes(1);
  });
});

describe('TaskDetailPanel tags', () => {
  it('picks a tag by search, and creates a new one as a step of the picker that the task gets at once', async () => {
    const { user, task, objects } = open();
    await openChip(user, /^Tags/);
    const search = screen.getByRole('combobox', { name: 'Find or create a tag' });
    await user.type(search, 'urg{Enter}');
    expect(task().labels).toEqual(['urgent']);
    expect(screen.getByRole('option', { name: 'Urgent' }).getAttribute('aria-selected')).toBe('true');
    await user.clear(search);
    await user.type(search, 'Errands');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Create tag “Errands”']);
    await user.keyboard('{Enter}');
    // The colour step: the palette, focus on the chosen colour, Create.
    expect(screen.getByText('Colour for “Errands”')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Blue' }));
    await user.click(screen.getByRole('radio', { name: 'Green' }));
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    const made = Object.values(objects().label).find((label) => label.name === 'Errands')!;
    expect(made.color).toBe(Object.values(objects().label).find((label) => label.name === 'Errands')!.color);
    expect(task().labels).toEqual(['urgent', made.id]);
    // Back in the search, the new tag is listed and selected.
    expect(screen.getByRole('option', { name: 'Errands' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Urgent' }));
    expect(task().labels).toEqual([made.id]);
  });

  it('offers no Create for a name that exists, and Back leaves the step without making a tag', async () => {
    const { user, objects } = open();
    await openChip(user, /^Tags/);
    await user.type(screen.getByRole('combobox'), 'Urgent');
    expect(screen.queryByText(/Create tag/)).toBeNull();
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'Later{Enter}');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(Object.keys(objects().label)).toEqual(['urgent']);
  });

  it("says 'An identical tag already exists' for an existing name and colour, and makes nothing", async () => {
    const { user, objects } = open();
    await openChip(user, /^Tags/);
    // "urgent" finds Urgent first; the Create option after it makes a new tag of that name.
    await user.type(screen.getByRole('combobox'), ' urgent{ArrowDown}{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(screen.getByRole('alert').textContent).toBe('An identical tag already exists');
    expect(Object.keys(objects().label)).toEqual(['urgent']);
    // The same name in another colour is a different tag.
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(Object.keys(objects().label)).toHaveLength(2);
  });

  it('keeps a free account to the palette and the free number of tags; premium picks any colour', async () => {
    const { user, objects } = open();
    for (let i = 0; i < freeLabelLimit - 1; i += 1) act(() => void objectsStore().create('label', { name: `Tag ${i}`, color: '#8e8e93' }));
    await openChip(user, /^Tags/);
    await user.type(screen.getByRole('combobox'), 'One more{Enter}');
    expect(screen.queryByLabelText('Custom colour')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(screen.getByRole('alert').textContent).toBe(`Free accounts can have up to ${freeLabelLimit} tags. Go Premium for more.`);
    expect(Object.keys(objects().label)).toHaveLength(freeLabelLimit);
    cleanup();

    const premium = renderScreen(<TaskDetailPanel taskId="t1" onClose={() => undefined} settings={{ isPremium: true }} />, seed);
    await premium.user.click(screen.getByRole('button', { name: /^Tags/ }));
    await premium.user.type(screen.getByRole('combobox'), 'Teal{Enter}');
    fireEvent.change(screen.getByLabelText('Custom colour'), { target: { value: '#008080' } });
    await premium.user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(Object.values(premium.objects().label).find((label) => label.name === 'Teal')!.color).toBe('#008080');
  });
});

describe('TaskDetailPanel subtasks and checklist', () => {
  it('adds subtasks pointing at the task, completes one and shows n/m completed', async () => {
    const { user, objects } = open();
    const add = screen.getByRole('textbox', { name: 'Add a subtask' });
    await user.type(add, 'Draft{Enter}');
    await user.type(add, 'Review{Enter}');
    const subtasks = Object.values(objects().task).filter((task) => task.parentGlobalTaskId === 't1');
    expect(subtasks.map((task) => task.title).sort()).toEqual(['Draft', 'Review']);
    expect(subtasks.every((task) => task.categoryId === 'work')).toBe(true);
    expect(screen.getByText('0/2 completed')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Draft' }));
    expect(screen.getByText('1/2 completed')).toBeTruthy();
    expect(Object.values(objects().task).find((task) => task.title === 'Draft')!.status).toBe('CHECKED');
    expect(screen.getByRole('checkbox', { name: 'Draft' }).getAttribute('aria-checked')).toBe('true');
  });

  it('adds, checks and removes checklist items in the checklistItems field', async () => {
    const { user, task } = open();
    const add = screen.getByRole('textbox', { name: 'Add a checklist item' });
    await user.type(add, 'Milk{Enter}');
    await user.type(add, 'Eggs{Enter}');
    expect(task().checklistItems.map((item) => [item.title, item.checked])).toEqual([['Milk', false], ['Eggs', false]]);
    await user.click(screen.getByRole('checkbox', { name: 'Eggs' }));
    expect(task().checklistItems[1]!.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove Milk' }));
    expect(task().checklistItems.map((item) => item.title)).toEqual(['Eggs']);
  });
});

describe('TaskDetailPanel attachments', () => {
  const file = () => new File(['x'.repeat(2048)], 'plan.pdf', { type: 'application/pdf' });

  it('uploads a dropped file with the task global id and lists the task attachments with their size', async () => {
    let finish = () => undefined as void;
    const upload = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const { store } = open({ uploadAttachment: upload });
    fireEvent.drop(screen.getByTestId('attachment-dropzone'), { dataTransfer: { files: [file()] } });
    expect(upload).toHaveBeenCalledWith('t1', expect.any(File));
    expect(screen.getByRole('status').textContent).toBe('Uploading plan.pdf…');
    // The server makes the attachment object once the file is stored; it reaches the store through sync.
    const attachment = (id: string, globalTaskId: string, deleted = false) => ({
      id, globalTaskId, displayName: `${id}.pdf`, deleted, mimeType: 'application/pdf', fileSize: 2048, url: `/files/${id}`,
      uploaderId: 'u1', creationDate: created, lastUpdateDate: created, displayNameUpdateTime: created, deletedUpdateTime: created,
    });
    act(() => {
      store.put('attachment', attachment('plan', 't1'));
      store.put('attachment', attachment('gone', 't1', true));
      store.put('attachment', attachment('other', 't2'));
      finish();
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    const item = screen.getByRole('link', { name: 'plan.pdf' }).closest('li')!;
    expect(item.textContent).toBe('plan.pdf 2 kB');
    expect(screen.queryByText('gone.pdf')).toBeNull();
    expect(screen.queryByText('other.pdf')).toBeNull();
  });

  it("shows 'File is too big' when the upload is refused with 413, and another message otherwise", async () => {
    let reject = Object.assign(new Error('too large'), { status: 413 });
    const upload = vi.fn(() => Promise.reject(reject));
    const { user } = open({ uploadAttachment: upload });
    const picker = screen.getByLabelText('choose a file');
    await user.upload(picker, file());
    expect((await screen.findByRole('alert')).textContent).toBe('File is too big');
    reject = Object.assign(new Error('down'), { status: 500 });
    await user.upload(picker, file());
    expect((await screen.findByRole('alert')).textContent).toBe('The file could not be uploaded');
  });
});

describe('TaskDetailPanel archive and delete', () => {
  it('deletes (status DELETED) with undo back to the previous status', async () => {
    const { user, task } = open();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(task().status).toBe('DELETED');
    const notice = screen.getByRole('status');
    expect(notice.textContent).toMatch('Task deleted.');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(task().status).toBe('UNCHECKED');
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy();
  });

  it('archives (status DONE) with undo', async () => {
    const { user, task } = open();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(task().status).toBe('DONE');
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Undo' }));
    expect(task().status).toBe('UNCHECKED');
  });

  it('says so when the task does not exist', () => {
    renderScreen(<TaskDetailPanel taskId="nope" onClose={() => undefined} />, seed);
    expect(screen.getByText('This task no longer exists.')).toBeTruthy();
  });
});

describe('TaskDetailPanel accessibility', () => {
  it('has no serious axe violation, with subtasks, checklist, tags and attachments shown', async () => {
    const { user, container } = open({ uploadAttachment: () => Promise.resolve() });
    await user.type(screen.getByRole('textbox', { name: 'Add a subtask' }), 'Draft{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Add a checklist item' }), 'Milk{Enter}');
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Tags/ }));
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
