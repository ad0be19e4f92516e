import Link from '@mui/material/Link';
import { COMPANY, OMBUD } from '../company-details';
import { LegalPage, type LegalSection } from '../components/legal-page';

const { intermediary, lifeInsurer, generalInsurer, emails } = COMPANY;

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who is responsible for your information',
    content: (
      <>
        <p>
          The insurer of your policy is the responsible party for the personal information needed to quote,
          underwrite, administer and pay claims on that policy: {lifeInsurer.name} for {lifeInsurer.lines},
          and {generalInsurer.name} for {generalInsurer.lines}.
        </p>
        <p>
          {intermediary.name} ({intermediary.fsp}), a subsidiary of Telkom, is the intermediary: it markets
          the cover, runs this website, arranges call backs, and collects premiums on the insurers' behalf. It
          processes your information as an operator for the insurers, and as a responsible party for this
          website and for marketing it does with your consent.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <ul>
        <li>
          Identity and contact details: name, South African ID number, date of birth, gender, email, mobile
          and address.
        </li>
        <li>
          Employment details for employees: salary reference number and employee type, to deduct premiums from
          salary.
        </li>
        <li>
          Cover details: the people you insure (spouse, children, extended family) and your beneficiaries,
          with their ID numbers or dates of birth.
        </li>
        <li>
          Insured items: your phone's make, model and IMEI number, or your vehicle's details and finance
          information.
        </li>
        <li>Payment details: bank account for debit orders, and payment history.</li>
        <li>
          Claims information, including death certificates and other documents you upload. Some of this is
          special personal information (for example health information), which we process only as POPIA allows
          for insurance.
        </li>
        <li>
          Technical information: sign-in events, and error reports from this website (page address, browser
          type and the error itself, never what you typed into forms or your password).
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    content: (
      <ul>
        <li>To give you a quote, decide whether to accept the risk, and issue and administer your policy.</li>
        <li>
          To collect premiums by debit order or salary deduction, and to tell you about missed payments.
        </li>
        <li>
          To assess and pay claims, and to prevent and detect fraud, including checks with industry databases.
        </li>
        <li>To meet legal duties, such as FICA, tax, the Insurance Act and reporting to regulators.</li>
        <li>To call you back when you ask us to. We use those call-back details only for that request.</li>
        <li>To keep this website secure and working, using error reports without form contents.</li>
      </ul>
    ),
  },
  {
    id: 'direct-marketing',
    title: 'Direct marketing and your consent',
    content: (
      <>
        <p>
          Section 69 of POPIA allows electronic direct marketing (SMS, email, automated calls) only with your
          consent, or to existing customers about similar products with a chance to opt out each time. We ask
          for consent separately from any application; you do not have to give it to buy cover. We record when
          you gave consent and the exact wording you agreed to.
        </p>
        <p>
          You can withdraw consent at any time by replying STOP to an SMS, using the unsubscribe link in an
          email, or writing to <Link href={`mailto:${emails.privacy}`}>{emails.privacy}</Link>. We stop within
          24 hours of receiving your request.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>
          We share information only as needed: between the insurers and the intermediary; with reinsurers;
          with service providers who repair or replace phones, assess vehicle claims or tow vehicles; with
          banks and payroll to collect premiums; with industry fraud databases; and with regulators, the ombud
          or a court when the law requires it. Every service provider is bound by a written agreement to keep
          it confidential and secure.
        </p>
        <p>
          If information is processed outside South Africa (for example by a cloud service), we make sure the
          country or the recipient offers protection comparable to POPIA, as section 72 requires.
        </p>
      </>
    ),
  },
  {
    id: 'retention-security',
    title: 'How long we keep it, and how we protect it',
    content: (
      <p>
        We keep policy and claims records for at least five years after the policy ends, as financial services
        laws require, and call-back requests for no longer than twelve months. Information is encrypted in
        transit, access is limited to staff who need it, passwords are never stored in readable form, and we
        notify you and the Information Regulator of any security compromise.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <ul>
        <li>Ask whether we hold information about you, and for a copy of it.</li>
        <li>
          Ask us to correct information that is wrong, or to delete information we are no longer allowed to
          keep.
        </li>
        <li>Object to processing on reasonable grounds, and to direct marketing at any time.</li>
        <li>
          Complain to the {OMBUD.regulator.name} at{' '}
          <Link href={`mailto:${OMBUD.regulator.email}`}>{OMBUD.regulator.email}</Link> (
          <Link href={OMBUD.regulator.website}>{OMBUD.regulator.website.replace('https://', '')}</Link>).
        </li>
      </ul>
    ),
  },
  {
    id: 'information-officer',
    title: 'Information officer',
    content: (
      <p>
        Write to the Information Officer, {intermediary.name}, {COMPANY.address}, or email{' '}
        <Link href={`mailto:${emails.privacy}`}>{emails.privacy}</Link>. The information officer handles
        requests for the insurers too. We reply within 30 days. Our PAIA manual describes how to request
        records.
      </p>
    ),
  },
];

export function PrivacyNoticePage() {
  return (
    <LegalPage
      title="Privacy notice"
      intro={
        <p>
          This notice explains how {COMPANY.brand} collects and uses your personal information under the
          Protection of Personal Information Act 4 of 2013 (POPIA), and what you can do about it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
