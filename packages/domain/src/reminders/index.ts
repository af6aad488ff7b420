export * from './zoned-time.js';
export * from './all-day.js';
export * from './presets.js';
export * from './reminder-time.js';
export * from './time-format.js';
