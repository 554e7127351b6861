import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { BackupCard } from './BackupCard.tsx';

describe('the dashboard’s backup card', () => {
  it('says when the last backup was written', async () => {
    renderAdmin(<BackupCard />, { lastBackup: async () => ({ data: { at: '2026-11-27T03:00:00.000Z', ok: true } }) });
    await waitFor(() => expect(screen.getByText('Last backup')).toBeTruthy());
    expect(screen.getByText(/Written/).querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-27T03:00:00.000Z');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the last one failed', async () => {
    renderAdmin(<BackupCard />, { lastBackup: async () => ({ data: { at: '2026-11-28T03:00:00.000Z', ok: false } }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/failed\. The owner was sent a mail; the earlier backups are kept\./);
  });

  it('shows nothing before the first backup, nor to an editor', async () => {
    const lastBackup = vi.fn(async () => ({ data: null }));
    const { container } = renderAdmin(<BackupCard />, { lastBackup });
    await waitFor(() => expect(lastBackup).toHaveBeenCalled());
    expect(container.textContent).toBe('');
    const asked = vi.fn(async () => ({ data: { at: '2026-11-28T03:00:00.000Z', ok: false } }));
    const editor = renderAdmin(<BackupCard />, { lastBackup: asked }, 'editor');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(editor.container.textContent).toBe('');
    expect(asked).not.toHaveBeenCalled();
  });
});
