import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface SearchableOption {
  id: string;
  /** The text the search matches and the option shows. */
  name: string;
  /** Shown before the name (a colour dot, an icon). */
  marker?: ReactNode;
  selected?: boolean;
}

export interface SearchableListProps {
  options: readonly SearchableOption[];
  /** Called with the option's id when it is clicked or chosen with Enter. */
  onPick(id: string): void;
  /** The search field's name ("Find a list"). */
  searchLabel: string;
  /** Shown when no option matches the search (and no extra option is offered). */
  emptyText: string;
  /** Several options may be selected (tags): the list box says so. */
  multiple?: boolean;
  /** An extra last option for the typed text ("Create tag 'x'"); null for none. */
  extra?(query: string): { label: ReactNode; onPick(): void } | null;
}

/** Case and accent-insensitive text for matching. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * A search field over a list box (the ARIA combobox pattern): typing filters, arrow keys move the active option,
 * Enter picks it, and focus stays in the field throughout. Used by the list and tag pickers.
 */
export function SearchableList({ options, onPick, searchLabel, emptyText, multiple = false, extra }: SearchableListProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Typing starts at once: when the picker opens, and when it comes back from a step (the tag colour).
  useEffect(() => input.current?.focus(), []);
  const [active, setActive] = useState(0);
  const shown = options.filter((option) => folded(option.name).includes(folded(query)));
  const more = extra?.(query) ?? null;
  const count = shown.length + (more ? 1 : 0);
  const current = Math.min(active, Math.max(0, count - 1));
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (index: number) => {
    if (index < shown.length) onPick(shown[index]!.id);
    else more?.onPick();
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: count - 1 };
    if (event.key in moves && count > 0) {
      event.preventDefault();
      setActive((moves[event.key]! + count) % count);
    } else if (event.key === 'Enter' && count > 0) {
      event.preventDefault();
      pick(current);
    }
  }

  return (
    <div className="picker-search">
      <input
        ref={input}
        className="picker-search-input"
        role="combobox"
        aria-label={searchLabel}
        placeholder={searchLabel}
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={count > 0 ? optionId(current) : undefined}
        value={query}
        onChange={(event) => { setQuery(event.target.value); setActive(0); }}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={searchLabel} aria-multiselectable={multiple || undefined} className="picker-options">
        {shown.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={option.selected ?? false}
            className={index === current ? 'picker-option is-active' : 'picker-option'}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => pick(index)}
          >
            <span className="picker-option-marker" aria-hidden="true">{option.marker}</span>
            <span className="picker-option-name">{option.name}</span>
            {option.selected && <Check className="icon picker-option-check" aria-hidden="true" />}
          </li>
        ))}
        {more && (
          <li
            id={optionId(shown.length)}
            role="option"
            aria-selected={false}
            className={current === shown.length ? 'picker-option picker-option-extra is-active' : 'picker-option picker-option-extra'}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(shown.length)}
            onClick={() => pick(shown.length)}
          >
            {more.label}
          </li>
        )}
      </ul>
      {count === 0 && <p className="picker-empty">{emptyText}</p>}
    </div>
  );
}
