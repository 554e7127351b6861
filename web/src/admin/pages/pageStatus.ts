/** A page's status as the screens name it. */
export const pageStatus = (isPublished: boolean) => (isPublished ? 'Published' : 'Draft');
