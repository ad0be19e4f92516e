import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function SignInButton() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      Sign in
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the prerendered HTML and true once hydrated', async () => {
    const html = renderToString(<SignInButton />);
    expect(html).toContain('disabled=""');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('button')?.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, <SignInButton />);
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
    container.remove();
  });
});
