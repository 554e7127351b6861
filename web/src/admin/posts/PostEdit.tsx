import { EditBase, Title } from 'react-admin';
import { EditLoaded } from '../common/EditLoaded.tsx';
import { failure, useToast } from '../common/useToast.tsx';
import { PostForm } from './editor/PostForm.tsx';

/** Edit a post: saving stays here with "Post updated successfully"; a stale version is a 409 toast. */
export function PostEdit() {
  const toast = useToast();
  return (
    <EditBase
      resource="posts"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => toast.success('Post updated successfully'),
        onError: (error) => toast.error(failure('Failed to update post', error)),
      }}
    >
      <EditLoaded>
        {(record) => (
          <>
            <Title title={`Edit: ${record.title}`} />
            <PostForm heading="Edit Post" />
          </>
        )}
      </EditLoaded>
    </EditBase>
  );
}
