import { type QuickAddPiece, removeQuickAddPiece } from '@taskhub/domain';
import { Calendar, Clock, Flag, Hash, List, Plus, Repeat, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dateTimeFormat } from '../format/intl-cache.js';
import { lastLabelPosition, newTagProblem, tagColourChoices } from '../labels/tag-rules.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { useTaskScreenSettings } from '../task-detail/screen-settings.js';
import { positionAfter } from '../task-detail/task-queries.js';
import { positionAfterLast } from '../tasks/views/position.js';
import type { Category, Label, ViewKey } from '../tasks/views/types.js';
import { Alert, Button, cx, Dialog } from '../ui/index.js';
import { type QuickAddTarget, useJustAdded, useQuickAddLauncher } from './launcher.js';
import { addToMyDay } from '../my-day/my-day-actions.js';
import { myDayDate } from '../my-day/my-day-date.js';
import { useListRole } from '../shared-lists/useListMembers.js';
import { type QuickAddEnv, parseLine, planQuickAdd, targetForView } from './quick-add-task.js';
import './quick-add.css';

export interface QuickAddLayerProps {
  view: ViewKey;
  lists: Category[];
  tags: Label[];
  now?: () => number;
}

const pieceIcons = { date: Calendar, time: Clock, repeat: Repeat, tag: Hash, list: List, priority: Flag } as const;

