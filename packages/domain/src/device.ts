// The device line's rules and contracts (`@cover/domain/device`): its rating so far (issue 10).
export * from './rating/device/rate-table.js';
export * from './rating/device/premium.js';
export * from './contracts/device/index.js';
export * from './rating/device/quote-device.js';
