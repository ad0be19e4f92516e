import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { DocumentUploadSection } from './document-upload-section';
import { withFile, type DocumentFiles, type UploadStates } from './upload-state';

type Kind = 'receipt' | 'photo' | 'report';
const KINDS = [
  { value: 'photo', label: 'Photo of the damage' },
  { value: 'receipt', label: 'Proof of purchase' },
  { value: 'report', label: 'Police report' },
] as const;

function Harness({
  uploads = {},
  errors,
  present,
}: {
  uploads?: UploadStates<Kind>;
  errors?: Partial<Record<Kind, string>>;
  present?: readonly string[];
}) {
  const [files, setFiles] = useState<DocumentFiles<Kind>>({});
  return (
    <>
      <DocumentUploadSection<Kind>
        title="Add documents"
        intro="Clear photos or scans."
        kinds={KINDS}
        required={['receipt']}
        files={files}
        onFile={(kind, file, problem) => setFiles((current) => withFile(current, kind, file, problem))}
        uploads={uploads}
        errors={errors}
        present={present}
        maxBytes={1024}
      />
      <output aria-label="chosen">{Object.keys(files).join(',')}</output>
    </>
  );
}

const file = (size: number, name: string, type: string) => new File([new Uint8Array(size)], name, { type });
const titles = () =>
  screen.getAllByText(/\((required|optional)\)$/).map((node) => node.parentElement?.textContent);

describe('DocumentUploadSection', () => {
  it('is a region with the advice, the required kinds first, and without the kinds already on the claim', () => {
    renderWithApp(<Harness present={['report']} />);
    const region = screen.getByRole('region', { name: 'Add documents' });
    expect(within(region).getByText('Clear photos or scans.')).toBeInTheDocument();
    expect(titles()).toEqual(['Proof of purchase (required)', 'Photo of the damage (optional)']);
    expect(screen.queryByText(/Police report/)).toBeNull();
  });

  it('keeps a chosen file and shows its name and size', async () => {
    renderWithApp(<Harness />);
    await userEvent
      .setup()
      .upload(screen.getByLabelText(/^Proof of purchase/), file(512, 'till-slip.pdf', 'application/pdf'));
    expect(screen.getByText('till-slip.pdf · 512 bytes')).toBeInTheDocument();
    expect(screen.getByLabelText('chosen')).toHaveTextContent('receipt');
  });

  it('refuses a file over the size limit, says why and keeps nothing', async () => {
    renderWithApp(<Harness />);
    await userEvent
      .setup()
      .upload(screen.getByLabelText(/^Photo of the damage/), file(4096, 'big.png', 'image/png'));
    expect(screen.getByText('big.png is too large (4 KB). The maximum size is 1 KB.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Photo of the damage/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('');
  });

  it('shows a missing required document and a failed upload on their fields', () => {
    renderWithApp(
      <Harness
        errors={{ receipt: 'Please add this document' }}
        uploads={{
          photo: { status: 'failed', progress: 0, error: 'Uploading Documents failed: too blurry' },
        }}
      />,
    );
    expect(screen.getByLabelText(/^Proof of purchase/)).toHaveAccessibleDescription(
      'Please add this document',
    );
    expect(screen.getByLabelText(/^Photo of the damage/)).toHaveAccessibleDescription(
      'Uploading Documents failed: too blurry',
    );
  });
});
