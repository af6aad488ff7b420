export { TagPicker, type TagPickerProps } from './TagPicker.js';
export { activeLabels, findIdenticalLabel, newTagProblem, tagColourChoices, type Label, type NewTagProblem } from './tag-rules.js';
