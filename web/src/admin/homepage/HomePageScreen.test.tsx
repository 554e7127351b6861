import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { HomePage, HomeSection } from '../../../../codegen/hey-api/types.gen.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { HomePageScreen } from './HomePageScreen.tsx';

const PAGE: HomePage = {
  id: 'site',
  version: 2,
  savedAt: '2026-11-01T10:00:00.000Z',
  sections: [{ kind: 'hero', anchor: 'hero', hidden: false, heading: 'Welcome' }],
  publishedVersion: 2,
  publishedAt: '2026-11-01T10:00:00.000Z',
};

function methods(overrides: Record<string, unknown> = {}) {
  return {
    getOne: async () => ({ data: PAGE }),
    homePageVersions: async () => ({ data: [] }),
    update: async (_resource: string, { data }: { data: { sections: HomeSection[] } }) => ({ data: { ...PAGE, version: 3, sections: data.sections } }),
    ...overrides,
  };
}

/** A select by its label (its name also holds the value chosen). */
const labelled = (label: string) => new RegExp(`^${label}`);

/** Picks `option` in the labelled select. */
async function choose(label: string, option: string, scope: Pick<typeof screen, 'getByRole'> = screen) {
  fireEvent.mouseDown(scope.getByRole('combobox', { name: labelled(label) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('HomePageScreen', () => {
  // The first render loads the screen and its rich editor: slow on a busy machine.
  it('adds an upcoming events section with its labelled fields and saves how many and which kind', { timeout: 60_000 }, async () => {
    const update = vi.fn(methods().update);
    renderAdmin(<HomePageScreen />, methods({ update }));
    await screen.findByRole('list', { name: 'Sections' });
    await choose('Kind of section', 'Upcoming events');
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));

    const row = within(screen.getByRole('listitem', { name: 'Section 2: Upcoming events: Upcoming events' }));
    fireEvent.click(row.getByRole('button', { name: /^Edit/ }));
    expect(row.getByRole('textbox', { name: 'Heading' })).toHaveProperty('value', 'Upcoming events');
    fireEvent.change(row.getByRole('textbox', { name: 'Lead' }), { target: { value: 'Come and play with us.' } });
    // Three unless told, from one to six.
    expect(row.getByRole('combobox', { name: labelled('How many to show') }).textContent).toBe('3');
    await choose('How many to show', '5', row);
    await choose('Kind of event', 'Clinic', row);

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data.sections[1]).toMatchObject({ kind: 'events', heading: 'Upcoming events', lead: 'Come and play with us.', count: 5, eventKind: 'clinic' });
  });

  it('previews the sections on screen without saving them, in a frame without scripts', async () => {
    const update = vi.fn(methods().update);
    const previewHomePage = vi.fn(async () => ({ data: { html: '<!doctype html><h1>Unsaved heading</h1>' } }));
    renderAdmin(<HomePageScreen />, methods({ update, previewHomePage }));
    const hero = within(await screen.findByRole('listitem', { name: 'Section 1: Hero: Welcome' }));
    fireEvent.click(hero.getByRole('button', { name: /^Edit/ }));
    fireEvent.change(hero.getByRole('textbox', { name: 'Heading' }), { target: { value: 'Unsaved heading' } });

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Home page preview' }));
    const frame = dialog.getByTitle('Home page preview');
    expect(frame.getAttribute('srcdoc')).toBe('<!doctype html><h1>Unsaved heading</h1>');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(previewHomePage).toHaveBeenCalledWith('homepage', { sections: [expect.objectContaining({ kind: 'hero', heading: 'Unsaved heading' })] });
    expect(update).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a refused preview under its field, as a refused save', async () => {
    const refusal = new HttpError('This section needs a heading.', 400, { detail: 'This section needs a heading.', errors: { 'sections.0.heading': 'This section needs a heading.' } });
    renderAdmin(<HomePageScreen />, methods({ previewHomePage: async () => Promise.reject(refusal) }));
    const hero = within(await screen.findByRole('listitem', { name: 'Section 1: Hero: Welcome' }));
    fireEvent.click(hero.getByRole('button', { name: /^Edit/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await hero.findByText('This section needs a heading.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Home page preview' })).toBeNull();
  });
});
