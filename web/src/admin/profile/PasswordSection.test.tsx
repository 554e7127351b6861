import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { PasswordSection } from './PasswordSection.tsx';

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('the profile’s Password section', () => {
  it('shows the server’s reason under the field it names, in place of the hint, and empties both fields once changed', async () => {
    const changePassword = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('400: too short', 400, { detail: 'Check the fields.', errors: { newPassword: 'Use at least 10 characters.' } }))
      .mockResolvedValueOnce({ data: { id: 1 } });
    const onChanged = vi.fn();
    renderAdmin(<PasswordSection onChanged={onChanged} />, { changePassword });
    expect(screen.getByRole('region', { name: 'Password' })).toBeTruthy();
    expect(screen.getByText('At least 10 characters')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Change Password' });
    expect(submit).toHaveProperty('disabled', true);

    fireEvent.change(field('Current Password'), { target: { value: 'old-secret-1' } });
    fireEvent.change(field('New Password'), { target: { value: 'short' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Use at least 10 characters.')).toBeTruthy();
    expect(screen.queryByText('At least 10 characters')).toBeNull();
    expect(field('New Password').getAttribute('aria-invalid')).toBe('true');
    expect(field('Current Password').getAttribute('aria-invalid')).toBe('false');
    expect(changePassword).toHaveBeenCalledWith('profile', { data: { currentPassword: 'old-secret-1', newPassword: 'short' } });

    fireEvent.change(field('New Password'), { target: { value: 'a-long-new-secret' } });
    fireEvent.submit(field('New Password').form!);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(field('Current Password').value).toBe('');
    expect(field('New Password').value).toBe('');
    expect(screen.getByText('At least 10 characters')).toBeTruthy();
  });
});
