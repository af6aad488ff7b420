import { freeLabelColors } from '@taskhub/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paletteColorOf } from './colors.js';
import { parseCsv } from './csv.js';
import { readCsv } from './csv-read.js';
import { parseTodoistCsv } from './todoist-csv.js';

/** A cell as spreadsheets write it: quoted when it holds a delimiter, quote or line break, quotes doubled. */
function writeCell(value: string): string {
  return /[",;\t\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;
}

const cellText = fc.string({ unit: fc.constantFrom('a', 'Z', 'é', '7', ' ', ',', ';', '\t', '"', '\n', '\r\n', '@'), maxLength: 12 });

describe('CSV reading, for any cells', () => {
  it('gives back every cell and the line each record starts on, whatever the delimiter, BOM and line ends', () => {
    const table = fc.integer({ min: 1, max: 4 }).chain((width) => fc.record({
      header: fc.array(fc.stringMatching(/^[A-Za-z]{1,6}$/), { minLength: width, maxLength: width }),
      rows: fc.array(fc.array(cellText, { minLength: width, maxLength: width }), { maxLength: 8 }),
    }));
    fc.assert(fc.property(table, fc.constantFrom(',', ';', '\t'), fc.constantFrom('\n', '\r\n'), fc.boolean(), ({ header, rows }, delimiter, eol, bom) => {
      // A row of empty cells is a blank line, which the reader skips; give each row one letter.
      const filled = rows.map((cells) => ['x' + cells[0]!, ...cells.slice(1)]);
      const lines = [header, ...filled].map((cells) => cells.map((cell) => writeCell(cell)).join(delimiter));
      const text = (bom ? '\ufeff' : '') + lines.join(eol) + eol;
      const read = readCsv(text);
      expect(read.header).toEqual(header);
      expect(read.rows.map((row) => row.cells)).toEqual(filled);
      let line = 2;
      read.rows.forEach((row, index) => {
        expect(row.line).toBe(line);
        line += lines[index + 1]!.split(/\r\n|\n|\r/).length;
      });
    }));
  });

  it('imports each non-blank row of a mapped CSV as one task with its title', () => {
    const titles = fc.array(cellText.filter((title) => title.trim() !== '' && !/^\s*$/.test(title)), { maxLength: 20 });
    fc.assert(fc.property(titles, (list) => {
      const text = ['Title', ...list.map((title) => writeCell(title))].join('\n');
      const bundle = parseCsv(text, { timeZone: 'UTC', mapping: { title: 'Title' } });
      expect(bundle.tasks.map((task) => task.title)).toEqual(list.map((title) => title.trim()));
    }));
  });
});

describe('Todoist indentation, for any INDENT column', () => {
  it('points every subtask at an earlier task one level up', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 30 }), (indents) => {
      const text = ['TYPE,CONTENT,PRIORITY,INDENT', ...indents.map((indent, index) => `task,t${index},4,${indent}`)].join('\n');
      const { tasks } = parseTodoistCsv(text, { timeZone: 'UTC', now: 0 });
      const depth = new Map<string, number>();
      for (const task of tasks) {
        const parentDepth = task.parentKey === undefined ? 0 : depth.get(task.parentKey);
        expect(parentDepth).toBeDefined();
        depth.set(task.key, parentDepth! + 1);
      }
      expect(tasks[0]!.parentKey).toBeUndefined();
    }));
  });
});

describe('tag colours', () => {
  it('maps any #rrggbb into the palette', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
      expect(freeLabelColors).toContain(paletteColorOf(`#${value.toString(16).padStart(6, '0')}`));
    }));
  });
});
