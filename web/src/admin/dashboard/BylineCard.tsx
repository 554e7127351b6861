import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { LinkButton } from '../common/LinkButton.tsx';
import { roleMayCall } from '../common/useCan.ts';

/**
 * A writer whose byline is still their sign-in name, or has no bio, is asked to set them: bylines
 * and author pages show the display name and bio, not the username.
 */
export function BylineCard() {
  const { identity } = useGetIdentity();
  // Only for those who write posts: a byline is theirs.
  if (!identity || !roleMayCall(identity.role, 'posts.create')) return null;
  const name = String(identity.fullName ?? '');
  const unnamed = name === identity.username;
  if (!unnamed && identity.hasBio !== false) return null;
  return (
    <Card component="section" aria-labelledby="byline-card-title">
      <CardContent>
        <Typography id="byline-card-title" variant="h6" component="h2">
          Your byline
        </Typography>
        <Typography variant="body2">
          {unnamed
            ? `Your posts are signed “${name}”, your sign-in name. Add the name readers should see${identity.hasBio ? '' : ' and a line about you'}: it shows on your posts and your author page.`
            : 'Your author page has no bio yet. Add a line about you: readers see it on your author page.'}
        </Typography>
      </CardContent>
      <CardActions>
        <LinkButton size="small" to="/profile">
          Edit your profile
        </LinkButton>
      </CardActions>
    </Card>
  );
}
