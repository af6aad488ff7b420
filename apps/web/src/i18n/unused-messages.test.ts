import { describe, expect, it } from 'vitest';
import { en } from './messages/en.js';

/**
 * Message ids the code builds from a prefix and a value (`tasks.group.${id}`), so no file spells them whole. Each
 * prefix must still be built somewhere (checked below), or it would hide keys that nothing uses any more.
 */
const dynamicPrefixes = [
  'boards.view.grouping.',
  'detail.readOnly.',
  'quickAdd.priority.',
  'scheduling.reminder.custom.',
  'scheduling.reminder.preset.',
  'scheduling.reminder.unit.',
  'scheduling.repeat.',
  'scheduling.repeat.unit.',
  'scheduling.summary.',
  'scheduling.weekNumber.',
  'settings.time.dateFormat.',
  'settings.time.timeFormat.',
  'tasks.empty.',
  'tasks.group.',
  'tasks.grouping.',
  'tasks.layout.',
  'views.duration.',
  'views.organizedBy.',
];

// Every source file of the web app, leaving out the catalogues themselves and the tests.
const files = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../i18n/messages/**', '!../**/*.d.ts'], {
  query: '?raw', import: 'default', eager: true,
});
const code = Object.values(files).join('\n');
const quoted = new Set([...code.matchAll(/(['"`])([a-zA-Z][\w-]*(?:\.[\w+-]+)+)\1/g)].map((match) => match[2]));

describe('message catalogue', () => {
  it('has no English message that the web app never uses (remove it from all ten languages)', () => {
    const unused = Object.keys(en).filter((id) => !quoted.has(id) && !dynamicPrefixes.some((prefix) => id.startsWith(prefix)));
    expect(unused, unused.join('\n')).toEqual([]);
  });

  it('lists only prefixes the code builds ids from', () => {
    const built = dynamicPrefixes.filter((prefix) => code.includes(`\`${prefix}\${`));
    expect(built).toEqual(dynamicPrefixes);
  });
});
