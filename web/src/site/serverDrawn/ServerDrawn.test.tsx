import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetHydration, ServerDrawn } from './ServerDrawn.tsx';

const rows = (names: string[]) => (
  <ul>
    {names.map((name) => (
      <li key={name}>
        <a href={`/gear/paddle/${name}`}>{name}</a> <input type="checkbox" name="items" value={name} aria-label={`Compare ${name}`} />
      </li>
    ))}
  </ul>
);

describe('a block the server drew', () => {
  beforeEach(forgetHydration);

  it('keeps the server-drawn nodes when the page is hydrated, without rendering the block again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServerDrawn id="chart">{() => rows(['glide', 'anchor'])}</ServerDrawn>);
    document.body.append(container);
    const link = container.querySelector('a[href="/gear/paddle/anchor"]');
    const box = container.querySelector<HTMLInputElement>('input[value="glide"]')!;
    box.checked = true;
    const children = vi.fn(() => rows(['glide', 'anchor']));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => void hydrateRoot(container, <ServerDrawn id="chart">{children}</ServerDrawn>));
    expect(children).not.toHaveBeenCalled();
    expect(container.querySelector('a[href="/gear/paddle/anchor"]')).toBe(link);
    expect(container.querySelector<HTMLInputElement>('input[value="glide"]')!.checked).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('renders the block itself when the browser draws the page (a client navigation)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<ServerDrawn id="chart">{() => rows(['reef'])}</ServerDrawn>));
    expect(container.querySelector('#chart a')?.getAttribute('href')).toBe('/gear/paddle/reef');
    container.remove();
  });
});
