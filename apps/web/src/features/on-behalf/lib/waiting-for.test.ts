import { describe, expect, it } from 'vitest';
import { ON_BEHALF_ACCEPTANCE_LABELS, type OnBehalfAcceptanceStatus } from '@cover/domain/motor';
import { onBehalfWaitingFor } from './waiting-for';

const application = {
  status: 'PENDING',
  documentsOutstanding: [],
  module: { preInspection: { assessmentStatus: 'APPROVED', assessmentStatusLabel: 'Approved' } },
} as unknown as Parameters<typeof onBehalfWaitingFor>[0];

const waitsFor = (status: OnBehalfAcceptanceStatus) =>
  onBehalfWaitingFor(application, { status, statusLabel: ON_BEHALF_ACCEPTANCE_LABELS[status] });

describe('what an application made for an employee waits for: the acceptance', () => {
  it.each([
    ['SENT', ['The employee’s acceptance']],
    ['NOT_SENT', ['The employee’s acceptance: Not yet sent to the employee']],
    ['EXPIRED', ['The employee’s acceptance: The employee’s link expired: send it again']],
    ['ACCEPTED', []],
  ] as const)('%s → %j', (status, waits) => {
    expect(waitsFor(status)).toEqual(waits);
  });
});
