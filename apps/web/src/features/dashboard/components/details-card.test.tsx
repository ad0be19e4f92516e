import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { profile } from '../../motor/shared/wizard/testing/render-wizard';
import { DetailsCard } from './details-card';

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s details', () => {
  it('shows the SA ID number by its last four digits only (QA walk 10 no. 11)', async () => {
    mockFetch({
      'GET /api/retail/user/getAdminUser': () =>
        json(200, profile({ userName: '9006150044087', givenName: 'Naledi', familyName: 'Dube' })),
    });
    renderWithApp(<DetailsCard audience="retail" userName="9006150044087" />);
    expect(await screen.findByText('Naledi Dube', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('•••••••••4087')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('9006150044087');
    expect(document.body).not.toHaveTextContent('900615');
    expect(screen.getByText('082 123 4567')).toBeInTheDocument();
  });
});
