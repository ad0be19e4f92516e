import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fillPath } from '@cover/domain';
import {
  BACKOFFICE_PRE_INSPECTION_PATHS,
  INSPECTION_PHOTO_GUIDES,
  INSPECTION_PHOTO_KINDS,
  PRE_INSPECTION_MESSAGES,
  type AssessPreInspectionInput,
  type ValuationSearchReply,
} from '@cover/domain/motor';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { GUIDE_VALUATION_ROUTE, type BackofficePreInspectionDetail } from '../api/pre-inspections-api';
import {
  APPLICATION_ID,
  BACKOFFICE_SESSION,
  CLAIM_ID,
  preInspectionDetail,
} from '../testing/backoffice-fixtures';
import { PRE_INSPECTION_ID, guideEntry, toyotaGuide } from '../testing/pre-inspection-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { PreInspectionPage } from './pre-inspection-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = fillPath(BACKOFFICE_PRE_INSPECTION_PATHS.detail, { id: PRE_INSPECTION_ID });
const ASSESS = fillPath(BACKOFFICE_PRE_INSPECTION_PATHS.assess, { id: PRE_INSPECTION_ID });
const GUIDE = GUIDE_VALUATION_ROUTE.path;

async function serve(
  start: Partial<BackofficePreInspectionDetail> = {},
  {
    guide = toyotaGuide(),
    assess,
    roles,
  }: { guide?: ValuationSearchReply; assess?: () => Response; roles?: string[] } = {},
) {
  let current = preInspectionDetail(start);
  const api = mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, current),
    [`GET ${GUIDE}`]: () => json(200, guide),
    [`POST ${ASSESS}`]: (call) => {
      if (assess) return assess();
      const input = call.body as AssessPreInspectionInput;
      current = {
        ...current,
        assessmentStatus: input.decision,
        rejectionReason: input.reason ?? null,
        assessedBy: 'operator:op-1',
        assessedByName: 'Nomvula Assessor',
        assessedAt: '2026-03-02T10:00:00.000Z',
        history: [
          ...current.history,
          {
            type: input.decision === 'APPROVED' ? 'pre_inspection_approved' : 'pre_inspection_rejected',
            actor: 'operator:op-1',
            actorName: 'Nomvula Assessor',
            data: { decision: input.decision, ...(input.reason ? { reason: input.reason } : {}) },
            createdAt: '2026-03-02T10:00:00.000Z',
          },
        ],
      };
      return json(200, current);
    },
  });
  const page = await renderBackoffice(<PreInspectionPage />, {
    path: `/operator/backoffice/pre-inspections/${PRE_INSPECTION_ID}`,
    pattern: '/operator/backoffice/pre-inspections/:id',
    roles,
  });
  return { api, ...page };
}

const heading = () =>
  screen.findByRole(
    'heading',
    { level: 1, name: 'Pre-inspection: Toyota Corolla Cross 1.8 XS' },
    { timeout: 5000 },
  );
const comparison = () => screen.findByRole('table', { name: 'Vehicle facts against the valuation guide' });
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('row', { name: new RegExp(`^${name}`) });

