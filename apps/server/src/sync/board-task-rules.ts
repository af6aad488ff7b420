import { isActiveState, type IncomingItem } from '@taskhub/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { labels, memberships, sections } from '../db/schema.js';

type Reader = Pick<Database, 'select'>;
type Loose = Record<string, unknown>;

const labelIds = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

/**
 * Where a task may sit and who it may be assigned to (API.md section 5), checked on every write of a task after the
 * merge, so a sync push cannot do what the REST calls refuse:
 *
 * - a board's task has no list: its `categoryId` is cleared (a correction, stamped after the push's time so it wins the
 *   merge on the device too, as the tag rules do);
 * - its `sectionId` is one of its board's sections: a push that names a section of another board (or none that
 *   exists) is rejected NOT_FOUND, as a list or parent task the pusher cannot see is; a section left behind by a move
 *   the push made without naming a section (to another board, or out of boards) is cleared instead;
 * - its `assignedTo` is an active member of its board or shared list, as PUT /tasks/{id}/assignee checks: a push that
 *   sets someone else is rejected ASSIGNEE_NOT_MEMBER (a personal task is assigned to nobody); an assignee left behind
 *   by a move into a scope they are not in is cleared;
 * - its `labels` name its own board's tags and personal tags only: a tag of another board (or, on a task outside
 *   boards, any board's tag) is dropped from the list, a correction rather than a rejection, since a tag is only a
 *   chip and the rest of the push is still good. Ids of no known tag are kept (a tag pushed later by an offline device).
 *
 * A rejected item changes nothing and is listed under `models.task.rejected` with the current version, so the device
 * rolls back. Only what the push itself names is rejected: a stale value that a move left behind is corrected, so an
 * offline device's move is not lost over a field it did not touch.
 */
export class TaskPlacement {
  private readonly boardOfSection = new Map<string, string | null>();
  private readonly scopesOfUser = new Map<string, Set<string>>();
  private readonly boardOfLabel = new Map<string, string | null | undefined>();

  constructor(private readonly db: Reader, private readonly userId: string) {}

  /** Reads at once the sections, assignees and tags the pushed tasks name; `pushedLabels` are the tags of the same push. */
  async load(items: IncomingItem[], pushedLabels: IncomingItem[] = []): Promise<void> {
    await this.loadSections(items.flatMap((item) => (typeof item.sectionId === 'string' ? [item.sectionId] : [])));
    await this.loadAssignees(items.flatMap((item) => (typeof item.assignedTo === 'string' ? [item.assignedTo] : [])));
    await this.loadLabels(items.flatMap((item) => labelIds(item.labels)));
    for (const label of pushedLabels) if (label.boardId !== undefined) this.boardOfLabel.set(label.id, (label.boardId as string | null) ?? null);
  }

  private async loadLabels(ids: string[]) {
    const wanted = [...new Set(ids)].filter((id) => !this.boardOfLabel.has(id));
    if (wanted.length === 0) return;
    for (const id of wanted) this.boardOfLabel.set(id, undefined);
    const rows = await this.db.select({ id: labels.id, data: labels.data }).from(labels).where(inArray(labels.id, wanted));
    for (const row of rows) this.boardOfLabel.set(row.id, (row.data.boardId as string | null | undefined) ?? null);
  }

  /** The task's tags without those of another board (unknown ids stay: see the class comment). */
  private async ownLabels(ids: string[], boardId: string | null): Promise<string[]> {
    await this.loadLabels(ids);
    return ids.filter((id) => {
      const owner = this.boardOfLabel.get(id);
      return owner === undefined || owner === null || owner === boardId;
    });
  }

  private async loadSections(ids: string[]) {
    const wanted = [...new Set(ids)].filter((id) => !this.boardOfSection.has(id));
    if (wanted.length === 0) return;
    for (const id of wanted) this.boardOfSection.set(id, null);
    const rows = await this.db.select({ id: sections.id, boardId: sections.boardId }).from(sections).where(inArray(sections.id, wanted));
    for (const row of rows) this.boardOfSection.set(row.id, row.boardId);
  }

