import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mockApi.ts';
import { DEFAULT_SITE } from '../seo/siteHead.ts';
import { renderWithRouter } from '../testing/renderWithRouter.tsx';
import { LoginPage } from './LoginPage.tsx';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LoginPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the field messages and sends nothing while the form is invalid', async () => {
    const api = await mockApi();
    await renderWithRouter(<LoginPage redirectTo="/n4n4" />, '/login');
    expect(screen.getByText('Enter your credentials to access the admin area')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    // Only the site's brand is read; nothing is sent.
    expect(api.calls.filter((call) => call.operationId !== 'settings.public')).toHaveLength(0);
  });

  it('signs in, sets the n4n4Auth flag and opens the redirect target', async () => {
    const api = await mockApi({ 'auth.login': () => ({ status: 200, body: { authenticated: true, username: 'admin' } }) });
    const { router } = await renderWithRouter(<LoginPage redirectTo="/n4n4/posts" />, '/login');
    fill('Username', 'admin');
    fill('Password', 'pickleball');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing In' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/n4n4/posts'));
    expect(sessionStorage.getItem('n4n4Auth')).toBe('true');
    expect(api.calls.find((call) => call.operationId === 'auth.login')).toMatchObject({ operationId: 'auth.login', body: { username: 'admin', password: 'pickleball' } });
  });

  it('shows "Invalid username or password" on a 401 and lets the visitor try again', async () => {
    await mockApi({
      'auth.login': () => ({ status: 401, body: { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Invalid username or password' } }),
    });
    await renderWithRouter(<LoginPage redirectTo="/n4n4" />, '/login');
    fill('Username', 'admin');
    fill('Password', 'not-it!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
    expect(sessionStorage.getItem('n4n4Auth')).toBeNull();
  });

  it('asks for the two-factor code after the password; a wrong code shows the server\'s sentence, a backup code signs in', async () => {
    const codes: string[] = [];
    await mockApi({
      'auth.login': () => ({ status: 200, body: { twoFactorRequired: true } }),
      'twoFactor.verifyLogin': (context) => {
        const { code } = context.request.requestBody as { code: string };
        codes.push(code);
        return code === 'abcde-fghjk'
          ? { status: 200, body: { authenticated: true, username: 'kim' } }
          : { status: 401, body: { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'The code is wrong or has already been used.' } };
      },
    });
    const { router } = await renderWithRouter(<LoginPage redirectTo="/n4n4/posts" />, '/login');
    fill('Username', 'kim');
    fill('Password', 'pickleball');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const field = await screen.findByLabelText('Authentication code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(sessionStorage.getItem('n4n4Auth')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    fill('Authentication code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong or has already been used.');
    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code' }));
    fill('Backup code', 'abcde-fghjk');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/n4n4/posts'));
    expect(codes).toEqual(['123456', 'abcde-fghjk']);
    expect(sessionStorage.getItem('n4n4Auth')).toBe('true');
  });

  it('goes back to the password when the pending sign-in has ended', async () => {
    const detail = 'Your sign-in has expired. Enter your username and password again.';
    await mockApi({
      'auth.login': () => ({ status: 200, body: { twoFactorRequired: true } }),
      'twoFactor.verifyLogin': () => ({ status: 401, body: { type: 'about:blank', title: 'Unauthorized', status: 401, detail } }),
    });
    await renderWithRouter(<LoginPage redirectTo="/n4n4" />, '/login');
    fill('Username', 'kim');
    fill('Password', 'pickleball');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByLabelText('Authentication code');
    fill('Authentication code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('opens the two-factor setup when the site requires it and the account has none', async () => {
    await mockApi({ 'auth.login': () => ({ status: 200, body: { authenticated: true, username: 'kim', twoFactorSetupRequired: true } }) });
    const { router } = await renderWithRouter(<LoginPage redirectTo="/n4n4/posts" />, '/login');
    fill('Username', 'kim');
    fill('Password', 'pickleball');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/n4n4/two-factor'));
    expect(sessionStorage.getItem('n4n4Auth')).toBe('true');
  });

  it("shows the site's logo, named by its title, from the settings", async () => {
    await mockApi({ 'settings.public': () => ({ status: 200, body: { ...DEFAULT_SITE, siteTitle: 'Riverside Pickleball Club', logo: '/api/uploads/0123456789abcdef01234567.png' } }) });
    await renderWithRouter(<LoginPage redirectTo="/n4n4" />, '/login');
    const logo = await screen.findByRole('img', { name: 'Riverside Pickleball Club' });
    expect(logo.getAttribute('src')).toBe('/api/uploads/0123456789abcdef01234567.png');
    expect(logo.closest('a')?.getAttribute('href')).toBe('/');
  });
});
