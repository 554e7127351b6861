import mongoose, { Schema } from 'mongoose';
import { sampleMark } from '../../db/sampleMark.ts';

export interface TermDoc {
  _id: number;
  name: string;
  slug: string;
  description?: string;
}

function termSchema(withDescription: boolean): Schema<TermDoc> {
  const schema = new Schema<TermDoc>(
    {
      _id: Number,
      name: { type: String, required: true },
      slug: { type: String, required: true },
      ...(withDescription ? { description: { type: String, default: '' } } : {}),
      ...sampleMark,
    },
    { versionKey: false, timestamps: true },
  );
  schema.index({ slug: 1 }, { unique: true });
  schema.index({ name: 1 });
  return schema;
}

export const Category = mongoose.model<TermDoc>('Category', termSchema(true));
export const Tag = mongoose.model<TermDoc>('Tag', termSchema(false));
