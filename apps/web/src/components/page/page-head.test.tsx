import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHead, RENDERER_HOISTS_METADATA, useDocumentHead } from './page-head';

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

  it('is rendered as elements where React hoists them (the tests and the prerender run React 19)', () => {
    expect(RENDERER_HOISTS_METADATA).toBe(true);
  });
});

describe('useDocumentHead (Preact, which leaves a <title> where it is rendered)', () => {
  function Head({ title, description }: { title: string; description?: string }) {
    useDocumentHead(title, description);
    return null;
  }

  it("sets the head's title and its one description, and puts both back when the page goes", () => {
    document.title = 'Before';
    const template = document.createElement('meta');
    template.name = 'description';
    template.content = 'The template says this.';
    document.head.append(template);

    const { rerender, unmount } = render(
      <Head title="Motor cover – Telkom Cover" description="Car cover." />,
    );
    expect(document.title).toBe('Motor cover – Telkom Cover');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description()).toBe('Car cover.');

    rerender(<Head title="Your claim – Telkom Cover" description="Claim 12." />);
    expect(document.title).toBe('Your claim – Telkom Cover');
    expect(description()).toBe('Claim 12.');

    unmount();
    expect(document.title).toBe('Before');
    expect(description()).toBe('The template says this.');
    template.remove();
  });

  it('makes a description where the head has none, and takes it away again', () => {
    const { unmount } = render(<Head title="Device cover – Telkom Cover" description="Phone cover." />);
    expect(description()).toBe('Phone cover.');
    unmount();
    expect(description()).toBeUndefined();
  });

  it('leaves the description alone on a page that names none', () => {
    const { unmount } = render(<Head title="Sign in – Telkom Cover" />);
    expect(document.title).toBe('Sign in – Telkom Cover');
    expect(description()).toBeUndefined();
    unmount();
  });
});
