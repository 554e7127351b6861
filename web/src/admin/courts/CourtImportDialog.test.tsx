import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { CourtImportDialog } from './CourtImportDialog.tsx';

const csv = (text: string) => new File([text], 'courts.csv', { type: 'text/csv' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
const refused = () =>
  new HttpError('400: bad rows', 400, {
    detail: '2 rows have problems; nothing was imported.',
    rows: [
      { line: 3, reason: 'ZIP code is required' },
      { line: 5, reason: 'At least one court is needed' },
    ],
  });

describe('Import Courts from CSV', () => {
  it('lists each refused row by line, forgets the answer when another file is chosen, and closes after an import', async () => {
    const importCourts = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce({ data: { imported: 2 } });
    const onClose = vi.fn();
    renderAdmin(<CourtImportDialog open onClose={onClose} />, { importCourts });
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toHaveProperty('disabled', true);

    choose(csv('name,city\nA,B\n'));
    expect(screen.getByText('courts.csv')).toBeTruthy();
    fireEvent.click(importButton);
    const problems = await screen.findByRole('list', { name: 'Rows with problems' });
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Line 3: ZIP code is required', 'Line 5: At least one court is needed']);
    expect(screen.getByRole('alert').textContent).toContain('2 rows have problems; nothing was imported.');
    expect(importCourts).toHaveBeenCalledWith('courts', { csv: 'name,city\nA,B\n' });
    expect(onClose).not.toHaveBeenCalled();

    choose(csv('name,city\nC,D\n'));
    expect(screen.queryByRole('list', { name: 'Rows with problems' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(importCourts).toHaveBeenLastCalledWith('courts', { csv: 'name,city\nC,D\n' });
  });
});
