import { Button, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { pageItems } from './pageItems.ts';

/** Previous, numbered pages with ellipses, Next; hidden when everything fits on one page. */
export function PostPagination() {
  const { page, perPage, total, setPage, isPending } = useListContext();
  const pageCount = total ? Math.ceil(total / perPage) : 0;
  if (isPending || pageCount <= 1) return null;
  return (
    <Stack component="nav" aria-label="Pagination" direction="row" spacing={0.5} sx={{ justifyContent: 'center', alignItems: 'center', py: 2, flexWrap: 'wrap' }}>
      <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        Previous
      </Button>
      {pageItems(page, pageCount).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="small"
            variant={item === page ? 'contained' : 'text'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => setPage(item)}
            sx={{ minWidth: 36 }}
          >
            {item}
          </Button>
        ) : (
          <Typography key={item} component="span" aria-hidden sx={{ px: 1 }}>
            …
          </Typography>
        ),
      )}
      <Button size="small" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
