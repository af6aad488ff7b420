export * from './errors.js';
export * from './languages.js';
export * from './predefined.js';
export * from './experiments.js';
export * from './user.js';
export * from './platform.js';
export * from './subscription.js';
export * from './auth-wire.js';
