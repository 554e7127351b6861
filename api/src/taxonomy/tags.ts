import { taxonomyHandlers } from './handlers.ts';
import { Tag } from './model.ts';

export const { list, get, create, update, delete: remove } = taxonomyHandlers({
  model: Tag,
  resource: 'tags',
  label: 'tag',
  postField: 'tagIds',
  hasDescription: false,
});
export { remove as delete };
