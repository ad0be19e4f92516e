/**
 * DEMO DATA — the demo operator and assessor accounts. Its credentials are public (the README states them): it exists
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

/** The demo assessor: a back-office account that assesses pre-inspections and claims (issue 11). */
export const DEMO_ASSESSOR = Object.freeze({
  name: 'assessor',
  /** Stated in the README; demo only. */
  password: 'Assessor#2026',
  displayName: 'Demo Assessor',
  roles: Object.freeze(['backoffice']),
});

/**
 * The demo supervisor: a second back-office account, so that the four-eyes steps (a claim recommended by one
 * assessor is confirmed by another; an application recommended by one underwriter is approved by another) can
 * be tried out (issue 14).
 */
export const DEMO_SUPERVISOR = Object.freeze({
  name: 'supervisor',
  /** Stated in the README; demo only. */
  password: 'Supervisor#2026',
  displayName: 'Demo Supervisor',
  roles: Object.freeze(['backoffice']),
});

export const DEMO_OPERATORS = Object.freeze([DEMO_OPERATOR, DEMO_ASSESSOR, DEMO_SUPERVISOR]);
type DemoAccount = (typeof DEMO_OPERATORS)[number];

export interface DemoOperatorRow {
  name: string;
  passwordHash: string;
  displayName: string;
  roles: string[];
}

/** The operator row to insert, with a freshly salted scrypt hash of the demo password. */
export async function buildDemoOperator(
  params?: ScryptParams,
  account: DemoAccount = DEMO_OPERATOR,
): Promise<DemoOperatorRow> {
  return {
    name: account.name,
    passwordHash: await hashPassword(account.password, params),
    displayName: account.displayName,
    roles: [...account.roles],
  };
}
