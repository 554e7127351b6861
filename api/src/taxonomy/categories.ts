import { taxonomyHandlers } from './handlers.ts';
import { Category } from './model.ts';

export const { list, get, create, update, delete: remove } = taxonomyHandlers({
  model: Category,
  resource: 'categories',
  label: 'category',
  postField: 'categoryIds',
  hasDescription: true,
});
export { remove as delete };
