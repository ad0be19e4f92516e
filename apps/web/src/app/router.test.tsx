import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { DEFAULT_CONFIG, json, mockFetch } from '../test/mock-fetch';
import { Providers } from './providers';
import { routes } from './router';
import { createAppStore } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const { store } = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('router', () => {
  it('renders the home page inside the shell landmarks', async () => {
    mockFetch();
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /insurance made simple/i }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /skip to main content/i })).toHaveAttribute(
      'href',
      '#main-content',
    );
    const products = screen.getByRole('navigation', { name: /products/i });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Funeral', 'Device', 'Motor']);
    expect(screen.getByRole('heading', { name: 'Funeral cover' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /talk to a consultant/i })).toBeInTheDocument();
  });

  it('renders each legal page from the footer links', async () => {
    mockFetch();
    const router = renderAt('/');
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    const hrefs = within(legal)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/privacy-notice', '/terms-of-use', '/complaints', '/disclosures']);

    await router.navigate('/privacy-notice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByText(/section 69 of popia/i)).toBeInTheDocument();
    await router.navigate('/complaints');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complaints' })).toBeInTheDocument();
    expect(screen.getAllByText(/national financial ombud scheme/i).length).toBeGreaterThan(0);
    await router.navigate('/disclosures');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Provider disclosures' }),
    ).toBeInTheDocument();
  });

  it('shows not found for unknown paths, also inside an audience area', async () => {
    mockFetch();
    const router = renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: /could not find that page/i })).toBeInTheDocument();
    await router.navigate('/retail/no-such-page');
    expect(await screen.findByRole('heading', { name: /could not find that page/i })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('hides the development mailbox unless config.devMailbox is true', async () => {
    mockFetch();
    renderAt('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: /could not find that page/i })).toBeInTheDocument();
  });

  it('lists outbox messages when the development mailbox is on', async () => {
    mockFetch({
      'GET /api/config': () => json(200, { ...DEFAULT_CONFIG, devMailbox: true }),
      'GET /api/dev/outbox': () =>
        json(200, {
          messages: [
            {
              id: 'm1',
              channel: 'email',
              to: 'thandi@example.co.za',
              subject: 'Your verification code',
              text: 'Your code is 123456',
              status: 'sent',
              createdAt: '2025-10-01T08:00:00.000Z',
              sentAt: '2025-10-01T08:00:01.000Z',
            },
          ],
        }),
    });
    renderAt('/dev/mailbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Development mailbox' })).toBeInTheDocument();
    const message = await screen.findByRole('article', { name: 'Your verification code' });
    expect(message).toHaveTextContent('To: thandi@example.co.za');
    expect(message).toHaveTextContent('Your code is 123456');
    // Reachable at its own address only: the public footer does not link to it.
    expect(screen.queryByRole('link', { name: 'Development mailbox' })).not.toBeInTheDocument();
  });

  it('answers /device and /motor with their product pages, linked from the header', async () => {
    mockFetch();
    const router = renderAt('/device');
    expect(await screen.findByRole('heading', { level: 1, name: 'Device insurance' })).toBeInTheDocument();
    const products = screen.getByRole('navigation', { name: /products/i });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/funeral', '/device', '/motor']);
    await router.navigate('/motor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Motor insurance' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /could not find that page/i })).not.toBeInTheDocument();
  });
});
