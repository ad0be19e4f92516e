import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CLAIM_INSPECTION_PHOTO_KINDS, INSPECTION_PHOTO_GUIDES } from '@cover/domain/motor';
import { renderWithApp } from '../../../test/render';
import { expectPlainText } from '../../../test/plain-text';
import {
  createFakeInspectionServer,
  inspectionPage,
  pagePhoto,
  TEST_TOKEN,
} from '../testing/fake-inspection-server';
import { InspectionPage } from './inspection-page';

afterEach(() => {
  sessionStorage.clear();
});

const claimPage = inspectionPage({
  assessmentType: 'CLAIM_SUBMISSION',
  claimNumber: 'CLM-2026-000003',
  photos: CLAIM_INSPECTION_PHOTO_KINDS.map((kind) => pagePhoto(kind)),
});

function open(page = claimPage) {
  createFakeInspectionServer({ page }).install();
  return renderWithApp(<InspectionPage />, { path: `/inspection#t=${TEST_TOKEN}` });
}

describe('InspectionPage of a claim', () => {
  it('says the photos are of the vehicle and its damage for the claim, and asks for the damage first', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Photos for claim CLM-2026-000003' }),
    ).toBeVisible();
    expect(
      screen.getByText(/These are photos of your vehicle and its damage for claim CLM-2026-000003\./),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      CLAIM_INSPECTION_PHOTO_KINDS.map(
        (kind, index) => `${index + 1}. ${INSPECTION_PHOTO_GUIDES[kind].label}`,
      ),
    );
    expect(items[0]).toHaveTextContent('The damage');
    expect(screen.getByText(/Take all 8 to send them/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/pre-inspection|Vehicle inspection/i);
    expectPlainText();
  });

  it('keeps a pre-inspection’s title and words', async () => {
    open(inspectionPage());
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle inspection' })).toBeVisible();
    expect(screen.queryByText(/for claim/)).toBeNull();
  });
});
