import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Chain, EditorLike } from './editorCommands.ts';
import { LinkDialog } from './LinkDialog.tsx';

const HINT = 'A full address, or a path on this site such as /blog/dinking';
const BAD_ADDRESS = 'Enter a full http(s) URL, a mailto: address or a site path starting with /';

/** An editor with nothing selected and no link, whose chain records the commands it runs. */
function fakeEditor() {
  const calls: string[] = [];
  const chain: Chain = new Proxy({} as Chain, { get: (_target, name: string) => () => (calls.push(name), chain) });
  const editor = { chain: () => chain, isActive: () => false, getAttributes: () => ({}), state: { selection: { empty: true } } } as unknown as EditorLike;
  return { editor, calls };
}

describe('Insert link', () => {
  it('keeps a refused address open with the reason under the field until it is changed, then inserts a good one', () => {
    const { editor, calls } = fakeEditor();
    const onClose = vi.fn();
    render(<LinkDialog editor={editor} onClose={onClose} />);
    const address = screen.getByRole('textbox', { name: 'Link URL' });
    expect(screen.getByText(HINT)).toBeTruthy();

    fireEvent.change(address, { target: { value: 'dinking' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert link' }));
    expect(screen.getByText(BAD_ADDRESS)).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
    expect(calls).toEqual([]);

    fireEvent.change(address, { target: { value: '/blog/dinking' } });
    expect(screen.queryByText(BAD_ADDRESS)).toBeNull();
    expect(screen.getByText(HINT)).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Insert link' }));
    expect(calls).toEqual(['focus', 'insertContent', 'run']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
