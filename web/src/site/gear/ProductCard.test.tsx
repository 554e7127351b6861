import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_DISCLOSURE } from '../../../../common/gear.ts';
import type { PublicGearCard } from '../../../../codegen/orval/schemas/publicGearCard.ts';
import { ContentWithCards } from './ProductCard.tsx';

const CARD: PublicGearCard = {
  kind: 'paddle',
  slug: 'harbor-lane-tidewater-16',
  brand: 'Harbor Lane',
  model: 'Tidewater 16',
  year: 2026,
  images: ['/api/uploads/tidewater.webp'],
  price: { cents: 15_999, checkedAt: '2026-11-28' },
  approval: { status: 'delisted', listedOn: '2026-06-01' },
  delisted: true,
  score: 8.4,
  reviewCount: 1,
  specs: { weightOz: { value: 7.9, source: 'measured' }, thicknessMm: { value: 16, source: 'maker' }, shape: { value: 'elongated', source: 'maker' } },
  buyLinks: [
    { label: 'Paddle Outlet', url: 'https://outlet.example.com/t?ref=hub', affiliate: true },
    { label: 'Maker store', url: 'https://maker.example.com/t', affiliate: false },
  ],
  affiliateDisclosure: AFFILIATE_DISCLOSURE,
};

const HTML = '<p>Before</p><div data-product="paddle/harbor-lane-tidewater-16"></div><p>Between</p><div data-product="paddle/gone-draft"></div><p>After</p>';

describe("a post's content with its product cards", () => {
  it('draws each card in its place, and nothing for a card the post has no product for', () => {
    const { container } = render(<ContentWithCards className="post__content" html={HTML} cards={[CARD]} />);
    expect(container.querySelector('.post__content')!.textContent).toMatch(/^Before.*Harbor Lane Tidewater 16.*Between\s*After$/s);
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
    expect(container.querySelector('[data-product]')).toBeNull();
  });

  it('shows the specs, the score linking to the review, the dated price, the delisted note and the disclosed links', () => {
    render(<ContentWithCards className="post__content" html={HTML} cards={[CARD]} />);
    const card = screen.getByRole('complementary', { name: 'Product: Harbor Lane Tidewater 16' });
    expect(within(card).getByRole('img', { name: 'Harbor Lane Tidewater 16' }).getAttribute('src')).toBe('/api/uploads/tidewater.webp');
    expect(within(card).getByRole('link', { name: 'Harbor Lane Tidewater 16' }).getAttribute('href')).toBe('/gear/paddle/harbor-lane-tidewater-16');
    expect(card.textContent).toContain('7.9 oz');
    expect(card.textContent).toContain('16 mm');
    expect(card.textContent).toContain('Elongated');
    expect(within(card).getByRole('link', { name: '8.4 / 10' }).getAttribute('href')).toBe('/gear/paddle/harbor-lane-tidewater-16#our-review');
    expect(card.textContent).toContain('$159.99 (checked on Nov 28, 2026)');
    expect(card.textContent).toContain('Delisted by USA Pickleball on Jun 1, 2026');
    expect(card.textContent).toContain(AFFILIATE_DISCLOSURE);
    const outlet = within(card).getByRole('link', { name: 'Paddle Outlet' });
    expect(outlet.getAttribute('rel')).toBe('sponsored noopener');
    expect(outlet.closest('li')!.textContent).toContain('(affiliate link: we earn a commission)');
    expect(within(card).getByRole('link', { name: 'Maker store' }).getAttribute('rel')).toBe('noopener');
  });

  it('shows no price when the answer carries none (checked too long ago), and plain content as it is', () => {
    const { price: _price, ...stale } = CARD;
    render(<ContentWithCards className="post__content" html={HTML} cards={[stale]} />);
    expect(screen.getByRole('complementary').textContent).toContain('No current price');
    const { container } = render(<ContentWithCards className="plain" html="<p>Only text</p>" />);
    expect(container.querySelector('.plain')!.innerHTML).toBe('<p>Only text</p>');
  });
});
