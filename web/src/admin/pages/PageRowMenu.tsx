import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Confirm, Link, useCreate, useDelete } from 'react-admin';
import type { StaticPage } from '../../../../codegen/hey-api/types.gen.ts';
import { useCan } from '../common/useCan.ts';
import { problemDetail, useToast } from '../common/useToast.tsx';

/** A copy of a page: "(Copy)" in its title, "-copy" in its slug, a draft. */
export const pageCopy = (page: StaticPage) => ({ ...page, title: `${page.title} (Copy)`, slug: `${page.slug}-copy`, isPublished: false });

/** View (the public path in a new tab), and for the roles that may: Edit, Duplicate (a draft copy) and Delete (after "Are you sure?"). */
export function PageRowMenu({ page }: { page: StaticPage }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [create] = useCreate();
  const [deleteOne, { isPending }] = useDelete();
  const toast = useToast();
  const close = () => setAnchor(null);
  const [mayEdit, mayCopy, mayDelete] = [useCan('pages.update'), useCan('pages.create'), useCan('pages.delete')];
  const duplicate = () => {
    close();
    create(
      'pages',
      { data: pageCopy(page) },
      {
        onSuccess: () => toast.success(`"${page.title}" was copied as a draft.`, 'Page duplicated'),
        onError: (error) => toast.error(problemDetail(error), 'Page not duplicated'),
      },
    );
  };
  const remove = () =>
    deleteOne(
      'pages',
      { id: page.id, previousData: page },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          toast.success('Page deleted successfully');
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(problemDetail(error), 'Page not deleted');
        },
      },
    );
  return (
    <>
      <IconButton aria-label={`Actions for ${page.title}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component="a" href={`/${page.slug}`} target="_blank" rel="noopener" onClick={close}>
          View
        </MenuItem>
        {mayEdit ? (
          <MenuItem component={Link} to={`/pages/${page.id}`} onClick={close}>
            Edit
          </MenuItem>
        ) : null}
        {mayCopy ? <MenuItem onClick={duplicate}>Duplicate</MenuItem> : null}
        {mayDelete ? (
          <MenuItem
            onClick={() => {
              close();
              setConfirming(true);
            }}
          >
            Delete
          </MenuItem>
        ) : null}
      </Menu>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`Delete "${page.title}"?`}
        content="Are you sure? The page will no longer be on the site."
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
