/**
 * The policy lifecycle (spec 002 §4: ACTIVE, LAPSED, CANCELLED). ACTIVE → LAPSED when a premium stays
 * unpaid after the grace period; LAPSED → ACTIVE on reinstatement (arrears paid); either → CANCELLED.
 * CANCELLED is final.
 */
import { defineStateMachine } from './state-machine.js';

export const POLICY_LIFECYCLE_STATUSES = ['ACTIVE', 'LAPSED', 'CANCELLED'] as const;
export type PolicyLifecycleStatus = (typeof POLICY_LIFECYCLE_STATUSES)[number];

export const policyLifecycle = defineStateMachine<PolicyLifecycleStatus>('policy', {
  ACTIVE: ['LAPSED', 'CANCELLED'],
  LAPSED: ['ACTIVE', 'CANCELLED'],
  CANCELLED: [],
});

/** Whether a policy in this status may be altered (members, beneficiaries, plan, payment details). */
export function canAlterPolicy(status: PolicyLifecycleStatus): boolean {
  return status === 'ACTIVE';
}
