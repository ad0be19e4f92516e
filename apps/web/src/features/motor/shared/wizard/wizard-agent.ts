import { createContext, useContext, type ReactNode } from 'react';
import type {
  CheckVehicleExistsReply,
  MotorApplication,
  MotorQuoteInputDraft,
  MotorQuotePackage,
  MotorSchemesReply,
} from '@cover/domain/motor';
import type { CreditLifeQuoteCaller } from '../api/credit-life-quote-api';

/** An RTK Query call's settled result. */
export type AgentCallResult<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/**
 * Someone who fills the motor wizard in FOR a customer (the operator desk, for a rostered employee's policy
 * holder): whose draft it is, the customer's schemes and name, the calls made for the customer, and the
 * steps that are the agent's own (the inspection link goes to the customer; the declaration is the
 * customer's, so the last step sends the application to them instead). Without an agent the wizard is the
 * signed-in customer's own.
 */
export interface MotorWizardAgent {
  /** whose draft it is, e.g. 'operator:<operator>:<policyHolderId>' */
  draftOwner: string;
  /** the customer's full name (the debit order's account holder by default) */
  customerName: string;
  /** the customer's names apart */
  customerNames: { firstName: string; lastName: string };
  /**
   * what the form says when the customer is the person responsible for the finance: their names and ID
   * number are not asked, the server fills them in (the desk is never shown the ID number)
   */
  responsibleOnFile: string;
  /**
   * the most years of motor insurance the customer's age allows (the desk's holder view carries it, never
   * the date of birth); null when not known (0–50 offered)
   */
  mostInsuranceYears: number | null;
  /** the schemes the customer may be quoted on */
  schemes: MotorSchemesReply;
  /** the page's title and back link */
  title: string;
  back: { to: string; label: string };
  /** who prices vehicle credit life for the customer (the desk's call for the holder it acts for) */
  creditLifeQuoteCaller: CreditLifeQuoteCaller;
  /**
   * whether the vehicle is insured already, by its registration number and VIN (the desk's own check, asked
   * when they are entered, so no inspection link goes out for it); its message is the agent's to read
   */
  checkVehicle: (vehicle: {
    registrationNo?: string;
    vin?: string;
  }) => PromiseLike<AgentCallResult<CheckVehicleExistsReply>>;
  /** getVehicleQuote for the customer */
  quote: (input: MotorQuoteInputDraft) => PromiseLike<AgentCallResult<MotorQuotePackage>>;
  /** createApplication for the customer (the registration body, the attempt's idempotency key) */
  register: (
    body: Record<string, unknown>,
    idempotencyKey: string,
  ) => PromiseLike<AgentCallResult<{ application: MotorApplication }>>;
  /**
   * said on the quote step once the quote is shown, in place of the customer's own underwriter notice (the
   * desk's note to the operator that the customer's acceptance will go to an underwriter, and why)
   */
  quoteNotice: ReactNode;
  /** the agent's own steps by step number (the inspection, the last step) */
  steps: Readonly<Partial<Record<number, ReactNode>>>;
}

export const MotorWizardAgentContext = createContext<MotorWizardAgent | null>(null);

/** The agent filling the wizard in, or null when it is the signed-in customer's own. */
export const useMotorWizardAgent = () => useContext(MotorWizardAgentContext);