function PieceChip({ piece, text, env, onRemove }: { piece: QuickAddPiece; text: string; env: QuickAddEnv; onRemove(): void }) {
  const intl = useIntl();
  const Icon = pieceIcons[piece.kind];
  let label: string;
  let tone = 'neutral';
  switch (piece.kind) {
    case 'date': {
      const { year, month, day } = piece.value;
      label = dateTimeFormat(intl.locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(Date.UTC(year, month - 1, day));
      tone = 'accent';
      break;
    }
    case 'time':
      label = dateTimeFormat(intl.locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(Date.UTC(2000, 0, 1, piece.value.hour, piece.value.minute));
      tone = 'accent';
      break;
    case 'repeat':
      label = text.slice(piece.start, piece.end).trim();
      tone = 'accent';
      break;
    case 'priority':
      label = intl.formatMessage({ id: `quickAdd.priority.${piece.value}` });
      tone = piece.value === 'High' ? 'danger' : 'neutral';
      break;
    case 'tag': {
      const tag = env.tags.find((t) => t.name.localeCompare(piece.value, undefined, { sensitivity: 'accent' }) === 0);
      label = tag ? `#${tag.name}` : intl.formatMessage({ id: 'quickAdd.createTag' }, { name: piece.value });
      tone = tag ? 'tag' : 'warning';
      break;
    }
    case 'list': {
      const list = env.lists.find((l) => l.name.localeCompare(piece.value, undefined, { sensitivity: 'accent' }) === 0);
      label = list ? list.name : intl.formatMessage({ id: 'quickAdd.unknownList' }, { name: piece.value });
      tone = list ? 'neutral' : 'warning';
      break;
    }
  }
  return (
    <li className={cx('quick-add-chip', `quick-add-chip-${tone}`)} data-kind={piece.kind}>
      <Icon className="icon" aria-hidden="true" />
      <span className="quick-add-chip-text">{label}</span>
      <button type="button" className="quick-add-chip-remove" onClick={onRemove}
        aria-label={intl.formatMessage({ id: 'quickAdd.removePiece' }, { piece: label })}>
        <X className="icon" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The one quick add: a layer at the top of the screen (a bottom sheet on a phone) with a line that shows what it
 * understood as removable chips. Enter adds and keeps the layer open for the next task; Escape closes it.
 */
export function QuickAddLayer({ view, lists, tags, now = Date.now }: QuickAddLayerProps) {
  const { open, target, closeQuickAdd } = useQuickAddLauncher();
  // Leaving the task screens (signing out) closes it, so it does not reopen by itself on the way back.
  useEffect(() => closeQuickAdd, [closeQuickAdd]);
  if (!open) return null;
  return <QuickAddDialog view={view} lists={lists} tags={tags} now={now} target={target} onClose={closeQuickAdd} />;
}

function QuickAddDialog({ view, lists, tags, now, target: asked, onClose }: Required<QuickAddLayerProps> & { target: QuickAddTarget; onClose(): void }) {
  const intl = useIntl();
  const store = useObjectStore();
  const snapshot = useSyncSnapshot();
  const settings = useTaskScreenSettings();
  const showAdded = useJustAdded((s) => s.show);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'limit' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A guest of the list it would go to (the one in view, or the one a button asked for) may not add to it (the server
  // would refuse): the task goes to the default list instead, and the title does not name the list.
  const wanted = useMemo(() => ({ ...targetForView(view), ...asked }), [asked, view]);
  const guest = useListRole(wanted.listId) === 'guest';
  const target = useMemo((): QuickAddTarget => {
    const { listId, ...rest } = wanted;
    if (!listId) return rest;
    return guest ? { ...rest, name: asked.listId ? undefined : rest.name } : { ...rest, listId };
  }, [asked, wanted, guest]);
  const env: QuickAddEnv = {
    now: now(), timeZone: settings.timezone, weekStart: settings.firstDayOfWeek, locale: intl.locale, dateOrder: settings.dateFormat, lists, tags,
  };
  const parsed = text.trim() ? parseLine(text, env) : null;
  const targetName = target.name ?? (target.listId ? lists.find((l) => l.id === target.listId)?.name : target.tagId ? tags.find((t) => t.id === target.tagId)?.name : undefined);

  const add = () => {
    if (!parsed || !parsed.title) return;
    const { task, newTags } = planQuickAdd(parsed, target, env);
    const allLabels = Object.values(snapshot.objects.label).filter((l) => !l.isDeleted && !l.boardId);
    if (newTags.length > 0 && newTagProblem(allLabels, newTags[0]!, tagColourChoices[0].color, settings.isPremium) === 'limit') {
      setProblem('limit');
      return;
    }
    let last = lastLabelPosition(tags);
    for (const [index, name] of newTags.entries()) {
      const color = tagColourChoices[(allLabels.length + index) % tagColourChoices.length]!.color;
      const label = store.create('label', { name, color, position: (last = positionAfter(last)) });
      task.labels = [...task.labels, label.id];
    }
    const siblings = Object.values(snapshot.objects.task).filter((t) => t.categoryId === task.categoryId);
    const created = store.create('task', { ...task, position: positionAfterLast(siblings) });
    if (target.myDay) addToMyDay(store, snapshot.objects, created.id, myDayDate(now(), settings.timezone, settings.myDayConfig.myDayResetHourOfDay));
    showAdded(created.id);
    setText('');
    setProblem(null);
    input.current?.focus();
  };

  const title = targetName
    ? <FormattedMessage id="quickAdd.titleTo" values={{ name: targetName }} />
    : <FormattedMessage id="quickAdd.title" />;
  return (
    <Dialog title={title} onClose={onClose} className="quick-add-layer">
      <form className="quick-add-form" onSubmit={(event) => { event.preventDefault(); add(); }}>
        <input ref={input} className="quick-add-input" type="text" value={text} maxLength={10_000} autoFocus autoComplete="off"
          aria-label={intl.formatMessage({ id: 'quickAdd.inputLabel' })} aria-describedby="quick-add-hint"
          placeholder={intl.formatMessage({ id: 'quickAdd.placeholder' })}
          onChange={(event) => { setText(event.target.value); setProblem(null); }}
          onKeyDown={(event) => { if (event.key === 'Enter' && event.nativeEvent.isComposing) event.preventDefault(); }} />
        <Button type="submit" disabled={!parsed?.title}><Plus className="icon" aria-hidden="true" /> <FormattedMessage id="quickAdd.add" /></Button>
      </form>
      {parsed && parsed.pieces.length > 0 ? (
        <ul className="quick-add-chips" aria-label={intl.formatMessage({ id: 'quickAdd.understood' })}>
          {parsed.pieces.map((piece) => (
            <PieceChip key={`${piece.kind}:${piece.start}`} piece={piece} text={text} env={env}
              onRemove={() => { setText(removeQuickAddPiece(text, piece)); input.current?.focus(); }} />
          ))}
        </ul>
      ) : null}
      {problem ? <Alert><FormattedMessage id="quickAdd.tagLimit" /></Alert> : null}
      <p id="quick-add-hint" className="quick-add-hint"><FormattedMessage id="quickAdd.hint" /></p>
    </Dialog>
  );
}
