import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../site/landing/LandingPage.tsx';

export const Route = createFileRoute('/')({
  component: LandingPage,
});
