export * from './language.js';
export * from './parse.js';
