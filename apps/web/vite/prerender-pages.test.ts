import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../src/prerender/render-page';
import { renderWithoutErrors } from './prerender-pages';

const PAGE: RenderedPage = { html: '<main>Motor</main>', styles: '', head: '' };

describe('renderWithoutErrors', () => {
  it('gives the rendered page when nothing was logged', async () => {
    await expect(renderWithoutErrors(async () => PAGE, '/motor')).resolves.toBe(PAGE);
  });

  it('fails the page that logged an error while it rendered, naming the page and the error', async () => {
    const render = async () => {
      console.error('fetch failed:', new TypeError('Failed to parse URL from /api/x'));
      return PAGE;
    };
    await expect(renderWithoutErrors(render, '/motor')).rejects.toThrow(
      /^\/motor logged an error while it was prerendered: fetch failed: TypeError: Failed to parse URL/,
    );
  });

  it('fails the page whose request failed just after it rendered', async () => {
    const render = async () => {
      setTimeout(() => console.error('a request failed late'), 0);
      return PAGE;
    };
    await expect(renderWithoutErrors(render, '/funeral')).rejects.toThrow(/a request failed late/);
  });

  it('puts console.error back afterwards, whether the page failed or not', async () => {
    const before = console.error;
    await renderWithoutErrors(async () => PAGE, '/');
    await renderWithoutErrors(async () => {
      console.error('x');
      return PAGE;
    }, '/').catch(() => undefined);
    expect(console.error).toBe(before);
  });
});
