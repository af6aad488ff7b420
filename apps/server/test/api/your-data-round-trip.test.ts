import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparable, importFile } from '../data-fixture.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { newId, pushItems } from '../sync-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600', RATE_LIMIT_SIGNUP_PAIR: '1000/3600' }); });
afterAll(async () => { await server.close(); });

const text = fc.string({ maxLength: 12 });
const taskArb = fc.record({
  note: text,
  status: fc.constantFrom('UNCHECKED', 'CHECKED', 'DONE'),
  priority: fc.constantFrom('Normal', 'High', 'Low'),
  dueDate: fc.option(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), { nil: null }),
  list: fc.nat(),
  labels: fc.array(fc.nat(), { maxLength: 3 }),
  parent: fc.option(fc.nat(), { nil: null }),
  checklist: fc.array(fc.record({ title: text, checked: fc.boolean() }), { maxLength: 3 }),
  repeat: fc.constantFrom('TASK_REPEAT_OFF', 'TASK_REPEAT_DAY', 'TASK_REPEAT_MONTH'),
  reminder: fc.option(fc.integer({ min: 0, max: 1440 }), { nil: null }),
  myDay: fc.boolean(),
});
const accountArb = fc.record({
  lists: fc.array(fc.record({ grocery: fc.boolean(), archived: fc.boolean() }), { minLength: 1, maxLength: 3 }),
  labels: fc.array(fc.constantFrom('#e53935', '#43a047', '#1e88e5'), { maxLength: 3 }),
  tasks: fc.array(taskArb, { maxLength: 8 }),
  weekStart: fc.integer({ min: 0, max: 6 }),
});
type Account = typeof accountArb extends fc.Arbitrary<infer T> ? T : never;

/** The generated account as sync objects: every task in a list (a subtask in its parent's), one default list. */
function objectsOf(account: Account) {
  const lists = account.lists.map((list, i) => ({ id: newId(), name: `List ${i}`, position: `a${i}`, isDefault: i === 0, isGroceryList: list.grocery, isArchived: list.archived }));
  const labels = account.labels.map((color, i) => ({ id: newId(), name: `tag ${i}`, color, position: `a${i}` }));
  const tasks: Record<string, any>[] = [];
  account.tasks.forEach((task, i) => {
    const parent = task.parent !== null && i > 0 ? tasks[task.parent % i] : undefined;
    tasks.push({
      id: newId(), title: `Task ${i}`, note: task.note, status: task.status, priority: task.priority, dueDate: task.dueDate,
      categoryId: parent ? parent.categoryId : lists[task.list % lists.length]!.id, parentGlobalTaskId: parent?.id ?? null,
      labels: labels.length ? [...new Set(task.labels.map((n) => labels[n % labels.length]!.id))] : [],
      checklistItems: task.checklist.map((item) => ({ id: newId(), ...item })), repeatingMethod: task.repeat, position: `a${i}`,
      alert: task.reminder === null ? { type: 'NONE' } : { type: 'OFFSET', offset: task.reminder },
    });
  });
  const myDayEntry = account.tasks.flatMap((task, i) => (task.myDay
    ? [{ id: newId(), referencedObjectType: 'task', referencedObjectId: tasks[i]!.id, date: Date.UTC(2026, 10, 27), position: `a${i}`, status: 'ACTIVE' }] : []));
  return { category: lists, label: labels, task: tasks, myDayEntry };
}

const exportJson = async (token: string) => (await server.request('GET', '/api/v1/export?format=json', { token })).body;

describe('export → new account → import', () => {
  it('gives the same data (property)', async () => {
    await fc.assert(fc.asyncProperty(accountArb, async (account) => {
      const { token } = await signUp(server);
      await pushItems(server, token, objectsOf(account));
      await server.request('PUT', '/me', { token, body: { firstDayOfWeek: account.weekStart } });
      const exported = await exportJson(token);
      const fresh = await signUp(server);
      const answer = await importFile(server, fresh.token, 'taskhub', JSON.stringify(exported));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ lists: account.lists.length, tasks: account.tasks.length, labels: account.labels.length });
      expect(comparable(await exportJson(fresh.token))).toEqual(comparable(exported));
    }), { numRuns: 15 });
  }, 120_000);
});
