/**
 * zod as the browser build has it: the bare 'zod' of the app and the domain resolves to this module
 * (vite/zod-with-messages.ts), which is zod itself with the plain messages installed as it loads
 * (zod-messages.ts). Wherever zod first arrives (a form's checks, a contract a page parses with), no zod
 * wording can reach a visitor, so the page need not fetch zod ahead of need for that: with the data saver
 * on it does not (main.tsx). This module and zod-messages.ts import zod itself.
 */
import { installPlainZodMessages } from './zod-messages';

export * from 'zod';
export { default } from 'zod';

installPlainZodMessages();
