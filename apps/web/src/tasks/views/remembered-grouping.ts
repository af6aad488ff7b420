import type { WebConfig } from '@taskhub/domain';
import type { Grouping, ViewKey } from './types.js';

type EntityType = WebConfig['allMyTasksEntityType'];

/**
 * The views whose grouping is remembered for the user, on every device (SPEC.md section 7's webConfig
 * allMyTasksEntityType and nextSevenDaysEntityType); other views keep theirs for the visit.
 */
const rememberedFields = { 'all-mine': 'allMyTasksEntityType', 'next-7': 'nextSevenDaysEntityType' } as const;

/** What each grouping is stored as: by list is the category entity, by tag the label entity, by day next seven days. */
const entityTypes: Record<Grouping, EntityType> = { list: 'category', tag: 'label', time: 'next_seven_days' };

export function rememberedGroupingField(view: ViewKey): (typeof rememberedFields)[keyof typeof rememberedFields] | null {
  return view === 'all-mine' || view === 'next-7' ? rememberedFields[view] : null;
}

/** The user's remembered grouping of a view, or null for a view that does not remember one. */
export function rememberedGrouping(view: ViewKey, webConfig: WebConfig): Grouping | null {
  const field = rememberedGroupingField(view);
  if (!field) return null;
  const stored = webConfig[field];
  return stored === 'category' ? 'list' : stored === 'label' ? 'tag' : 'time';
}

/** The webConfig change that remembers a grouping for a view; null for a view that does not remember one. */
export function groupingChange(view: ViewKey, grouping: Grouping): Partial<WebConfig> | null {
  const field = rememberedGroupingField(view);
  return field ? { [field]: entityTypes[grouping] } : null;
}
