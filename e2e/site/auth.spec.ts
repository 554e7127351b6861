import { expect, test } from '../fixtures.ts';
import { ADMIN, openMenuIfCollapsed, signInThroughForm } from './helpers.ts';

test('the login screen shows its texts and validates before calling the server', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByText('Enter your credentials to access the admin area')).toBeVisible();
  await expect(page.getByText(/secured area.*unauthorized access attempts are logged and monitored/i)).toBeVisible();
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/login')) calls += 1;
  });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeHidden();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  expect(calls).toBe(0);
});

test('wrong credentials show the alert and the button can be used again', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(await page.evaluate(() => sessionStorage.getItem('n4n4Auth'))).toBeNull();
});

test('the button reads "Signing In" while the request is in flight', async ({ page }) => {
  await page.route('**/api/auth/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing In' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('signing in opens /n4n4 by default and sets the session flag', async ({ page }) => {
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/n4n4\/?$/);
  expect(await page.evaluate(() => sessionStorage.getItem('n4n4Auth'))).toBe('true');
});

test('the guard sends a visitor to the login with the requested path, and back after signing in', async ({ page }) => {
  await page.goto('/n4n4/posts');
  await expect(page).toHaveURL('/login?redirect=%2Fn4n4%2Fposts');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/n4n4/posts');
});

test('the guard shows its loading status, and a stale flag without a session goes to the login', async ({ page }) => {
  await page.route('**/api/auth/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('n4n4Auth', 'true'));
  await page.goto('/n4n4');
  await expect(page.getByRole('status')).toHaveText('Loading authentication status...');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fn4n4/);
  expect(await page.evaluate(() => sessionStorage.getItem('n4n4Auth'))).toBeNull();
});

test('an unsafe redirect is ignored in favour of /n4n4', async ({ page }) => {
  await signInThroughForm(page, '//evil.example/steal');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/n4n4\/?$/);
});

test('a signed-in visitor skips the login and sees the ADMIN link', async ({ page }) => {
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/n4n4\/?$/);
  await page.goto('/login?redirect=%2Fn4n4%2Ftags');
  await expect(page).toHaveURL('/n4n4/tags');

  await page.goto('/');
  await openMenuIfCollapsed(page);
  const admin = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ADMIN' });
  await expect(admin).toBeVisible();
  await admin.click();
  await expect(page).toHaveURL(/\/n4n4\/?$/);
});
