import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { DocumentsPanel, type DocumentsPanelProps } from './documents-panel';

function renderPanel(patch: Partial<DocumentsPanelProps>) {
  return renderWithApp(
    <DocumentsPanel
      loading={false}
      error={null}
      count={undefined}
      emptyText="Nothing here yet."
      footer={<p>Still needed: ID</p>}
      {...patch}
    >
      <p>The documents</p>
    </DocumentsPanel>,
  );
}

describe('DocumentsPanel', () => {
  it('is the “Documents” region showing the documents and the footer', () => {
    renderPanel({ count: 2 });
    const region = screen.getByRole('region', { name: 'Documents' });
    expect(within(region).getByText('The documents')).toBeInTheDocument();
    expect(within(region).getByText('Still needed: ID')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet.')).toBeNull();
  });

  it('shows the loading state and neither the documents nor the empty text', () => {
    renderPanel({ loading: true });
    expect(screen.getByRole('status', { name: 'Loading documents' })).toBeInTheDocument();
    expect(screen.queryByText('The documents')).toBeNull();
    expect(screen.queryByText('Nothing here yet.')).toBeNull();
  });

  it('says what an empty list means', () => {
    renderPanel({ count: 0 });
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.queryByText('The documents')).toBeNull();
  });

  it('shows a load failure with a retry', async () => {
    const onRetry = vi.fn();
    renderPanel({ error: 'Unable to load your documents.', onRetry, count: 0 });
    expect(screen.getByText('Unable to load your documents.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet.')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
