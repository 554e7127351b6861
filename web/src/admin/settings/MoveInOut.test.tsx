import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '../../../../codegen/hey-api/types.gen.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { MoveInOut } from './MoveInOut.tsx';

const REPORT = { create: [{ item: 'post "lights"', reason: '' }, { item: 'post "ladder"', reason: 'image 2024/05/gone.png is not in the uploads ZIP: its old address is kept' }], skip: [], refuse: [] };
const job = (fields: Partial<ImportJob>): ImportJob => ({ id: '6f1c0ffe-0000-4000-8000-000000000001', source: 'wordpress', dryRun: false, state: 'queued', done: 0, total: 0, startedAt: '2026-12-02T04:00:00.000Z', ...fields });

const pick = (label: string, name: string) => fireEvent.change(screen.getByLabelText(label), { target: { files: [new File(['<rss/>'], name)] } });

describe('Move in', () => {
  it('shows a dry run, then the import running with its numbers, then its report', async () => {
    const dry = job({ id: '6f1c0ffe-0000-4000-8000-00000000000d', dryRun: true, state: 'finished', done: 2, total: 2, report: REPORT });
    const real = job({});
    // The real import is read running at 1 of 2, then finished.
    const reads = [job({ state: 'running', done: 1, total: 2 }), job({ state: 'finished', done: 2, total: 2, report: REPORT })];
    const startImport = vi.fn(async (_resource: string, params: { dryRun: boolean }) => ({ data: params.dryRun ? dry : real }));
    const importJob = vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: id === dry.id ? dry : (reads.length > 1 ? reads.shift()! : reads[0]!) }));
    renderAdmin(<MoveInOut />, { startImport, importJob });

    pick('Uploads ZIP (optional)', 'uploads.zip');
    pick('Ghost or WordPress export file', 'wordpress.xml');
    expect(await screen.findByText('Dry run, nothing imported yet: 2 to create, 0 to skip, 0 refused.')).toBeTruthy();
    expect(startImport).toHaveBeenCalledWith('settings', expect.objectContaining({ source: 'wordpress', dryRun: true, uploads: expect.any(File) }));
    expect(screen.getByText(/gone\.png is not in the uploads ZIP/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const bar = await screen.findByRole('progressbar', { name: 'Importing: 1 of 2 items' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('1 of 2 items');
    expect((screen.getByRole('button', { name: 'Choose Export File' }) as HTMLButtonElement).disabled).toBe(true);

    // The live region says it is done; the bar goes.
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Imported: 2 created, 0 skipped, 0 refused.'), { timeout: 5_000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('list', { name: 'Created' }).textContent).toContain('post "lights"');
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('says why an import failed', async () => {
    const failed = job({ state: 'failed', reason: 'interrupted by a restart: import the file again to bring in the rest' });
    const dry = job({ id: '6f1c0ffe-0000-4000-8000-00000000000d', dryRun: true, state: 'finished', total: 1, done: 1, report: REPORT });
    renderAdmin(<MoveInOut />, {
      startImport: async (_resource: string, params: { dryRun: boolean }) => ({ data: params.dryRun ? dry : job({}) }),
      importJob: async (_resource: string, { id }: { id: string }) => ({ data: id === dry.id ? dry : failed }),
    });
    pick('Ghost or WordPress export file', 'wordpress.xml');
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/The import failed: interrupted by a restart/, { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('The import failed: interrupted by a restart');
  });
});
