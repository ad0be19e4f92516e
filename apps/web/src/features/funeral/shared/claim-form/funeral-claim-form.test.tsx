import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { saDay } from '@cover/domain';
import type { Policy } from '@cover/domain/funeral';
import { expectPlainText } from '../../../../test/plain-text';
import { renderWithApp } from '../../../../test/render';
import { POLICY_ID, policyRecord } from '../../../../components/policies/test-records';
import type { ClaimSubmitOutcome } from '../../../../components/claims/use-claim-form';
import { claimBody, type ClaimDraft } from './claim-draft';
import type { ClaimantPrefill } from './claimant-prefill';
import { FuneralClaimForm } from './funeral-claim-form';

const MAIN_ID = '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d';
const GRACE_ID = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

const member = (memberId: string, firstName: string, saId: string | null) => ({
  memberId,
  firstName,
  lastName: 'Mokoena',
  saId,
  dateOfBirth: '1960-01-01',
  age: 65,
  coverAmount: 1_000_000,
  accidentalCoverAmount: 2_000_000,
  premium: 10_000,
});

const POLICY: Policy = {
  ...policyRecord({ policyNumber: 'FUN-0001', packageName: 'Funeral cover' }),
  module: {
    type: 'funeral',
    coverType: 'Family',
    coverageOption: 'B',
    naturalDeathAmount: 1_000_000,
    accidentalDeathAmount: 2_000_000,
    airtimeBenefitAmount: 0,
    childrenPremium: 0,
    mainMember: member(MAIN_ID, 'Thabo', '8001015009087'),
    spouse: null,
    children: [],
    extendedFamily: [{ ...member(GRACE_ID, 'Grace', null), relation: 'parent', coverageOption: 'B' }],
    beneficiaries: [],
    paymentDetails: null,
  },
};

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const today = saDay(new Date());

const PROFILE: ClaimantPrefill = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  idNumber: '8001015009087',
  mobile: '+27825550101',
  email: 'lerato@example.co.za',
};

