import mongoose, { Schema } from 'mongoose';
import { EVENT_KINDS, EVENT_PUBLICATIONS, EVENT_STATUSES } from '../../../../common/events.ts';
import { sampleMark } from '../../db/sampleMark.ts';
import { text } from '../../db/textFields.ts';
import type { EventFields } from '../event.ts';

/** A stored event: the contract's event, keyed by `_id`. */
export type EventDoc = EventFields & { _id: number; updatedAt: Date };

const eventSchema = new Schema<EventDoc>(
  {
    _id: Number,
    kind: { type: String, enum: EVENT_KINDS, required: true },
    title: { type: String, required: true },
    slug: { type: String, required: true },
    description: text,
    start: { type: String, required: true },
    end: { type: String, required: true },
    // The weekly rule and its exceptions are read back whole.
    recurrence: { type: Schema.Types.Mixed, default: null },
    exceptions: { type: Schema.Types.Mixed, default: () => ({ cancelled: [], moved: [] }) },
    courtId: { type: Number, default: null },
    address: text,
    skillLevels: { type: [String], default: ['all'] },
    costCents: { type: Number, default: null },
    capacity: { type: Number, default: null },
    registrationUrl: text,
    organizerName: text,
    organizerContact: text,
    status: { type: String, enum: EVENT_STATUSES, default: 'scheduled' },
    previousStart: { type: String, default: null },
    publication: { type: String, enum: EVENT_PUBLICATIONS, default: 'draft' },
    authorId: { type: Number, required: true },
    sequence: { type: Number, default: 0 },
    ...sampleMark,
  },
  { versionKey: false, timestamps: true, minimize: false },
);
// Slugs are stored in lower case, so this makes them unique in any case.
eventSchema.index({ slug: 1 }, { unique: true });
eventSchema.index({ publication: 1 });

export const EventModel = mongoose.model<EventDoc>('Event', eventSchema, 'events');
