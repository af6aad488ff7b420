import { z } from 'zod';
import type { ImportBundle, ImportChecklistItem, ImportTask } from '../bundle.js';
import { BundleBuilder } from './builder.js';
import { trelloColor } from './colors.js';
import { readJson } from './json-read.js';
import { formatError } from './where.js';

const flag = z.boolean().nullish().transform(Boolean);
const pos = z.number().nullish();
const text = z.string().nullish();

const listSchema = z.object({ id: z.string(), name: z.string(), closed: flag, pos });
const labelSchema = z.object({ id: z.string(), name: text, color: text });
const cardSchema = z.object({
  id: z.string(), name: z.string(), desc: text, closed: flag, idList: z.string(), idLabels: z.array(z.string()).nullish(),
  due: text, dueComplete: flag, pos,
});
const checklistSchema = z.object({
  id: z.string(), name: text, idCard: z.string(), pos,
  checkItems: z.array(z.object({ name: z.string(), state: z.enum(['complete', 'incomplete']), pos })).nullish(),
});
const actionSchema = z.object({
  type: z.string(), date: text, data: z.object({ text: text, card: z.object({ id: z.string() }).nullish() }).nullish(),
});
const boardSchema = z.object({
  name: z.string(),
  lists: z.array(listSchema),
  cards: z.array(cardSchema),
  labels: z.array(labelSchema).nullish(),
  checklists: z.array(checklistSchema).nullish(),
  actions: z.array(z.unknown()).nullish(),
});
type Board = z.infer<typeof boardSchema>;

const byPos = <T extends { pos?: number | null }>(a: T, b: T) => (a.pos ?? 0) - (b.pos ?? 0);

/** Trello ids start with the creation time in seconds, as 8 hex digits (like MongoDB's object ids). */
function creationOfId(id: string): number | undefined {
  return /^[0-9a-f]{24}$/i.test(id) ? Number.parseInt(id.slice(0, 8), 16) * 1000 : undefined;
}

/** A card's checklists as one: items in Trello's order, each named after its checklist when the card has several. */
function checklistOf(checklists: Board['checklists'] & object): ImportChecklistItem[] {
  const sorted = [...checklists].sort(byPos);
  return sorted.flatMap((checklist) => [...(checklist.checkItems ?? [])].sort(byPos).map((item) => ({
    title: sorted.length > 1 && checklist.name ? `${checklist.name}: ${item.name}` : item.name,
    checked: item.state === 'complete',
  })));
}

/** The comments of each card, oldest first (Trello lists actions newest first); other actions are skipped. */
function commentsByCard(actions: unknown[]): Map<string, string[]> {
  const comments: Array<{ card: string; text: string; date: string }> = [];
  for (const action of actions) {
    const parsed = actionSchema.safeParse(action);
    if (!parsed.success || parsed.data.type !== 'commentCard') continue;
    const { data, date } = parsed.data;
    if (data?.card && data.text) comments.push({ card: data.card.id, text: data.text, date: date ?? '' });
  }
  const byCard = new Map<string, string[]>();
  for (const comment of comments.sort((a, b) => a.date.localeCompare(b.date))) byCard.set(comment.card, [...(byCard.get(comment.card) ?? []), comment.text]);
  return byCard;
}

/**
 * Reads a Trello board exported as JSON (board menu → Print, export and share → Export as JSON): each list becomes a
 * list named "Board / List" (closed lists archived), each card a task in Trello's order with its description as the
 * note, its due date (an instant) and completion, its checklists as the task's checklist and its comments appended to
 * the note; closed cards are archived (`DONE`). Labels become tags with their colour mapped to our palette (a label
 * with no name is named after its colour).
 */
export function parseTrello(text: string): ImportBundle {
  const board = readJson(text, boardSchema, 'a Trello board');
  const builder = new BundleBuilder();
  const listOfId = new Map<string, string>();
  const lists = board.lists.map((list, index) => ({ list, index })).sort((a, b) => byPos(a.list, b.list));
  for (const { list, index } of lists) {
    listOfId.set(list.id, builder.newList(`${board.name} / ${list.name}`, { field: `lists[${index}].name` }, { archived: list.closed }));
  }
  const labelOfId = new Map<string, string>();
  (board.labels ?? []).forEach((label, index) => {
    const name = label.name?.trim() || label.color || 'label';
    labelOfId.set(label.id, builder.label(name, { field: `labels[${index}].name` }, trelloColor(label.color)));
  });
  const checklists = new Map<string, Board['checklists'] & object>();
  for (const checklist of board.checklists ?? []) checklists.set(checklist.idCard, [...(checklists.get(checklist.idCard) ?? []), checklist]);
  const comments = commentsByCard(board.actions ?? []);
  const listOrder = new Map(lists.map(({ list }, order) => [list.id, order]));
  const cards = board.cards.map((card, index) => ({ card, index }))
    .sort((a, b) => (listOrder.get(a.card.idList) ?? 0) - (listOrder.get(b.card.idList) ?? 0) || byPos(a.card, b.card));
  for (const { card, index } of cards) {
    const where = { field: `cards[${index}]` };
    const listKey = listOfId.get(card.idList);
    if (!listKey) throw formatError({ field: `${where.field}.idList` }, 'the card is in a list the board does not have');
    const task: Omit<ImportTask, 'key'> = { title: card.name, listKey, status: card.closed ? 'DONE' : card.dueComplete ? 'CHECKED' : 'UNCHECKED' };
    if (card.desc) task.note = card.desc;
    if (card.due) {
      const due = Date.parse(card.due);
      if (!Number.isFinite(due)) throw formatError({ field: `${where.field}.due` }, `"${card.due}" is not a date`);
      task.dueDate = due;
    }
    const labelKeys = (card.idLabels ?? []).flatMap((id) => (labelOfId.has(id) ? [labelOfId.get(id)!] : []));
    if (labelKeys.length > 0) task.labelKeys = [...new Set(labelKeys)];
    const checklist = checklistOf(checklists.get(card.id) ?? []);
    if (checklist.length > 0) task.checklist = checklist;
    const created = creationOfId(card.id);
    if (created !== undefined) task.creationDate = created;
    const added = builder.task(task, where);
    for (const comment of comments.get(card.id) ?? []) builder.appendNote(added, comment, where);
  }
  return builder.build();
}