describe('FuneralClaimForm', () => {
  it('fills in the chosen member, warns of the waiting period, and lists what is missing', async () => {
    const onSubmit = vi.fn(async (): Promise<ClaimSubmitOutcome | void> => undefined);
    renderWithApp(<FuneralClaimForm policies={[POLICY]} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText(/^Policy/)).toHaveValue(POLICY_ID);
    await user.selectOptions(screen.getByLabelText(/^Covered member/), 'Grace Mokoena (extended family)');
    expect(screen.getByLabelText(/^First name of the deceased/)).toHaveValue('Grace');
    expect(screen.getByLabelText(/^Last name of the deceased/)).toHaveValue('Mokoena');
    await user.type(screen.getByLabelText(/^Date of death/), today);
    const outlook = screen.getByTestId('claim-outlook');
    expect(
      within(outlook).getByText(
        /Cover status: active\. Cover for this member: R\s?10[\s\u00a0]000,00 \(natural death\)\./,
      ),
    ).toBeInTheDocument();
    expect(within(outlook).getByText(/^Waiting period:/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect((await screen.findAllByText('Please add this document')).length).toBe(4);
    expect(screen.getByLabelText(/^SA ID number of the deceased/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Amount claimed/)).toHaveAccessibleDescription(
      'Please enter the amount you are claiming',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Accidental' }));
    expect(screen.getByText(/An accidental death also needs the police report\./)).toBeInTheDocument();
    expect(screen.getByText(/^Police report/)).toHaveTextContent('Police report (required)');
  });

  it('sends a complete claim with its documents', async () => {
    const onSubmit = vi.fn(async (_draft: ClaimDraft): Promise<ClaimSubmitOutcome | void> => undefined);
    renderWithApp(<FuneralClaimForm policies={[POLICY]} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/^Covered member/), 'Thabo Mokoena (main member)');
    expect(screen.getByLabelText(/^SA ID number of the deceased/)).toHaveValue('8001015009087');
    await user.type(screen.getByLabelText(/^Date of death/), today);
    await user.type(screen.getByLabelText(/^Amount claimed/), '5000');
    await user.type(screen.getByLabelText(/^Your first name/), 'Lerato');
    await user.type(screen.getByLabelText(/^Your last name/), 'Mokoena');
    await user.type(screen.getByLabelText(/^Your SA ID number/), '9505055001084');
    await user.selectOptions(screen.getByLabelText(/^Your relation to the deceased/), 'child');
    await user.type(screen.getByLabelText(/^Your mobile number/), '082 555 0101');
    await user.selectOptions(screen.getByLabelText(/^Bank/), 'capitec');
    await user.type(screen.getByLabelText(/^Account holder name/), 'Lerato Mokoena');
    await user.type(screen.getByLabelText(/^Account number/), '1234567890');
    await user.selectOptions(screen.getByLabelText(/^Account type/), 'savings');
    for (const label of [/^Death certificate/, /^Deceased ID/, /^Main member ID/, /^Death registration form/])
      await user.upload(screen.getByLabelText(label), pdf('scan.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const draft = onSubmit.mock.calls[0]?.[0];
    expect(draft && Object.keys(draft.files).sort()).toEqual([
      'death_certificate',
      'death_registration_form',
      'deceased_id',
      'main_member_id',
    ]);
    expect(draft && claimBody(draft)).toEqual({
      policyId: POLICY_ID,
      firstName: 'Thabo',
      lastName: 'Mokoena',
      saId: '8001015009087',
      amount: 500_000,
      funeralClaimBlock: {
        dateOfDeath: today,
        causeOfDeath: 'natural',
        placeOfDeath: undefined,
        memberId: MAIN_ID,
      },
      claimant: {
        firstName: 'Lerato',
        lastName: 'Mokoena',
        idNumber: '9505055001084',
        relation: 'child',
        mobile: '+27825550101',
        email: undefined,
      },
      bankDetails: {
        bankName: 'capitec',
        accountHolderName: 'Lerato Mokoena',
        accountNumber: '1234567890',
        accountType: 'savings',
      },
    });
  }, 30_000);

  it('says in plain words what is missing after an empty submit: no validator text, codes or format hints', async () => {
    const onSubmit = vi.fn(async (): Promise<ClaimSubmitOutcome | void> => undefined);
    renderWithApp(<FuneralClaimForm policies={[POLICY]} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Please choose the account type')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date of death/)).toHaveAccessibleDescription(
      'Please enter the date of death',
    );
    expect(screen.getByLabelText(/^Covered member/)).toHaveAccessibleDescription(
      'Please choose who passed away',
    );
    expectPlainText(document.body);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says in plain words what is wrong with wrong input', async () => {
    const onSubmit = vi.fn(async (): Promise<ClaimSubmitOutcome | void> => undefined);
    renderWithApp(<FuneralClaimForm policies={[POLICY]} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/^Covered member/), 'Thabo Mokoena (main member)');
    await user.type(screen.getByLabelText(/^Date of death/), '2999-01-01');
    await user.type(screen.getByLabelText(/^Amount claimed/), '999999');
    await user.type(screen.getByLabelText(/^Your first name/), 'L3rato');
    await user.type(screen.getByLabelText(/^Your SA ID number/), '8001015009088');
    await user.type(screen.getByLabelText(/^Your mobile number/), '12345');
    await user.type(screen.getByLabelText(/^Your email/), 'lerato@');
    await user.type(screen.getByLabelText(/^Account number/), '12');
    await user.type(screen.getByLabelText(/^Place of death/), 'x');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('The date of death cannot be in the future')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount claimed/)).toHaveAccessibleDescription(
      'The amount cannot be more than the cover',
    );
    expectPlainText(document.body);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears each error as soon as its field is put right, before the next submit', async () => {
    const onSubmit = vi.fn(async (): Promise<ClaimSubmitOutcome | void> => undefined);
    const { container } = renderWithApp(<FuneralClaimForm policies={[POLICY]} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect((await screen.findAllByText('Please enter a name')).length).toBeGreaterThan(0);
    await fillEveryField(user);
    await waitFor(() => expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0));
    expect(screen.queryByText('Please enter a name')).toBeNull();
    expect(screen.queryByText('Please add this document')).toBeNull();
    expect(screen.queryByText('Please choose the account type')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 30_000);

  it('clears an error the server set on a field once the field changes', async () => {
    const onSubmit = vi.fn(async (): Promise<ClaimSubmitOutcome | void> => ({
      fields: { 'claimant.idNumber': 'This ID number is already claiming' },
    }));
    renderWithApp(<FuneralClaimForm policies={[POLICY]} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillEveryField(user);
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('This ID number is already claiming')).toBeInTheDocument();
    const id = screen.getByLabelText(/^Your SA ID number/);
    await user.clear(id);
    await user.type(id, '9505055001084');
    await waitFor(() => expect(screen.queryByText('This ID number is already claiming')).toBeNull());
    expect(id).not.toHaveAttribute('aria-invalid', 'true');
  }, 30_000);

  it('shows an earlier claim on the same person at the deceased, focused, keeping every answer', async () => {
    // the server's 409 CLAIM_EXISTS (QA walk 9 finding 1): its message at the member chosen, and as the problem
    const earlier =
      'Claim CLM-2026-000001 for this person was repudiated: we cannot pay it, and another claim for the same person cannot be made. If you disagree with the decision, please tell us within 90 days on our Complaints page (linked at the foot of every page) and we will review it.';
    const onSubmit = vi.fn(async (): Promise<ClaimSubmitOutcome | void> => ({
      fields: { 'funeralClaimBlock.memberId': earlier },
      problem: earlier,
    }));
    renderWithApp(<FuneralClaimForm policies={[POLICY]} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillEveryField(user);
    await user.click(screen.getByRole('radio', { name: 'Accidental' }));
    await user.upload(screen.getByLabelText(/^Police report/), pdf('police.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));

    const member = screen.getByLabelText(/^Covered member/);
    await waitFor(() => expect(member).toHaveAccessibleDescription(earlier));
    expect(member).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(member).toHaveFocus());
    // at the member and as the problem above the button
    expect(screen.getAllByText(earlier)).toHaveLength(2);
    // nothing typed is lost
    expect(member).toHaveValue(MAIN_ID);
    expect(screen.getByLabelText(/^SA ID number of the deceased/)).toHaveValue('8001015009087');
    expect(screen.getByLabelText(/^Date of death/)).toHaveValue(today);
    expect(screen.getByRole('radio', { name: 'Accidental' })).toBeChecked();
    expect(screen.getByLabelText(/^Amount claimed/)).toHaveValue('5000');
    expect(screen.getByLabelText(/^Your first name/)).toHaveValue('Lerato');
    expect(screen.getByLabelText(/^Your SA ID number/)).toHaveValue('9505055001084');
    expect(screen.getByLabelText(/^Your relation to the deceased/)).toHaveValue('child');
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('1234567890');
    expect(screen.getByLabelText(/^Account type/)).toHaveValue('savings');
    expect(screen.getByText(/^police\.pdf · /)).toBeInTheDocument();
    expectPlainText(document.body);
  }, 120_000);

  it("fills in the claimant from the signed-in customer's details, still editable, as they arrive", async () => {
    const onSubmit = vi.fn(async (): Promise<ClaimSubmitOutcome | void> => undefined);
    renderWithApp(<LateProfile onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText(/^Your first name/)).toHaveValue('Lerato');
    expect(screen.getByLabelText(/^Your last name/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Your last name/), 'Dlamini');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByLabelText(/^Your SA ID number/)).toHaveAccessibleDescription(
      'Please enter a valid 13-digit South African ID number',
    );
    // the profile arrives: empty fields fill in (their errors go), typed ones stay
    await user.click(screen.getByRole('button', { name: 'The profile arrives' }));
    await waitFor(() => expect(screen.getByLabelText(/^Your SA ID number/)).toHaveValue('8001015009087'));
    expect(screen.getByLabelText(/^Your first name/)).toHaveValue('Lerato');
    expect(screen.getByLabelText(/^Your last name/)).toHaveValue('Dlamini');
    expect(screen.getByLabelText(/^Your mobile number/)).toHaveValue('082 555 0101');
    expect(screen.getByLabelText(/^Your email/)).toHaveValue('lerato@example.co.za');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Your SA ID number/)).not.toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/^Your mobile number/)).not.toHaveAttribute('aria-invalid', 'true');
    const first = screen.getByLabelText(/^Your first name/);
    await user.clear(first);
    await user.type(first, 'Naledi');
    expect(first).toHaveValue('Naledi');
  }, 30_000);
});

