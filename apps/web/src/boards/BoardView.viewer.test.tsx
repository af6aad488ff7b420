import { type Board, type Role } from '@taskhub/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBoardView, section } from './testing/board-view-fixture.js';

/** The board as someone with `role` sees it (API.md section 5: a viewer reads and comments only), with one card. */
function renderBoardAs(role: Role | null, isArchived = false) {
  const board: Board = {
    id: 'b1', workspaceId: 'w1', name: 'Launch plan', emoji: null, isPrivate: false, isArchived, role, membersCount: 2, position: 'a0', creationDate: 1, lastUpdateDate: 1,
  };
  const sections = [section('s1', 'To do', 'a0'), section('s2', 'Doing', 'a1')];
  return renderBoardView({ board, sections, cards: [{ id: 't1', title: 'Write the post', sectionId: 's1', position: 'a0' }] });
}

afterEach(cleanup);

describe('the board view of someone who may not edit it', () => {
  it('a viewer sees the columns and cards but no add section, add card, drag handle or section menu; a card still opens (click, Space)', async () => {
    const { user, opened } = await renderBoardAs('viewer');
    const todo = screen.getByRole('region', { name: 'To do' });
    expect(within(todo).getByText('Write the post')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Section actions|To do/ })).toBeNull();
    // The card is a plain button: not a sortable (nothing to pick up), not disabled.
    const card = within(todo).getByRole('button', { name: /Write the post/ });
    expect(card.getAttribute('aria-roledescription')).toBeNull();
    expect(card.getAttribute('aria-disabled')).toBeNull();
    await user.click(card);
    card.focus();
    await user.keyboard(' ');
    expect(opened).toEqual(['t1', 't1']);
  });

  it('so do someone who has not joined a public board and everyone on an archived board; a member gets the controls', async () => {
    for (const [role, archived] of [[null, false], ['admin', true]] as const) {
      await renderBoardAs(role, archived);
      expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
      cleanup();
    }
    await renderBoardAs('member');
    expect(screen.getAllByRole('button', { name: 'Add card' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add section' })).toBeDefined();
    expect(within(screen.getByRole('region', { name: 'To do' })).getByRole('button', { name: /Write the post/ }).getAttribute('aria-roledescription')).not.toBeNull();
  });
});
