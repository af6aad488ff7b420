import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { Button, Dialog, useToast } from '../ui/index.js';
import { deleteList, planDeleteList } from './delete-list.js';
import type { Category } from './views/types.js';

export interface DeleteListDialogProps {
  list: Category;
  onClose(): void;
  /** After the list is deleted (the screen leaves a view that no longer exists). */
  onDeleted(): void;
}

/** Asks before deleting a list: how many tasks it holds and where they go; Undo brings both back. */
export function DeleteListDialog({ list, onClose, onDeleted }: DeleteListDialogProps) {
  const intl = useIntl();
  const store = useObjectStore();
  const toast = useToast();
  const plan = planDeleteList(store.getSnapshot().objects, list.id);
  const target = plan.target?.name ?? '';
  const confirm = () => {
    const undo = deleteList(store, list.id, plan);
    onClose();
    onDeleted();
    toast(intl.formatMessage({ id: 'deleteList.undoToast' }, { count: plan.target ? plan.count : 0, name: list.name, target }), undo);
  };
  return (
    <Dialog title={<FormattedMessage id="deleteList.title" values={{ name: list.name }} />} onClose={onClose} className="delete-list-dialog">
      <p className="delete-list-body">
        {plan.target
          ? <FormattedMessage id="deleteList.moves" values={{ count: plan.count, target }} />
          : <FormattedMessage id="deleteList.noList" values={{ count: plan.count }} />}
      </p>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>
        <Button variant="primary" className="btn-danger" onClick={confirm}><FormattedMessage id="deleteList.confirm" /></Button>
      </div>
    </Dialog>
  );
}
