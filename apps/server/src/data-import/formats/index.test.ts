import { describe, expect, it } from 'vitest';
import { parseForeignFile } from './index.js';
import { errorOf } from './test-helpers.js';

describe('parseForeignFile', () => {
  it('reads each format with its parser', () => {
    const options = { timeZone: 'UTC', now: 0 };
    expect(parseForeignFile('todoist-csv', 'TYPE,CONTENT\ntask,a\n', options).tasks[0]!.title).toBe('a');
    expect(parseForeignFile('todoist-json', '{"projects":[{"id":1,"name":"P"}],"items":[{"id":2,"content":"b","project_id":1}]}', options).tasks[0]!.title).toBe('b');
    expect(parseForeignFile('trello', '{"name":"B","lists":[{"id":"l","name":"L"}],"cards":[{"id":"c","name":"c","idList":"l"}]}', options).tasks[0]!.title).toBe('c');
    expect(parseForeignFile('csv', 'T\nd\n', { ...options, mapping: { title: 'T' } }).tasks[0]!.title).toBe('d');
  });

  it('asks for the mapping of a generic CSV', () => {
    expect(errorOf(() => parseForeignFile('csv', 'T\nd\n', { timeZone: 'UTC' })).where).toEqual({ field: 'mapping' });
  });
});
