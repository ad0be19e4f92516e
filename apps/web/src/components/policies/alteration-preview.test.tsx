import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AlterationPreview, type PricedChangePreview } from './alteration-preview';

const preview = (currentPremium: number, newPremium: number): PricedChangePreview => ({
  alterationPackageId: 'a-1',
  summary: 'Your vehicle details change',
  currentPremium,
  newPremium,
  premiumDifference: newPremium - currentPremium,
  expiresAt: '2026-12-12T08:00:00Z',
});

const show = (change: PricedChangePreview) =>
  render(<AlterationPreview preview={change} onConfirm={() => {}} onCancel={() => {}} confirming={false} />);

describe('AlterationPreview: the difference in premium', () => {
  it('says there is no change to the premium, not "Increase R 0,00" (QA finding 25)', () => {
    show(preview(120_082, 120_082));
    expect(screen.getByText('No change to your premium')).toBeInTheDocument();
    expect(screen.queryByText('Increase')).toBeNull();
  });

  it.each([
    [120_082, 127_582, 'Increase'],
    [127_582, 120_082, 'Decrease'],
  ])('names a change from %i to %i as %s', (from, to, label) => {
    show(preview(from, to));
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
