import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HOLD_DOCUMENT_KIND } from '@cover/domain';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { backofficeClaim } from '../testing/backoffice-fixtures';
import { ClaimDocumentsPreview } from './claim-documents-preview';

const photo = (id: string, askedFor?: string | null) => ({
  id,
  name: `${id}.jpg`,
  type: HOLD_DOCUMENT_KIND.value,
  url: `/api/backoffice/claims/documents/${id}/download`,
  description: HOLD_DOCUMENT_KIND.label,
  contentType: 'image/jpeg',
  sizeBytes: 2048,
  size: '2 KB',
  createdAt: '2026-03-03T08:00:00.000Z',
  ...(askedFor === undefined ? {} : { askedFor }),
});

describe('the back office’s claim documents', () => {
  it('names each document the customer sent for a hold by what that hold asked for', () => {
    mockFetch();
    renderWithApp(
      <ClaimDocumentsPreview
        claim={backofficeClaim({
          documents: [
            photo('id', 'Your ID'),
            photo('notice', 'Please send the death notice too.'),
            photo('old'),
          ],
          documentLabels: { [HOLD_DOCUMENT_KIND.value]: HOLD_DOCUMENT_KIND.label },
        })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Asked for: your ID: id.jpg' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Asked for: the death notice too: notice.jpg' }),
    ).toBeInTheDocument();
    // one whose hold's words are not known keeps the generic name
    expect(screen.getByRole('img', { name: `${HOLD_DOCUMENT_KIND.label}: old.jpg` })).toBeInTheDocument();
  });
});
