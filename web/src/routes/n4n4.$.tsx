import { createFileRoute } from '@tanstack/react-router';
import { AdminApp } from '../admin/AdminApp.tsx';

// The back office. autoCodeSplitting keeps react-admin and MUI in this route's own chunk.
export const Route = createFileRoute('/n4n4/$')({
  component: AdminApp,
});
