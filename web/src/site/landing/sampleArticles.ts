/** The three fixed landing cards, shown while the blog has no public posts. */
export interface SampleArticle {
  title: string;
  excerpt: string;
  category: 'Technique' | 'Equipment' | 'Community';
  author: string;
  date: string;
}

export const SAMPLE_ARTICLES: SampleArticle[] = [
  {
    title: 'Three Drills to Fix Your Third-Shot Drop',
    excerpt: 'A soft third shot is what lets the serving team reach the kitchen line. These partner drills build the touch to land it.',
    category: 'Technique',
    author: 'Dana Whitfield',
    date: 'May 15, 2023',
  },
  {
    title: 'Choosing Your First Paddle Without Overspending',
    excerpt: 'Weight, grip size and core thickness matter more than price. Here is how to pick a paddle you will not outgrow in a month.',
    category: 'Equipment',
    author: 'Marcus Chen',
    date: 'May 8, 2023',
  },
  {
    title: 'How One Park Built a 60-Player Open Play',
    excerpt: 'A paddle rack, a simple rotation board and a welcome table for newcomers turned two empty courts into a weekly gathering.',
    category: 'Community',
    author: 'Priya Raman',
    date: 'April 29, 2023',
  },
];
