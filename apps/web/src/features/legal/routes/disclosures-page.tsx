import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PATHS } from '../../../app/paths';
import { COMPANY } from '../company-details';
import { LegalPage, type LegalSection } from '../components/legal-page';

const { intermediary, lifeInsurer, generalInsurer, emails } = COMPANY;

const SECTIONS: LegalSection[] = [
  {
    id: 'intermediary',
    title: 'The intermediary',
    content: (
      <ul>
        <li>
          {intermediary.name}, {intermediary.registration}, {COMPANY.address}.
        </li>
        <li>
          An authorised financial services provider, {intermediary.fsp}, under the Financial Advisory and
          Intermediary Services Act 37 of 2002 (FAIS).
        </li>
        <li>
          Authorised for Long-term Insurance subcategory A and Short-term Insurance Personal Lines, to give
          factual information and, through accredited representatives, advice.
        </li>
        <li>Holds professional indemnity and fidelity guarantee cover.</li>
        <li>
          Compliance officer: <Link href={`mailto:${emails.compliance}`}>{emails.compliance}</Link>.
        </li>
        <li>
          Representatives act under supervision where required; their names, accreditation and supervisor are
          available on request.
        </li>
      </ul>
    ),
  },
  {
    id: 'insurers',
    title: 'The insurers',
    content: (
      <ul>
        <li>
          {lifeInsurer.name}, a {lifeInsurer.licence}, {lifeInsurer.fsp}: underwrites {lifeInsurer.lines}.
        </li>
        <li>
          {generalInsurer.name}, a {generalInsurer.licence}, {generalInsurer.fsp}: underwrites{' '}
          {generalInsurer.lines}.
        </li>
        <li>
          The insurer named on your policy schedule carries the risk and pays valid claims. The intermediary
          collects premiums on its behalf under a written agreement.
        </li>
      </ul>
    ),
  },
  {
    id: 'conflicts',
    title: 'Conflicts of interest and remuneration',
    content: (
      <>
        <p>
          {intermediary.name} belongs to the Telkom group and offers cover from the insurers above only. It
          holds no shares in the insurers, and the insurers hold none in it. It earns commission and binder
          fees from the insurers, within the limits of the insurance regulations; the amount is shown on your
          policy schedule and you pay no extra fee for the intermediary's services.
        </p>
        <p>
          Representatives are not paid incentives that depend on selling one product rather than another. Our
          conflict of interest management policy is available on request from the compliance officer.
        </p>
      </>
    ),
  },
  {
    id: 'cooling-off',
    title: 'Cooling-off period',
    content: (
      <ul>
        <li>
          Funeral and credit life cover (long-term insurance): you may cancel within 31 days after receiving
          your policy summary.
        </li>
        <li>
          Device and motor cover (short-term insurance): you may cancel within 14 days after receiving your
          policy documents.
        </li>
        <li>
          Tell us in writing or in your online account. We refund the premiums you paid, provided no claim has
          been made.
        </li>
      </ul>
    ),
  },
  {
    id: 'premiums',
    title: 'Premiums, grace period and lapse',
    content: (
      <ul>
        <li>
          Premiums are monthly, by debit order on the 12th, 15th, 20th, 25th or last day of the month, or by
          Telkom salary deduction for employees.
        </li>
        <li>
          If a premium is missed, your cover continues for a grace period of 15 days and we tell you. If the
          premium is still unpaid after the grace period, the policy lapses and no claims are paid for events
          after that.
        </li>
        <li>We give you at least 31 days' written notice of any change to your premium or benefits.</li>
      </ul>
    ),
  },
  {
    id: 'waiting-periods',
    title: 'Waiting periods and important terms',
    content: (
      <ul>
        <li>
          Funeral cover: a 6-month waiting period for natural death; none for accidental death. No new waiting
          period applies if you replace similar cover that ended within 31 days.
        </li>
        <li>Funeral benefits are limited to R100&nbsp;000 per life across all policies with the insurer.</li>
        <li>Children are covered up to age 21, or 25 while studying full time.</li>
        <li>Exclusions and limits are listed in your policy wording; please read them.</li>
      </ul>
    ),
  },
  {
    id: 'claims',
    title: 'Claims',
    content: (
      <p>
        Submit claims online or through a consultant, as soon as possible after the event. For funeral claims
        we need the death certificate, the notice of death (DHA-1663), ID documents and a bank confirmation
        not older than three months; we aim to pay within 48 hours of receiving all documents. If a claim is
        declined we give our reasons in writing, and you have at least 90 days to ask us to reconsider.
      </p>
    ),
  },
  {
    id: 'documents',
    title: 'Your documents and complaints',
    content: (
      <p>
        You receive a policy summary and schedule within 30 days after your cover starts, and you can download
        them from your account. If anything goes wrong, see our{' '}
        <Link component={RouterLink} to={PATHS.complaints}>
          complaints process
        </Link>
        , including the independent ombud.
      </p>
    ),
  },
];

export function DisclosuresPage() {
  return (
    <LegalPage
      title="Provider disclosures"
      intro={
        <p>
          The information the FAIS General Code of Conduct and the Policyholder Protection Rules require us to
          give you before you buy, about who we are, who insures you, and your rights.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
