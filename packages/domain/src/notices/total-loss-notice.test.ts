import { describe, expect, it } from 'vitest';
import { customerNotice } from './customer-notices.js';
import { totalLossFacts, totalLossSummary, type TotalLoss } from './total-loss.js';

const phone: TotalLoss = { item: 'phone', loss: 'lost_or_stolen', claimNumber: 'CLM-2026-000001' };
const car: TotalLoss = { item: 'vehicle', loss: 'hijacked', claimNumber: 'CLM-2026-000007' };
const device = {
  firstName: 'Thabo',
  product: 'Device cover',
  policyNumber: 'DEV-2026-000001',
  date: '2026-12-05',
  amount: 0,
};
const creditLife = { product: 'Device credit life', policyNumber: 'DCL-2026-000002', amount: 5_040 };

describe('the history entry of a cover ended by a claim of total loss', () => {
  it.each([
    [
      phone,
      'Telkom Cover ended this cover: the phone was claimed as lost or stolen (claim CLM-2026-000001) and its replacement is being paid. No further premiums are collected.',
    ],
    [
      { item: 'vehicle', loss: 'stolen', claimNumber: 'CLM-2026-000003' } as const,
      'Telkom Cover ended this cover: the vehicle was claimed as stolen (claim CLM-2026-000003) and its insured value is being paid. No further premiums are collected.',
    ],
    [
      car,
      'Telkom Cover ended this cover: the vehicle was claimed as hijacked (claim CLM-2026-000007) and its insured value is being paid. No further premiums are collected.',
    ],
  ])('%o reads in plain words', (loss, summary) => {
    expect(totalLossSummary(loss)).toBe(summary);
  });

  it.each([
    [{ totalLoss: phone }, phone],
    [{ totalLoss: { ...phone, item: 'boat' } }, null],
    [{ reason: 'policy_claimed' }, null],
    [{}, null],
  ])('is read back from the event data %o', (data, facts) => {
    expect(totalLossFacts(data)).toEqual(facts);
  });
});

describe('the notice of a cover ended by a claim of total loss (policy.cancelled)', () => {
  it('says what ended, why, that no more premiums are taken and that a new phone can be insured', () => {
    const notice = customerNotice('policy.cancelled', { ...device, totalLoss: phone });
    expect(notice?.subject).toBe('Your device cover policy DEV-2026-000001 has ended');
    expect(notice?.paragraphs).toEqual([
      'Your phone was claimed as lost or stolen (claim CLM-2026-000001) and we approved the claim, so your device cover policy DEV-2026-000001 ended on 5 December 2026.',
      'We will not collect any more premiums for it. Its replacement is paid by the claim.',
      'When you have a new phone, you can insure it with us: sign in to the Telkom Cover portal and get a quote.',
    ]);
    expect(notice?.paragraphs.join(' ')).not.toMatch(/did not|cancelled/);
    expect(notice?.sms).toBe(
      'Telkom Cover: policy DEV-2026-000001 has ended: your phone was claimed as lost or stolen (claim CLM-2026-000001). No more premiums will be collected for it.',
    );
  });

  it('names the credit life that goes on, in the email and the SMS', () => {
    const notice = customerNotice('policy.cancelled', {
      ...device,
      totalLoss: phone,
      continuing: [creditLife],
    });
    expect(notice?.paragraphs).toContain(
      'Your device credit life policy DCL-2026-000002 is not cancelled and continues: we collect its premium of R 50,40 a month as before.',
    );
    expect(notice?.sms).toBe(
      'Telkom Cover: policy DEV-2026-000001 has ended: phone claimed as lost or stolen. No more premiums for it. Your device credit life DCL-2026-000002 continues.',
    );
  });

  it.each([
    [{}],
    [{ continuing: [{ ...creditLife, product: 'Vehicle credit life', policyNumber: 'VCL-2026-000009' }] }],
  ])('keeps its SMS within 160 characters for a vehicle %#', (more) => {
    const notice = customerNotice('policy.cancelled', {
      ...device,
      product: 'Motor cover (Logo scheme)',
      policyNumber: 'MOT-2026-000004',
      totalLoss: car,
      ...more,
    });
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
    expect(notice?.sms).toContain('MOT-2026-000004 has ended');
    expect(notice?.paragraphs[0]).toBe(
      'Your vehicle was claimed as hijacked (claim CLM-2026-000007) and we approved the claim, so your motor cover (Logo scheme) policy MOT-2026-000004 ended on 5 December 2026.',
    );
    expect(notice?.paragraphs).toContain(
      'When you have a new vehicle, you can insure it with us: sign in to the Telkom Cover portal and get a quote.',
    );
  });
});