describe('pre-inspection assessment page', () => {
  it('shows the seven photos with their labels, each opening at full size', async () => {
    const { user } = await serve();
    await heading();
    const photos = screen.getAllByTestId('inspection-photo');
    expect(photos).toHaveLength(7);
    INSPECTION_PHOTO_KINDS.forEach((kind, index) => {
      const label = INSPECTION_PHOTO_GUIDES[kind].label;
      expect(within(photos[index]!).getByText(label)).toBeInTheDocument();
      expect(within(photos[index]!).getByRole('img', { name: label })).toHaveAttribute(
        'src',
        `${fillPath(BACKOFFICE_PRE_INSPECTION_PATHS.photo, { id: PRE_INSPECTION_ID, kind })}?size=full`,
      );
    });
    await user.click(screen.getByRole('button', { name: 'Open the odometer photo at full size' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Odometer at full size' })).toHaveAttribute(
      'src',
      expect.stringContaining('/photos/odometer?size=full'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the customer and links to the application made with the inspection', async () => {
    await serve();
    await heading();
    expect(screen.getAllByText('Thandi Nkosi').length).toBeGreaterThan(0);
    const links = screen.getAllByRole('link', { name: 'APP-2026-000123' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect(link).toHaveAttribute('href', `/operator/backoffice/applications/${APPLICATION_ID}`);
    expect(screen.queryByRole('link', { name: /^CLM-/ })).not.toBeInTheDocument();
  });

  it('links a claim inspection to its claim', async () => {
    await serve({
      assessmentType: 'CLAIM_SUBMISSION',
      applications: [],
      claim: { claimId: CLAIM_ID, claimNumber: 'CLM-2026-000045' },
    });
    await heading();
    const links = screen.getAllByRole('link', { name: 'CLM-2026-000045' });
    for (const link of links) expect(link).toHaveAttribute('href', `/operator/backoffice/claims/${CLAIM_ID}`);
    expect(screen.queryByRole('link', { name: /^APP-/ })).not.toBeInTheDocument();
  });

  it('says when no application was made with a pre-inspection', async () => {
    await serve({ applications: [] });
    await heading();
    expect(screen.getAllByText(/No application made with it yet/).length).toBeGreaterThan(0);
  });

  it('says which photo is not taken yet and offers no decision before the photos are sent', async () => {
    const base = preInspectionDetail();
    await serve({
      assessmentStatus: 'AWAITING_PHOTOS',
      photos: base.photos.map((photo) =>
        photo.kind === 'windscreen'
          ? {
              ...photo,
              status: 'missing',
              previewUrl: null,
              fullUrl: null,
              contentType: null,
              size: null,
              uploadedAt: null,
            }
          : photo,
      ),
    });
    await heading();
    const windscreen = screen.getAllByTestId('inspection-photo')[6]!;
    expect(windscreen).toHaveTextContent('Windscreen');
    expect(windscreen).toHaveTextContent('Not taken yet');
    expect(within(windscreen).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(/It can be assessed once the customer sends the photos/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('sets the vehicle facts beside the guide entry of the same make, model and year', async () => {
    const { api } = await serve();
    const table = await comparison();
    expect(rowOf(table, 'Vehicle')).toHaveTextContent(
      'Vehicle2022 Toyota Corolla Cross 1.8 XS2022 Toyota Corolla Cross 1.8 XS',
    );
    expect(rowOf(table, 'Retail value')).toHaveTextContent(/R\s380\s000,00R\s365\s000,00/);
    expect(rowOf(table, 'New price')).toHaveTextContent(/R\s440\s000,00/);
    expect(
      screen.getByText(/The declared value is R\s15\s000,00 \(4%\) above the guide’s retail price\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Guide prices as at 1 January 2026.')).toBeInTheDocument();
    const asked = api.callsTo('GET', GUIDE)[0]!.query;
    expect([asked.get('make'), asked.get('year')]).toEqual(['Toyota', '2022']);
    // the other facts in words: the month of first registration, the odometer in km
    expect(screen.getByText('March 2022')).toBeInTheDocument();
    expect(screen.getByText('45 000 km')).toBeInTheDocument();
    expect(screen.getByText('AHTKB3CD802345678')).toBeInTheDocument();
    // the disc's licence number, named as the disc's (it repeats the registration number on most discs)
    expect(screen.getByText('Licence number on the disc')).toBeInTheDocument();
    // no raw codes or ISO dates on screen
    expect(document.body.textContent).not.toMatch(
      /\d{4}-\d{2}-\d{2}|SUBMITTED|PRE_INSPECTION|pre_inspection/,
    );
  });

  it('points out a declared value more than 10% above the guide entry with the longest matching model', async () => {
    await serve({ estimatedRetailPrice: 45_000_000, model: 'Corolla Cross 1.8 XS Auto' });
    await comparison();
    // 'Corolla Cross 1.8 XS Auto' is the guide's 'Corolla Cross 1.8 XS', not its 'Corolla Cross 1.8'
    expect(rowOf(await comparison(), 'Retail value')).toHaveTextContent(/R\s365\s000,00/);
    expect(
      screen.getByText(/\(23%\) above the guide’s retail price\. That is more than 10% above\./),
    ).toBeInTheDocument();
  });

  it('says so when the vehicle is not in the guide', async () => {
    await serve({}, { guide: toyotaGuide([guideEntry('Hilux 2.4 GD-6', 2022, 42_000_000, 52_000_000)]) });
    const table = await comparison();
    expect(rowOf(table, 'Vehicle')).toHaveTextContent('Not in the guide');
    expect(screen.getByText(/This vehicle is not in the valuation guide/)).toBeInTheDocument();
  });

  it('offers a retry when the guide cannot be read', async () => {
    let fail = true;
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => json(200, preInspectionDetail()),
      [`GET ${GUIDE}`]: () =>
        fail ? refusal(500, 'INTERNAL', 'Something went wrong') : json(200, toyotaGuide()),
    });
    const { user } = await renderBackoffice(<PreInspectionPage />, {
      path: `/operator/backoffice/pre-inspections/${PRE_INSPECTION_ID}`,
      pattern: '/operator/backoffice/pre-inspections/:id',
    });
    expect(
      await screen.findByText('We could not load the valuation guide.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(rowOf(await comparison(), 'Retail value')).toHaveTextContent(/R\s365\s000,00/);
    expect(api.callsTo('GET', GUIDE)).toHaveLength(2);
  });

  it('approve posts the decision alone and the page shows it approved', async () => {
    const { api, user } = await serve();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', ASSESS).map((call) => call.body)).toEqual([{ decision: 'APPROVED' }]);
    await waitFor(() => expect(api.callsTo('GET', DETAIL)).toHaveLength(2));
    expect(
      await screen.findByText(/^Approved on 2 March 2026, 12:00 by Nomvula Assessor/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('reject without a reason says what is needed and sends nothing', async () => {
    const { api, user } = await serve();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason the customer sees/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(PRE_INSPECTION_MESSAGES.reason)).toBeInTheDocument();
    expect(api.callsTo('POST', ASSESS)).toHaveLength(0);
  });

  it('reject with a reason posts it and the page shows the reason the customer sees', async () => {
    const { api, user } = await serve();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const reason = 'The odometer photo is blurred; please take it again in daylight';
    await user.type(within(dialog).getByRole('textbox', { name: /Reason the customer sees/ }), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', ASSESS).map((call) => call.body)).toEqual([{ decision: 'REJECTED', reason }]);
    expect(screen.getByTestId('customer-reason')).toHaveTextContent(reason);
    const newest = screen.getAllByTestId('history-entry')[0]!;
    expect(newest).toHaveTextContent('Not approved');
    expect(newest).toHaveTextContent(reason);
    // Signed by the assessor's name, not "Staff member".
    expect(newest).toHaveTextContent('Nomvula Assessor');
    expect(screen.getByText(/^Not approved on .* by Nomvula Assessor/)).toBeInTheDocument();
  });

  it('shows a server refusal in the dialog and leaves the inspection as it was', async () => {
    const message = 'This pre-inspection was assessed already.';
    const { api, user } = await serve(
      {},
      { assess: () => refusal(409, 'PRE_INSPECTION_NOT_SUBMITTED', message) },
    );
    await heading();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(api.callsTo('POST', ASSESS)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('says plainly when the inspection does not exist, with a retry', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => refusal(404, 'PRE_INSPECTION_NOT_FOUND', 'Not found'),
    });
    const { user } = await renderBackoffice(<PreInspectionPage />, {
      path: `/operator/backoffice/pre-inspections/${PRE_INSPECTION_ID}`,
      pattern: '/operator/backoffice/pre-inspections/:id',
    });
    expect(
      await screen.findByText('We could not find this pre-inspection.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', DETAIL)).toHaveLength(2));
  });

  it('shows a plain operator that they need back-office access, without asking for the inspection', async () => {
    const { api } = await serve({}, { roles: [] });
    expect(await screen.findByRole('heading', { name: 'You need back-office access' })).toBeInTheDocument();
    expect(api.callsTo('GET', DETAIL)).toHaveLength(0);
  });
});
