import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { installPlainZodMessages, PLAIN_ZOD_MESSAGES } from './zod-messages';

afterAll(() => installPlainZodMessages());

const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

it('is zod with the plain messages installed as it loads (the build gives it for every bare zod)', async () => {
  // zod as it comes, without the messages the test setup installed
  z.config({ customError: undefined });
  expect(firstMessage(z.string(), undefined)).not.toBe(PLAIN_ZOD_MESSAGES.required);

  const withMessages = await import('./zod-with-messages');
  expect(withMessages.z).toBe(z);
  expect(withMessages.default).toBe(z);
  expect(firstMessage(withMessages.z.string(), undefined)).toBe(PLAIN_ZOD_MESSAGES.required);
  expect(firstMessage(withMessages.z.number(), 'x')).toBe(PLAIN_ZOD_MESSAGES.number);
});
