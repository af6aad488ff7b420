export * from './language.js';
export * from './parse.js';
export { type Marker, type KnownNames, findMarkers } from './markers.js';
export { type QuickAddPiece, type QuickAddSpan, removeQuickAddPiece, removeQuickAddPieces, tidyQuickAddTitle } from './pieces.js';
export type { RepeatPhrase } from './phrases.js';
