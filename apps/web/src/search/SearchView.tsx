import { useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { searchObjects } from './search-objects.js';
import { EmptyState } from '../ui/index.js';
import '../task-detail/task-screens.css';
import { CircleCheck, List, Search, SearchX, SquareKanban } from 'lucide-react';

export interface SearchViewProps {
  /** The text searched for in task titles and notes and in list names. */
  query: string;
  /** Opens a task found (click or Enter on it). */
  onOpenTask?(taskId: string): void;
  /** Opens a list found. */
  onOpenList?(categoryId: string): void;
  /** Opens a board found. */
  onOpenBoard?(boardId: string): void;
}

type Result = { kind: 'task' | 'list' | 'board'; id: string; label: string; detail?: string; emoji?: string | null };
const groupTitles = { tasks: 'search.tasks', lists: 'search.lists', boards: 'search.boards' } as const;

/**
 * Search results grouped into Tasks and Lists. The results are one listbox: Arrow keys (and Home/End) move
 * through both groups, Enter opens the highlighted result, and a screen reader hears it through
 * aria-activedescendant. An empty query shows nothing; a query with no match says so.
 */
export function SearchView({ query, onOpenTask, onOpenList, onOpenBoard }: SearchViewProps) {
  const { objects, server } = useSyncSnapshot();
  const intl = useIntl();
  const id = useId();
  const [active, setActive] = useState(0);
  const { tasks, lists, boards } = searchObjects(objects, query, server.board);
  // Where a task is: its list, or its board and section.
  const placeOf = (task: (typeof tasks)[number]) => {
    if (task.boardId) return [server.board[task.boardId]?.name, task.sectionId ? server.section[task.sectionId]?.name : undefined].filter(Boolean).join(' › ') || undefined;
    return task.categoryId ? objects.category[task.categoryId]?.name : undefined;
  };
  const untitled = intl.formatMessage({ id: 'detail.untitled' });
  const groups: { key: keyof typeof groupTitles; results: Result[] }[] = [
    { key: 'tasks', results: tasks.map((task) => ({ kind: 'task', id: task.id, label: task.title || untitled, detail: placeOf(task) })) },
    { key: 'lists', results: lists.map((list) => ({ kind: 'list', id: list.id, label: list.name })) },
    { key: 'boards', results: boards.map((board) => ({ kind: 'board', id: board.id, label: board.name, emoji: board.emoji })) },
  ];
  const flat = groups.flatMap((group) => group.results);
  const current = Math.min(active, flat.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  if (query.trim() === '') return null;
  if (flat.length === 0) {
    return (
      <EmptyState
        role="status"
        className="search-empty"
        icon={<SearchX className="icon" />}
        title={<FormattedMessage id="search.empty" values={{ query: query.trim() }} />}
        hint={<FormattedMessage id="search.empty.hint" />}
      />
    );
  }

  const open = (result: Result) => ({ task: onOpenTask, list: onOpenList, board: onOpenBoard })[result.kind]?.(result.id);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: flat.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(flat.length - 1, moves[event.key]!)));
    } else if (event.key === 'Enter' && flat[current]) {
      event.preventDefault();
      open(flat[current]);
    }
  }

  let index = -1;
  return (
    <div
      className="search-results"
      role="listbox"
      tabIndex={0}
      aria-label={intl.formatMessage({ id: 'search.results' })}
      aria-activedescendant={optionId(current)}
      onKeyDown={onKeyDown}
    >
      {groups.filter((group) => group.results.length > 0).map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
          <h3 id={`${id}-${group.key}`} role="presentation" className="screen-group-title"><FormattedMessage id={groupTitles[group.key]} /></h3>
          {group.results.map((result) => {
            index += 1;
            const position = index;
            return (
              <div
                key={`${result.kind}-${result.id}`}
                id={optionId(position)}
                role="option"
                aria-selected={position === current}
                className="screen-row search-result"
                onClick={() => { setActive(position); open(result); }}
              >
                {resultIcon(result)}
                <span className="screen-row-title">{result.label}</span>
                {result.detail && <small className="screen-row-meta"> · {result.detail}</small>}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function resultIcon(result: Result) {
  if (result.kind === 'task') return <CircleCheck className="icon" aria-hidden="true" />;
  if (result.kind === 'list') return <List className="icon" aria-hidden="true" />;
  return result.emoji ? <span className="icon search-result-emoji" aria-hidden="true">{result.emoji}</span> : <SquareKanban className="icon" aria-hidden="true" />;
}

/**
 * A search field with its results below; ArrowDown moves from the field into the results, Enter shows every result
 * on the search page (`onSearch`) and empties the field, whose results the page then repeats.
 */
export function SearchBox({ onOpenTask, onOpenList, onOpenBoard, onSearch }: Omit<SearchViewProps, 'query'> & { onSearch?(query: string): void }) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  return (
    <div className="search-box" role="search">
      <Search className="icon search-box-icon" aria-hidden="true" />
      <input
        type="search"
        aria-label={intl.formatMessage({ id: 'search.label' })}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onSearch && query.trim() !== '') {
            event.preventDefault();
            onSearch(query.trim());
            setQuery('');
            return;
          }
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          event.currentTarget.closest('.search-box')?.querySelector<HTMLElement>('[role="listbox"]')?.focus();
        }}
      />
      <SearchView query={query} onOpenTask={onOpenTask} onOpenList={onOpenList} onOpenBoard={onOpenBoard} />
    </div>
  );
}
