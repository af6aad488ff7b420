import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, seriousViolations } from './testing/render-screen.js';
import { TaskDetailPanel } from './TaskDetailPanel.js';
import type { ObjectStore } from '@taskhub/sync-client';
import { freeLabelLimit } from '@taskhub/domain';

afterEach(cleanup);
// Typing re-renders the whole panel per key; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const created = new Date(2026, 2, 1, 10).getTime();

function seed(store: ObjectStore) {
  store.create('category', { id: 'work', name: 'Work', position: 'a', isDefault: true });
  store.create('category', { id: 'home', name: 'Home', position: 'b' });
  store.create('label', { id: 'urgent', name: 'Urgent', color: '#e53935', position: 'a' });
  store.create('task', { id: 't1', title: 'Write report', note: 'Quarterly', categoryId: 'work', position: 'a' });
}

let current: ObjectStore | null = null;
const objectsStore = () => current!;

function open(extra: Partial<Parameters<typeof TaskDetailPanel>[0]> = {}) {
  const onClose = vi.fn();
  const view = renderScreen(<TaskDetailPanel taskId="t1" onClose={onClose} settings={{ dateFormat: 'DMY' }} {...extra} />, seed, () => created);
  current = view.store;
  return { ...view, onClose, task: () => view.objects().task.t1! };
}

describe('TaskDetailPanel fields', () => {
  it('edits title, note, priority and list through the store at once', async () => {
    const { user, task, store } = open();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Send');
    expect(task().title).toBe('Send');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), ' Q1');
    expect(task().note).toBe('Quarterly Q1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
    expect(task().priority).toBe('High');
    await user.selectOptions(screen.getByRole('combobox', { name: 'List' }), 'Home');
    expect(task().categoryId).toBe('home');
    expect(store.edits.filter((edit) => edit.id === 't1').length).toBeGreaterThan(4);
  });

  it('reads a typed due date in the user order, keeps it on screen, and refuses a day that does not exist', async () => {
    const { user, task, store } = open();
    const due = screen.getByRole('textbox', { name: 'Due date' });
    await user.type(due, '31.02.2026{Enter}');
    expect(screen.getByRole('alert').textContent).toMatch(/Type a date such as/);
    expect(task().dueDate).toBeNull();
    await user.clear(due);
    await user.type(due, '05.03.2026{Enter}');
    expect(task().dueDate).toBe(new Date(2026, 2, 5).getTime());
    expect((screen.getByRole('textbox', { name: 'Due date' }) as HTMLInputElement).value).toBe('05.03.2026');
    expect(document.activeElement).toBe(due);
    // A date written elsewhere (another device, through sync) shows in the field.
    act(() => store.edit('task', 't1', { dueDate: new Date(2026, 3, 9, 8).getTime() }));
    expect((due as HTMLInputElement).value).toBe('09.04.2026');
    await user.clear(due);
    await user.type(due, '10.04.2026{Enter}');
    expect(task().dueDate).toBe(new Date(2026, 3, 10, 8).getTime());
    await user.clear(screen.getByRole('textbox', { name: 'Due date' }));
    await user.tab();
    expect(task().dueDate).toBeNull();
  });

  it('shows the creation date', () => {
    open();
    expect(screen.getByText('Created 1 Mar 2026')).toBeTruthy();
  });

  it('closes on the close button and on Escape', async () => {
    const { user, onClose } = open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByRole('textbox', { name: 'Title' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('TaskDetailPanel tags', () => {
  it('picks a tag, and makes a new one that the task gets at once', async () => {
    const { user, task, objects } = open();
    await user.click(screen.getByRole('checkbox', { name: 'Urgent' }));
    expect(task().labels).toEqual(['urgent']);
    await user.type(screen.getByRole('textbox', { name: 'Tag name' }), 'Errands');
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    const made = Object.values(objects().label).find((label) => label.name === 'Errands')!;
    expect(made).toBeTruthy();
    expect(task().labels).toEqual(['urgent', made.id]);
    expect(screen.getByRole('checkbox', { name: 'Errands' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: 'Urgent' }));
    expect(task().labels).toEqual([made.id]);
  });

  it("says 'An identical tag already exists' for an existing name and colour, and makes nothing", async () => {
    const { user, objects } = open();
    await user.type(screen.getByRole('textbox', { name: 'Tag name' }), ' urgent');
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
    expect(screen.queryByLabelText('Custom colour')).toBeNull();
    for (let i = 0; i < freeLabelLimit - 1; i += 1) act(() => void objectsStore().create('label', { name: `Tag ${i}`, color: '#8e8e93' }));
    await user.type(screen.getByRole('textbox', { name: 'Tag name' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(screen.getByRole('alert').textContent).toBe(`Free accounts can have up to ${freeLabelLimit} tags. Go Premium for more.`);
    expect(Object.keys(objects().label)).toHaveLength(freeLabelLimit);
    cleanup();

    const premium = renderScreen(<TaskDetailPanel taskId="t1" onClose={() => undefined} settings={{ isPremium: true }} />, seed);
    await premium.user.type(screen.getByRole('textbox', { name: 'Tag name' }), 'Teal');
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
  });
});
