import type { ProductFields, ReviewFields } from '../../gear/gear.ts';

/**
 * Sample gear seeded on first start so the catalog shows its shape on a fresh install. The brands
 * are invented (no real maker is given invented numbers) and read like any brand to visitors; the
 * owner sees the sample mark in the back office and removes them in one step. None claims a USA
 * Pickleball listing, a price or a shop. The sample review stays a draft without its disclosure:
 * nobody tested these paddles, so it can only go public once a real test replaces it.
 */
const specs = (thickness: number, weight: number, swing: number, twist: number, shape: 'standard' | 'elongated' | 'hybrid' | 'widebody', core: string, surface: string) => ({
  thicknessMm: { value: thickness, source: 'maker' as const },
  weightOz: { value: weight, source: 'maker' as const },
  swingWeight: { value: swing, source: 'maker' as const },
  twistWeight: { value: twist, source: 'maker' as const },
  shape: { value: shape, source: 'maker' as const },
  core: { value: core, source: 'maker' as const },
  surface: { value: surface, source: 'maker' as const },
});

const sample = (fields: Pick<ProductFields, 'kind' | 'brand' | 'model' | 'slug'> & Partial<ProductFields>): ProductFields => ({
  year: 2026,
  priceCents: null,
  priceCheckedAt: null,
  images: [],
  buyLinks: [],
  status: 'published',
  specs: null,
  approval: { status: 'not-listed' },
  ...fields,
});

export const SEED_GEAR: ProductFields[] = [
  sample({ kind: 'paddle', brand: 'Harbor Lane', model: 'Tidewater 16', slug: 'harbor-lane-tidewater-16', specs: { ...specs(16, 8.1, 116, 6.4, 'standard', 'polypropylene honeycomb', 'raw carbon fiber'), lengthMm: { value: 419, source: 'maker' }, widthMm: { value: 190, source: 'maker' }, handleLengthMm: { value: 140, source: 'maker' }, gripCircumferenceIn: { value: 4.25, source: 'maker' } } }),
  sample({ kind: 'paddle', brand: 'Kestrel Works', model: 'Longline 14', slug: 'kestrel-works-longline-14', specs: { ...specs(14, 7.8, 121, 5.9, 'elongated', 'polypropylene honeycomb', 'textured fiberglass'), lengthMm: { value: 419, source: 'maker' }, widthMm: { value: 191, source: 'maker' }, handleLengthMm: { value: 146, source: 'maker' } } }),
  sample({ kind: 'paddle', brand: 'Mesa Court Co.', model: 'Wide Body 13', slug: 'mesa-court-wide-body-13', specs: { ...specs(13, 7.5, 108, 7.1, 'widebody', 'nomex honeycomb', 'graphite'), widthMm: { value: 203, source: 'maker' } } }),
  sample({ kind: 'ball', brand: 'Harbor Lane', model: 'Outdoor 40', slug: 'harbor-lane-outdoor-40' }),
];

/** A draft review of the first sample paddle: how a review reads, never published as it is. */
export const SEED_GEAR_REVIEW: Omit<ReviewFields, 'productId' | 'authorId'> = {
  score: 7.5,
  pros: ['Calm, predictable blocks when hands battles speed up', 'Wide sweet spot for a standard shape'],
  cons: ['Drives from the baseline need a full swing', 'Handle too short for comfortable two-handed backhands'],
  howWeTested:
    'Sample text: replace it with your own test. Say how many sessions, at what level, which shots you tried (drives, drops, resets, dinks, serves), and what you compared the paddle with.',
  acquisition: null,
  body: [
    '<p>Sample review, written to show the shape of one. Replace it after a real test.</p>',
    '<h2>Who it suits</h2>',
    '<p>A 16 mm core with a standard face is built for control. Players who win points at the kitchen line, with soft dinks and resets from the transition zone, get the most from it. Players who rely on put-aways from mid-court will miss some pop.</p>',
    '<h2>At the kitchen line</h2>',
    '<p>A thick core absorbs pace, so blocked speed-ups land soft instead of floating. Twist weight matters as much as static weight here: the higher it is, the less the face turns on an off-centre hit.</p>',
    '<h2>From the baseline</h2>',
    '<p>Expect to swing fully on drives and third-shot drives. A lower swing weight would make the paddle quicker in hand battles but less stable on blocks; this one trades speed for steadiness.</p>',
  ].join(''),
  status: 'draft',
};
