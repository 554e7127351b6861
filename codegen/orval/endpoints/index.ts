export * from './auth/auth.ts';
export * from './health/health.ts';
export * from './public/public.ts';
