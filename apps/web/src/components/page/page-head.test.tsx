import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHead } from './page-head';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('PageHead', () => {
  it('titles the tab with the page, then the brand, from the head and not from the page', () => {
    const { container, unmount } = render(
      <main>
        <PageHead title="Your profile" />
        <h1>Your profile</h1>
      </main>,
    );
    expect(document.title).toBe('Your profile – Telkom Cover');
    expect(container.querySelector('title')).toBeNull();
    expect(description()).toBeUndefined();
    unmount();
  });

  it('puts the brand first on the home page and gives search results its description', () => {
    const { unmount } = render(
      <PageHead
        title="funeral, device and motor insurance"
        brandFirst
        description="Cover for Telkom customers."
      />,
    );
    expect(document.title).toBe('Telkom Cover – funeral, device and motor insurance');
    expect(description()).toBe('Cover for Telkom customers.');
    unmount();
    expect(description()).toBeUndefined();
  });

  it('comes first in server-rendered HTML, where the prerender takes it for the page head', () => {
    const html = renderToString(
      <main>
        <h1>Device cover</h1>
        <PageHead title="Device cover" description="Phone cover." />
      </main>,
    );
    expect(html).toMatch(
      /^<title>Device cover – Telkom Cover<\/title><meta name="description" content="Phone cover."\/>/,
    );
  });
});
