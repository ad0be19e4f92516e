/** The operator sign-in form's checks, loaded apart from the page (issue 15: zod is not on its first paint). */
export { operatorLoginSchema } from '@cover/domain';
