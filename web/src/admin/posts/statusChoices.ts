/** The three publish states, in the order the filter and the editor offer them. */
export const STATUS_CHOICES = [
  { id: 'published', name: 'Published' },
  { id: 'draft', name: 'Draft' },
  { id: 'scheduled', name: 'Scheduled' },
];
