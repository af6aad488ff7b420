import { useIntl } from 'react-intl';
import type { Task } from '../tasks/views/types.js';
import { Avatar, Tooltip } from '../ui/index.js';
import { shownAssignee } from './assignment-store.js';
import { useAssignment, useAssignmentState } from './useAssignment.js';
import { usePerson } from './usePerson.js';
import './assignment.css';

/**
 * The avatar in a task row's assignee slot (DESIGN.md "Task row": at the right), named for assistive technology and
 * in a tooltip ("Assigned to Bob"); nothing while nobody is assigned.
 */
export function RowAssignee({ task }: { task: Task }) {
  const intl = useIntl();
  const assignment = useAssignment();
  const picked = useAssignmentState(assignment, (state) => state.pending[task.id]);
  const person = usePerson(assignment, shownAssignee(task, picked), task.categoryId);
  if (!person) return null;
  const name = person.former ? intl.formatMessage({ id: 'assignment.formerMember' }) : person.name;
  const label = intl.formatMessage({ id: 'assignment.assignedTo' }, { name });
  return (
    <Tooltip content={label}>
      <span className="row-assignee" role="img" aria-label={label}>
        <Avatar id={person.id} name={name} src={person.picture} size="sm" />
      </span>
    </Tooltip>
  );
}
