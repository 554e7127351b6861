import { existsSync } from 'node:fs';
import mongoose, { Schema, type mongo } from 'mongoose';
import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_FERRETDB_BIN, startDatabase } from '../src/db/launcher.ts';
import { useTestDatabase } from './helpers/testDatabase.ts';

const Note = mongoose.model('LauncherNote', new Schema({ text: { type: String, required: true }, at: Date }));

/** Whether the test server is FerretDB (its explain shows SQLite's query plan). */
async function isFerretDb(): Promise<boolean> {
  return 'ferretdbVersion' in (await mongoose.connection.db!.admin().command({ buildInfo: 1 }));
}

/** FerretDB's plan for a find by `_id`, once it uses an index or after 5 s (the index comes within a second). */
async function idLookupPlan(db: mongo.Db, collection: string, id: unknown): Promise<string> {
  const plan = async () => {
    // A real read first: a connection notices a new index when it next runs a statement.
    await db.collection(collection).findOne({ _id: id as never });
    return JSON.stringify((await db.command({ explain: { find: collection, filter: { _id: id } } })).queryPlanner);
  };
  let found = await plan();
  for (const deadline = Date.now() + 5000; !found.includes('USING INDEX') && Date.now() < deadline; found = await plan()) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return found;
}

describe('database launcher', () => {
  const database = useTestDatabase();

  it('runs FerretDB when its binary is built and MONGODB_URI is unset', () => {
    if (process.env.TEST_MONGODB_URI) return;
    expect(inject('dbEngine')).toBe(existsSync(DEFAULT_FERRETDB_BIN) ? 'ferretdb' : 'mongodb-memory-server');
  });

  it('saves a Mongoose document and reads it back from the real server', async () => {
    const at = new Date('2024-01-05T10:00:00Z');
    const saved = await Note.create({ text: 'Keep your paddle up at the kitchen line', at });
    const read = await Note.findById(saved._id).lean();
    expect(read?.text).toBe('Keep your paddle up at the kitchen line');
    expect(read?.at?.toISOString()).toBe(at.toISOString());
    expect(await Note.countDocuments()).toBe(1);
  });

  it('finds and updates a document by _id through an index on FerretDB, not by reading the collection', async () => {
    if (!(await isFerretDb())) return;
    const notes = await Note.insertMany(Array.from({ length: 50 }, (_, i) => ({ text: `Drill ${i}: third-shot drops` })));
    const target = notes[17]!._id;
    expect(await idLookupPlan(mongoose.connection.db!, Note.collection.name, target)).toMatch(/SEARCH \S+ USING INDEX \S+__id_lookup/);
    await Note.updateOne({ _id: target }, { $set: { text: 'Reset to the kitchen line' } });
    expect((await Note.findById(target).lean())?.text).toBe('Reset to the kitchen line');
    // Clients see only the indexes they declared.
    expect((await Note.collection.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_']);
  });

  it('indexes a database dropped and created again under the same name', async () => {
    if (!(await isFerretDb())) return;
    const again = mongoose.connection.getClient().db(`${database.name}_again`);
    for (const round of [1, 2]) {
      const { insertedId } = await again.collection('notes').insertOne({ text: `Round ${round}: reset after every lob` });
      expect(await idLookupPlan(again, 'notes', insertedId), `round ${round}`).toMatch(/USING INDEX \S+__id_lookup/);
      await again.dropDatabase();
    }
  });

  it('uses MONGODB_URI as it is when set, and stopping it is a no-op', async () => {
    const logged: string[] = [];
    const db = await startDatabase({
      mongodbUri: 'mongodb://db.example.internal:27017/',
      dataDir: '/nonexistent',
      logger: { info: (_o: object, m: string) => logged.push(m), warn: () => {} },
    });
    expect(db).toMatchObject({ engine: 'external', uri: 'mongodb://db.example.internal:27017/' });
    await db.stop();
    expect(logged).toEqual(['using the database at MONGODB_URI']);
  });
});
