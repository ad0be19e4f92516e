import { describe, expect, it } from 'vitest';
import { ON_BEHALF_ACCEPT_PAGE_ROUTE } from '@cover/domain/motor';
import { ACCEPT_PAGE_PATH } from './accept-path';

describe('the review page path the sign-in page knows', () => {
  it('is the domain’s', () => expect(ACCEPT_PAGE_PATH).toBe(ON_BEHALF_ACCEPT_PAGE_ROUTE));
});
