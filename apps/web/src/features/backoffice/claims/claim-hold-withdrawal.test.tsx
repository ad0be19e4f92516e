/**
 * Moving a claim on from a hold the customer has not answered (docs/decisions/0039): the Actions say the
 * customer has not sent what was asked for, and recommending approval asks why it is no longer needed (required,
 * sent as holdWithdrawnReason). Recommending repudiation asks nothing of the kind: the customer is told the
 * repudiation only. Once the customer answered, nothing more is asked, and staff may ask for more (a new hold).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_CLAIM_PATHS, HOLD_WITHDRAWAL_MESSAGES, fillPath } from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, backofficeClaim, CLAIM_ID } from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { DETAIL, open, POLICY } from './testing/assessment-page';

afterEach(() => vi.unstubAllGlobals());

const RECOMMEND = fillPath(BACKOFFICE_CLAIM_PATHS.recommend, { claimId: CLAIM_ID });
const HOLD = fillPath(BACKOFFICE_CLAIM_PATHS.hold, { claimId: CLAIM_ID });
const ASKED = 'A certified copy of the deceased’s ID';
const WHY = 'Not needed: Home Affairs confirmed the identity';
const onHold = (holdAnsweredAt: string | null) =>
  backofficeClaim({
    status: 'in_review',
    statusDisplayValue: 'OnHold',
    documentsCompleteAt: '2026-03-01T09:00:00.000Z',
    holdReason: ASKED,
    holdAnsweredAt,
  });

function serve(claim: ReturnType<typeof backofficeClaim>) {
  return mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, claim),
    [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
    [`POST ${RECOMMEND}`]: () => json(200, claim),
  });
}

const actions = () => screen.findByRole('region', { name: 'Actions' }, { timeout: 5000 });
const reasonBox = (dialog: HTMLElement) =>
  within(dialog).queryByRole('textbox', { name: new RegExp(HOLD_WITHDRAWAL_MESSAGES.label.slice(0, 20)) });

describe('a claim on hold the customer has not answered', () => {
  it('says the customer has not sent what was asked for', async () => {
    serve(onHold(null));
    await open();
    const region = await actions();
    expect(within(region).getByTestId('hold-waiting')).toHaveTextContent(
      `${HOLD_WITHDRAWAL_MESSAGES.waiting} Asked for: ${ASKED}`,
    );
    // already on hold, unanswered: no second hold is offered (the server refuses it, 409 CLAIM_ALREADY_ON_HOLD)
    expect(within(region).queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Ask for more' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'Recommend approval',
      [['Note for the confirmer', 'In order']],
      { recommendation: 'approve', amount: 1_000_000, note: 'In order' },
    ],
  ] as const)('%s asks why it is no longer needed, and sends it', async (button, fields, body) => {
    const api = serve(onHold(null));
    const { user } = await open();
    await user.click(within(await actions()).getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(ASKED);
    for (const [label, text] of fields) {
      await user.click(within(dialog).getByRole('textbox', { name: new RegExp(label) }));
      await user.paste(text);
    }
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(await within(dialog).findByText(HOLD_WITHDRAWAL_MESSAGES.reason)).toBeInTheDocument();
    expect(api.callsTo('POST', RECOMMEND)).toHaveLength(0);

    await user.click(reasonBox(dialog) as HTMLElement);
    await user.paste(WHY);
    await user.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(api.callsTo('POST', RECOMMEND)).toHaveLength(1));
    expect(api.callsTo('POST', RECOMMEND)[0]?.body).toEqual({ ...body, holdWithdrawnReason: WHY });
  });
});

describe('recommending repudiation of a claim on a hold the customer has not answered', () => {
  it('asks no reason for the hold: the repudiation ends the request', async () => {
    const api = serve(onHold(null));
    const { user } = await open();
    await user.click(within(await actions()).getByRole('button', { name: 'Recommend repudiation' }));
    const dialog = await screen.findByRole('dialog');
    expect(reasonBox(dialog)).toBeNull();
    expect(within(dialog).queryByText(HOLD_WITHDRAWAL_MESSAGES.waiting, { exact: false })).toBeNull();
    for (const [label, text] of [
      ['Reason the customer is given', 'Not covered'],
      ['Note for the confirmer', 'Not covered'],
    ]) {
      await user.click(within(dialog).getByRole('textbox', { name: new RegExp(label as string) }));
      await user.paste(text as string);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Recommend repudiation' }));
    await waitFor(() => expect(api.callsTo('POST', RECOMMEND)).toHaveLength(1));
    expect(api.callsTo('POST', RECOMMEND)[0]?.body).toEqual({
      recommendation: 'repudiate',
      customerReason: 'Not covered',
      note: 'Not covered',
    });
  });
});

describe('a claim on hold the customer answered', () => {
  it('offers to ask for more, and sends it as a new hold', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => json(200, onHold('2026-03-03T09:00:00.000Z')),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
      [`POST ${HOLD}`]: () => json(200, onHold(null)),
    });
    const { user } = await open();
    const region = await actions();
    expect(within(region).queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Ask for more' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the customer for more' });
    await user.click(within(dialog).getByRole('textbox', { name: /What is needed/ }));
    await user.paste('The page with the photo');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for more' }));
    await waitFor(() => expect(api.callsTo('POST', HOLD)).toHaveLength(1));
    expect(api.callsTo('POST', HOLD)[0]?.body).toEqual({ note: 'The page with the photo' });
  });

  it('asks nothing more and sends no such reason', async () => {
    const api = serve(onHold('2026-03-03T09:00:00.000Z'));
    const { user } = await open();
    const region = await actions();
    expect(within(region).queryByTestId('hold-waiting')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Recommend approval' }));
    const dialog = await screen.findByRole('dialog');
    expect(reasonBox(dialog)).toBeNull();
    await user.click(within(dialog).getByRole('textbox', { name: /Note for the confirmer/ }));
    await user.paste('In order');
    await user.click(within(dialog).getByRole('button', { name: 'Recommend approval' }));
    await waitFor(() => expect(api.callsTo('POST', RECOMMEND)).toHaveLength(1));
    expect(api.callsTo('POST', RECOMMEND)[0]?.body).toEqual({
      recommendation: 'approve',
      amount: 1_000_000,
      note: 'In order',
    });
  });
});
