import { describe, expect, it } from 'vitest';
import { eventAfterCoverMessage } from '@cover/domain';
import { DEVICE_CLAIM_MESSAGES } from '@cover/domain/device';
import { devicePolicy } from '../policies/test-device-policy';
import { DEVICE_CLAIM_FORM_MESSAGES, incidentDateError } from './device-claim-draft';

const NOW = new Date('2026-03-12T10:00:00+02:00');

describe('incidentDateError: the day the phone was lost or damaged, within the chosen policy’s cover', () => {
  const inForce = devicePolicy({ startDate: '2026-01-01', createdAt: '2026-01-01T06:00:00Z' });
  const cancelled = devicePolicy({
    startDate: '2026-01-01',
    createdAt: '2026-01-01T06:00:00Z',
    status: 'CANCELLED',
    cancelledAt: '2026-03-05T08:00:00.000Z',
  });
  const lapsed = devicePolicy({
    startDate: '2026-01-01',
    createdAt: '2026-01-01T06:00:00Z',
    status: 'LAPSED',
    lapsedAt: '2026-03-01T03:00:00.000Z',
  });
  it.each([
    ['nothing typed', '', inForce, DEVICE_CLAIM_FORM_MESSAGES.incidentDate],
    ['not a day', '2026-02-30', inForce, DEVICE_CLAIM_FORM_MESSAGES.incidentDateNotReal],
    ['tomorrow', '2026-03-13', inForce, DEVICE_CLAIM_MESSAGES.incidentInFuture],
    ['in force: yesterday', '2026-03-11', inForce, null],
    ['cancelled: the day it was cancelled', '2026-03-05', cancelled, null],
    ['cancelled: the day after', '2026-03-06', cancelled, eventAfterCoverMessage('2026-03-05')],
    ['lapsed: the day before the lapse', '2026-02-28', lapsed, null],
    ['lapsed: the lapse day', '2026-03-01', lapsed, eventAfterCoverMessage('2026-02-28')],
  ] as const)('%s', (_, day, policy, expected) => {
    expect(incidentDateError(day, policy, NOW)).toBe(expected);
  });
});
