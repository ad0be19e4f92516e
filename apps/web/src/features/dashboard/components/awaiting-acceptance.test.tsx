import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ON_BEHALF_PATHS } from '@cover/domain/motor';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { rememberAcceptToken, rememberAcceptTokenFor } from '../../on-behalf/lib/accept-token';
import { motorApplication } from '../../motor/shared/wizard/testing/purchase-fixtures';
import { review, TOKEN } from '../../on-behalf/testing/accept-fixtures';
import { AwaitingAcceptance } from './awaiting-acceptance';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const LIST = `GET ${ON_BEHALF_PATHS.getOnBehalfApplications.path}`;

describe('the employee dashboard’s "waits for your acceptance" (QA walk 13, finding 7)', () => {
  it('says an application waits for the employee’s acceptance, and how to accept it', async () => {
    mockFetch({ [LIST]: () => json(200, { data: [review()] }) });
    renderWithApp(<AwaitingAcceptance />, { path: '/employee' });
    const notice = await screen.findByRole('region', { name: 'An application waits for your acceptance' });
    expect(within(notice).getByText(/Olivia Operator applied for motor cover for you/)).toBeInTheDocument();
    expect(
      within(notice).getByText(/We emailed and texted you a link on .* Open that link to accept/),
    ).toBeInTheDocument();
    // a lost email or SMS is no dead end (QA walk 15, finding 2)
    expect(within(notice).getByRole('button', { name: 'Send me the link again' })).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'See it in My motor cover' })).toHaveAttribute(
      'href',
      '/employee/motor/policies',
    );
  });

  it('leads to the review page of the application whose link was opened in this tab', async () => {
    rememberAcceptTokenFor(review().application.applicationId, TOKEN);
    mockFetch({ [LIST]: () => json(200, { data: [review()] }) });
    renderWithApp(<AwaitingAcceptance />, { path: '/employee' });
    expect(await screen.findByRole('link', { name: 'Review and accept' })).toHaveAttribute(
      'href',
      `/employee/accept#t=${TOKEN}`,
    );
  });

  it('with two waiting, leads each to its own review page, never to the other’s link', async () => {
    const other = review({
      application: motorApplication({ applicationId: 'app-other', applicationNumber: 'APP-2026-000099' }),
    });
    // the other's link was the last opened in this tab, but it is not this application's
    rememberAcceptTokenFor(review().application.applicationId, TOKEN);
    rememberAcceptToken('tok_zyxwvutsrqponmlkjihgfedcba543210');
    mockFetch({ [LIST]: () => json(200, { data: [review(), other] }) });
    renderWithApp(<AwaitingAcceptance />, { path: '/employee' });
    const links = await screen.findAllByRole('link', { name: 'Review and accept' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/employee/accept#t=${TOKEN}`);
    expect(
      screen.getByText(/We emailed and texted you a link on .* Open that link to accept/),
    ).toBeInTheDocument();
  });

  it('says nothing when none waits (accepted, declined, or none at all)', async () => {
    const { callsTo } = mockFetch({
      [LIST]: () =>
        json(200, {
          data: [
            review({
              acceptance: { ...review().acceptance, status: 'ACCEPTED', statusLabel: 'Accepted' },
            }),
          ],
        }),
    });
    renderWithApp(<AwaitingAcceptance />, { path: '/employee' });
    await vi.waitFor(() =>
      expect(callsTo('GET', ON_BEHALF_PATHS.getOnBehalfApplications.path)).toHaveLength(1),
    );
    expect(screen.queryByRole('region', { name: 'An application waits for your acceptance' })).toBeNull();
  });
});
