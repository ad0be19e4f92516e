import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BACKOFFICE_APPLICATION_PATHS } from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION } from '../testing/backoffice-fixtures';
import { backofficeApplication } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { ApplicationsListPage } from './applications-list-page';

afterEach(() => vi.unstubAllGlobals());

const HOUR_MS = 3_600_000;

describe('the applications list', () => {
  it('says how long each has waited as the console’s home counts it (hours, then days)', async () => {
    const now = Date.now();
    const fresh = backofficeApplication({
      applicationNumber: 'APP-2026-000043',
      createdAt: new Date(now - 3 * HOUR_MS - 60_000).toISOString(),
      updatedAt: new Date(now - 3 * HOUR_MS).toISOString(),
      ageDays: 0,
    });
    const older = backofficeApplication({
      createdAt: new Date(now - 50 * HOUR_MS).toISOString(),
      updatedAt: new Date(now - 49 * HOUR_MS).toISOString(),
      ageDays: 2,
    });
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${BACKOFFICE_APPLICATION_PATHS.list}`]: () =>
        json(200, {
          data: [fresh, older],
          counts: { REFERRED: 2, ON_HOLD: 0, RECOMMENDATION_AWAITED: 0, APPROVED: 0, DECLINED: 0 },
        }),
    });
    await renderBackoffice(<ApplicationsListPage />, {
      path: '/operator/backoffice/applications',
      pattern: '/operator/backoffice/applications',
    });
    const list = await screen.findByRole('list', { name: /Applications/ }, { timeout: 5000 });
    const rows = within(list).getAllByRole('link');
    expect(rows[0]).toHaveTextContent('APP-2026-000042 · Waiting 2 days');
    expect(rows[1]).toHaveTextContent('APP-2026-000043 · Waiting 3 hours');
  });

  it('says when a decided application was decided, not how long it waits, and that its policy was issued (QA walk 16)', async () => {
    const now = Date.now();
    const issued = backofficeApplication({
      applicationNumber: 'APP-2026-000044',
      status: 'ACTIVE',
      underwritingStatus: 'APPROVED',
      underwrittenBy: 'Demo Supervisor',
      underwrittenAt: new Date(now - 2 * HOUR_MS).toISOString(),
    });
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${BACKOFFICE_APPLICATION_PATHS.list}`]: () =>
        json(200, {
          data: [issued],
          counts: { REFERRED: 0, ON_HOLD: 0, RECOMMENDATION_AWAITED: 0, APPROVED: 1, DECLINED: 0 },
        }),
    });
    await renderBackoffice(<ApplicationsListPage />, {
      path: '/operator/backoffice/applications',
      pattern: '/operator/backoffice/applications',
    });
    const list = await screen.findByRole('list', { name: /Applications/ }, { timeout: 5000 });
    const [row] = within(list).getAllByRole('link');
    expect(row).toHaveTextContent('APP-2026-000044 · Decided 2 hours ago by Demo Supervisor');
    expect(row).not.toHaveTextContent('Waiting');
    expect(row?.querySelector('.MuiChip-label')?.textContent).toBe('Policy issued');
  });

  it('gives a motor application’s vehicle credit life beside its premium, in the detail page’s words', async () => {
    const motor = backofficeApplication({
      line: 'motor',
      productName: 'Motor cover',
      monthlyPremium: 101_324,
      creditLife: {
        label: 'Vehicle credit life taken with it',
        value: 'R 1 125,00 a month, amount insured R 250 000,00',
      },
    });
    const plain = backofficeApplication({ applicationId: 'app-2', applicationNumber: 'APP-2026-000043' });
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${BACKOFFICE_APPLICATION_PATHS.list}`]: () =>
        json(200, {
          data: [motor, plain],
          counts: { REFERRED: 2, ON_HOLD: 0, RECOMMENDATION_AWAITED: 0, APPROVED: 0, DECLINED: 0 },
        }),
    });
    await renderBackoffice(<ApplicationsListPage />, {
      path: '/operator/backoffice/applications',
      pattern: '/operator/backoffice/applications',
    });
    const list = await screen.findByRole('list', { name: /Applications/ }, { timeout: 5000 });
    const [withCreditLife, without] = within(list).getAllByRole('link') as [HTMLElement, HTMLElement];
    expect(withCreditLife).toHaveTextContent('R 1 013,24 a month');
    expect(
      within(withCreditLife).getByText(
        'Vehicle credit life taken with it: R 1 125,00 a month, amount insured R 250 000,00',
      ),
    ).toBeInTheDocument();
    // the server's amounts (plain spaces) are not broken across lines in a narrow column
    expect(withCreditLife.textContent).toContain(
      'R\u00a01\u00a0125,00 a month, amount insured R\u00a0250\u00a0000,00',
    );
    expect(without).not.toHaveTextContent('credit life');
  });
});
