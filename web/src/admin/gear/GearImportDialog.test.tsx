import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { GEAR_CSV_COLUMNS } from '../../../../common/gearCsv.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { GearImportDialog } from './GearImportDialog.tsx';
import { GearList } from './GearList.tsx';

const csv = (text: string) => new File([text], 'gear.csv', { type: 'text/csv' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
const refused = () =>
  new HttpError('400: bad rows', 400, {
    detail: '2 rows have problems; nothing was imported.',
    rows: [
      { line: 3, reason: 'kind: Kind must be one of paddle, ball, net, shoe, bag, accessory' },
      { line: 6, reason: 'thicknessMm: Must be a number, then (measured) or (maker); price: Price must be in US dollars, like 149.99' },
    ],
  });

describe('Import Gear from CSV', () => {
  it('offers a template in the export columns, lists each refused row by line, and closes after an import', async () => {
    const importGear = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce({ data: { imported: 2 } });
    const onClose = vi.fn();
    renderAdmin(<GearImportDialog open onClose={onClose} />, { importGear }, 'author');

    const template = screen.getByRole('link', { name: 'Download template' });
    expect(template.getAttribute('download')).toBe('gear-template.csv');
    const [header, example] = decodeURIComponent(template.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, '')).split('\n');
    expect(header).toBe(GEAR_CSV_COLUMNS.join(','));
    expect(example).toMatch(/^paddle,Sample Brand,Sample Carbon 16,2026,,149\.99,/);

    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toHaveProperty('disabled', true);
    choose(csv('kind,brand,model\nracket,A,B\n'));
    fireEvent.click(importButton);
    const problems = await screen.findByRole('list', { name: 'Rows with problems' });
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 3: kind: Kind must be one of paddle, ball, net, shoe, bag, accessory',
      'Line 6: thicknessMm: Must be a number, then (measured) or (maker); price: Price must be in US dollars, like 149.99',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('2 rows have problems; nothing was imported.');
    expect(importGear).toHaveBeenCalledWith('gear', { csv: 'kind,brand,model\nracket,A,B\n' });
    expect(onClose).not.toHaveBeenCalled();

    choose(csv('kind,brand,model\nball,A,B\n'));
    expect(screen.queryByRole('list', { name: 'Rows with problems' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(importGear).toHaveBeenLastCalledWith('gear', { csv: 'kind,brand,model\nball,A,B\n' });
  });

  it('is offered on the gear list to authors with the export, and to viewers only the export', async () => {
    const methods = { getList: async () => ({ data: [], total: 0 }) };
    const { unmount } = renderAdmin(<GearList />, methods, 'author');
    expect((await screen.findByRole('link', { name: 'Export CSV' })).getAttribute('href')).toBe('/api/gear/export.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Import Gear from CSV' })).toBeTruthy();
    unmount();
    renderAdmin(<GearList />, methods, 'viewer');
    await screen.findByText('No products found');
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
  });
});
