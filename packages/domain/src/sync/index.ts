export * from './wire-fields.js';
export * from './task.js';
export * from './models.js';
export * from './merge.js';
export * from './position.js';
export * from './sync-wire.js';
export * from './label-rules.js';
