import { describe, expect, it } from 'vitest';
import { isIncidentInFuture, isLateMotorClaimNotice, saLocalInstant } from './claim-notice.js';

describe('the 48-hour notice', () => {
  const incident = { incident_date: '2026-03-10', incident_time: '17:45' };
  it('reads the incident in South African time', () => {
    expect(saLocalInstant('2026-03-10', '17:45')?.toISOString()).toBe('2026-03-10T15:45:00.000Z');
    expect(saLocalInstant('2026-02-30', '17:45')).toBeNull();
    expect(saLocalInstant('2026-03-10', '25:00')).toBeNull();
  });
  it.each([
    ['2026-03-12T15:45:00Z', false, 'exactly 48 hours later'],
    ['2026-03-12T15:46:00Z', true, 'a minute after 48 hours'],
    ['2026-03-10T15:46:00Z', false, 'the same evening'],
  ])('at %s late = %s (%s)', (now, late) => {
    expect(isLateMotorClaimNotice(incident, new Date(now))).toBe(late);
  });
  it('knows an incident still to come', () => {
    expect(isIncidentInFuture(incident, new Date('2026-03-10T15:44:00Z'))).toBe(true);
    expect(isIncidentInFuture(incident, new Date('2026-03-10T15:45:00Z'))).toBe(false);
  });
});