/** The claim form whose signed-in customer's profile arrives when asked (at first only a first name is known). */
function LateProfile({ onSubmit }: { onSubmit: (draft: ClaimDraft) => Promise<ClaimSubmitOutcome | void> }) {
  const [claimant, setClaimant] = useState<ClaimantPrefill>({ firstName: 'Lerato' });
  return (
    <>
      <button type="button" onClick={() => setClaimant(PROFILE)}>
        The profile arrives
      </button>
      <FuneralClaimForm policies={[POLICY]} onSubmit={onSubmit} claimant={claimant} />
    </>
  );
}

/** Fills every field of the claim with valid values and adds the documents a natural death needs. */
async function fillEveryField(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText(/^Covered member/), 'Thabo Mokoena (main member)');
  await user.type(screen.getByLabelText(/^Date of death/), today);
  await user.type(screen.getByLabelText(/^Amount claimed/), '5000');
  await user.type(screen.getByLabelText(/^Your first name/), 'Lerato');
  await user.type(screen.getByLabelText(/^Your last name/), 'Mokoena');
  await user.type(screen.getByLabelText(/^Your SA ID number/), '9505055001084');
  await user.selectOptions(screen.getByLabelText(/^Your relation to the deceased/), 'child');
  await user.type(screen.getByLabelText(/^Your mobile number/), '082 555 0101');
  await user.selectOptions(screen.getByLabelText(/^Bank/), 'capitec');
  await user.type(screen.getByLabelText(/^Account holder name/), 'Lerato Mokoena');
  await user.type(screen.getByLabelText(/^Account number/), '1234567890');
  await user.selectOptions(screen.getByLabelText(/^Account type/), 'savings');
  for (const label of [/^Death certificate/, /^Deceased ID/, /^Main member ID/, /^Death registration form/])
    await user.upload(screen.getByLabelText(label), pdf('scan.pdf'));
}
