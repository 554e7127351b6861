import type { GearProduct } from '../gear/gear.ts';
import type { GearRepository } from '../gear/repository/gearRepository.ts';
import type { SearchDocument, SearchSource } from './source.ts';

const APPROVAL_TEXT = { approved: 'Approved by USA Pickleball', delisted: 'Delisted by USA Pickleball', 'not-listed': '' } as const;

/** A paddle's specs as words a player types: "16 mm thick" and "16mm", "7.9 oz", "raw carbon fiber surface". */
function specWords(product: GearProduct): { body: string[]; keywords: string[] } {
  const specs = product.specs;
  if (!specs) return { body: [], keywords: [] };
  const body: string[] = [];
  const keywords: string[] = [];
  if (specs.thicknessMm) {
    body.push(`${specs.thicknessMm.value} mm thick`);
    keywords.push(`${specs.thicknessMm.value}mm`);
  }
  if (specs.weightOz) {
    body.push(`${specs.weightOz.value} oz`);
    keywords.push(`${specs.weightOz.value}oz`);
  }
  if (specs.shape) body.push(`${specs.shape.value} shape`);
  if (specs.core) body.push(`${specs.core.value} core`);
  if (specs.surface) body.push(`${specs.surface.value} surface`);
  keywords.push(...[specs.shape?.value, specs.core?.value, specs.surface?.value].filter((word): word is string => typeof word === 'string'));
  return { body, keywords };
}

/** Published gear products as search documents, by id; drafts are never read. A result opens the product's page. */
export function productSearchSource(gear: Pick<GearRepository, 'publishedProducts'>): SearchSource {
  const document = (product: GearProduct): SearchDocument => {
    const { body, keywords } = specWords(product);
    return {
      kind: 'product',
      id: String(product.id),
      title: `${product.brand} ${product.model}`,
      body: [`${product.kind.charAt(0).toUpperCase()}${product.kind.slice(1)}${product.year ? ` (${product.year})` : ''}`, ...body, APPROVAL_TEXT[product.approval.status]].filter(Boolean).join(' · '),
      keywords: [product.brand, product.kind, ...keywords].join(' '),
      url: `/gear/${product.kind}/${product.slug}`,
    };
  };
  return {
    kind: 'product',
    versions: async () => new Map((await gear.publishedProducts()).map((product) => [String(product.id), product.updatedAt])),
    all: async () => (await gear.publishedProducts()).map(document),
    async some(ids) {
      const wanted = new Set(ids);
      return (await gear.publishedProducts()).filter((product) => wanted.has(String(product.id))).map(document);
    },
  };
}
