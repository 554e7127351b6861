export * from './analytics/analytics.ts';
export * from './auth/auth.ts';
export * from './courts/courts.ts';
export * from './health/health.ts';
export * from './newsletter/newsletter.ts';
export * from './public/public.ts';
