import { defaultWebConfig } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { groupingChange, rememberedGrouping } from './remembered-grouping.js';

describe('remembered grouping', () => {
  it('groups All my tasks and Next 7 days by day until the user chooses otherwise', () => {
    expect(rememberedGrouping('all-mine', defaultWebConfig)).toBe('time');
    expect(rememberedGrouping('next-7', defaultWebConfig)).toBe('time');
  });

  it('stores each choice as the entity type of SPEC.md and reads it back', () => {
    for (const grouping of ['list', 'tag', 'time'] as const) {
      const change = groupingChange('all-mine', grouping)!;
      expect(rememberedGrouping('all-mine', { ...defaultWebConfig, ...change })).toBe(grouping);
      expect(rememberedGrouping('next-7', { ...defaultWebConfig, ...change })).toBe('time');
    }
    expect(groupingChange('next-7', 'list')).toEqual({ nextSevenDaysEntityType: 'category' });
    expect(groupingChange('all-mine', 'tag')).toEqual({ allMyTasksEntityType: 'label' });
  });

  it('leaves the other views to their own state', () => {
    expect(rememberedGrouping('all', defaultWebConfig)).toBeNull();
    expect(groupingChange('list:abc', 'tag')).toBeNull();
  });
});
