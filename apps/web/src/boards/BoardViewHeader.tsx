import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ToggleGroup } from '../ui/index.js';
import type { BoardGrouping } from './board-view-model.js';
import { BoardTitle } from './BoardTitle.js';

/**
 * The board's name, grouping and menu: drawn again only when they change, not for every change of the board's cards
 * (its toggle group is several Radix parts).
 */
export const BoardViewHeader = memo(function BoardViewHeader({ name, emoji, grouping, groupings, onGroupingChange, menu }: {
  name: string;
  emoji: string | null;
  grouping: BoardGrouping;
  groupings: { value: BoardGrouping; label: string }[];
  onGroupingChange(grouping: BoardGrouping): void;
  menu: ReactNode;
}) {
  const intl = useIntl();
  return (
    <header className="board-view-header">
      <BoardTitle name={name} emoji={emoji} />
      <ToggleGroup type="single" className="board-view-grouping" ariaLabel={intl.formatMessage({ id: 'boards.view.grouping' })} value={grouping}
        onValueChange={(value) => { if (value) onGroupingChange(value as BoardGrouping); }}
        options={groupings} />
      {menu}
    </header>
  );
});
