import { CreateBase, useGetOne, usePermissions, useRedirect, Title } from 'react-admin';
import { roleMayCall } from '../common/useCan.ts';
import { failure, useToast } from '../common/useToast.tsx';
import { draftKey, removeDraft } from '../common/drafts/localDrafts.ts';
import { NEW_POST_DEFAULTS, PostForm } from './editor/PostForm.tsx';

/** New post, starting with the settings' default status: on success back to the list with "Post created successfully". */
export function PostCreate() {
  const toast = useToast();
  const redirect = useRedirect();
  // The settings' default status, for the roles that may read the settings; the others start with a draft.
  const { permissions, isPending: rolePending } = usePermissions<string>();
  const maySeeSettings = roleMayCall(permissions, 'settings.get');
  const settings = useGetOne('settings', { id: 'site' }, { enabled: maySeeSettings });
  if (rolePending || (maySeeSettings && settings.isPending)) return null;
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
