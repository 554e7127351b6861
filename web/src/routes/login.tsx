import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/login')({
  component: () => <main><h1>Admin Access</h1></main>,
});
