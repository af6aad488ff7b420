export { TagPicker, type TagPickerProps } from './TagPicker.js';
export { activeLabels, findIdenticalLabel, newTagProblem, personalLabels, placeLabels, tagColourChoices, type Label, type NewTagProblem } from './tag-rules.js';
