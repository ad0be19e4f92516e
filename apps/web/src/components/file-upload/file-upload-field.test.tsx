import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUploadField } from './file-upload-field';

function Harness({
  maxBytes,
  onProblem,
}: {
  maxBytes?: number;
  onProblem: (problem: string | null) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FileUploadField
      label="Death certificate"
      required
      file={file}
      maxBytes={maxBytes}
      error={problem}
      onChange={(chosen, found) => {
        setFile(found ? null : chosen);
        setProblem(found);
        onProblem(found);
      }}
    />
  );
}

const bytes = (size: number, name: string, type: string) => new File([new Uint8Array(size)], name, { type });

describe('FileUploadField', () => {
  it('states the accepted types and the size limit, and shows a chosen file with its size', async () => {
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    expect(screen.getByText('PDF, JPEG or PNG, up to 4 MB')).toBeInTheDocument();
    await userEvent
      .setup()
      .upload(screen.getByLabelText(/death certificate/i), bytes(2048, 'certificate.pdf', 'application/pdf'));
    expect(onProblem).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('certificate.pdf · 2 KB')).toBeInTheDocument();
  });

  it('refuses a file over the limit with the limit in Bytes, KB or MB', async () => {
    const onProblem = vi.fn();
    render(<Harness maxBytes={1024} onProblem={onProblem} />);
    expect(screen.getByText('PDF, JPEG or PNG, up to 1 KB')).toBeInTheDocument();
    await userEvent
      .setup()
      .upload(screen.getByLabelText(/death certificate/i), bytes(3000, 'scan.png', 'image/png'));
    const message = 'scan.png is too large (2,9 KB). The maximum size is 1 KB.';
    expect(onProblem).toHaveBeenLastCalledWith(message);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/death certificate/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file that is not a PDF, JPEG or PNG', async () => {
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText(/death certificate/i), bytes(10, 'notes.txt', 'text/plain'));
    expect(onProblem).toHaveBeenLastCalledWith('notes.txt is not a PDF, JPEG or PNG file.');
  });
});
