import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calculateFuneralCover, type CoverCalculatorInputDraft } from '@cover/domain/funeral';
import { FORM_CHECK_UNAVAILABLE } from '../../../../lib/forms/check-unavailable';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { ESTIMATE_CHECKED, PRICE_UNCONFIRMED } from './calculator-input';

/** The download of the calculator's checks, held until the test lets it through, or failing. */
const download = vi.hoisted(() => ({
  release: () => {},
  held: Promise.resolve(),
  failures: 0,
}));

function holdDownload() {
  download.held = new Promise((resolve) => (download.release = resolve));
}

/** The calculator on a fresh module graph, so its checks download anew in each test. */
async function renderCalculator() {
  vi.resetModules();
  vi.doMock('./calculator-checks', async (importOriginal) => {
    await download.held;
    if (download.failures > 0) {
      download.failures -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return importOriginal();
  });
  const { renderWithApp } = await import('../../../../test/render');
  const { FuneralCalculatorPage } = await import('./calculator-page');
  const rendered = renderWithApp(<FuneralCalculatorPage />, { path: '/funeral' });
  const breakdown = await screen.findByRole('region', { name: 'Premium breakdown' });
  return { ...rendered, breakdown };
}

async function setAge(user: ReturnType<typeof userEvent.setup>, age: string) {
  await user.clear(screen.getByLabelText(/^your age/i));
  await user.type(screen.getByLabelText(/^your age/i), age);
}

beforeEach(() => {
  download.failures = 0;
  download.held = Promise.resolve();
  mockFetch({
    'POST /api/retail/funeral/quote/getCoverCalculate': (call) => {
      const result = calculateFuneralCover(call.body as CoverCalculatorInputDraft, { today: new Date() });
      return result.ok ? json(200, result.quote) : refusal(422, 'RATING_FAILED', 'no');
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('funeral calculator while its checks download', () => {
  it('goes on from a press made before the checks arrived, with the answers it was made on', async () => {
    holdDownload();
    const { breakdown, router, store } = await renderCalculator();
    const user = userEvent.setup();
    await setAge(user, '47');
    await user.click(screen.getByRole('button', { name: 'Get this cover' }));
    expect(within(breakdown).getByText('Working out your premium…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/funeral');

    download.release();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/funeral/apply'));
    expect(store.getState().funeralQuote.calculatorAges?.mainMember).toBe(47);
  });

  it('does not go on from a press whose answers changed while it waited, and goes on when pressed again', async () => {
    holdDownload();
    const { breakdown, router, store } = await renderCalculator();
    const user = userEvent.setup();
    await setAge(user, '45');
    await user.click(screen.getByRole('button', { name: 'Get this cover' }));
    // Still answering: the age was 45 when pressed, and is 46 now.
    await setAge(user, '46');

    download.release();
    expect(await within(breakdown).findByText('Main member · age 46')).toBeInTheDocument();
    expect(await within(breakdown).findByText(ESTIMATE_CHECKED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/funeral');

    await user.click(screen.getByRole('button', { name: 'Get this cover' }));
    expect(router.state.location.pathname).toBe('/funeral/apply');
    expect(store.getState().funeralQuote.calculatorAges?.mainMember).toBe(46);
  });

  it('tries a failed download once more at once', async () => {
    download.failures = 1;
    const { breakdown } = await renderCalculator();
    expect(await within(breakdown).findByText(ESTIMATE_CHECKED)).toBeInTheDocument();
    expect(within(breakdown).getByText('Main member · age 35')).toBeInTheDocument();
  });

  it('keeps the opening price and says why when the download fails twice, and prices the next change', async () => {
    download.failures = 2;
    const { breakdown } = await renderCalculator();
    expect(await within(breakdown).findByText(PRICE_UNCONFIRMED)).toBeInTheDocument();
    expect(within(breakdown).getByText('Main member · age 35')).toBeInTheDocument();

    // While the change's new try downloads, the page says it is working on it, not that the last failed.
    holdDownload();
    const user = userEvent.setup();
    await setAge(user, '53');
    expect(within(breakdown).getByText('Working out your premium…')).toBeInTheDocument();
    expect(within(breakdown).queryByText(FORM_CHECK_UNAVAILABLE)).not.toBeInTheDocument();
    download.release();
    expect(await within(breakdown).findByText('Main member · age 53')).toBeInTheDocument();
    expect(await within(breakdown).findByText(ESTIMATE_CHECKED)).toBeInTheDocument();
  });

  it('says the connection dropped once a change cannot download the checks, and keeps the last price', async () => {
    download.failures = 4; // the opening download and its second try; then the change's two
    const { breakdown } = await renderCalculator();
    expect(await within(breakdown).findByText(PRICE_UNCONFIRMED)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^your age/i), '1');
    expect(await within(breakdown).findByText(FORM_CHECK_UNAVAILABLE)).toBeInTheDocument();
    expect(within(breakdown).getByText('Main member · age 35')).toBeInTheDocument();
  });
});
