import { fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const wrong = () => new HttpError('400: wrong', 400, { detail: 'The code does not match. Enter the 6-digit code your authenticator app shows now.' });

function renderSection(methods: Record<string, unknown>) {
  return renderAdmin(<TwoFactorSection />, methods);
}

describe('TwoFactorSection', () => {
  it('sets up with the QR code and the key, refuses a wrong code with the server\u2019s sentence, then shows the 10 backup codes once', async () => {
    let enabled = false;
    const twoFactorEnable = vi.fn(async (_resource: string, { code }: { code: string }) => {
      if (code !== '123456') throw wrong();
      enabled = true;
      return { data: { backupCodes: CODES } };
    });
    renderSection({
      twoFactorStatus: async () => ({ data: { enabled, backupCodesLeft: enabled ? 10 : 0 } }),
      twoFactorSetup: async () => ({ data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } }),
      twoFactorEnable,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect((await screen.findByRole('img', { name: 'QR code for your authenticator app' })).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    const field = screen.getByLabelText('Code from the app');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code does not match. Enter the 6-digit code your authenticator app shows now.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Backup codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/Two-factor sign-in is on\. 10 of 10 backup codes left\./)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Backup codes' })).toBeNull();
  });

  it('turns off with a code', async () => {
    let enabled = true;
    const twoFactorDisable = vi.fn(async () => {
      enabled = false;
      return { data: null };
    });
    renderSection({ twoFactorStatus: async () => ({ data: { enabled, backupCodesLeft: enabled ? 7 : 0 } }), twoFactorDisable });
    expect(await screen.findByText(/7 of 10 backup codes left/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(twoFactorDisable).toHaveBeenCalledWith('twoFactor', { code: 'abcde-fghjk' });
  });
});