  private async loadAssignees(ids: string[]) {
    const wanted = [...new Set(ids)].filter((id) => !this.scopesOfUser.has(id));
    if (wanted.length === 0) return;
    for (const id of wanted) this.scopesOfUser.set(id, new Set());
    const rows = await this.db.select({ userId: memberships.userId, scopeId: memberships.scopeId, state: memberships.state })
      .from(memberships).where(inArray(memberships.userId, wanted));
    for (const row of rows) if (row.userId && isActiveState(row.state)) this.scopesOfUser.get(row.userId)!.add(row.scopeId);
  }

  /** Whether `assignee` may be assigned a task of `scope`: an active member of that shared scope (never of a personal one). */
  private async mayBeAssigned(assignee: string, scope: string) {
    if (scope === this.userId) return false;
    await this.loadAssignees([assignee]);
    return this.scopesOfUser.get(assignee)!.has(scope);
  }

  /**
   * The merged task as it may be stored in `scope` (corrected where a move left a stale value), or the code to reject
   * the pushed item with. `previous` is the task before this push and its scope (undefined for a new one).
   */
  async check(
    item: IncomingItem, previous: { scopeId: string; data: Loose } | undefined, merged: Loose, scope: string, now: number,
  ): Promise<{ data: Loose; corrected: boolean } | { code: 'NOT_FOUND' | 'ASSIGNEE_NOT_MEMBER' }> {
    const stored = previous?.data;
    let data = merged;
    let corrected = false;
    const correct = (field: string, value: unknown) => {
      const timeKey = `${field}UpdateTime`;
      data = { ...data, [field]: value, [timeKey]: Math.max(now, ((data[timeKey] as number | undefined) ?? 0) + 1) };
      data.lastUpdateDate = Math.max(data.lastUpdateDate as number, data[timeKey] as number);
      corrected = true;
    };
    const boardId = (data.boardId as string | null | undefined) ?? null;
    if (boardId && (data.categoryId ?? null) !== null) correct('categoryId', null);

    const sectionId = (data.sectionId as string | null | undefined) ?? null;
    if (sectionId !== null) {
      await this.loadSections([sectionId]);
      const sectionBoard = this.boardOfSection.get(sectionId) ?? null;
      if (sectionBoard === null || sectionBoard !== boardId) {
        const named = item.sectionId !== undefined && (stored === undefined || stored.sectionId !== sectionId);
        if (named) return { code: 'NOT_FOUND' };
        if (!stored || stored.boardId !== boardId) correct('sectionId', null);
      }
    }

    // Only when the push names tags or moves the task between boards: otherwise its stored tags were checked before.
    const tagged = labelIds(data.labels);
    const movesBoard = stored !== undefined && (stored.boardId ?? null) !== boardId;
    if (tagged.length > 0 && (item.labels !== undefined || movesBoard)) {
      const kept = await this.ownLabels(tagged, boardId);
      if (kept.length !== tagged.length) correct('labels', kept);
    }

    // Only when the push names the assignee or moves the task to another scope: otherwise it was checked before, and
    // the answer would change nothing (a card moved within its board reads no memberships here).
    const assignee = data.assignedTo as string | null | undefined;
    const asks = item.assignedTo !== undefined || previous === undefined || previous.scopeId !== scope;
    if (typeof assignee === 'string' && asks && !(await this.mayBeAssigned(assignee, scope))) {
      const named = item.assignedTo !== undefined && (stored === undefined || stored.assignedTo !== assignee);
      if (named) return { code: 'ASSIGNEE_NOT_MEMBER' };
      if (previous !== undefined && previous.scopeId !== scope) correct('assignedTo', null);
    }
    return { data, corrected };
  }
}
