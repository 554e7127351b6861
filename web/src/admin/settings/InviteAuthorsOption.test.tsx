import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '../../../../codegen/hey-api/types.gen.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { MoveInOut } from './MoveInOut.tsx';

const REPORT = { create: [{ item: 'post "first-serve"', reason: '' }], skip: [], refuse: [] };
const INVITING = { create: [{ item: 'invite Jane Doe <jane@example.com>', reason: 'as an author: the invitation is mailed to them' }, ...REPORT.create], skip: [], refuse: [] };
let jobs = 0;
/** An import job already finished with the report its options give. */
const finished = (dryRun: boolean, inviteAuthors = false): ImportJob => ({
  id: `6f1c0ffe-0000-4000-8000-${String((jobs += 1)).padStart(12, '0')}`,
  source: 'wordpress',
  dryRun,
  state: 'finished',
  done: 1,
  total: 1,
  startedAt: '2026-12-02T04:00:00.000Z',
  report: inviteAuthors ? INVITING : REPORT,
});

describe('inviting the authors of an import', () => {
  it('is off until the owner ticks it; ticking it runs the dry run again, and the import takes the choice', async () => {
    const started = new Map<string, ImportJob>();
    const startImport = vi.fn(async (_resource: string, params: { dryRun: boolean; inviteAuthors?: boolean }) => {
      const job = finished(params.dryRun, params.inviteAuthors);
      started.set(job.id, job);
      return { data: job };
    });
    const importJob = vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: started.get(id)! }));
    renderAdmin(<MoveInOut />, { startImport, importJob });
    const option = screen.getByRole('checkbox', { name: "Invite the authors I don't have yet as authors" }) as HTMLInputElement;
    expect(option.checked).toBe(false);

    const file = new File(['<rss/>'], 'club.xml', { type: 'application/xml' });
    fireEvent.change(screen.getByLabelText('Ghost or WordPress export file'), { target: { files: [file] } });
    await waitFor(() => expect(startImport).toHaveBeenCalledWith('settings', expect.objectContaining({ dryRun: true, inviteAuthors: false })));
    await screen.findByText('post "first-serve"');
    expect(screen.queryByText('invite Jane Doe <jane@example.com>')).toBeNull();

    fireEvent.click(option);
    await screen.findByText('invite Jane Doe <jane@example.com>');
    expect(startImport).toHaveBeenLastCalledWith('settings', expect.objectContaining({ dryRun: true, inviteAuthors: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(startImport).toHaveBeenLastCalledWith('settings', expect.objectContaining({ dryRun: false, inviteAuthors: true })));
  });
});
