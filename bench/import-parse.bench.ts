/**
 * Parsing of import files (issue 12): a 10,000-task file of each format the import reads besides our own (Todoist
 * CSV and JSON backup, Trello board, generic CSV with a mapping), made here with the features each format has (sections,
 * subtasks, labels, dates and repeats, comments, checklists). Measures the parser alone, file text → ImportBundle, as
 * wall time and as this process's CPU time (steadier on a busy machine) after 2 warm-up runs; the importer's
 * transaction is measured with the import route.
 * Target: ≤ 1 s per file, a tenth of the 10 s a 10,000-task import may take. Exits 1 when a parse reads the wrong number
 * of tasks (not when the target is missed). See bench/README.md.
 */
import os from 'node:os';
import { printTable, type Row } from './bench-report.js';
import { parseCsv } from '../apps/server/src/data-import/formats/csv.js';
import { parseTodoistCsv } from '../apps/server/src/data-import/formats/todoist-csv.js';
import { parseTodoistJson } from '../apps/server/src/data-import/formats/todoist-json.js';
import { parseTrello } from '../apps/server/src/data-import/formats/trello.js';
import type { ImportBundle } from '../apps/server/src/data-import/bundle.js';

const taskCount = 10_000;
const runs = Number(process.env.BENCH_RUNS ?? 8);
const targetMs = 1_000;
const timeZone = 'Europe/Berlin';
const now = Date.UTC(2026, 4, 4, 8);

const day = (index: number) => `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`;
const words = ['Call', 'the', 'plumber', 'about', 'kitchen', 'sink', 'and', 'book', 'a', 'time', 'for', 'Tuesday'];
const title = (index: number) => `${words.slice(index % 6, (index % 6) + 4).join(' ')} #${index}`;
const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function todoistCsv(): string {
  const lines = ['TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT'];
  for (let index = 0; index < taskCount; index += 1) {
    if (index % 500 === 0) lines.push(`section,Section ${index / 500},,,,,,,,,,`);
    const date = index % 50 === 0 ? 'every day' : index % 3 === 0 ? day(index) : index % 3 === 1 ? `${day(index)} 09:30` : '';
    const labels = index % 4 === 0 ? ` @home @label${index % 30}` : '';
    const description = index % 5 === 0 ? csvCell(`Line one, with a comma\nline "two" of ${index}`) : '';
    lines.push(`task,${csvCell(title(index) + labels)},${description},${1 + (index % 4)},${index % 4 === 3 ? 2 : 1},Evan (1),,${date},en,${timeZone},,`);
    if (index % 10 === 0) lines.push(`note,${csvCell(`A comment on ${index}`)},,,,Evan (1),,,,,,`);
    if (index % 25 === 0) lines.push(',,,,,,,,,,,');
  }
  return lines.join('\r\n');
}

function todoistJson(): string {
  const projects = Array.from({ length: 10 }, (_, index) => ({ id: `p${index}`, name: `Project ${index}`, color: 'berry_red', child_order: index, is_archived: index === 9, is_deleted: false }));
  const sections = Array.from({ length: 20 }, (_, index) => ({ id: `s${index}`, name: `Section ${index}`, project_id: `p${index % 10}`, section_order: index, is_archived: false, is_deleted: false }));
  const labels = Array.from({ length: 30 }, (_, index) => ({ id: `l${index}`, name: `label${index}`, color: 'sky_blue', is_deleted: false }));
  const items = Array.from({ length: taskCount }, (_, index) => ({
    id: `i${index}`, content: title(index), description: index % 5 === 0 ? `Notes for ${index}` : '', project_id: `p${index % 10}`,
    section_id: index % 3 === 0 ? `s${index % 20}` : null, parent_id: index % 4 === 3 ? `i${index - 1}` : null, child_order: index,
    priority: 1 + (index % 4), labels: index % 4 === 0 ? [`label${index % 30}`] : [],
    due: index % 3 === 2 ? null : { date: index % 3 === 0 ? day(index) : `${day(index)}T09:30:00`, timezone: null, string: index % 50 === 0 ? 'every week' : 'x', lang: 'en', is_recurring: index % 50 === 0 },
    checked: index % 7 === 0, is_deleted: false, added_at: '2026-04-26T08:25:05.000000Z',
  }));
  const notes = Array.from({ length: taskCount / 10 }, (_, index) => ({ id: `n${index}`, item_id: `i${index * 10}`, content: `A comment on ${index * 10}`, posted_at: '2026-04-26T09:00:00Z', is_deleted: false }));
  return JSON.stringify({ sync_token: 'x', full_sync: true, projects, sections, labels, items, notes });
}

