import type { ObjectStore } from '@taskhub/sync-client';
import { berlinDay } from './fixtures.js';

/** Two lists (Personal is the default), two tags, and tasks in every time group and status. */
export function seedBasics(store: ObjectStore) {
  store.create('category', { id: 'personal', name: 'Personal', position: 'aa', isDefault: true });
  store.create('category', { id: 'work', name: 'Work', position: 'ab' });
  store.create('label', { id: 'urgent', name: 'Urgent', color: '#d32f2f', position: 'aa' });
  store.create('label', { id: 'home', name: 'Home', color: '#388e3c', position: 'ab' });
  const task = (id: string, fields: Record<string, unknown>) => store.create('task', { id, title: id, categoryId: 'personal', ...fields });
  task('Pay rent', { dueDate: berlinDay(-2), position: 'aa', labels: ['urgent'] });
  task('Call mum', { dueDate: berlinDay(0) + 3_600_000, position: 'ab', labels: ['home'] });
  task('Write report', { dueDate: berlinDay(1), position: 'ac', categoryId: 'work' });
  task('Plan trip', { dueDate: berlinDay(5), position: 'ad' });
  task('Read book', { position: 'ae' });
  task('Old chore', { status: 'CHECKED', position: 'af' });
  task('Filed away', { status: 'DONE', position: 'ag' });
  task('Thrown out', { status: 'DELETED', position: 'ah' });
  task('Sub step', { parentGlobalTaskId: 'Read book', position: 'ai' });
}
