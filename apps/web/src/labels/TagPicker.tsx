import { freeLabelLimit } from '@taskhub/domain';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { SearchableList } from '../task-detail/SearchableList.js';
import { positionAfter } from '../task-detail/task-queries.js';
import { Button, RadioGroup, RadioItem } from '../ui/index.js';
import { activeLabels, lastLabelPosition, newTagProblem, placeLabels, tagColourChoices, type NewTagProblem } from './tag-rules.js';

export interface TagPickerProps {
  /** Ids of the labels the task has. */
  selected: readonly string[];
  /** Called with the task's new label ids (the caller writes them with store.edit). */
  onChange(labels: string[]): void;
  /** Premium users may pick any colour and make more than the free number of tags. */
  premium?: boolean;
  /** A board card's board: the picker offers that board's tags and makes new ones there; null for the person's own. */
  boardId?: string | null;
}

const problemMessage = {
  nameRequired: 'labels.nameRequired', identical: 'labels.identical', limit: 'labels.limit', colour: 'labels.premiumColour',
} as const;

/** The palette as radio buttons named by colour; premium adds a free colour picker. */
function ColourChoice({ color, premium, onChange }: { color: string; premium: boolean; onChange(color: string): void }) {
  const intl = useIntl();
  return (
    <div className="tag-colours">
      <RadioGroup label={<FormattedMessage id="labels.colour" />} value={color} onValueChange={onChange}>
        {tagColourChoices.map((choice) => (
          <RadioItem key={choice.color} value={choice.color} className="tag-choice">
            <span className="tag-swatch" style={{ background: choice.color }} aria-hidden="true" />
            {intl.formatMessage({ id: choice.name })}
          </RadioItem>
        ))}
      </RadioGroup>
      {premium && (
        <label className="tag-choice">
          <FormattedMessage id="labels.colour.custom" />{' '}
          <input type="color" value={color} onChange={(event) => onChange(event.target.value.toLowerCase())} />
        </label>
      )}
    </div>
  );
}

/**
 * The second step of making a tag: the name typed in the search, a colour (the palette; premium adds any colour), and
 * Create. The tag is made and given to the task at once; Back returns to the search with nothing made.
 */
function NewTagStep({ name, premium, boardId, onCreated, onBack }: {
  name: string; premium: boolean; boardId: string | null; onCreated(labelId: string): void; onBack(): void;
}) {
  const store = useObjectStore();
  const { objects } = useSyncSnapshot();
  const id = useId();
  const [color, setColor] = useState<string>(tagColourChoices[4].color);
  const [problem, setProblem] = useState<NewTagProblem | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // The step opens on the chosen colour, so arrow keys pick another and Enter creates.
  useEffect(() => form.current?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]')?.focus(), []);

  function create(event: FormEvent) {
    event.preventDefault();
    const found = newTagProblem(activeLabels(objects), name, color, premium, boardId);
    setProblem(found);
    if (found) return;
    const position = positionAfter(lastLabelPosition(placeLabels(objects, boardId)));
    const label = store.create('label', { name: name.trim(), color, position, boardId });
    onCreated(label.id);
  }

  return (
    <form ref={form} className="tag-new" onSubmit={create} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="tag-new-title"><FormattedMessage id="picker.tags.colourStep" values={{ name: name.trim() }} /></p>
      <ColourChoice color={color} premium={premium} onChange={(next) => { setColor(next); setProblem(null); }} />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="field-error">
          <FormattedMessage id={problemMessage[problem]} values={{ limit: freeLabelLimit }} />
        </p>
      )}
      <div className="tag-new-actions">
        <Button variant="secondary" onClick={onBack}><FormattedMessage id="common.back" /></Button>
        <Button type="submit" variant="primary"><FormattedMessage id="labels.create" /></Button>
      </div>
    </form>
  );
}

/**
 * The tags of a task (DESIGN.md "Pickers"): a search over the user's tags (a board card's: its board's tags), each
 * toggled with a click or Enter; a name that is not a tag yet offers "Create tag 'name'", whose second step picks
 * the colour.
 */
export function TagPicker({ selected, onChange, premium = false, boardId = null }: TagPickerProps) {
  const { objects } = useSyncSnapshot();
  const intl = useIntl();
  const [creating, setCreating] = useState<string | null>(null);
  const labels = placeLabels(objects, boardId);
  const toggle = (labelId: string, on: boolean) =>
    onChange(on ? [...selected.filter((other) => other !== labelId), labelId] : selected.filter((other) => other !== labelId));

  if (creating !== null) {
    return (
      <div className="tag-picker">
        <NewTagStep name={creating} premium={premium} boardId={boardId} onBack={() => setCreating(null)}
          onCreated={(labelId) => { toggle(labelId, true); setCreating(null); }} />
      </div>
    );
  }
  return (
    <div className="tag-picker">
      {boardId !== null && <p className="tag-picker-note"><FormattedMessage id="picker.tags.boardNote" /></p>}
      <SearchableList
        multiple
        searchLabel={intl.formatMessage({ id: 'picker.tags.search' })}
        emptyText={intl.formatMessage({ id: labels.length > 0 ? 'picker.tags.empty' : boardId !== null ? 'labels.board.none' : 'labels.none' })}
        options={labels.map((label) => ({
          id: label.id, name: label.name, selected: selected.includes(label.id),
          marker: <span className="tag-swatch" style={{ background: label.color }} />,
        }))}
        onPick={(labelId) => toggle(labelId, !selected.includes(labelId))}
        extra={(query) => {
          const name = query.trim();
          if (name === '' || labels.some((label) => label.name.trim() === name)) return null;
          return {
            label: <><Plus className="icon" aria-hidden="true" /><FormattedMessage id="picker.tags.create" values={{ name }} /></>,
            onPick: () => setCreating(name),
          };
        }}
      />
    </div>
  );
}
