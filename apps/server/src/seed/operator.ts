/**
 * DEMO DATA — the demo operator account. Its credentials are public (the README states them): it exists
 * only so the operator portal can be tried out. See DEMO_DATA_NOTICE.
 */
import { hashPassword, type ScryptParams } from '../platform/password-hash.js';
export { DEMO_DATA_NOTICE } from './demo-notice.js';

export const DEMO_OPERATOR = Object.freeze({
  name: 'operator',
  /** Stated in the README; demo only. */
  password: 'Operator#2026',
  displayName: 'Demo Operator',
  roles: Object.freeze(['operator']),
});

export interface DemoOperatorRow {
  name: string;
  passwordHash: string;
  displayName: string;
  roles: string[];
}

/** The operator row to insert, with a freshly salted scrypt hash of the demo password. */
export async function buildDemoOperator(params?: ScryptParams): Promise<DemoOperatorRow> {
  return {
    name: DEMO_OPERATOR.name,
    passwordHash: await hashPassword(DEMO_OPERATOR.password, params),
    displayName: DEMO_OPERATOR.displayName,
    roles: [...DEMO_OPERATOR.roles],
  };
}
