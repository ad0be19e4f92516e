import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PATHS } from '../../../app/paths';
import { COMPANY } from '../company-details';
import { LegalPage, type LegalSection } from '../components/legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'about',
    title: 'About this website',
    content: (
      <p>
        This website is run by {COMPANY.intermediary.name}, an {COMPANY.intermediary.role} (
        {COMPANY.intermediary.fsp}). By using it you agree to these terms. Your insurance policy itself is
        governed by its policy wording and schedule, which take precedence over anything on this website.
      </p>
    ),
  },
  {
    id: 'information',
    title: 'Information, not advice',
    content: (
      <p>
        The product information on this website is factual and general. It is not advice about whether a
        product suits your needs. If you would like advice, request a call back and an accredited
        representative will help you. Benefits, limits and exclusions are set out in full in the policy
        wording.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account and security',
    content: (
      <ul>
        <li>
          Keep your password and one-time codes secret. We will never ask for them by phone, SMS or email.
        </li>
        <li>
          You are responsible for what is done with your account until you tell us it has been compromised.
        </li>
        <li>Operators act only on behalf of employees who asked them to, and their actions are recorded.</li>
        <li>
          We may suspend an account to protect you or us, for example after repeated failed sign-in attempts.
        </li>
      </ul>
    ),
  },
  {
    id: 'accurate-information',
    title: 'Giving us accurate information',
    content: (
      <p>
        Your cover is based on what you tell us. Please answer every question fully and truthfully, and tell
        us when your details change. Incorrect or incomplete information may lead to a claim being declined or
        the policy being cancelled.
      </p>
    ),
  },
  {
    id: 'electronic-communication',
    title: 'Electronic communication',
    content: (
      <p>
        In line with the Electronic Communications and Transactions Act 25 of 2002, an application submitted
        on this website is received when our system confirms it on screen or by email. We send policy
        documents and notices to the email address or mobile number on your profile, so please keep them up to
        date.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and liability',
    content: (
      <p>
        We work to keep this website available and accurate, but it may be unavailable during maintenance or
        for reasons outside our control. If you cannot use it, request a call back and we will help you. We
        are not liable for loss caused by the website being unavailable, except where the loss results from
        our gross negligence or where the law does not allow us to exclude liability.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    content: (
      <p>
        How we use your personal information is explained in our{' '}
        <Link component={RouterLink} to={PATHS.privacy}>
          privacy notice
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Law and changes',
    content: (
      <p>
        These terms are governed by South African law. We may update them; the date at the top shows the
        latest version, and material changes are announced on this website before they take effect. Questions
        or complaints about these terms can be raised through our{' '}
        <Link component={RouterLink} to={PATHS.complaints}>
          complaints process
        </Link>
        .
      </p>
    ),
  },
];

export function TermsOfUsePage() {
  return (
    <LegalPage
      title="Terms of use"
      intro={
        <p>These terms apply when you use the {COMPANY.brand} website to learn about, buy or manage cover.</p>
      }
      sections={SECTIONS}
    />
  );
}
