export * from './profile.js';
export * from './password.js';
export * from './retail.js';
export * from './employee.js';
export * from './two-factor.js';
export * from './operator.js';
export * from './policy-holder.js';
