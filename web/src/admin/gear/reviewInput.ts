import type { GearReviewInput } from '../../../../codegen/hey-api/types.gen.ts';

type Data = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** One item a line; blank lines dropped. */
const lines = (value: unknown): string[] => text(value).split('\n').map((line) => line.trim()).filter(Boolean);

/** The form's field of each field the server names in a refusal ("pros.0" is the Pros box). */
export const REVIEW_FORM_FIELD_OF = (field: string): string => (field === 'body' ? 'content' : field.replace(/^(pros|cons)\.\d+$/, '$1Text'));

/** Only the fields GearReviewInput allows: pros and cons typed one a line, the body from the rich editor's `content`. */
export function toReviewInput(data: Data): GearReviewInput {
  const score = data.score === '' || data.score == null ? Number.NaN : Number(data.score);
  return {
    productId: Number(data.productId),
    score,
    pros: lines(data.prosText),
    cons: lines(data.consText),
    howWeTested: text(data.howWeTested),
    acquisition: (text(data.acquisition) || null) as GearReviewInput['acquisition'],
    body: text(data.content),
    status: data.status === 'published' ? 'published' : 'draft',
  };
}

/** A review as the form edits it: pros and cons one a line, the body as the editor's `content`. */
export function toReviewForm(record: Data): Data {
  const list = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
  return { ...record, prosText: list(record.pros), consText: list(record.cons), content: text(record.body) };
}
