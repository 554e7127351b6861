import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { EVENT_CSV_COLUMNS } from '../../../../common/events.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { EventImportDialog } from './EventImportDialog.tsx';
import { EventList } from './EventList.tsx';

const csv = (text: string) => new File([text], 'events.csv', { type: 'text/csv' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
const refused = () =>
  new HttpError('400: bad rows', 400, {
    detail: '2 rows have problems; nothing was imported.',
    rows: [
      { line: 2, reason: 'kind: Kind must be one of open-play, clinic, league, tournament, social, other' },
      { line: 5, reason: 'courtId: No court has this id' },
    ],
  });

describe('Import Events from CSV', () => {
  it('offers a template, lists each refused row by line, and closes after an import', async () => {
    const importEvents = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce({ data: { imported: 3 } });
    const onClose = vi.fn();
    renderAdmin(<EventImportDialog open onClose={onClose} />, { importEvents }, 'author');

    const template = screen.getByRole('link', { name: 'Download template' });
    expect(template.getAttribute('download')).toBe('events-template.csv');
    const [header, example] = decodeURIComponent(template.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, '')).split('\n');
    expect(header).toBe(EVENT_CSV_COLUMNS.join(','));
    expect(example).toMatch(/^open-play,Evening open play,/);

    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toHaveProperty('disabled', true);
    choose(csv('kind,title\ndance,X\n'));
    fireEvent.click(importButton);
    const problems = await screen.findByRole('list', { name: 'Rows with problems' });
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 2: kind: Kind must be one of open-play, clinic, league, tournament, social, other',
      'Line 5: courtId: No court has this id',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('2 rows have problems; nothing was imported.');
    expect(importEvents).toHaveBeenCalledWith('events', { csv: 'kind,title\ndance,X\n' });
    expect(onClose).not.toHaveBeenCalled();

    choose(csv('kind,title\nclinic,Y\n'));
    expect(screen.queryByRole('list', { name: 'Rows with problems' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(importEvents).toHaveBeenLastCalledWith('events', { csv: 'kind,title\nclinic,Y\n' });
  });

  it('is offered on the events list to authors, not to viewers', async () => {
    const methods = { getList: async () => ({ data: [], total: 0 }) };
    const { unmount } = renderAdmin(<EventList />, methods, 'author');
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Import Events from CSV' })).toBeTruthy();
    unmount();
    renderAdmin(<EventList />, methods, 'viewer');
    await screen.findByText('No events found');
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
  });
});
