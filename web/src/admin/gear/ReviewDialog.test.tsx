import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GEAR_MESSAGES } from '../../../../common/gear.ts';
import { SCORE_RULE } from '../../../../common/gearRubric.ts';
import { renderAdmin } from '../testing/renderAdmin.tsx';
import { ReviewDialog } from './ReviewDialog.tsx';
import { toReviewForm, toReviewInput } from './reviewInput.ts';

const PRODUCT = { id: 4, kind: 'paddle', brand: 'Harbor Lane', model: 'Tidewater 16' };
const REVIEW = { id: 9, productId: 4, authorId: 1, score: 8.4, pros: ['Stable on blocks', 'Soft feel'], cons: ['Slow in hands battles'], howWeTested: '', acquisition: null, body: '<p>Solid.</p>', status: 'draft', updatedAt: '2026-11-02T10:00:00.000Z' };

const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the review form', () => {
  it('shows the rubric, and refuses to publish without the disclosure and how we tested, naming both', async () => {
    const update = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { ...params.data, id: 9 } }));
    renderAdmin(<ReviewDialog open record={{ ...toReviewForm(REVIEW), id: REVIEW.id }} onClose={() => {}} />, {
      getOne: async () => ({ data: toReviewForm(REVIEW) }),
      getMany: async () => ({ data: [PRODUCT] }),
      getList: async () => ({ data: [PRODUCT], total: 1 }),
      update,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Review' });
    expect((await within(dialog).findByRole('note', { name: 'How we score' })).textContent).toContain(SCORE_RULE);
    await waitFor(() => expect((within(dialog).getByLabelText('Pros') as HTMLTextAreaElement).value).toBe('Stable on blocks\nSoft feel'));
    expect(within(dialog).getByRole('textbox', { name: 'Content' })).toBeTruthy();

    await pick('Status', 'Published');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(GEAR_MESSAGES.acquisitionRequired)).toBeTruthy();
    expect(within(dialog).getByText(GEAR_MESSAGES.howWeTestedRequired)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    await pick('How we got it', 'We bought it');
    fireEvent.change(within(dialog).getByLabelText('How we tested'), { target: { value: 'Three weeks of 4.0 doubles' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(toReviewInput(update.mock.calls[0]![1].data)).toEqual({
      productId: 4,
      score: 8.4,
      pros: ['Stable on blocks', 'Soft feel'],
      cons: ['Slow in hands battles'],
      howWeTested: 'Three weeks of 4.0 doubles',
      acquisition: 'bought',
      body: '<p>Solid.</p>',
      status: 'published',
    });
  }, 60_000);

  it('refuses a score outside 0-10 or with two decimals', async () => {
    const create = vi.fn(async () => ({ data: { id: 1 } }));
    renderAdmin(<ReviewDialog open onClose={() => {}} />, { getList: async () => ({ data: [PRODUCT], total: 1 }), getMany: async () => ({ data: [PRODUCT] }), create });
    const dialog = await screen.findByRole('dialog', { name: 'New Review' });
    const score = within(dialog).getByLabelText('Score (0-10)');
    fireEvent.change(score, { target: { value: '7.25' } });
    fireEvent.blur(score);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(GEAR_MESSAGES.scoreInvalid)).toBeTruthy();
    expect(within(dialog).getByText(GEAR_MESSAGES.productRequired)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  }, 60_000);
});

describe('a review as sent', () => {
  it('carries pros and cons one a line, the editor content as the body, and no disclosure when none is chosen', () => {
    expect(toReviewInput({ ...toReviewForm(REVIEW), prosText: ' A \n\nB ', acquisition: '', content: '<p>New</p>', id: 9 })).toEqual({
      productId: 4,
      score: 8.4,
      pros: ['A', 'B'],
      cons: ['Slow in hands battles'],
      howWeTested: '',
      acquisition: null,
      body: '<p>New</p>',
      status: 'draft',
    });
  });
});
