/** Sample categories and tags seeded on first start. */
export const SEED_CATEGORIES = [
  { slug: 'technique', name: 'Technique', description: 'Strokes, footwork and shot selection, from the first serve to the fourth-shot battle at the kitchen line.' },
  { slug: 'equipment', name: 'Equipment', description: 'Paddles, balls, shoes and bags: what the specs mean and what actually changes on court.' },
  { slug: 'community', name: 'Community', description: 'Open play, leagues, etiquette and the people who make a local scene.' },
  { slug: 'rules-scoring', name: 'Rules & Scoring', description: 'The rulebook in plain words: serving, faults, the non-volley zone and calling the score.' },
] as const;

export const SEED_TAGS = [
  { slug: 'beginners', name: 'Beginners' },
  { slug: 'dinking', name: 'Dinking' },
  { slug: 'third-shot-drop', name: 'Third Shot Drop' },
  { slug: 'paddles', name: 'Paddles' },
  { slug: 'kitchen', name: 'Kitchen' },
  { slug: 'doubles-strategy', name: 'Doubles Strategy' },
  { slug: 'serving', name: 'Serving' },
  { slug: 'open-play', name: 'Open Play' },
] as const;
