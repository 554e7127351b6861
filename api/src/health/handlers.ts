import type { RequestHandler } from 'express';
import type { HealthGetResponse } from '../../../codegen/hey-api/types.gen.ts';
import { databaseState } from '../db/connect.ts';
import { appContext } from '../http/context.ts';

export const get: RequestHandler = (req, res) => {
  const state = databaseState();
  const body: HealthGetResponse = { status: 'ok', database: { state, engine: appContext(req).dbEngine } };
  res.status(state === 'up' ? 200 : 503);
  if (state === 'up') res.json(body);
  else res.type('application/problem+json').json({ type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'The database does not answer.', message: 'The database does not answer.' });
};
