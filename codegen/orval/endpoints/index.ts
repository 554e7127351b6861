export * from './auth/auth.ts';
export * from './courts/courts.ts';
export * from './health/health.ts';
export * from './newsletter/newsletter.ts';
export * from './pages/pages.ts';
export * from './public/public.ts';
export * from './search/search.ts';
export * from './settings/settings.ts';
