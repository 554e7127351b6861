import { Typography } from '@mui/material';
import { EditBase, Title, useEditContext } from 'react-admin';
import { failure, useToast } from '../common/useToast.tsx';
import { PostForm } from './editor/PostForm.tsx';

function EditView() {
  const { record, isPending, error } = useEditContext();
  if (error) {
    return (
      <Typography role="alert" color="error" sx={{ p: 3 }}>
        {error.message}
      </Typography>
    );
  }
  if (isPending || !record) return null;
  return (
    <>
      <Title title={`Edit: ${record.title}`} />
      <PostForm heading="Edit Post" />
    </>
  );
}

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
      <EditView />
    </EditBase>
  );
}
