import { z } from 'zod';

/** POST api/operator/login (spec: payload name, pass). Sets an HttpOnly session cookie. */
export const operatorLoginSchema = z.object({
  name: z.string().trim().min(1, 'Username is required').max(100),
  pass: z.string().min(1, 'Password is required').max(256),
});
export type OperatorLogin = z.infer<typeof operatorLoginSchema>;

/** The operator as the client holds it (operatorUser). */
export const operatorUserSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
});
export type OperatorUser = z.infer<typeof operatorUserSchema>;

/** GET api/operator/getUserName */
export const operatorUserNameSchema = z.object({ userName: z.string(), displayName: z.string() });
