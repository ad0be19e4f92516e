// Contracts of the funeral routes (every family) and the one path map.
export * from './quote.js';
export * from './policy.js';
export * from './application.js';
export * from './alterations.js';
export * from '../notes.js';
export * from './rating-info.js';
export * from './claims.js';
export * from './documents.js';
export * from './paths.js';
export * from './paths-route.js';
