/**
 * /employee/accept opened while another employee is signed in (the link is valid, but not theirs): the page
 * says it was sent to someone else, without calling it theirs, and its "Sign out" comes back to the link
 * after the sign-in of the person it was sent to.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ON_BEHALF_LINK_FOR_SOMEONE_ELSE, ON_BEHALF_MESSAGES, ON_BEHALF_PATHS } from '@cover/domain/motor';
import type * as AmplifyClient from '../../../lib/identity/amplify-client';
import { mockFetch, refusal } from '../../../test/mock-fetch';
import { signIn } from '../../motor/shared/wizard/testing/purchase-fixtures';
import { REVIEW, TOKEN, renderAccept } from '../testing/accept-fixtures';

vi.mock('../../../lib/identity/amplify-client', async (original) => ({
  ...(await original<typeof AmplifyClient>()),
  withAuth: vi.fn(async () => undefined),
}));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/employee/accept: a link sent to someone else', () => {
  it('says it was sent to someone else and signs out, back to the link after the next sign-in', async () => {
    const api = mockFetch({
      [REVIEW]: () => refusal(403, ON_BEHALF_LINK_FOR_SOMEONE_ELSE, ON_BEHALF_MESSAGES.forSomeoneElse),
    });
    const { store, router, user } = await renderAccept(`/employee/accept#t=${TOKEN}`);
    expect(await screen.findByText(ON_BEHALF_MESSAGES.forSomeoneElse)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application for someone else' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/your application|for you/i)).toBeNull();
    expect(screen.queryByRole('link', { name: 'My motor cover' })).toBeNull();

    const visited: string[] = [];
    router.subscribe((state) => visited.push(`${state.location.pathname}${state.location.search}`));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/sign-in'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/employee/accept')}`),
    );
    expect(store.getState().employeeSession.isAuthenticated).toBe(false);
    // never the sign-in page without the way back (the page's own redirect of a signed-out visitor)
    expect(visited.filter((path) => path.startsWith('/employee/sign-in') && !path.includes('next='))).toEqual(
      [],
    );
    expect(sessionStorage.getItem('cover.onBehalf.token')).toBe(TOKEN);

    // the person it was sent to signs in and is back at the link, with its token
    signIn(store, 'employee', '20000003');
    await router.navigate('/employee/accept');
    await waitFor(() =>
      expect(api.callsTo('POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path)).toHaveLength(2),
    );
    expect(api.callsTo('POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path)[1]?.body).toEqual({
      token: TOKEN,
    });
  });

  it('keeps "My motor cover" for a link that is not valid, below the message, under a heading that claims nothing', async () => {
    mockFetch({ [REVIEW]: () => refusal(404, 'LINK_INVALID', ON_BEHALF_MESSAGES.tokenInvalid) });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    expect(await screen.findByText(ON_BEHALF_MESSAGES.tokenInvalid)).toBeInTheDocument();
    // below the alert, not squeezed into it beside the message
    expect(screen.getByRole('link', { name: 'My motor cover' }).closest('[role="alert"]')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review and accept an application' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
