import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { COMPANY, OMBUD } from '../company-details';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { OmbudContact } from '../components/ombud-contact';

const SECTIONS: LegalSection[] = [
  {
    id: 'tell-us',
    title: 'Tell us what went wrong',
    content: (
      <>
        <p>
          Email <Link href={`mailto:${COMPANY.emails.complaints}`}>{COMPANY.emails.complaints}</Link>, or{' '}
          <Link component={RouterLink} to={{ pathname: '/', hash: '#callback' }}>
            request a call back
          </Link>{' '}
          and tell the consultant you want to complain. Complaining is free, and it never affects your cover
          or how we treat your claims.
        </p>
        <p>To help us resolve it quickly, include:</p>
        <ul>
          <li>your name, ID number or policy number, and how to reach you;</li>
          <li>what happened, with dates, and copies of any letters, emails or documents;</li>
          <li>what you would like us to do to put it right.</li>
        </ul>
        <p>
          If you need help to write down your complaint, our consultant will record it for you and read it
          back.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-do',
    title: 'What we do with it',
    content: (
      <ul>
        <li>
          We acknowledge your complaint within 2 working days, with a reference number and the name of the
          person handling it.
        </li>
        <li>
          We investigate it fairly, with someone who was not involved in the decision you are unhappy with.
        </li>
        <li>
          We aim to resolve it within 15 working days. If we need longer, we tell you why and when to expect
          an answer.
        </li>
        <li>
          We give you a written final response within six weeks, with our reasons and your options if you
          disagree.
        </li>
      </ul>
    ),
  },
  {
    id: 'escalate',
    title: 'If you are not satisfied: internal escalation',
    content: (
      <p>
        If you disagree with our response, ask for it to be reviewed by our Head of Complaints at{' '}
        <Link href={`mailto:${COMPANY.emails.compliance}`}>{COMPANY.emails.compliance}</Link>. A review is
        done by a senior person independent of the first decision, and answered in writing within 10 working
        days. Where the complaint is about a claim or the policy itself, the insurer's own complaints team
        takes part in the review.
      </p>
    ),
  },
  {
    id: 'ombud',
    title: 'The ombud: independent and free',
    content: (
      <>
        <p>
          If your complaint is still not resolved, or you have not had a final response within six weeks, you
          can refer it to an ombud. The ombud is independent, and its service is free. Time limits apply, so
          contact the ombud soon after our final response.
        </p>
        <p>
          For complaints about a policy, a claim or a premium (funeral, device, motor or credit life cover):
        </p>
        <OmbudContact {...OMBUD.nfo} />
        <p>
          For complaints about the advice or service of the intermediary ({COMPANY.intermediary.name}), within
          six months of our final response:
        </p>
        <OmbudContact {...OMBUD.fais} />
        <p>For complaints about how your personal information is used:</p>
        <OmbudContact
          name={OMBUD.regulator.name}
          email={OMBUD.regulator.email}
          website={OMBUD.regulator.website}
        />
      </>
    ),
  },
  {
    id: 'records',
    title: 'Our commitment',
    content: (
      <p>
        We record every complaint and what we did about it, report on complaints to our boards and regulators,
        and use what we learn to improve our products and service, in line with the Policyholder Protection
        Rules and the principles of Treating Customers Fairly.
      </p>
    ),
  },
];

export function ComplaintsPage() {
  return (
    <LegalPage
      title="Complaints"
      intro={
        <p>
          We want to get things right. If we have not, please tell us: here is how to complain, how we handle
          it, and where to go if you are not satisfied with our answer.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
