import { describe, expect, it } from 'vitest';
import { commentInput, mentionedIn } from './comments.js';

const members = [{ id: 'ann', name: 'Ann' }, { id: 'anna', name: 'Anna' }, { id: 'lee', name: 'Ann Lee' }, { id: 'bo', name: 'Bo' }];

describe('mentionedIn', () => {
  it('finds whole names after @, letter case aside, each person once', () => {
    expect(mentionedIn('@ann and @BO, then @Ann again', members).sort()).toEqual(['ann', 'bo']);
  });

  it('does not take a name that goes on (Anna is not Ann), and takes the longest name first', () => {
    expect(mentionedIn('thanks @Anna', members)).toEqual(['anna']);
    expect(mentionedIn('ask @Ann Lee.', members)).toEqual(['lee']);
    expect(mentionedIn('mail ann@example.com, @nobody', members)).toEqual([]);
  });
});

describe('commentInput', () => {
  it('trims the text, refuses a blank one, and keeps no other field (an author sent is dropped)', () => {
    expect(commentInput.parse({ text: '  hi ' })).toEqual({ text: 'hi' });
    expect(commentInput.safeParse({ text: '   ' }).success).toBe(false);
    expect(commentInput.parse({ text: 'hi', authorId: 'x' })).toEqual({ text: 'hi' });
  });
});
