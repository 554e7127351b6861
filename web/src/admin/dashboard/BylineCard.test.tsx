import { render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { staffAuthProvider } from '../testing/renderAdmin.tsx';
import { BylineCard } from './BylineCard.tsx';

function renderFor(identity: Record<string, unknown>) {
  const authProvider = { ...staffAuthProvider('admin'), getIdentity: async () => ({ id: 1, ...identity }) };
  return render(
    <AdminContext dataProvider={testDataProvider()} authProvider={authProvider}>
      <BylineCard />
      <p>Rest of the dashboard</p>
    </AdminContext>,
  );
}

describe('BylineCard', () => {
  it('asks a writer whose byline is still the sign-in name for a display name and bio, leading to the profile', async () => {
    renderFor({ fullName: 'admin', username: 'admin', hasBio: false, role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Your byline' })).toBeTruthy();
    expect(screen.getByText(/Your posts are signed “admin”, your sign-in name\. Add the name readers should see and a line about you/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit your profile' }).getAttribute('href')).toMatch(/\/profile$/);
  });

  it('asks for a bio alone when the name is set', async () => {
    renderFor({ fullName: 'Dana Reyes', username: 'dana', hasBio: false, role: 'author' });
    expect(await screen.findByText('Your author page has no bio yet. Add a line about you: readers see it on your author page.')).toBeTruthy();
  });

  it('says nothing once name and bio are set', async () => {
    renderFor({ fullName: 'Dana Reyes', username: 'dana', hasBio: true, role: 'editor' });
    await screen.findByText('Rest of the dashboard');
    // The identity arrives after the first render: give it the time it takes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Your byline' })).toBeNull();
  });

  it('shows no card to a viewer, who writes no posts', async () => {
    renderFor({ fullName: 'viewer1', username: 'viewer1', hasBio: false, role: 'viewer' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Your byline' })).toBeNull();
  });
});
