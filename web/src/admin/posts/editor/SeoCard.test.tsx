import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/renderAdmin.tsx';
import { SeoCard } from './SeoCard.tsx';

/** One character, two UTF-16 units. */
const PADDLE = '\u{1F3D3}';

describe('the meta description counter', () => {
  it('counts characters as the server does, so an emoji is one, and turns red only above 160', async () => {
    renderAdmin(
      <Form defaultValues={{ metaDescription: '' }}>
        <SeoCard />
      </Form>,
    );
    const field = await screen.findByRole('textbox', { name: 'Meta Description' });
    fireEvent.change(field, { target: { value: PADDLE.repeat(160) } });
    const counter = await screen.findByText(/^160\/160/);
    expect(counter.getAttribute('data-over')).toBeNull();
    fireEvent.change(field, { target: { value: PADDLE.repeat(161) } });
    expect((await screen.findByText(/^161\/160/)).getAttribute('data-over')).toBe('true');
    // The search preview cuts the text between characters, never inside an emoji.
    expect(screen.getByRole('group', { name: 'Google search preview' }).textContent).toContain(`${PADDLE.repeat(159)}…`);
  });
});
