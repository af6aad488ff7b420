import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { User } from '../auth/user.js';
import { Switch } from '../ui/index.js';
import { useUpdateQueue } from './update-queue-context.js';

/** How task lists look (webConfig.showMulticolumnOverdue: overdue tasks get their own column in the multi-column layout). */
export function TaskListsSection({ user }: { user: User }) {
  const id = useId();
  const update = useUpdateQueue((state) => state.update);
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.taskLists.title" /></h3>
      <Switch
        checked={user.webConfig.showMulticolumnOverdue}
        onCheckedChange={(checked) => update({ webConfig: { showMulticolumnOverdue: checked } })}
        label={<FormattedMessage id="settings.taskLists.overdueColumn" />}
        description={<FormattedMessage id="settings.taskLists.overdueColumnHint" />}
      />
    </section>
  );
}
