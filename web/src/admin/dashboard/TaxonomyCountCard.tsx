import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { Button, Link, useGetList } from 'react-admin';

interface TaxonomyCountCardProps {
  resource: 'categories' | 'tags';
  title: string;
  linkLabel: string;
}

/** How many categories (or tags) exist, with a link to manage them. */
export function TaxonomyCountCard({ resource, title, linkLabel }: TaxonomyCountCardProps) {
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  return (
    <Card sx={{ flex: '1 1 200px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {total ?? '…'}
        </Typography>
      </CardContent>
      <CardActions>
        <Button label={linkLabel} component={Link} to={`/${resource}`} />
      </CardActions>
    </Card>
  );
}
