/**
 * The claim page's actions by keyboard and their words (QA walk 4, findings 3, 6, 7 and 9): a dialog opens
 * on its first field; after an action focus goes to the Actions heading, after a note back to "Add note",
 * never to the page's body; a held-up approval names the alert that says why; the repudiation dialog's
 * errors match their labels; the damage inspection links to its page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKOFFICE_CLAIM_PATHS, BACKOFFICE_PATHS as API, fillPath } from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, backofficeClaim, CLAIM_ID } from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { DETAIL, imageOnly, open, POLICY } from './testing/assessment-page';

afterEach(() => vi.unstubAllGlobals());

const HOLD = fillPath(BACKOFFICE_CLAIM_PATHS.hold, { claimId: CLAIM_ID });
const NOTES = fillPath(API.claimNotes, { id: CLAIM_ID });
const PHOTOS_OUTSTANDING = 'The photos of the damage are outstanding.';

/** The page on `claim`; a hold puts it on hold (its "Put on hold" then gone). */
function openOn(claim: ReturnType<typeof backofficeClaim>) {
  let current = claim;
  const api = mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, current),
    [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
    [`POST ${HOLD}`]: () => {
      current = { ...current, status: 'in_review', statusDisplayValue: 'OnHold' };
      return json(200, current);
    },
    [`POST ${NOTES}`]: () => {
      // a browser drops focus from the button disabled while it loads (jsdom keeps it)
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      return json(200, {
        entry: {
          id: 'note-1',
          type: 'note',
          summary: 'Called the customer',
          reason: null,
          actor: 'operator:1',
          actorName: 'Thandi Mokoena',
          internal: true,
          data: {},
          createdAt: '2026-03-02T09:00:00.000Z',
        },
      });
    },
  });
  open();
  return api;
}

const actions = () => screen.findByRole('region', { name: 'Actions' }, { timeout: 5000 });

describe('the claim’s actions by keyboard', () => {
  it('opens "Put on hold" on its field and, once done, puts focus on the Actions heading', async () => {
    const user = userEvent.setup();
    openOn(backofficeClaim({ documents: imageOnly }));
    const region = await actions();
    within(region).getByRole('button', { name: 'Put on hold' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Put the claim on hold' });
    const field = within(dialog).getByRole('textbox', { name: /What is needed/ });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('A certified copy of your ID{Tab}{Tab}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(region).queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument(),
    );
    const heading = within(region).getByRole('heading', { name: 'Actions' });
    await waitFor(() => expect(heading.contains(document.activeElement)).toBe(true));
  });

  it('keeps focus on "Add note" once the note is added', async () => {
    const user = userEvent.setup();
    openOn(backofficeClaim({ documents: imageOnly }));
    const field = await screen.findByRole('textbox', { name: 'Note (staff only)' }, { timeout: 5000 });
    await user.type(field, 'Called the customer');
    const add = screen.getByRole('button', { name: 'Add note' });
    await user.click(add);
    await waitFor(() => expect(field).toHaveValue(''), { timeout: 5000 });
    await waitFor(() => expect(add).toHaveFocus(), { timeout: 5000 });
  });

  it('ties a held-up "Recommend approval" to the alert saying why', async () => {
    openOn(backofficeClaim({ documents: imageOnly, approvalBlocker: PHOTOS_OUTSTANDING }));
    const region = await actions();
    const approve = within(region).getByRole('button', { name: 'Recommend approval' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(PHOTOS_OUTSTANDING);
  });

  it('says what is missing in the repudiation dialog in its labels’ words', async () => {
    const user = userEvent.setup();
    openOn(backofficeClaim({ documents: imageOnly }));
    const region = await actions();
    await user.click(within(region).getByRole('button', { name: 'Recommend repudiation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recommend repudiation' });
    await user.click(within(dialog).getByRole('button', { name: 'Recommend repudiation' }));
    expect(within(dialog).getByText('Please give the reason we give the customer')).toBeInTheDocument();
    expect(within(dialog).getByText('Please write a note for the confirmer')).toBeInTheDocument();
  });

  it('links the claim’s damage inspection to its page', async () => {
    const claim = backofficeClaim({ documents: imageOnly });
    openOn({ ...claim, inspection: { preInspectionId: 'insp-1', status: 'SUBMITTED' } } as typeof claim);
    const link = await screen.findByRole('link', { name: /Photos sent for assessment/ }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/operator/backoffice/pre-inspections/insp-1');
  });
});
