import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { FullBackupButton } from './FullBackupButton.tsx';

afterEach(() => vi.restoreAllMocks());

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('Download full backup (encrypted)', () => {
  it('asks for the passphrase twice, says in words what is wrong, then downloads the backup', async () => {
    const exportFullBackup = vi.fn(async () => ({ data: { blob: new Blob(['sealed']), filename: 'pickleball-hub-full-backup-2026-12-02.phbackup' } }));
    const created = vi.fn(() => 'blob:backup');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAdmin(<FullBackupButton />, { exportFullBackup });

    fireEvent.click(screen.getByRole('button', { name: 'Download full backup (encrypted)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download full backup (encrypted)' });
    type('Passphrase', 'short');
    type('Passphrase again', 'short');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('A passphrase has at least 12 characters.')).toBeTruthy();

    type('Passphrase', 'correct horse battery staple');
    type('Passphrase again', 'correct horse battery stapel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('The two passphrases are not the same.')).toBeTruthy();
    expect(exportFullBackup).not.toHaveBeenCalled();

    type('Passphrase again', 'correct horse battery staple');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(exportFullBackup).toHaveBeenCalledWith('settings', { passphrase: 'correct horse battery staple' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect(created).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('counts the passphrase in characters as the server does, so six emoji are too short', async () => {
    const paddle = '\u{1F3D3}';
    const exportFullBackup = vi.fn(async () => ({ data: { blob: new Blob(['sealed']), filename: 'backup.phbackup' } }));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:backup'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAdmin(<FullBackupButton />, { exportFullBackup });
    fireEvent.click(screen.getByRole('button', { name: 'Download full backup (encrypted)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download full backup (encrypted)' });
    type('Passphrase', paddle.repeat(6));
    type('Passphrase again', paddle.repeat(6));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('A passphrase has at least 12 characters.')).toBeTruthy();
    expect(exportFullBackup).not.toHaveBeenCalled();
    type('Passphrase', paddle.repeat(12));
    type('Passphrase again', paddle.repeat(12));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(exportFullBackup).toHaveBeenCalledWith('settings', { passphrase: paddle.repeat(12) }));
  });

  it("shows the server's refusal in the dialog", async () => {
    const exportFullBackup = vi.fn(async () => {
      throw new Error('Forbidden');
    });
    renderAdmin(<FullBackupButton />, { exportFullBackup });
    fireEvent.click(screen.getByRole('button', { name: 'Download full backup (encrypted)' }));
    type('Passphrase', 'correct horse battery staple');
    type('Passphrase again', 'correct horse battery staple');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Forbidden');
  });
});
