import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_PRE_INSPECTION_PATHS } from '@cover/domain/motor';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, CLAIM_ID, preInspectionDetail } from '../testing/backoffice-fixtures';
import { PRE_INSPECTION_ID, preInspectionList } from '../testing/pre-inspection-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { PreInspectionsListPage } from './pre-inspections-list-page';

afterEach(() => vi.unstubAllGlobals());

const LIST = BACKOFFICE_PRE_INSPECTION_PATHS.list;
const render = (path = '/operator/backoffice/pre-inspections', roles?: string[]) =>
  renderBackoffice(<PreInspectionsListPage />, {
    path,
    pattern: '/operator/backoffice/pre-inspections',
    roles,
  });

describe('pre-inspections list', () => {
  it('lists the inspections oldest first, each linking to its assessment, with the counts by status', async () => {
    const api = mockFetch({ ...BACKOFFICE_SESSION, [`GET ${LIST}`]: () => json(200, preInspectionList()) });
    await render();
    const list = await screen.findByRole('list', { name: 'Pre-inspections' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);
    // the approved Polo changed first, so it is listed first
    expect(rows[0]).toHaveTextContent('Volkswagen Polo Vivo 1.4 · GP 55 XY ZT');
    expect(rows[0]).toHaveTextContent('Approved');
    expect(rows[0]).toHaveTextContent(/Last change \d+ days ago/);
    expect(rows[1]).toHaveTextContent('Toyota Corolla Cross 1.8 XS · CA 123-456');
    expect(rows[1]).toHaveTextContent('Photos sent for assessment');
    expect(rows[1]).toHaveTextContent(/2022 · declared value R\s380\s000,00 · 7 of 7 photos taken/);
    expect(rows[1]).toHaveTextContent(/Waiting \d+ days/);
    expect(rows[1]).toHaveAttribute('href', `/operator/backoffice/pre-inspections/${PRE_INSPECTION_ID}`);
    expect(screen.getByRole('link', { name: 'Waiting for photos (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Photos sent for assessment (1)' })).toBeInTheDocument();
    expect(api.callsTo('GET', LIST)[0]!.query.get('status')).toBeNull();
  });

  it('says whose each inspection is: the customer and the application made with it, or the claim', async () => {
    const [used, stale] = [
      preInspectionDetail(),
      preInspectionDetail({
        preInspectionId: '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918',
        applications: [],
        updatedAt: '2026-03-01T09:06:00.000Z',
      }),
    ];
    const claimed = preInspectionDetail({
      preInspectionId: '8f7e6d5c-4b3a-4291-8f7e-6d5c4b3a2919',
      assessmentType: 'CLAIM_SUBMISSION',
      holderName: 'Bongani Dlamini',
      applications: [],
      claim: { claimId: CLAIM_ID, claimNumber: 'CLM-2026-000045' },
      updatedAt: '2026-03-01T09:07:00.000Z',
    });
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${LIST}`]: () =>
        json(
          200,
          preInspectionList(
            [used, stale, claimed].map(({ history: _history, assessedByName: _name, ...row }) => row),
          ),
        ),
    });
    await render();
    const list = await screen.findByRole('list', { name: 'Pre-inspections' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('link');
    expect(rows[0]).toHaveTextContent('Thandi Nkosi · Application APP-2026-000123');
    expect(rows[1]).toHaveTextContent('Thandi Nkosi · No application made with it yet');
    expect(rows[2]).toHaveTextContent('Bongani Dlamini · Claim CLM-2026-000045');
  });

  it('asks for the status in the address and says so when nothing waits', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${LIST}`]: () => json(200, preInspectionList([])),
    });
    await render('/operator/backoffice/pre-inspections?status=SUBMITTED');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Pre-inspections awaiting assessment' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No pre-inspections here')).toBeInTheDocument();
    expect(api.callsTo('GET', LIST)[0]!.query.get('status')).toBe('SUBMITTED');
  });

  it('says what went wrong and loads again on "Try again"', async () => {
    let fail = true;
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${LIST}`]: () =>
        fail
          ? refusal(503, 'UNAVAILABLE', 'The service is busy. Please try again.')
          : json(200, preInspectionList()),
    });
    const { user } = await render();
    expect(
      await screen.findByText('The service is busy. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Toyota Corolla Cross 1.8 XS · CA 123-456')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(2));
  });

  it('shows a plain operator that they need back-office access, without listing anything', async () => {
    const api = mockFetch({ ...BACKOFFICE_SESSION });
    await render('/operator/backoffice/pre-inspections', []);
    expect(await screen.findByRole('heading', { name: 'You need back-office access' })).toBeInTheDocument();
    expect(api.callsTo('GET', LIST)).toHaveLength(0);
  });
});
