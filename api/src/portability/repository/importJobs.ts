import { randomUUID } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import type { ImportJob } from '../../../../codegen/hey-api/types.gen.ts';

/** An import run in the background, as its GET answers it: the contract's ImportJob. */
export type { ImportJob };

interface JobDoc extends Omit<ImportJob, 'id' | 'startedAt' | 'finishedAt'> {
  _id: string;
  startedAt: Date;
  finishedAt?: Date;
}

const jobSchema = new Schema<JobDoc>(
  {
    _id: String,
    source: { type: String, required: true },
    dryRun: { type: Boolean, required: true },
    state: { type: String, required: true },
    done: { type: Number, required: true },
    total: { type: Number, required: true },
    report: { type: Schema.Types.Mixed },
    reason: String,
    startedAt: { type: Date, required: true },
    finishedAt: Date,
  },
  { versionKey: false },
);
const ImportJobModel = mongoose.model<JobDoc>('ImportJob', jobSchema, 'import_jobs');

/** An image an import uploaded, by the SHA-256 of its bytes: a second import reuses its URL. */
interface ImageDoc {
  _id: string;
  url: string;
}
const ImportedImage = mongoose.model<ImageDoc>('ImportedImage', new Schema<ImageDoc>({ _id: String, url: { type: String, required: true } }, { versionKey: false }), 'import_images');

export interface ImportJobRepository {
  create(job: Pick<ImportJob, 'source' | 'dryRun'>, at: Date): Promise<ImportJob>;
  find(id: string): Promise<ImportJob | undefined>;
  update(id: string, change: Partial<Omit<ImportJob, 'id' | 'source' | 'dryRun' | 'startedAt'>>): Promise<void>;
  /** The jobs not finished nor failed. */
  unfinished(): Promise<ImportJob[]>;
  /** The URL of an image uploaded by an earlier import, by the hash of its bytes. */
  imageByHash(hash: string): Promise<string | undefined>;
  keepImage(hash: string, url: string): Promise<void>;
}

function toJob({ _id, startedAt, finishedAt, ...rest }: JobDoc): ImportJob {
  return { ...rest, id: _id, startedAt: startedAt.toISOString(), ...(finishedAt ? { finishedAt: finishedAt.toISOString() } : {}) };
}

export function createImportJobRepository(): ImportJobRepository {
  return {
    async create(job, at) {
      const doc: JobDoc = { _id: randomUUID(), ...job, state: 'queued', done: 0, total: 0, startedAt: at };
      await ImportJobModel.create(doc);
      return toJob(doc);
    },
    async find(id) {
      const doc = await ImportJobModel.findById(id).lean<JobDoc>();
      return doc ? toJob(doc) : undefined;
    },
    async update(id, { finishedAt, ...change }) {
      await ImportJobModel.updateOne({ _id: id }, { $set: { ...change, ...(finishedAt ? { finishedAt: new Date(finishedAt) } : {}) } });
    },
    async unfinished() {
      return (await ImportJobModel.find({ state: { $in: ['queued', 'running'] } }).lean<JobDoc[]>()).map(toJob);
    },
    async imageByHash(hash) {
      return (await ImportedImage.findById(hash).lean<ImageDoc>())?.url;
    },
    async keepImage(hash, url) {
      await ImportedImage.updateOne({ _id: hash }, { $set: { url } }, { upsert: true });
    },
  };
}
