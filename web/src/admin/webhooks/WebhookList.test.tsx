import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { WebhookList } from './WebhookList.tsx';

const HOOK = {
  id: 3,
  url: 'https://hooks.example.net/club',
  events: ['post.published', 'comment.approved'],
  enabled: true,
  allowPrivateAddresses: false,
  createdAt: '2026-11-30T10:00:00.000Z',
  lastDelivery: { at: '2026-12-01T09:00:00.000Z', ok: false, status: 500 },
};

describe('the webhooks screen', () => {
  it('lists each hook with its events and how the last delivery went, and shows a replaced secret once', async () => {
    const rotateWebhookSecret = vi.fn(async () => ({ data: { ...HOOK, secret: 'whsec_fresh-one' } }));
    renderAdmin(<WebhookList />, { getList: async () => ({ data: [HOOK], total: 1 }), rotateWebhookSecret });
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(table).getByText(HOOK.url)).toBeTruthy();
    expect(within(table).getByText('A post is published, A comment is approved')).toBeTruthy();
    expect(within(table).getByText(/Failed \(500\)/)).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: `New secret for ${HOOK.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(rotateWebhookSecret).toHaveBeenCalledWith('webhooks', { id: 3 });
    expect((within(dialog).getByLabelText('Secret') as HTMLInputElement).value).toBe('whsec_fresh-one');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Signing secret' })).toBeNull());
  });

  it('shows a hook’s delivery log', async () => {
    const webhookDeliveries = vi.fn(async () => ({
      data: [{ id: 'a', event: 'post.published', at: '2026-12-01T09:00:00.000Z', attempt: 2, ok: false, status: 500, durationMs: 41, response: 'receiver is down' }],
    }));
    renderAdmin(<WebhookList />, { getList: async () => ({ data: [HOOK], total: 1 }), webhookDeliveries });
    fireEvent.click(await screen.findByRole('button', { name: `Deliveries to ${HOOK.url}` }));
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    expect(within(log).getByText('receiver is down')).toBeTruthy();
    expect(within(log).getByText('41 ms')).toBeTruthy();
  });
});
