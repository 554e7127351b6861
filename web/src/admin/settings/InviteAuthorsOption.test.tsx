import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { MoveInOut } from './MoveInOut.tsx';

const REPORT = { create: [{ item: 'post "first-serve"', reason: '' }], skip: [], refuse: [] };
const INVITING = { create: [{ item: 'invite Jane Doe <jane@example.com>', reason: 'as an author: the invitation is mailed to them' }, ...REPORT.create], skip: [], refuse: [] };

describe('inviting the authors of an import', () => {
  it('is off until the owner ticks it; ticking it runs the dry run again, and the import takes the choice', async () => {
    const importSite = vi.fn(async (_resource: string, params: { inviteAuthors?: boolean }) => ({ data: params.inviteAuthors ? INVITING : REPORT }));
    renderAdmin(<MoveInOut />, { importSite });
    const option = screen.getByRole('checkbox', { name: "Invite the authors I don't have yet as authors" }) as HTMLInputElement;
    expect(option.checked).toBe(false);

    const file = new File(['<rss/>'], 'club.xml', { type: 'application/xml' });
    fireEvent.change(screen.getByLabelText('Ghost or WordPress export file'), { target: { files: [file] } });
    await waitFor(() => expect(importSite).toHaveBeenCalledWith('settings', expect.objectContaining({ dryRun: true, inviteAuthors: false })));
    expect(screen.queryByText('invite Jane Doe <jane@example.com>')).toBeNull();

    fireEvent.click(option);
    await screen.findByText('invite Jane Doe <jane@example.com>');
    expect(importSite).toHaveBeenLastCalledWith('settings', expect.objectContaining({ dryRun: true, inviteAuthors: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(importSite).toHaveBeenLastCalledWith('settings', expect.objectContaining({ dryRun: false, inviteAuthors: true })));
  });
});
