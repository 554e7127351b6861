import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { STORAGE_MESSAGES } from '../../../common/messages.ts';
import { writeOrUndo } from '../../src/db/undo.ts';
import { problemHandler } from '../../src/http/errorHandler.ts';
import { fieldRules } from '../../src/http/validatorErrors.ts';
import { createLogger } from '../../src/logger.ts';

/** What the driver throws when the connection breaks after a command may have reached the database. */
function connectionLost(): Error {
  const error = new Error('connection 3 to 127.0.0.1:27017 closed');
  error.name = 'MongoNetworkError';
  return error;
}

/** An app whose one route fails as a write cut off by a dying database does. */
function appFailingWith(fail: () => Promise<unknown>) {
  const app = express();
  app.all('/write', (_req, res, next) => {
    fail().then(() => res.status(201).end(), next);
  });
  app.use(problemHandler(createLogger('silent'), fieldRules([])));
  return app;
}

describe('a write the dying database cut off', () => {
  it('says the change may have been stored when nothing undid it', async () => {
    const response = await request(appFailingWith(() => Promise.reject(connectionLost()))).put('/write');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.body.detail).toBe(STORAGE_MESSAGES.inDoubt);
  });

  it('says the database is restarting once the write was undone, and for a read', async () => {
    const undone: string[] = [];
    const app = appFailingWith(() =>
      writeOrUndo(
        () => Promise.reject(connectionLost()),
        async () => undone.push('removed'),
      ),
    );
    const write = await request(app).post('/write');
    expect(undone).toEqual(['removed']);
    expect(write.status).toBe(503);
    expect(write.body.detail).toBe(STORAGE_MESSAGES.unavailable);
    const read = await request(appFailingWith(() => Promise.reject(connectionLost()))).get('/write');
    expect(read.body.detail).toBe(STORAGE_MESSAGES.unavailable);
  });
});
