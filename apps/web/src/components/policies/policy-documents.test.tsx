import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentFile } from '@cover/domain';
import { renderWithApp } from '../../test/render';
import { PolicyDocuments } from './policy-documents';

const PDF = `data:application/pdf;base64,${btoa('%PDF-1.4')}`;
const FILES: DocumentFile[] = [
  { fileName: 'schedule-v1.pdf', url: PDF, description: 'Policy schedule (version 1)' },
  { fileName: 'welcome.pdf', url: PDF, description: 'Welcome letter' },
];

beforeEach(() => {
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:doc-${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

describe('PolicyDocuments', () => {
  it('lists the documents and previews the first, then the one chosen', async () => {
    renderWithApp(<PolicyDocuments files={FILES} loading={false} error={null} />);
    const region = screen.getByRole('region', { name: 'Documents' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Policy schedule (version 1)')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('schedule-v1.pdf')).toBeInTheDocument();
    const [first, second] = within(region).getAllByRole('button', { name: 'Preview' }) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTitle('Policy schedule (version 1)')).toBeInTheDocument();

    await userEvent.setup().click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByTitle('Welcome letter')).toBeInTheDocument();
    expect(screen.queryByTitle('Policy schedule (version 1)')).toBeNull();
  });

  it('shows the loading state, then says when there are no documents yet', () => {
    const { unmount } = renderWithApp(<PolicyDocuments files={undefined} loading error={null} />);
    expect(screen.getByRole('status', { name: 'Loading documents' })).toBeInTheDocument();
    unmount();
    renderWithApp(<PolicyDocuments files={[]} loading={false} error={null} />);
    expect(screen.getByText('Your documents will appear here once they are ready.')).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    const onRetry = vi.fn();
    renderWithApp(
      <PolicyDocuments files={undefined} loading={false} error="Unable to load." onRetry={onRetry} />,
    );
    expect(screen.getByText('Unable to load.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
