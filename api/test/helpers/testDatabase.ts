import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectMongoose } from '../../src/db/connect.ts';

/** Connects this test file to a database of its own on the shared server, dropped afterwards. */
export function useTestDatabase(): { name: string } {
  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  beforeAll(async () => {
    await connectMongoose(inject('mongoUri'), name);
  });
  afterAll(async () => {
    await mongoose.connection.dropDatabase().catch(() => {});
    await mongoose.disconnect();
  });
  return { name };
}
