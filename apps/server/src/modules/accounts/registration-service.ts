import {
  ERROR_CATALOGUE,
  FORGOT_USERNAME_SENT_MESSAGE,
  employeeUsernameVariants,
  type EmployeeRosterMatch,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { EmployeeRow } from '../../db/schema/employees.js';
import { AppError, VALIDATION_MESSAGE } from '../../platform/errors.js';
import type { IdpService } from '../idp/index.js';
import { rosterMismatches, toRosterMatch } from './roster-match.js';
import { findRosterEmployee } from './roster-repo.js';

type Notifier = { sendEmail(message: { to: string; subject: string; text: string }): Promise<unknown> };

export interface RegistrationDeps {
  db: Database;
  idp: Pick<IdpService, 'adminGetUser'>;
  notifier: Notifier;
  logger: { info(obj: Record<string, unknown>, msg: string): void };
}

/** What the pool takes as a sign-in name: no white space, at most 128 characters. */
const SIGN_IN_NAME = /^[\p{L}\p{M}\p{S}\p{N}\p{P}]{1,128}$/u;

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

  /**
   * Employee: the roster row whose salary reference number AND SA ID number both match (404 with the same
   * message when either does not, so the roster cannot be browsed by salary reference number), not yet
   * registered under any form of its salary reference number (409). docs/decisions/0010-account-privacy.md
   */
  async function rosterRowOpenForRegistration(
    salaryReferenceNumber: string,
    idNumber: string | undefined,
  ): Promise<EmployeeRow> {
    const row = await findRosterEmployee(deps.db, salaryReferenceNumber);
    if (!row || row.idNumber !== (idNumber ?? '').trim()) {
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

  return {
    assertRetailIdentityFree,
    rosterRowOpenForRegistration,
    employeeUsernameTaken,

    async retailSignUpCheck(input: { preferredUsername: string; idNumber: string }) {
      await assertRetailIdentityFree(input.idNumber, input.preferredUsername);
      return { available: true as const };
    },

    /**
     * Before forgot password: can the text be a sign-in name at all? It never says whether an account has it
     * and gives nothing of any account (the pool accepts the SA ID number or the username as typed).
     */
    checkUsername(userName: string) {
      if (!SIGN_IN_NAME.test(userName)) {
        throw new AppError(422, 'USERNAME_NOT_FOUND', ERROR_CATALOGUE.USERNAME_NOT_FOUND);
      }
      return { userName };
    },

    /**
     * Mails the SA ID username and the preferred username to the VERIFIED email on file — never to an address
     * the caller names (docs/decisions/0004-forgot-username.md). The answer is the same whether or not the ID
     * number has an account with a verified email: the email itself is the only answer.
     */
    async sendForgotUsername(idNumber: string) {
      const user = await idp.adminGetUser('retail', idNumber);
      const email = user?.username === idNumber ? user.attributes.email : undefined;
      if (user && email && user.attributes.email_verified === 'true') {
        const preferred = user.attributes.preferred_username;
        const greeting = user.attributes.given_name ? `Hello ${user.attributes.given_name},` : 'Hello,';
        const lines = [
          greeting,
          '',
          'You asked us to remind you of your Telkom Cover username. You can sign in with either of these:',
          // never the whole ID number in an email: its last digits say which one, and the customer knows it
          `  - your South African ID number (the one ending ${user.username.slice(-4)})`,
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
      }
      return { message: FORGOT_USERNAME_SENT_MESSAGE };
    },

    async employeeLookup(salaryReferenceNumber: string, idNumber: string): Promise<EmployeeRosterMatch> {
      return toRosterMatch(await rosterRowOpenForRegistration(salaryReferenceNumber, idNumber));
    },

    /** The registration form (minus password) against the roster: the pool username to sign up with. */
    async employeeRegistrationCheck(form: {
      salaryReferenceNumber: string;
      idNumber: string;
      firstName: string;
      lastName: string;
      userName: string;
    }) {
      const row = await rosterRowOpenForRegistration(form.salaryReferenceNumber, form.idNumber);
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
