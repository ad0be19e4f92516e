import { describe, expect, it } from 'vitest';
import { AUDIENCES, EMPLOYEE_SEGMENTS, OTHER_SEGMENTS, RETAIL_SEGMENTS } from './audiences.js';
import {
  FUNERAL_CANCELLATION_REASONS,
  INSURER_CANCELLATION_REASONS,
  MOTOR_CANCELLATION_REASONS,
} from './cancellation-reasons.js';
import { FUNERAL_CLAIM_DOCUMENT_KINDS } from './claim-documents.js';
import { formatFileSize, MAX_DOCUMENT_BYTES } from './documents.js';
import { claimTypeLabel, DEVICE_CLAIM_TYPES, MOTOR_CLAIM_TYPES } from './claim-types.js';
import { INSPECTION_TYPES, MOTOR_SCHEMES } from './motor.js';
import { isTitle, TITLES } from './titles.js';

const labels = (list: readonly { label: string }[]) => list.map((item) => item.label);
const values = (list: readonly { value: string }[]) => list.map((item) => item.value);

describe('lists of the spec', () => {
  it('titles', () => {
    expect(TITLES).toEqual(['Mr', 'Mrs', 'Miss', 'Mx', 'Sir', 'Dr', 'Adv', 'Ms', 'Prof']);
    expect(isTitle('Adv')).toBe(true);
    expect(isTitle('Rev')).toBe(false);
  });

  it('funeral cancellation reasons', () => {
    expect(labels(FUNERAL_CANCELLATION_REASONS)).toEqual([
      'Too expensive',
      'Alternate product',
      'Unhappy with service',
      'Unhappy with benefits',
      'Financial constraints',
      'Retrenched',
      'Unemployed',
      'Leaving the country',
      'Other',
    ]);
  });

  it('motor cancellation reasons', () => {
    expect(labels(MOTOR_CANCELLATION_REASONS)).toEqual([
      'Switched provider',
      'Too expensive',
      'Better deal',
      'Unhappy with service',
      'Duplicate/incorrect policy',
      'Vehicle sold',
    ]);
  });

  it('insurer cancellation reasons', () => {
    expect(values(INSURER_CANCELLATION_REASONS)).toEqual([
      'cooling_off',
      'dishonest_client',
      'altered_risk_profile',
      'policy_claimed',
      // not in REFERENCE's list: a credit life ended by its loan's settlement from a claim (decision 0045)
      'loan_settled',
    ]);
  });

  it('motor and device claim types', () => {
    expect(labels(MOTOR_CLAIM_TYPES)).toEqual([
      'Stolen',
      'Hijacked',
      'Glass',
      'Accessories',
      'Accident scratches & dents',
      'Towing',
    ]);
    expect(values(DEVICE_CLAIM_TYPES)).toEqual([
      'SCREEN_DAMAGE',
      'HARDWARE_DAMAGE',
      'SOFTWARE_DAMAGE',
      'LOST',
    ]);
  });

  it('funeral claim documents', () => {
    expect(labels(FUNERAL_CLAIM_DOCUMENT_KINDS)).toEqual([
      'Death certificate',
      'Deceased ID',
      'Main member ID',
      'Formal letterhead',
      'Death registration form',
      'Police report',
    ]);
  });

  it('motor schemes and inspection types', () => {
    expect(values(MOTOR_SCHEMES)).toEqual(['management', 'fleet', 'logo', 'motorcycle_logo', 'credit_life']);
    expect(INSPECTION_TYPES).toEqual(['PRE_INSPECTION', 'CLAIM_SUBMISSION']);
  });

  it('audiences and segments', () => {
    expect(labels(AUDIENCES)).toEqual(['Personal', 'Telkom Employee']);
    expect(values(EMPLOYEE_SEGMENTS)).toEqual(['device', 'employee_funeral', 'employee']);
    expect(values(RETAIL_SEGMENTS)).toEqual(['funeral']);
    expect(values(OTHER_SEGMENTS)).toEqual(['cms', 'motoveys', 'jmr']);
  });
});

describe('claimTypeLabel', () => {
  it.each([
    ['ACCIDENT_SCRATCHES_DENTS', 'Accident scratches & dents'],
    ['SCREEN_DAMAGE', 'Screen damage'],
    ['FLOOD', undefined],
  ])('%s → %s', (value, label) => {
    expect(claimTypeLabel(value)).toBe(label);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [589, '589 bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1.2 * 1024 * 1024, '1,2 MB'],
    [MAX_DOCUMENT_BYTES, '4 MB'],
    [5 * 1024 * 1024 * 1024, '5 120 MB'],
  ])('%i → %s (as people read it, en-ZA: a decimal comma, digits grouped by a space)', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
