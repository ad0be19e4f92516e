import {
  ERROR_CATALOGUE,
  employeeUsernameVariants,
  maskEmail,
  type EmployeeRosterMatch,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { EmployeeRow } from '../../db/schema/employees.js';
import { AppError, VALIDATION_MESSAGE } from '../../platform/errors.js';
import type { AdminUser, IdpService } from '../idp/index.js';
import { rosterMismatches, toRosterMatch } from './roster-match.js';
import { findRosterEmployee } from './roster-repo.js';

type Notifier = { sendEmail(message: { to: string; subject: string; text: string }): Promise<unknown> };

export interface RegistrationDeps {
  db: Database;
  idp: Pick<IdpService, 'adminGetUser'>;
  notifier: Notifier;
  logger: { info(obj: Record<string, unknown>, msg: string): void };
}

const conflict = (code: string, message: string, field?: string) =>
  new AppError(409, code, message, field ? { [field]: message } : undefined);

/**
 * The public, pre-sign-in account checks (sign-up availability, username look-ups, forgot username, the
 * employee roster) and the rules the pools' pre-sign-up hooks enforce. All answers use catalogue texts.
 */
export function createRegistrationService(deps: RegistrationDeps) {
  const { idp } = deps;

  /** Retail: the SA ID number (the pool username) and the chosen preferred_username must both be free. */
  async function assertRetailIdentityFree(idNumber: string, preferredUsername: string | undefined) {
    const byId = await idp.adminGetUser('retail', idNumber);
    if (byId?.username.toLowerCase() === idNumber.toLowerCase()) {
      if (byId.status === 'UNCONFIRMED') {
        throw conflict('ID_REGISTERED_UNCONFIRMED', ERROR_CATALOGUE.ID_REGISTERED_UNCONFIRMED, 'idNumber');
      }
      throw conflict('ID_ALREADY_REGISTERED', ERROR_CATALOGUE.ID_ALREADY_REGISTERED, 'idNumber');
    }
    if (!preferredUsername) return;
    const byName = await idp.adminGetUser('retail', preferredUsername);
    if (byName) {
      if (byName.status === 'UNCONFIRMED') {
        throw conflict(
          'USERNAME_TAKEN_UNCONFIRMED',
          ERROR_CATALOGUE.USERNAME_TAKEN_UNCONFIRMED,
          'preferredUsername',
        );
      }
      throw conflict('USERNAME_TAKEN', ERROR_CATALOGUE.USERNAME_TAKEN, 'preferredUsername');
    }
  }

  /** Employee: the roster row for a salary reference (404), not yet registered under any of its forms (409). */
  async function rosterRowOpenForRegistration(salaryReferenceNumber: string): Promise<EmployeeRow> {
    const row = await findRosterEmployee(deps.db, salaryReferenceNumber);
    if (!row) {
      throw new AppError(404, 'NO_EMPLOYEE_DATA', ERROR_CATALOGUE.NO_EMPLOYEE_DATA, {
        salaryReferenceNumber: ERROR_CATALOGUE.NO_EMPLOYEE_DATA,
      });
    }
    for (const username of employeeUsernameVariants(row.salaryReferenceNumber)) {
      const user = await idp.adminGetUser('employee', username);
      if (user && user.username.toLowerCase() === username.toLowerCase()) {
        throw conflict(
          'SALARY_REF_ALREADY_REGISTERED',
          ERROR_CATALOGUE.SALARY_REF_ALREADY_REGISTERED,
          'salaryReferenceNumber',
        );
      }
    }
    return row;
  }

  async function employeeUsernameTaken(preferredUsername: string): Promise<boolean> {
    return (await idp.adminGetUser('employee', preferredUsername)) !== null;
  }

  async function retailUserByName(userName: string): Promise<AdminUser> {
    const user = await idp.adminGetUser('retail', userName);
    if (!user) throw new AppError(422, 'USERNAME_NOT_FOUND', ERROR_CATALOGUE.USERNAME_NOT_FOUND);
    return user;
  }

  return {
    assertRetailIdentityFree,
    rosterRowOpenForRegistration,
    employeeUsernameTaken,

    async retailSignUpCheck(input: { preferredUsername: string; idNumber: string }) {
      await assertRetailIdentityFree(input.idNumber, input.preferredUsername);
      return { available: true as const };
    },

    /** Before forgot password: the account exists; where its reset code would go (masked). */
    async checkUsername(userName: string) {
      const user = await retailUserByName(userName);
      const email = user.attributes.email;
      return {
        userName: user.username,
        emailVerified: user.attributes.email_verified === 'true',
        destination: email ? maskEmail(email) : null,
      };
    },

    /**
     * Mails the SA ID username and the preferred username to the VERIFIED email on file — never to an address
     * the caller names (docs/decisions/0004-forgot-username.md).
     */
    async sendForgotUsername(idNumber: string) {
      const user = await idp.adminGetUser('retail', idNumber);
      if (!user || user.username !== idNumber) {
        throw new AppError(422, 'USER_NOT_FOUND', ERROR_CATALOGUE.FORGOT_USERNAME_NOT_FOUND(idNumber));
      }
      const email = user.attributes.email;
      if (!email || user.attributes.email_verified !== 'true') {
        throw new AppError(
          422,
          'EMAIL_NOT_VERIFIED',
          'We cannot send your username because the email address on your account is not verified. Please contact us.',
        );
      }
      const preferred = user.attributes.preferred_username;
      const greeting = user.attributes.given_name ? `Hello ${user.attributes.given_name},` : 'Hello,';
      const lines = [
        greeting,
        '',
        'You asked us to remind you of your Telkom Cover username. You can sign in with either of these:',
        `  - your SA ID number: ${user.username}`,
        ...(preferred ? [`  - your username: ${preferred}`] : []),
        '',
        'If you did not ask for this, you can ignore this email.',
      ];
      await deps.notifier.sendEmail({
        to: email,
        subject: 'Your Telkom Cover username',
        text: lines.join('\n'),
      });
      deps.logger.info({ userId: user.sub }, 'forgot-username mail sent');
      return { destination: maskEmail(email) };
    },

    async employeeLookup(salaryReferenceNumber: string): Promise<EmployeeRosterMatch> {
      return toRosterMatch(await rosterRowOpenForRegistration(salaryReferenceNumber));
    },

    /** The registration form (minus password) against the roster: the pool username to sign up with. */
    async employeeRegistrationCheck(form: {
      salaryReferenceNumber: string;
      idNumber: string;
      firstName: string;
      lastName: string;
      userName: string;
    }) {
      const row = await rosterRowOpenForRegistration(form.salaryReferenceNumber);
      const fields: Record<string, string> = { ...rosterMismatches(row, form) };
      if (await employeeUsernameTaken(form.userName)) fields.userName = ERROR_CATALOGUE.USERNAME_TAKEN;
      if (Object.keys(fields).length > 0) {
        throw new AppError(422, 'REGISTRATION_MISMATCH', VALIDATION_MESSAGE, fields);
      }
      return { username: row.salaryReferenceNumber };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
