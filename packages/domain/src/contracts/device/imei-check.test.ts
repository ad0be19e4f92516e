import { describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES } from './catalogue.js';
import { checkImeiInsuredInputSchema, checkImeiInsuredReplySchema } from './imei-check.js';
import { DEVICE_PATHS } from './paths.js';

describe('checkImeiInsured input', () => {
  it.each([
    ['490154203237518', '490154203237518'],
    ['4901-5420-3237-518', '490154203237518'],
    [' 35 209900 176148 1 ', '352099001761481'],
  ])('%j is asked about as %s', (typed, sent) => {
    expect(checkImeiInsuredInputSchema.parse({ deviceIMEINumber: typed })).toEqual({
      deviceIMEINumber: sent,
    });
  });

  it.each([
    ['490154203237519', DEVICE_MESSAGES.imeiMistyped],
    ['4901542032375', DEVICE_MESSAGES.imei],
    ['', DEVICE_MESSAGES.imei],
  ])('%j is refused with the field’s own words', (typed, message) => {
    const parsed = checkImeiInsuredInputSchema.safeParse({ deviceIMEINumber: typed });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('checkImeiInsured reply: yes or no and the refusal’s words, nothing about whose policy it is', () => {
  it.each([
    [{ insured: true, refusal: DEVICE_MESSAGES.imeiTaken }, true],
    [{ insured: false }, true],
    [{ insured: false, refusal: DEVICE_MESSAGES.imeiClaimedLost }, true],
    [{ insured: true, refusal: 7 }, false],
    [{ insured: true, policyNumber: 'DEV-2026-000123' }, false],
    [{ insured: true, policyId: '0b7c4a52-6f0e-4a43-9d4e-1f2a3b4c5d6e' }, false],
    [{ insured: true, holder: 'Thandi Nkosi' }, false],
    [{ insured: 'yes' }, false],
    [{}, false],
  ])('%j parses: %s', (reply, parses) => {
    expect(checkImeiInsuredReplySchema.safeParse(reply).success).toBe(parses);
  });

  it('is a signed-in POST of the retail and employee families (the IMEI never in an address)', () => {
    for (const family of ['retail', 'employee'] as const) {
      const route = DEVICE_PATHS[family].checkImeiInsured;
      expect(route).toMatchObject({
        method: 'POST',
        audience: family,
        path: `/api/${family}/device/application/checkImeiInsured`,
        idempotent: false,
      });
      expect(route.reply).toBe(checkImeiInsuredReplySchema);
    }
  });
});
