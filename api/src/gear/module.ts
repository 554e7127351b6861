import { GEAR_MESSAGES } from '../../../common/gear.ts';
import type { ListFields } from '../http/listQuery.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import type { AcrossFields, FieldTexts } from '../http/validatorErrors.ts';
import { NUMERIC_SPECS, PRODUCT_SORT_FIELDS, REVIEW_SORT_FIELDS } from './gear.ts';
import { gearStartup } from './repository/startup.ts';

export const GEAR_LISTS = {
  'gear.list': { sortable: PRODUCT_SORT_FIELDS, filters: ['q', 'id', 'kind', 'status'] },
  'gear.listReviews': { sortable: REVIEW_SORT_FIELDS, filters: ['id', 'productId', 'status'] },
} as const satisfies Record<string, ListFields>;

const required = (text: string, max: number) => ({ required: text, minLength: text, pattern: text, maxLength: GEAR_MESSAGES.tooLong(max) });
const number = (text: string) => ({ type: text, minimum: text, maximum: text });

/**
 * What a volunteer reads when the contract's validator refuses a product or review field. `kind`
 * is also an event's field: its text fits both.
 */
const GEAR_FIELD_TEXTS: FieldTexts = {
  kind: { enum: GEAR_MESSAGES.kindChoose },
  brand: required(GEAR_MESSAGES.brandRequired, 100),
  model: required(GEAR_MESSAGES.modelRequired, 150),
  year: number(GEAR_MESSAGES.yearInvalid),
  priceCents: { type: GEAR_MESSAGES.priceInvalid, minimum: GEAR_MESSAGES.priceInvalid, maximum: GEAR_MESSAGES.priceTooHigh },
  images: { pattern: GEAR_MESSAGES.imageInvalid, maxLength: GEAR_MESSAGES.imageInvalid },
  'buyLinks.label': { required: GEAR_MESSAGES.buyLinkInvalid, minLength: GEAR_MESSAGES.buyLinkInvalid, pattern: GEAR_MESSAGES.buyLinkInvalid, maxLength: GEAR_MESSAGES.tooLong(80) },
  'buyLinks.url': { required: GEAR_MESSAGES.buyLinkInvalid, pattern: GEAR_MESSAGES.buyLinkInvalid, maxLength: GEAR_MESSAGES.tooLong(2000) },
  ...Object.fromEntries(NUMERIC_SPECS.map((spec) => [`specs.${spec}.value`, number(GEAR_MESSAGES.specInvalid)])),
  productId: { required: GEAR_MESSAGES.productRequired, ...number(GEAR_MESSAGES.productRequired) },
  score: { required: GEAR_MESSAGES.scoreInvalid, ...number(GEAR_MESSAGES.scoreInvalid) },
  acquisition: { enum: GEAR_MESSAGES.acquisitionInvalid },
  howWeTested: { maxLength: GEAR_MESSAGES.tooLong(5000) },
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A product's rules across fields (the contract's `not`s), with the texts the handler gives. */
const PRODUCT_ACROSS_FIELDS: AcrossFields[] = [
  { broken: (body) => typeof body.priceCents === 'number' && typeof body.priceCheckedAt !== 'string', errors: { priceCheckedAt: GEAR_MESSAGES.priceNeedsDate } },
  { broken: (body) => body.kind !== 'paddle' && isObject(body.specs), errors: { specs: GEAR_MESSAGES.specsPaddlesOnly } },
  {
    broken: (body) => isObject(body.approval) && body.approval.status === 'not-listed' && typeof body.approval.listedOn === 'string',
    errors: { 'approval.listedOn': GEAR_MESSAGES.listedOnWithoutListing },
  },
];

/** What the gear catalog registers with the shared floors (see http/resourceModule.ts). */
export const gearModule: ResourceModule = {
  name: 'gear',
  lists: GEAR_LISTS,
  fieldTexts: GEAR_FIELD_TEXTS,
  acrossFields: { GearProductInput: PRODUCT_ACROSS_FIELDS },
  startup: gearStartup,
};
