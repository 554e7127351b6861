import type { RequestHandler } from 'express';

/** Source maps would publish the whole source: never served, even if a build left them beside the scripts. */
export const refuseSourceMaps: RequestHandler = (req, res, next) => {
  if (!req.path.endsWith('.map')) return next();
  res.status(404).type('text/plain').send('Not Found');
};
