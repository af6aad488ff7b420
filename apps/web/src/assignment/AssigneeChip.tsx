import { UserRound, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { ChipButton } from '../task-detail/ChipButton.js';
import { SearchableList, type SearchableOption } from '../task-detail/SearchableList.js';
import type { Task } from '../task-detail/task-queries.js';
import { Alert, Avatar, Popover } from '../ui/index.js';
import { assignableMembers, isSharedList, shownAssignee } from './assignment-store.js';
import { type Assignment, useAssignment, useAssignmentState } from './useAssignment.js';
import { useMembers } from './useMembers.js';
import { type Person, usePerson } from './usePerson.js';
import './assignment.css';

/** Option ids of the two actions; member options are user ids, which never start with a colon. */
const toMe = ':me';
const nobody = ':nobody';

const avatarOf = (person: Person, inLabelledControl = false) =>
  <Avatar id={person.id} name={person.name} src={person.picture} size="sm" inLabelledControl={inLabelledControl} />;

/** The picker: "Assign to me", the list's other active members with their avatars, and "Unassign" when someone is. */
function AssigneePicker({ assignment, listId, assignee, onPick }: { assignment: Assignment; listId: string; assignee: string | null; onPick(userId: string | null): void }) {
  const intl = useIntl();
  const { members } = useMembers(listId);
  const { me } = assignment;
  const people = assignableMembers(members?.members ?? []);
  const options: SearchableOption[] = [
    ...(people.some((person) => person.userId === me.id)
      ? [{ id: toMe, name: intl.formatMessage({ id: 'assignment.assignToMe' }), marker: avatarOf(me), selected: assignee === me.id }] : []),
    ...people.filter((person) => person.userId !== me.id).map((person) => ({
      id: person.userId, name: person.name || person.email, selected: assignee === person.userId,
      marker: <Avatar id={person.userId} name={person.name || person.email} src={person.profilePicture} size="sm" />,
    })),
    ...(assignee !== null ? [{ id: nobody, name: intl.formatMessage({ id: 'assignment.unassign' }), marker: <UserX className="icon" /> }] : []),
  ];
  return (
    <SearchableList options={options} searchLabel={intl.formatMessage({ id: 'assignment.search' })}
      emptyText={intl.formatMessage({ id: members?.state === 'failed' ? 'assignment.membersFailed' : 'assignment.noMatch' })}
      onPick={(id) => onPick(id === toMe ? me.id : id === nobody ? null : id)} />
  );
}

/**
 * The assignee chip of the detail panel (issue 13): shown for a task of a shared list (or one still assigned), it names
 * the assignee beside their avatar and opens the picker. A pick shows at once and is sent through REST, where the
 * server checks membership; a refusal puts the previous assignee back and says why under the chips.
 */
export function AssigneeChip({ task }: { task: Task }) {
  const intl = useIntl();
  const objects = useObjectStore();
  const assignment = useAssignment();
  const [open, setOpen] = useState(false);
  const listId = task.categoryId;
  const { members, reload } = useMembers(assignment ? listId : null);
  const picked = useAssignmentState(assignment, (state) => state.pending[task.id]);
  const refused = useAssignmentState(assignment, (state) => state.refused[task.id]);
  const assignee = shownAssignee(task, picked);
  const person = usePerson(assignment, assignee, listId);

  useEffect(() => () => assignment?.store.dismissRefusal(task.id), [assignment, task.id]);

  const refusal = refused ? <div className="assignee-refusal"><Alert>{intl.formatMessage({ id: refused })}</Alert></div> : null;
  if (!assignment || listId === null || (!isSharedList(members) && assignee === null)) return refusal;

  const label = intl.formatMessage({ id: 'assignment.assignee' });
  const name = person === null ? null : person.former ? intl.formatMessage({ id: 'assignment.formerMember' }) : person.name;
  const pick = (userId: string | null) => {
    setOpen(false);
    if (userId !== assignee) void assignment.store.assign(task, userId, () => objects.syncNow());
  };
  return (
    <>
      <Popover label={label} className="detail-picker assignee-picker" open={open}
        onOpenChange={(next) => {
          // The members may have changed since the chip first loaded them.
          if (next) void reload();
          setOpen(next);
        }}
        trigger={<ChipButton icon={person ? avatarOf(person, true) : <UserRound className="icon" />} label={label} value={name} className="assignee-chip" />}>
        <AssigneePicker assignment={assignment} listId={listId} assignee={assignee} onPick={pick} />
      </Popover>
      {refusal}
    </>
  );
}
