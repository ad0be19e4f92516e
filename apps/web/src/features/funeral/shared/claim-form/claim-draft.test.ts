import { describe, expect, it } from 'vitest';
import { eventAfterCoverMessage, FIELD_MESSAGES } from '@cover/domain';
import type { Policy } from '@cover/domain/funeral';
import { POLICY_ID, policyRecord } from '../../../../components/policies/test-records';
import {
  CLAIM_FORM_MESSAGES as SAYS,
  claimErrors,
  claimOutlook,
  dateOfDeathError,
  emptyClaimDraft,
} from './claim-draft';
import { NOT_PLAIN_TEXT } from '../../../../test/plain-text';

describe('dateOfDeathError', () => {
  it.each([
    ['', SAYS.dateOfDeath],
    ['  ', SAYS.dateOfDeath],
    ['2026-02-30', SAYS.dateOfDeathNotReal],
    ['14/03/2026', SAYS.dateOfDeathNotReal],
    ['2026-03-15', SAYS.dateOfDeathFuture],
    ['2027-01-01', SAYS.dateOfDeathFuture],
    ['2026-03-14', null],
    ['2026-03-13', null],
    ['1990-01-01', null],
  ])('%j on 14 March 2026 → %j', (value, message) => {
    expect(dateOfDeathError(value, '2026-03-14')).toBe(message);
  });

  it('never asks for a format the date picker does not show', () => {
    for (const message of Object.values(SAYS)) expect(message).not.toMatch(/YYYY|MM|DD/);
  });
});

describe('claimErrors of an empty claim', () => {
  const errors = claimErrors(emptyClaimDraft(POLICY_ID), { coverLimit: null, documents: true });

  it.each([
    ['funeralClaimBlock.memberId', SAYS.member],
    ['funeralClaimBlock.dateOfDeath', SAYS.dateOfDeath],
    ['amount', SAYS.amount],
    ['firstName', FIELD_MESSAGES.personNameRequired],
    ['saId', FIELD_MESSAGES.saIdNumber],
    ['claimant.firstName', FIELD_MESSAGES.personNameRequired],
    ['claimant.idNumber', FIELD_MESSAGES.saIdNumber],
    ['claimant.relation', 'Please choose how you are related to the deceased'],
    ['claimant.mobile', FIELD_MESSAGES.saMobile],
    ['bankDetails.bankName', 'Please choose the bank'],
    ['bankDetails.accountType', SAYS.accountType],
    ['files.death_certificate', SAYS.document],
  ])('%s: %j', (path, message) => {
    expect(errors[path]).toBe(message);
  });

  it('says everything in plain words', () => {
    for (const message of Object.values(errors))
      for (const pattern of NOT_PLAIN_TEXT) expect(message).not.toMatch(pattern);
  });
});

describe('claimErrors of wrong input', () => {
  const draft = emptyClaimDraft(POLICY_ID);
  draft.funeralClaimBlock.placeOfDeath = 'x'.repeat(201);
  draft.bankDetails.accountType = 'gold';
  draft.amount = 900;
  const errors = claimErrors(draft, { coverLimit: 500, documents: false });

  it.each([
    ['funeralClaimBlock.placeOfDeath', SAYS.placeOfDeath],
    ['bankDetails.accountType', SAYS.accountType],
    ['amount', SAYS.amountOverCover],
  ])('%s: %j', (path, message) => {
    expect(errors[path]).toBe(message);
  });
});

describe('claimErrors of a claimant who gave the deceased’s own ID number', () => {
  const draft = emptyClaimDraft(POLICY_ID, { idNumber: '8001015009087' });
  draft.saId = '8001015009087';

  it('says at once that no one claims for their own death, on the claimant’s ID number', () => {
    expect(claimErrors(draft, { coverLimit: null, documents: false })['claimant.idNumber']).toBe(
      'The person claiming cannot be the person who died: a family member or the executor of the estate claims',
    );
  });

  it('takes another claimant', () => {
    const other = { ...draft, claimant: { ...draft.claimant, idNumber: '9505055001084' } };
    expect(claimErrors(other, { coverLimit: null, documents: false })).not.toHaveProperty(
      'claimant.idNumber',
    );
  });
});

describe('claimErrors of a death after the chosen policy’s cover ended', () => {
  const cancelled = policyRecord({ status: 'CANCELLED', cancelledAt: '2026-06-06T08:00:00.000Z' });
  const on = (dateOfDeath: string) => {
    const draft = emptyClaimDraft(POLICY_ID);
    draft.funeralClaimBlock.dateOfDeath = dateOfDeath;
    return claimErrors(draft, { coverLimit: null, documents: false, policy: cancelled })[
      'funeralClaimBlock.dateOfDeath'
    ];
  };
  it('names the last day of cover on the date of death, as the server refuses it', () => {
    expect(on('2026-06-06')).toBeUndefined();
    expect(on('2026-06-07')).toBe(eventAfterCoverMessage('2026-06-06'));
  });
});

describe('claimOutlook of a policy whose cover ended (QA walk 14 no. 1)', () => {
  const cancelled = {
    ...policyRecord({ status: 'CANCELLED', cancelledAt: '2026-12-06T08:00:00.000Z' }),
    naturalDeathWaitingEndsOn: '2026-01-01',
  } as unknown as Policy;
  it.each([
    ['2026-12-05', 'ACTIVE'],
    ['2026-12-06', 'ACTIVE'],
    ['2026-12-07', 'NOT_COVERED'],
  ] as const)('a death on %s → %s', (dateOfDeath, coverStatus) => {
    expect(claimOutlook(cancelled, { dateOfDeath, causeOfDeath: 'accidental' }).coverStatus).toBe(
      coverStatus,
    );
  });

  it('counts a lapsed policy’s days before the lapse as its grace period', () => {
    const lapsed = {
      ...cancelled,
      status: 'LAPSED',
      cancelledAt: null,
      lapsedAt: '2026-12-06T08:00:00.000Z',
    } as Policy;
    expect(claimOutlook(lapsed, { dateOfDeath: '2026-12-05', causeOfDeath: 'accidental' }).coverStatus).toBe(
      'GRACE',
    );
    expect(claimOutlook(lapsed, { dateOfDeath: '2026-12-06', causeOfDeath: 'accidental' }).coverStatus).toBe(
      'NOT_COVERED',
    );
  });
});
