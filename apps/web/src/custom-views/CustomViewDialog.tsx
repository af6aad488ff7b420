import { customViewDurations, customViewOrganizations, type CustomViewSource, type SyncObject } from '@taskhub/domain';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { memberBoards } from '../boards/BoardViewSidebar.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { positionAfterLast } from '../tasks/views/position.js';
import { visibleLists } from '../tasks/views/select.js';
import { Button, Checkbox, Dialog, Select, TextField } from '../ui/index.js';
import type { CustomViewDuration, CustomViewOrganization } from './custom-view-model.js';
import './custom-views.css';

export type CustomView = SyncObject<'customView'>;

export interface CustomViewDialogProps {
  /** The view to edit; none: a new one. */
  view?: CustomView;
  onClose(): void;
  /** After saving: the view's id (a new view opens). */
  onSaved(id: string): void;
}

const sourceKey = (source: CustomViewSource) => `${source.type}:${source.id ?? ''}`;

/**
 * Makes or edits a custom view (SPEC.md section 3): a name, where tasks come from (everything, or chosen lists and
 * boards), how far ahead (tomorrow … 12 months) and how they are organised. A bad entry is said beside its field and
 * nothing is saved.
 */
export function CustomViewDialog({ view, onClose, onSaved }: CustomViewDialogProps) {
  const intl = useIntl();
  const store = useObjectStore();
  const { objects, server } = useSyncSnapshot();
  const lists = visibleLists(objects.category);
  const boards = memberBoards(server.board, null);
  const [name, setName] = useState(view?.name ?? '');
  const [sources, setSources] = useState<Set<string>>(new Set((view?.sources ?? [{ type: 'all', id: null }]).map(sourceKey)));
  const [duration, setDuration] = useState<CustomViewDuration>(view?.duration ?? '7d');
  const [organizedBy, setOrganizedBy] = useState<CustomViewOrganization>(view?.organizedBy ?? 'dueDate');
  const [errors, setErrors] = useState<{ name?: string; sources?: string }>({});
  const everything = sources.has('all:');

  const toggle = (key: string, on: boolean) => setSources((current) => {
    const next = new Set(current);
    if (on) next.add(key);
    else next.delete(key);
    return next;
  });

  function save(event: FormEvent) {
    event.preventDefault();
    const found = {
      name: name.trim() === '' ? intl.formatMessage({ id: 'views.error.name' }) : undefined,
      sources: sources.size === 0 ? intl.formatMessage({ id: 'views.error.sources' }) : undefined,
    };
    setErrors(found);
    if (found.name || found.sources) return;
    const chosen: CustomViewSource[] = everything ? [{ type: 'all', id: null }] : [...sources].map((key) => {
      const [type, id] = key.split(':') as ['board' | 'category', string];
      return { type, id };
    });
    const fields = { name: name.trim(), sources: chosen, duration, organizedBy };
    if (view) {
      store.edit('customView', view.id, fields);
      onSaved(view.id);
    } else {
      const others = Object.values(store.getSnapshot().objects.customView).filter((one) => !one.isDeleted);
      const created = store.create('customView', { ...fields, position: positionAfterLast(others) });
      onSaved(created.id);
    }
    onClose();
  }

  return (
    <Dialog title={<FormattedMessage id={view ? 'views.dialog.editTitle' : 'views.dialog.newTitle'} />} onClose={onClose} className="custom-view-dialog">
      <form className="custom-view-form" onSubmit={save} noValidate>
        <TextField label={intl.formatMessage({ id: 'views.name' })} value={name} maxLength={100} autoFocus
          onChange={(event) => setName(event.target.value)} error={errors.name ?? null} />
        <fieldset className="custom-view-sources" aria-describedby={errors.sources ? 'custom-view-sources-error' : undefined}>
          <legend><FormattedMessage id="views.sources" /></legend>
          <Checkbox checked={everything} onCheckedChange={(on) => toggle('all:', on)} label={<FormattedMessage id="views.source.all" />} />
          {!everything && lists.length > 0 && (
            <div role="group" aria-label={intl.formatMessage({ id: 'views.sources.lists' })} className="custom-view-source-group">
              <span className="custom-view-source-title" aria-hidden="true"><FormattedMessage id="views.sources.lists" /></span>
              {lists.map((list) => (
                <Checkbox key={list.id} checked={sources.has(`category:${list.id}`)} onCheckedChange={(on) => toggle(`category:${list.id}`, on)} label={list.name} />
              ))}
            </div>
          )}
          {!everything && boards.length > 0 && (
            <div role="group" aria-label={intl.formatMessage({ id: 'views.sources.boards' })} className="custom-view-source-group">
              <span className="custom-view-source-title" aria-hidden="true"><FormattedMessage id="views.sources.boards" /></span>
              {boards.map((board) => (
                <Checkbox key={board.id} checked={sources.has(`board:${board.id}`)} onCheckedChange={(on) => toggle(`board:${board.id}`, on)} label={board.name} />
              ))}
            </div>
          )}
          {errors.sources && <p id="custom-view-sources-error" className="field-error" role="alert">{errors.sources}</p>}
        </fieldset>
        <div className="custom-view-selects">
          <Select label={<FormattedMessage id="views.duration" />} value={duration} onValueChange={(value) => setDuration(value as CustomViewDuration)}
            options={customViewDurations.map((value) => ({ value, label: intl.formatMessage({ id: `views.duration.${value}` }) }))} />
          <Select label={<FormattedMessage id="views.organizedBy" />} value={organizedBy} onValueChange={(value) => setOrganizedBy(value as CustomViewOrganization)}
            options={customViewOrganizations.map((value) => ({ value, label: intl.formatMessage({ id: `views.organizedBy.${value}` }) }))} />
        </div>
        <div className="dialog-actions">
          <Button type="button" variant="secondary" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>
          <Button type="submit" variant="primary"><FormattedMessage id={view ? 'common.save' : 'views.create'} /></Button>
        </div>
      </form>
    </Dialog>
  );
}
