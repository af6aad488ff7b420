/** The detail panel's pickers (date and time, list, tags) and its chips; spread into ../en.ts. */
export const enPickers = {
  'picker.date.type': 'Type a date',
  'picker.date.selected': 'selected',
  'picker.month.next': 'Next month',
  'picker.month.previous': 'Previous month',
  'picker.month.nav': 'Months',
  'picker.time.none': 'No time',
  'picker.list.search': 'Find a list',
  'picker.list.empty': 'No list matches',
  'picker.tags.search': 'Find or create a tag',
  'picker.tags.create': 'Create tag “{name}”',
  'picker.tags.colourStep': 'Colour for “{name}”',
  'picker.tags.empty': 'No tag matches',
  'picker.tags.boardNote': 'This board’s tags, shared with its members',
  'detail.completed': 'Completed',
};