function trello(): string {
  const hex = (index: number) => (0x6620f1a2 + index).toString(16).padStart(8, '0') + 'b3c4d5e6f7a8b9c0';
  const lists = Array.from({ length: 10 }, (_, index) => ({ id: `list${index}`, name: `List ${index}`, closed: index === 9, pos: index * 16384 }));
  const colors = ['green', 'yellow', 'orange', 'red', 'purple', 'blue_dark'];
  const labels = colors.map((color, index) => ({ id: `label${index}`, name: index === 5 ? '' : `Label ${index}`, color }));
  const cards = Array.from({ length: taskCount }, (_, index) => ({
    id: hex(index), name: title(index), desc: index % 5 === 0 ? `Description of card ${index}\nwith **markdown**` : '', closed: index % 40 === 0,
    idList: `list${index % 10}`, idLabels: index % 3 === 0 ? [`label${index % 6}`] : [], due: index % 4 === 0 ? `${day(index)}T07:00:00.000Z` : null,
    dueComplete: index % 8 === 0, pos: index, idChecklists: index % 5 === 0 ? [`check${index}`] : [],
  }));
  const checklists = cards.filter((_, index) => index % 5 === 0).map((card, index) => ({
    id: `check${index}`, name: 'Checklist', idCard: card.id, pos: 1,
    checkItems: Array.from({ length: 4 }, (_, item) => ({ id: `item${index}-${item}`, name: `Step ${item}`, state: item % 2 === 0 ? 'complete' : 'incomplete', pos: item })),
  }));
  const actions = cards.filter((_, index) => index % 10 === 0).map((card, index) => ({
    id: `action${index}`, type: 'commentCard', date: '2026-04-21T09:00:00.000Z', data: { text: `A comment on ${card.name}`, card: { id: card.id, name: card.name } },
  }));
  return JSON.stringify({ id: 'board', name: 'Big board', closed: false, labels, lists, cards, checklists, actions });
}

function genericCsv(): string {
  const lines = ['Task;Details;Due;Project;Labels;Importance;State'];
  for (let index = 0; index < taskCount; index += 1) {
    const due = index % 3 === 0 ? `${1 + (index % 28)}.${1 + (index % 12)}.2026` : index % 3 === 1 ? `${day(index)} 17:30` : '';
    lines.push([title(index), index % 5 === 0 ? `"Details; of\n${index}"` : '', due, `Project ${index % 10}`, index % 4 === 0 ? '"money, car"' : '',
      ['high', 'normal', 'low'][index % 3], ['open', 'done', 'open', 'archived'][index % 4]].join(';'));
  }
  return lines.join('\n');
}

const mapping = { title: 'Task', note: 'Details', dueDate: 'Due', list: 'Project', tags: 'Labels', priority: 'Importance', status: 'State' };
const formats: Array<{ name: string; text: string; parse: (text: string) => ImportBundle }> = [
  { name: 'Todoist CSV', text: todoistCsv(), parse: (text) => parseTodoistCsv(text, { timeZone, now, listName: 'Todoist' }) },
  { name: 'Todoist JSON backup', text: todoistJson(), parse: (text) => parseTodoistJson(text, { timeZone, now }) },
  { name: 'Trello board JSON', text: trello(), parse: (text) => parseTrello(text) },
  { name: 'CSV with a mapping', text: genericCsv(), parse: (text) => parseCsv(text, { timeZone, now, mapping, dateOrder: 'DMY' }) },
];

function main(): number {
  console.log(`${taskCount} tasks per file; ${runs} runs per format after 2 warm-up runs; ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}`);
  const rows: Row[] = [];
  const cpuRows: Row[] = [];
  let failed = false;
  for (const format of formats) {
    const size = Buffer.byteLength(format.text);
    const values: number[] = [];
    const cpuValues: number[] = [];
    for (let run = 0; run < runs + 2; run += 1) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const bundle = format.parse(format.text);
      const elapsed = performance.now() - start;
      const cpu = process.cpuUsage(cpuStart);
      if (run >= 2) {
        values.push(elapsed);
        cpuValues.push((cpu.user + cpu.system) / 1000);
      }
      if (bundle.tasks.length !== taskCount) {
        console.error(`${format.name}: read ${bundle.tasks.length} tasks, not ${taskCount}`);
        failed = true;
        break;
      }
    }
    rows.push({ name: `${format.name} (${(size / 1024 / 1024).toFixed(1)} MB), wall`, target: targetMs, values });
    cpuRows.push({ name: `${format.name}, CPU`, target: targetMs, values: cpuValues });
  }
  printTable(rows);
  printTable(cpuRows);
  return failed ? 1 : 0;
}

process.exitCode = main();
