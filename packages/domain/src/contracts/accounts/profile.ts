import { z } from 'zod';
import { emailField, personNameField, saMobileField } from '../../validators/zod-fields.js';

/** The profile attributes a user may change (spec 000 §3 "Profile attributes"). */
export const PROFILE_ATTRIBUTE_NAMES = [
  'given_name',
  'family_name',
  'email',
  'phone_number',
  'preferred_username',
  'custom:communicationType',
] as const;
export type ProfileAttributeName = (typeof PROFILE_ATTRIBUTE_NAMES)[number];

/** Attributes whose change must be verified with a code before it takes effect. */
export const VERIFIABLE_ATTRIBUTES = ['email', 'phone_number'] as const;
export type VerifiableAttribute = (typeof VERIFIABLE_ATTRIBUTES)[number];

export const COMMUNICATION_TYPES = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
] as const;

const attributeValue: Record<ProfileAttributeName, z.ZodType<string>> = {
  given_name: personNameField,
  family_name: personNameField,
  email: emailField,
  phone_number: saMobileField,
  preferred_username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(40, 'Username must be at most 40 characters')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain letters, digits, dots, dashes and underscores only'),
  'custom:communicationType': z.enum(['email', 'sms'], { message: 'Please choose email or SMS' }),
};

/** One Name/Value pair of the profile update payload; the value is checked by the attribute's own rule. */
export const profileAttributeSchema = z
  .object({ Name: z.enum(PROFILE_ATTRIBUTE_NAMES), Value: z.string() })
  .transform((pair, ctx) => {
    const parsed = attributeValue[pair.Name].safeParse(pair.Value);
    if (!parsed.success) {
      ctx.issues.push({
        code: 'custom',
        path: ['Value'],
        message: parsed.error.issues[0]?.message ?? 'Invalid value',
        input: pair.Value,
      });
      return z.NEVER;
    }
    return { Name: pair.Name, Value: parsed.data };
  });

/** A list of Name/Value pairs (each name at most once): the profile update payload of spec 000 §3. */
export const profileAttributeListSchema = z
  .array(profileAttributeSchema)
  .min(1, 'Nothing to update')
  .max(PROFILE_ATTRIBUTE_NAMES.length)
  .refine(
    (pairs) => new Set(pairs.map((pair) => pair.Name)).size === pairs.length,
    'Each attribute may appear once',
  );
export type UpdateProfileAttributes = z.input<typeof profileAttributeListSchema>;

/** Asked for before a new email or mobile number (the account's recovery channels) is accepted. */
export const CURRENT_PASSWORD_REQUIRED =
  'Please enter your current password to change your email address or mobile number';

/** The account's current password, re-checked by the server against the user pool. */
export const currentPasswordField = z
  .string()
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(256, CURRENT_PASSWORD_REQUIRED);

/**
 * POST updateProfileAttributes: the spec's list of Name/Value pairs, or the same list with the current
 * password, which a new email or mobile number needs (both are how a locked-out customer gets back in).
 */
export const updateProfileAttributesSchema = z.union([
  profileAttributeListSchema,
  z.object({ attributes: profileAttributeListSchema, currentPassword: currentPasswordField }),
]);
export type UpdateProfileAttributesBody = z.input<typeof updateProfileAttributesSchema>;

/**
 * The reply to a profile update: what was saved, which changed attributes now wait for a code, and which
 * were left as they were because no code could be sent to them (the hourly code limit).
 */
export const updateProfileAttributesReplySchema = z.object({
  updated: z.array(z.string()),
  pendingVerification: z.array(
    z.object({
      attribute: z.enum(VERIFIABLE_ATTRIBUTES),
      deliveryMedium: z.enum(['EMAIL', 'SMS']),
      destination: z.string(),
    }),
  ),
  notSaved: z.array(z.enum(VERIFIABLE_ATTRIBUTES)).optional(),
  /** with notSaved: when a new code can be asked for ('You can ask for a new code in about 20 minutes.') */
  codeWait: z.string().optional(),
});
export type UpdateProfileAttributesReply = z.infer<typeof updateProfileAttributesReplySchema>;

/** GET user/getAdminUser?userName= */
export const getAdminUserQuerySchema = z.object({
  userName: z.string().trim().min(1, 'Username is required'),
});

/** A user's own profile, as the portal shows it (retail; the employee profile extends it). */
export const userProfileSchema = z.object({
  userName: z.string(),
  preferredUsername: z.string().nullable(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
  communicationType: z.string().nullable(),
  /** A changed email or mobile that waits for its code. */
  pendingEmail: z.string().nullable(),
  pendingPhoneNumber: z.string().nullable(),
  status: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const attributeVerificationCodeRequestSchema = z.object({ attribute: z.enum(VERIFIABLE_ATTRIBUTES) });
export const codeDeliverySchema = z.object({
  attribute: z.enum(VERIFIABLE_ATTRIBUTES),
  deliveryMedium: z.enum(['EMAIL', 'SMS']),
  destination: z.string(),
});
export type CodeDelivery = z.infer<typeof codeDeliverySchema>;

export const otpCodeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6-digit code');

export const verifyAttributeCodeSchema = z.object({
  attribute: z.enum(VERIFIABLE_ATTRIBUTES),
  code: otpCodeField,
});

/** The reply to verifyUserAttributeCode: the attribute now holds the verified value. */
export const verifyAttributeCodeReplySchema = z.object({
  attribute: z.enum(VERIFIABLE_ATTRIBUTES),
  verified: z.literal(true),
});
