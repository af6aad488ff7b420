import { freeLabelLimit } from '@taskhub/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { positionAfter } from '../task-detail/task-queries.js';
import { activeLabels, lastLabelPosition, newTagProblem, tagColourChoices, type NewTagProblem } from './tag-rules.js';

export interface TagPickerProps {
  /** Ids of the labels the task has. */
  selected: readonly string[];
  /** Called with the task's new label ids (the caller writes them with store.edit). */
  onChange(labels: string[]): void;
  /** Premium users may pick any colour and make more than the free number of tags. */
  premium?: boolean;
}

const problemMessage = {
  nameRequired: 'labels.nameRequired', identical: 'labels.identical', limit: 'labels.limit', colour: 'labels.premiumColour',
} as const;

/** The palette as radio buttons named by colour; premium adds a free colour picker. */
function ColourChoice({ color, premium, onChange }: { color: string; premium: boolean; onChange(color: string): void }) {
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset className="tag-colours">
      <legend><FormattedMessage id="labels.colour" /></legend>
      {tagColourChoices.map((choice) => (
        <label key={choice.color} className="tag-choice">
          <input type="radio" name={name} checked={color === choice.color} onChange={() => onChange(choice.color)} />
          <span className="tag-swatch" style={{ background: choice.color }} aria-hidden="true" />
          {intl.formatMessage({ id: choice.name })}
        </label>
      ))}
      {premium && (
        <label className="tag-choice">
          <FormattedMessage id="labels.colour.custom" />{' '}
          <input type="color" value={color} onChange={(event) => onChange(event.target.value.toLowerCase())} />
        </label>
      )}
    </fieldset>
  );
}

/** Make a tag (name and colour, unique as a pair) and give it to the task at once. */
function NewTagForm({ premium, onCreated }: { premium: boolean; onCreated(labelId: string): void }) {
  const store = useObjectStore();
  const { objects } = useSyncSnapshot();
  const intl = useIntl();
  const id = useId();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(tagColourChoices[4].color);
  const [problem, setProblem] = useState<NewTagProblem | null>(null);

  function create(event: FormEvent) {
    event.preventDefault();
    const labels = activeLabels(objects);
    const found = newTagProblem(labels, name, color, premium);
    setProblem(found);
    if (found) return;
    const label = store.create('label', { name: name.trim(), color, position: positionAfter(lastLabelPosition(labels)) });
    setName('');
    onCreated(label.id);
  }

  return (
    <form className="tag-new" onSubmit={create} aria-label={intl.formatMessage({ id: 'labels.new' })}>
      <input
        aria-label={intl.formatMessage({ id: 'labels.name' })}
        placeholder={intl.formatMessage({ id: 'labels.name' })}
        value={name}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => { setName(event.target.value); setProblem(null); }}
      />
      <ColourChoice color={color} premium={premium} onChange={(next) => { setColor(next); setProblem(null); }} />
      <button type="submit" className="btn btn-secondary"><FormattedMessage id="labels.create" /></button>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="field-error">
          <FormattedMessage id={problemMessage[problem]} values={{ limit: freeLabelLimit }} />
        </p>
      )}
    </form>
  );
}

/** The tags of a task: every tag of the user as a checkbox with its colour, and a form to make a new one. */
export function TagPicker({ selected, onChange, premium = false }: TagPickerProps) {
  const { objects } = useSyncSnapshot();
  const labels = activeLabels(objects);
  const toggle = (labelId: string, on: boolean) =>
    onChange(on ? [...selected.filter((other) => other !== labelId), labelId] : selected.filter((other) => other !== labelId));

  return (
    <fieldset className="detail-section tag-picker">
      <legend><FormattedMessage id="labels.tags" /></legend>
      {labels.length === 0 && <p className="detail-muted"><FormattedMessage id="labels.none" /></p>}
      <ul className="tag-list">
        {labels.map((label) => (
          <li key={label.id}>
            <label className="tag-choice">
              <input type="checkbox" checked={selected.includes(label.id)} onChange={(event) => toggle(label.id, event.target.checked)} />
              <span className="tag-swatch" style={{ background: label.color }} aria-hidden="true" />
              {label.name}
            </label>
          </li>
        ))}
      </ul>
      <NewTagForm premium={premium} onCreated={(labelId) => toggle(labelId, true)} />
    </fieldset>
  );
}
