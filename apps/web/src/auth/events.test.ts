import { describe, expect, it } from 'vitest';
import { createAuthEvents } from './events.js';

describe('auth events', () => {
  it('delivers to listeners until they stop listening', () => {
    const events = createAuthEvents();
    const seen: string[] = [];
    const stop = events.on('logged-out', () => seen.push('out'));
    events.emit('logged-out', undefined);
    stop();
    events.emit('logged-out', undefined);
    expect(seen).toEqual(['out']);
  });

  it('"During the flow, user-visible events are held back": released in order, or discarded', () => {
    const events = createAuthEvents();
    const seen: string[] = [];
    events.on('user-changed', (user) => seen.push(`user:${user?.id ?? 'none'}`));
    events.on('logged-out', () => seen.push('out'));
    events.hold();
    events.emit('user-changed', null);
    events.emit('logged-out', undefined);
    expect(seen).toEqual([]);
    events.release();
    expect(seen).toEqual(['user:none', 'out']);

    events.hold();
    events.emit('logged-out', undefined);
    events.discard();
    events.emit('logged-out', undefined);
    expect(seen).toEqual(['user:none', 'out', 'out']);
  });
});
