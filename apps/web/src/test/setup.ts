import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { afterEach } from 'vitest';
import { resetPublicConfig } from '../app/public-config';
import { installPlainZodMessages } from '../lib/zod-messages';
import { installFastLabelControl } from './label-control';
import { installSubjectFilteredStyleMatch } from './style-match';

// As main.tsx does: zod issues without a message of their own read as plain sentences.
installPlainZodMessages();

// Lazy routes load their chunks on first use; on a busy machine that takes more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up. Each test is a new
// page: GET /api/config is loaded once per page (public-config.ts), so it is forgotten between tests, and a
// new tab's sessionStorage (the drafts forms keep, lib/tab-storage.ts) starts empty.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetPublicConfig();
});

// Node's fetch Request rejects relative URLs; the browser resolves them against the page. Tests run the
// app's real '/api' base URL, so resolve it the way a browser does.
const NativeRequest = globalThis.Request;
class PageRelativeRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRelativeRequest;

// The `web` project runs each file in a VM context of its own (vitest.projects.ts), where the page's crypto
// is jsdom's: random values without the SubtleCrypto a browser offers on a secure page (localhost included).
// The upload journal digests the inspection link's token with it, so give the page the platform's own.
if (!globalThis.crypto.subtle)
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });

// getByLabelText asks every label for its control, which jsdom finds by walking the whole document.
installFastLabelControl();
// getComputedStyle tries every style rule on the element; rules for tags and classes it lacks are refused first.
installSubjectFilteredStyleMatch();
