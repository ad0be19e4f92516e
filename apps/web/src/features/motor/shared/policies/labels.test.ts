import { describe, expect, it } from 'vitest';
import { motorApplicationDocumentLabel, motorDocumentKindLabel } from './labels';

describe('motor document labels', () => {
  it.each([
    ['finance_agreement', 'Finance agreement or settlement letter'],
    ['drivers_licence', 'Driver’s licence (both sides)'],
    ['registration_certificate', 'Vehicle registration certificate'],
    ['saps_case_slip', 'SAPS case slip'],
  ])('names an application’s %s as the wizard asked for it: %s', (kind, label) => {
    expect(motorApplicationDocumentLabel(kind)).toBe(label);
  });

  it('names a claim’s documents as the claim form asks for them', () => {
    expect(motorDocumentKindLabel('drivers_licence')).toBe('Copy of the driver’s licence');
  });
});
