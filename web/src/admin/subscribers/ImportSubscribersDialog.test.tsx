import { fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { ImportSubscribersDialog } from './ImportSubscribersDialog.tsx';

const choose = (text: string) => fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [new File([text], 'members.csv', { type: 'text/csv' })] } });

describe('Import Subscribers from CSV', () => {
  it('needs a consent note, says why a file is refused, then reports what it imported and offers Done', async () => {
    const importSubscribers = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('400: no email column', 400, { detail: 'The file has no email column.' }))
      .mockResolvedValueOnce({ data: { imported: 1, refused: [{ line: 3, email: 'not-an-address', reason: 'Not an email address' }] } });
    renderAdmin(<ImportSubscribersDialog open onClose={() => {}} />, { importSubscribers });
    choose('name\nDinker\n');
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: /Consent note/ }), { target: { value: 'Signed up at the club open day' } });

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file has no email column.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();

    choose('email\na@example.com\nnot-an-address\n');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const report = await screen.findByRole('status');
    expect(report.textContent).toContain('Imported 1 subscriber; 1 row refused:');
    expect(within(report).getByRole('list', { name: 'Refused rows' }).textContent).toBe('Line 3 (not-an-address): Not an email address');
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
    expect(importSubscribers).toHaveBeenLastCalledWith('subscribers', { csv: 'email\na@example.com\nnot-an-address\n', consentNote: 'Signed up at the club open day' });
  });
});
