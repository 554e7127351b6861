import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { LinkButton } from '../common/LinkButton.tsx';

interface TaxonomyCountCardProps {
  resource: 'categories' | 'tags';
  title: string;
  linkLabel: string;
}

/** How many categories (or tags) exist, with a link to manage them. */
export function TaxonomyCountCard({ resource, title, linkLabel }: TaxonomyCountCardProps) {
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  return (
    <Card sx={{ flex: '1 1 140px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {total ?? '…'}
        </Typography>
      </CardContent>
      <CardActions>
        <LinkButton size="small" to={`/${resource}`}>
          {linkLabel}
        </LinkButton>
      </CardActions>
    </Card>
  );
}
