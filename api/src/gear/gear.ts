import type {
  GearAcquisition,
  GearApproval,
  GearBuyLink,
  GearKind,
  GearProduct,
  GearReview,
  GearStatus,
  PaddleSpecs,
} from '../../../codegen/hey-api/types.gen.ts';

export type { GearAcquisition, GearApproval, GearBuyLink, GearKind, GearProduct, GearReview, GearStatus, PaddleSpecs };

/** A product's stored fields: the contract's product without its id and time of change. */
export type ProductFields = Omit<GearProduct, 'id' | 'updatedAt'>;
/** A review's stored fields. */
export type ReviewFields = Omit<GearReview, 'id' | 'updatedAt'>;

export type ProductSortField = 'id' | 'brand' | 'model' | 'slug' | 'kind' | 'status' | 'year' | 'priceCents';
export const PRODUCT_SORT_FIELDS: readonly ProductSortField[] = ['id', 'brand', 'model', 'slug', 'kind', 'status', 'year', 'priceCents'];
export type ReviewSortField = 'id' | 'productId' | 'score' | 'status';
export const REVIEW_SORT_FIELDS: readonly ReviewSortField[] = ['id', 'productId', 'score', 'status'];

/** The numeric specifications of a paddle, by field name (the unit is in the name or the contract). */
export const NUMERIC_SPECS = [
  'thicknessMm',
  'weightOz',
  'swingWeight',
  'twistWeight',
  'balancePointMm',
  'lengthMm',
  'widthMm',
  'handleLengthMm',
  'gripCircumferenceIn',
  'spinRpm',
] as const satisfies readonly (keyof NonNullable<PaddleSpecs>)[];
export const TEXT_SPECS = ['core', 'surface'] as const satisfies readonly (keyof NonNullable<PaddleSpecs>)[];
