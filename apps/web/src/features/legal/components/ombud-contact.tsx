import Link from '@mui/material/Link';

export interface OmbudContactProps {
  name: string;
  phone?: string;
  email: string;
  website: string;
}

/** An ombud's or regulator's contact lines, as a list. */
export function OmbudContact({ name, phone, email, website }: OmbudContactProps) {
  return (
    <ul>
      <li>
        <strong>{name}</strong>
      </li>
      {phone ? (
        <li>
          Telephone: <Link href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Link>
        </li>
      ) : null}
      <li>
        Email: <Link href={`mailto:${email}`}>{email}</Link>
      </li>
      <li>
        Website: <Link href={website}>{website.replace('https://', '')}</Link>
      </li>
    </ul>
  );
}
