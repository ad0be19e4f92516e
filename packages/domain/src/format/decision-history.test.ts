import { describe, expect, it } from 'vitest';
import { oneLinePerDecision } from './decision-history.js';

const at = new Date('2026-12-05T10:24:00.000Z');
const event = (
  type: string,
  overrides: Partial<{ actor: string; createdAt: Date; entityId: string }> = {},
) => ({
  entityId: 'app-1',
  type,
  actor: 'operator:supervisor',
  createdAt: at,
  ...overrides,
});

describe('oneLinePerDecision', () => {
  it('keeps the underwriter’s approval once: the status change recorded with its notice is not a second act', () => {
    const history = [
      event('application.underwriting_recommended', { actor: 'operator:assessor', createdAt: new Date(0) }),
      event('application.approved'),
      event('application.underwriting_approved'),
      event('policy.issued', { entityId: 'policy-1' }),
    ];
    expect(oneLinePerDecision(history).map((entry) => entry.type)).toEqual([
      'application.underwriting_recommended',
      'application.underwriting_approved',
      'policy.issued',
    ]);
  });

  it('keeps a decline once, the notice with its reason', () => {
    const history = [event('application.cancelled'), event('application.underwriting_declined')];
    expect(oneLinePerDecision(history).map((entry) => entry.type)).toEqual([
      'application.underwriting_declined',
    ]);
  });

  it('keeps a status change no notice restates: another moment, another person or another application', () => {
    const history = [
      event('application.approved', { createdAt: new Date(0) }),
      event('application.cancelled', { actor: 'employee:thabo' }),
      event('application.approved', { entityId: 'app-2' }),
      event('application.underwriting_approved'),
      event('application.underwriting_declined'),
    ];
    expect(oneLinePerDecision(history)).toHaveLength(5);
  });

  it('reads instants given as text as well as dates', () => {
    const history = [
      { ...event('application.approved'), createdAt: at.toISOString() },
      { ...event('application.underwriting_approved'), createdAt: at.toISOString() },
    ];
    expect(oneLinePerDecision(history)).toHaveLength(1);
  });
});
