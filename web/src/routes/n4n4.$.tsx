import { createFileRoute } from '@tanstack/react-router';
import { AdminApp } from '../admin/AdminApp.tsx';

export const Route = createFileRoute('/n4n4/$')({
  component: AdminApp,
});
