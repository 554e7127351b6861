/** Sample static pages for the Pages screens: built-in data, never saved. */
export interface SamplePage {
  id: number;
  title: string;
  slug: string;
  status: 'Published' | 'Draft';
  lastUpdated: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  featuredImage: string;
  featuredImageAlt: string;
  canonicalUrl: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  structuredData: string;
  isPublished: boolean;
}

const page = (fields: Pick<SamplePage, 'id' | 'title' | 'slug' | 'lastUpdated' | 'content' | 'metaDescription'> & { isPublished: boolean }): SamplePage => ({
  ...fields,
  status: fields.isPublished ? 'Published' : 'Draft',
  metaTitle: `${fields.title} | Pickleball Hub`,
  keywords: 'pickleball',
  featuredImage: '',
  featuredImageAlt: '',
  canonicalUrl: '',
  ogTitle: fields.title,
  ogDescription: fields.metaDescription,
  ogImage: '',
  structuredData: '',
});

export const samplePages: SamplePage[] = [
  page({
    id: 1,
    title: 'About Pickleball Hub',
    slug: 'about',
    lastUpdated: '2024-03-02T15:20:00.000Z',
    isPublished: true,
    metaDescription: 'Who runs Pickleball Hub and why we review gear without paid endorsements.',
    content: '# About us\n\nWe are club players who got hooked on the sport and wanted one honest place to learn it.',
  }),
  page({
    id: 2,
    title: 'Contact Us',
    slug: 'contact',
    lastUpdated: '2024-02-11T09:05:00.000Z',
    isPublished: true,
    metaDescription: 'Reach the Pickleball Hub team about events, corrections or press requests.',
    content: '# Contact\n\nWrite to hello@pickleballhub.example and we answer within two days.',
  }),
  page({
    id: 3,
    title: 'Beginner Court Etiquette',
    slug: 'court-etiquette',
    lastUpdated: '2024-04-18T18:45:00.000Z',
    isPublished: false,
    metaDescription: 'Paddle stacking, calling the score and other habits that make open play friendly.',
    content: '# Court etiquette\n\n- Stack your paddle to join the next game\n- Call the score before every serve',
  }),
  page({
    id: 4,
    title: 'Media and Press',
    slug: 'press',
    lastUpdated: '2024-01-27T12:00:00.000Z',
    isPublished: false,
    metaDescription: 'Logos, photos and facts about Pickleball Hub for journalists.',
    content: '# Press kit\n\nDownload our logo and court photos for your story.',
  }),
];
