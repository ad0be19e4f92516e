import { describe, expect, it } from 'vitest';
import { sendClaimInspectionSmsInputSchema } from './claim-replies.js';
import { MOTOR_CLAIM_MESSAGES } from './claims.js';

const policyId = '6f1c1a52-3a4e-4d36-9c43-0b9f0e7c1a10';

describe('sendClaimInspectionSmsInputSchema', () => {
  it('takes the claim and an optional mobile, normalised', () => {
    expect(sendClaimInspectionSmsInputSchema.parse({ claimId: policyId, mobile: '082 123 4567' })).toEqual({
      claimId: policyId,
      mobile: '+27821234567',
    });
    expect(sendClaimInspectionSmsInputSchema.parse({ claimId: policyId, mobile: '' }).mobile).toBeUndefined();
    expect(sendClaimInspectionSmsInputSchema.safeParse({ claimId: 'nope' }).error?.issues[0]?.message).toBe(
      MOTOR_CLAIM_MESSAGES.claimId,
    );
  });
});
