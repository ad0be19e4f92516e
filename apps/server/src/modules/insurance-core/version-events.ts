/**
 * In-process subscribers to policy versions: every issue and applied alteration creates a new version of a
 * policy; the documents module subscribes to regenerate the schedule. Changes are collected while a
 * request's transaction runs and published only after it commits (see `PolicyChanges`).
 */
import type { Database } from '../../db/client.js';

export interface PolicyVersionChange {
  /** the database the change was committed to (several apps may run in one process, e.g. tests) */
  db: Database;
  policyId: string;
  policyNumber: string;
  version: number;
  /** 'issued' or the alteration type */
  cause: string;
}

export type PolicyVersionListener = (change: PolicyVersionChange) => void | Promise<void>;

const listeners = new Set<PolicyVersionListener>();

/** Subscribes; returns the unsubscribe function. */
export function onPolicyVersionChanged(listener: PolicyVersionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls every listener; a failing listener is reported to `onError` and does not stop the others. */
export async function publishPolicyVersionChanged(
  change: PolicyVersionChange,
  onError: (error: unknown) => void = () => undefined,
): Promise<void> {
  for (const listener of [...listeners]) {
    try {
      await listener(change);
    } catch (error) {
      onError(error);
    }
  }
}

/** The version changes of one unit of work, published once it has committed. */
export class PolicyChanges {
  private readonly pending: Omit<PolicyVersionChange, 'db'>[] = [];
  record(change: Omit<PolicyVersionChange, 'db'>): void {
    this.pending.push(change);
  }
  async publish(db: Database, onError?: (error: unknown) => void): Promise<void> {
    const changes = this.pending.splice(0);
    for (const change of changes) await publishPolicyVersionChanged({ ...change, db }, onError);
  }
}
