import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/renderAdmin.tsx';
import { FeaturedImageCard } from './FeaturedImageCard.tsx';
import { countImagesWithoutAlt } from '../../common/editor/contentRules.ts';

const ALT_REQUIRED = 'Alt text is required for the featured image';

function renderCard(values: Record<string, unknown>, onSubmit = vi.fn()) {
  renderAdmin(
    <Form defaultValues={values} onSubmit={onSubmit}>
      <FeaturedImageCard />
      <button type="submit">Save</button>
    </Form>,
  );
  return onSubmit;
}

describe('alt text in the post editor', () => {
  it.each(['published', 'scheduled'])('says the featured image of a %s post needs alt text, under the field, and does not save', async (publishStatus) => {
    const onSubmit = renderCard({ publishStatus, featuredImage: '/api/uploads/abc.jpg', featuredImageAlt: '  ' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ALT_REQUIRED)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets a draft save with its featured image and no alt text', async () => {
    const draft = renderCard({ publishStatus: 'draft', featuredImage: '/api/uploads/abc.jpg', featuredImageAlt: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(draft).toHaveBeenCalled());
    expect(screen.queryByText(ALT_REQUIRED)).toBeNull();
  });

  it('counts the images in the content that have no alt text', () => {
    expect(countImagesWithoutAlt('<p>No images</p>')).toBe(0);
    expect(countImagesWithoutAlt('<p><img src="/a.png" alt="A serve"><img src="/b.png"><img src="/c.png" alt=" "></p>')).toBe(2);
  });
});
