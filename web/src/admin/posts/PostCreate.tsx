import { CreateBase, useGetOne, useRedirect, Title } from 'react-admin';
import { failure, useToast } from '../common/useToast.tsx';
import { draftKey, removeDraft } from '../drafts/localDrafts.ts';
import { NEW_POST_DEFAULTS, PostForm } from './editor/PostForm.tsx';

/** New post, starting with the settings' default status: on success back to the list with "Post created successfully". */
export function PostCreate() {
  const toast = useToast();
  const redirect = useRedirect();
  const settings = useGetOne('settings', { id: 'site' });
  if (settings.isPending) return null;
  return (
    <CreateBase
      resource="posts"
      mutationOptions={{
        onSuccess: () => {
          removeDraft(draftKey(undefined));
          toast.success('Post created successfully');
          redirect('list', 'posts');
        },
        onError: (error) => toast.error(failure('Failed to create post', error)),
      }}
    >
      <Title title="New Post" />
      <PostForm heading="New Post" defaults={{ ...NEW_POST_DEFAULTS, publishStatus: settings.data?.defaultPostStatus ?? 'draft' }} />
    </CreateBase>
  );
}
