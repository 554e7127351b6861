import { Navigate, useParams } from 'react-admin';

/** /pages/editor, the new page's address before pages were a resource: bookmarks lead to /pages/create. */
export function OldNewPageLink() {
  return <Navigate to="/pages/create" replace />;
}

/** /pages/editor/:id, a page's editor before pages were a resource: bookmarks lead to /pages/:id. */
export function OldEditPageLink() {
  const { id } = useParams<{ id: string }>();
  return <Navigate to={`/pages/${encodeURIComponent(id ?? '')}`} replace />;
}
