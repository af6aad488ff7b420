import type { Section } from '@taskhub/domain';
import type { ObjectStore } from '@taskhub/sync-client';
import { cleanup, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailChips } from '../task-detail/DetailChips.js';
import { renderScreen, seriousViolations } from '../task-detail/testing/render-screen.js';
import { RecurrenceEditor } from './RecurrenceEditor.js';
import { WithTask, at, now, settings } from './testing/schedule-fixtures.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const section = (id: string, name: string, position: string, isArchived = false): Section => ({ id, boardId: 'b1', name, position, isArchived });
const sections = [section('s1', 'To do', 'a0'), section('s2', 'Doing', 'a1'), section('s3', 'Done', 'a2'), section('s4', 'Old', 'a3', true)];
/** Every Tuesday at 9:00 from 10 March 2026. */
const weekly = { dueDate: at(3, 10, 9), repeatingMethod: 'TASK_REPEAT_WEEK', alert: { type: 'NONE', repeatInterval: 1, repeatEndType: 'REPEAT_END_NEVER' } };
const card = { ...weekly, boardId: 'b1', sectionId: 's1', categoryId: null };

/** The card `t1` (or a personal task with `fields`) on board b1 with its sections, as the board's sync puts them. */
function seed(fields: Record<string, unknown>, boardSections: Section[] = sections) {
  return (store: ObjectStore) => {
    store.putServerObjects('section', boardSections);
    store.create('category', { id: 'work', name: 'Work', position: 'a', isDefault: true });
    store.create('task', { id: 't1', title: 'Weekly report', categoryId: 'work', position: 'a', ...fields });
  };
}

function openEditor(fields: Record<string, unknown> = card, boardSections?: Section[]) {
  const view = renderScreen(<WithTask>{(task) => <RecurrenceEditor task={task} settings={settings} />}</WithTask>, seed(fields, boardSections), () => now);
  return { ...view, task: () => view.objects().task.t1! };
}

const summary = () => document.querySelector('.schedule-summary')!.textContent;
const comesBack = () => screen.getByRole('combobox', { name: 'Comes back' });

async function choose(user: UserEvent, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(screen.getByRole('option', { name: option }));
}

describe('what brings a repeating board card back', () => {
  it('is "when due" by default and offers the four triggers', async () => {
    const { user, task } = openEditor();
    expect(comesBack().textContent).toBe('When due');
    expect(task().repeatTrigger).toEqual({ type: 'due' });
    await user.click(comesBack());
    expect(screen.getAllByRole('option').map((option) => option.textContent))
      .toEqual(['When due', 'When archived', 'When moved to a section', 'When its tags change']);
  });

  it('comes back when moved to a section: the last other live section first, then any the person picks; the summary names it', async () => {
    const { user, task, store } = openEditor();
    const edits = store.edits.length;
    await choose(user, comesBack(), 'When moved to a section');
    expect(task().repeatTrigger).toEqual({ type: 'movedToSection', sectionId: 's3' });
    expect(store.edits.length).toBe(edits + 1);
    expect(summary()).toBe('Every week on Tuesday · when moved to Done');
    const picker = screen.getByRole('combobox', { name: 'Section' });
    await user.click(picker);
    // The board's live sections only, in order (the archived one cannot be moved into).
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['To do', 'Doing', 'Done']);
    await user.click(screen.getByRole('option', { name: 'Doing' }));
    expect(task().repeatTrigger).toEqual({ type: 'movedToSection', sectionId: 's2' });
    expect(summary()).toBe('Every week on Tuesday · when moved to Doing');
    expect(screen.getByText('It goes back to the section it came from, due on its next date.')).toBeTruthy();
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('comes back when archived or when its tags change, and says so', async () => {
    const { user, task } = openEditor();
    await choose(user, comesBack(), 'When archived');
    expect(task().repeatTrigger).toEqual({ type: 'archived' });
    expect(summary()).toBe('Every week on Tuesday · when archived');
    expect(screen.queryByRole('combobox', { name: 'Section' })).toBeNull();
    await choose(user, comesBack(), 'When its tags change');
    expect(task().repeatTrigger).toEqual({ type: 'tagChanged' });
    expect(summary()).toBe('Every week on Tuesday · when its tags change');
    await choose(user, comesBack(), 'When due');
    expect(task().repeatTrigger).toEqual({ type: 'due' });
    expect(summary()).toBe('Every week on Tuesday');
  });

  it('turning the repeat off puts the trigger back to "when due" in the same edit', async () => {
    const { user, task, store } = openEditor({ ...card, repeatTrigger: { type: 'archived' } });
    const edits = store.edits.length;
    await choose(user, screen.getByRole('combobox', { name: 'Repeat' }), 'Does not repeat');
    expect(task()).toMatchObject({ repeatingMethod: 'TASK_REPEAT_OFF', repeatTrigger: { type: 'due' } });
    expect(store.edits.length).toBe(edits + 1);
    expect(screen.queryByRole('combobox', { name: 'Comes back' })).toBeNull();
  });

  it('cannot choose a section on a board without one, and says why', async () => {
    const { user } = openEditor(card, []);
    expect(comesBack().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Add a section to the board to choose this')).toBeTruthy();
    await user.click(comesBack());
    expect(screen.getByRole('option', { name: 'When moved to a section' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('names a trigger section that is no longer on the board, and asks for another', () => {
    openEditor({ ...card, repeatTrigger: { type: 'movedToSection', sectionId: 's4' } });
    expect(summary()).toBe('Every week on Tuesday · when moved to a section no longer on the board');
    expect(screen.getByRole('combobox', { name: 'Section' }).textContent).toBe('Pick a section');
  });

  it('is not offered for a personal task, which comes back when due', () => {
    openEditor(weekly);
    expect(summary()).toBe('Every week on Tuesday');
    expect(screen.queryByRole('combobox', { name: 'Comes back' })).toBeNull();
  });

  it('shows the trigger on the repeat chip of the task panel', () => {
    renderScreen(
      <WithTask>{(task) => <DetailChips task={task} settings={{ ...settings, isPremium: false }} now={() => now} />}</WithTask>,
      seed({ ...card, repeatTrigger: { type: 'movedToSection', sectionId: 's3' } }), () => now,
    );
    expect(screen.getByRole('button', { name: /^Repeat/ }).textContent).toContain('Every week on Tuesday · when moved to Done');
  });
});
