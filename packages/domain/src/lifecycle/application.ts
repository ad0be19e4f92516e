/**
 * The application lifecycle (spec 002 §4: PENDING, APPROVED, ACTIVE; DESIGN §5: or cancelled/archived).
 * PENDING → APPROVED on the declaration; APPROVED → ACTIVE when the policy is issued. An application that
 * has not become a policy may be cancelled or archived; a cancelled one may be archived.
 */
import { defineStateMachine } from './state-machine.js';

export const APPLICATION_LIFECYCLE_STATUSES = [
  'PENDING',
  'APPROVED',
  'ACTIVE',
  'CANCELLED',
  'ARCHIVED',
] as const;
export type ApplicationLifecycleStatus = (typeof APPLICATION_LIFECYCLE_STATUSES)[number];

export const applicationLifecycle = defineStateMachine<ApplicationLifecycleStatus>('application', {
  PENDING: ['APPROVED', 'CANCELLED', 'ARCHIVED'],
  APPROVED: ['ACTIVE', 'CANCELLED', 'ARCHIVED'],
  ACTIVE: [],
  CANCELLED: ['ARCHIVED'],
  ARCHIVED: [],
});
