import { type DeskEmployee, type DeskPolicyHolder, type OperatorApplication } from '@cover/domain/motor';
import type { AppStore } from '../../../../app/store';
import { operatorUserSlice } from '../../../../app/persisted-slices';
import { json } from '../../../../test/mock-fetch';
import { motorApplication } from '../../../motor/shared/wizard/testing/purchase-fixtures';

export const HOLDER_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

export const deskHolder = (overrides: Partial<DeskPolicyHolder> = {}): DeskPolicyHolder => ({
  policyHolderId: HOLDER_ID,
  firstName: 'Thabo',
  lastName: 'Mokoena',
  maskedEmail: 't***@example.com',
  maskedCellphone: '+27*****4567',
  registeredBy: 'operator',
  mostInsuranceYears: 22,
  ...overrides,
});

export const deskEmployee = (overrides: Partial<DeskEmployee> = {}): DeskEmployee => ({
  salaryReferenceNumber: '100234',
  firstName: 'Thabo',
  lastName: 'Mokoena',
  employeeType: 'PERMANENT',
  salaryLevel: 'OP1',
  maskedEmail: 't***@example.com',
  maskedCellphone: '+27*****4567',
  schemes: [{ value: 'logo', label: 'Logo scheme' }],
  policyHolder: null,
  ...overrides,
});

export const operatorApplication = (overrides: Partial<OperatorApplication> = {}): OperatorApplication => ({
  ...motorApplication({ policyHolderId: HOLDER_ID }),
  holder: {
    policyHolderId: HOLDER_ID,
    firstName: 'Thabo',
    lastName: 'Mokoena',
    salaryReferenceNumber: '100234',
  },
  operatorName: 'Olivia Operator',
  financeResponsible: null,
  acceptance: {
    status: 'NOT_SENT',
    statusLabel: 'Not yet sent to the employee',
    sentAt: null,
    expiresAt: null,
    acceptedAt: null,
  },
  actions: [
    {
      at: '2026-11-20T08:00:00.000Z',
      actor: 'operator',
      by: 'Olivia Operator',
      type: 'application.created',
      summary: 'Olivia Operator registered the Toyota Corolla Cross 1.8 XS',
      changes: {},
    },
  ],
  goesToUnderwriter: false,
  creditLifeCover: null,
  referralReasons: [],
  deskArchivedAt: null,
  ...overrides,
});

/** An operator signed in (the persisted operatorUser; getUserName answers for the cookie). */
export const signInOperator = (store: AppStore) =>
  store.dispatch(
    operatorUserSlice.actions.operatorSignedIn({ name: 'olivia', displayName: 'Olivia Operator' }),
  );

export const OPERATOR_SESSION = {
  'GET /api/operator/getUserName': () => json(200, { userName: 'olivia', displayName: 'Olivia Operator' }),
};
