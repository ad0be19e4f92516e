import { describe, expect, it } from 'vitest';
import { applicationLifecycle } from './application.js';
import { canMoveClaim, claimApprovalLifecycle, claimDisplayValue, claimLifecycle } from './claim.js';
import { canAlterPolicy, policyLifecycle } from './policy.js';
import { LifecycleError, type StateMachine } from './state-machine.js';

function allPairs<S extends string>(machine: StateMachine<S>): [S, S][] {
  return machine.states.flatMap((from) => machine.states.map((to): [S, S] => [from, to]));
}

const applicationAllowed = new Set([
  'PENDING>APPROVED',
  'PENDING>CANCELLED',
  'PENDING>ARCHIVED',
  'APPROVED>ACTIVE',
  'APPROVED>CANCELLED',
  'APPROVED>ARCHIVED',
  'CANCELLED>ARCHIVED',
]);
const policyAllowed = new Set(['ACTIVE>LAPSED', 'ACTIVE>CANCELLED', 'LAPSED>ACTIVE', 'LAPSED>CANCELLED']);
const claimAllowed = new Set([
  'open>in_review',
  'open>closed',
  'in_review>acknowledged',
  'in_review>closed',
  'acknowledged>pending_payout',
  'acknowledged>closed',
  'pending_payout>paid_out',
  'pending_payout>closed',
  'paid_out>closed',
  'closed>open',
]);

describe.each([
  ['application', applicationLifecycle as StateMachine<string>, applicationAllowed],
  ['policy', policyLifecycle as StateMachine<string>, policyAllowed],
  ['claim', claimLifecycle as StateMachine<string>, claimAllowed],
])('%s lifecycle', (_name, machine, allowed) => {
  it.each(allPairs(machine))('%s → %s', (from, to) => {
    const expected = allowed.has(`${from}>${to}`);
    expect(machine.canTransition(from, to)).toBe(expected);
    if (expected) expect(() => machine.assertTransition(from, to)).not.toThrow();
    else expect(() => machine.assertTransition(from, to)).toThrow(LifecycleError);
  });
});

describe('terminal states', () => {
  it('ACTIVE and ARCHIVED end an application; CANCELLED ends a policy', () => {
    expect(applicationLifecycle.isTerminal('ACTIVE')).toBe(true);
    expect(applicationLifecycle.isTerminal('ARCHIVED')).toBe(true);
    expect(applicationLifecycle.isTerminal('PENDING')).toBe(false);
    expect(policyLifecycle.isTerminal('CANCELLED')).toBe(true);
    expect(policyLifecycle.next('ACTIVE')).toEqual(['LAPSED', 'CANCELLED']);
  });

  it('only an active policy can be altered', () => {
    expect(canAlterPolicy('ACTIVE')).toBe(true);
    expect(canAlterPolicy('LAPSED')).toBe(false);
    expect(canAlterPolicy('CANCELLED')).toBe(false);
  });

  it('names the machine and the states in its error', () => {
    expect(() => policyLifecycle.assertTransition('CANCELLED', 'ACTIVE')).toThrow(
      'A policy cannot go from CANCELLED to ACTIVE',
    );
  });
});

describe('claim approval and display', () => {
  it('approval is decided once', () => {
    expect(claimApprovalLifecycle.canTransition('pending', 'approved')).toBe(true);
    expect(claimApprovalLifecycle.canTransition('pending', 'repudiated')).toBe(true);
    expect(claimApprovalLifecycle.canTransition('approved', 'repudiated')).toBe(false);
  });

  it.each([
    [{ status: 'acknowledged', approvalStatus: 'approved' }, 'pending_payout', true],
    [{ status: 'acknowledged', approvalStatus: 'pending' }, 'pending_payout', false],
    [{ status: 'acknowledged', approvalStatus: 'repudiated' }, 'pending_payout', false],
    [{ status: 'acknowledged', approvalStatus: 'repudiated' }, 'closed', true],
    [{ status: 'open', approvalStatus: 'pending' }, 'in_review', true],
    [{ status: 'open', approvalStatus: 'pending' }, 'paid_out', false],
  ] as const)('%o → %s: %s', (claim, to, expected) => {
    expect(canMoveClaim(claim, to)).toBe(expected);
  });

  it.each([
    ['open', 'pending', 'Pending'],
    ['in_review', 'pending', 'OnHold'],
    ['acknowledged', 'pending', 'Recommendation Awaited'],
    ['acknowledged', 'approved', 'Approved'],
    ['pending_payout', 'approved', 'Approved'],
    ['paid_out', 'approved', 'Paid'],
    ['closed', 'repudiated', 'Repudiated'],
    ['closed', 'approved', 'Approved'],
  ] as const)('%s / %s is shown as %s', (status, approvalStatus, shown) => {
    expect(claimDisplayValue({ status, approvalStatus })).toBe(shown);
  });
});
