import mongoose, { Schema } from 'mongoose';

/** One saved version of the settings; the highest `_id` is in force. */
export interface SettingsVersionDoc {
  _id: number;
  savedAt: Date;
  settings: Record<string, unknown>;
}

const schema = new Schema<SettingsVersionDoc>({ _id: Number, savedAt: { type: Date, required: true }, settings: { type: Schema.Types.Mixed, required: true } }, { versionKey: false, minimize: false });

export const SettingsVersion = mongoose.model<SettingsVersionDoc>('SettingsVersion', schema, 'settingsversions');
