import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/blog/$slug')({
  component: () => <main><h1>Blog post</h1></main>,
});
