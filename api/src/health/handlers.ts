import type { RequestHandler } from 'express';
import type { HealthGetResponse } from '../../../codegen/hey-api/types.gen.ts';
import { STORAGE_MESSAGES } from '../../../common/messages.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseState } from '../db/availability.ts';
import type { Engine } from '../db/launcher.ts';
import { storageFull } from '../db/storage.ts';
import { problemBody } from '../http/problem.ts';
import type { Backups } from '../portability/backups.ts';

/** The health operation (`health.get`), naming the database engine the app runs on. */
export function healthHandlers({ engine, backups }: { engine: Engine; backups?: Pick<Backups, 'last'> }) {
  /** 200 only when the database answers and accepts writes; otherwise 503 saying which it is. */
  const get: RequestHandler = (_req, res) => {
    const state = databaseState();
    if (state === 'up' && !storageFull()) {
      const body: HealthGetResponse = { status: 'ok', database: { state, engine } };
      const backup = backups?.last();
      if (backup) body.backup = backup;
      res.json(body);
      return;
    }
    const detail = state === 'up' ? STORAGE_MESSAGES.healthFull : STORAGE_MESSAGES.healthDown;
    if (state === 'down') res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res.status(503).type('application/problem+json').json(problemBody(503, detail));
  };
  return { get };
}
