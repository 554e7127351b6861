import { GEAR_CSV_COLUMNS, GEAR_CSV_MESSAGES, GEAR_IMPORT_MAX_ROWS } from '../../../common/gearCsv.ts';
import { csvFile } from '../http/csvFile.ts';
import { readImportRows, refuseBadRows } from '../http/csvImport.ts';
import { toSlug } from '../portability/imports/site.ts';
import { byColumn, productToRow, rowToProduct } from './csv.ts';
import type { GearProduct } from './gear.ts';
import type { GearRepository } from './repository/gearRepository.ts';
import { checkProduct } from './validate.ts';

const everyProduct = { sort: { field: 'id' as const, direction: 1 as const }, skip: 0, limit: 0 };

/** A slug made from the brand and model that no product (nor an earlier row) has. */
function freeSlug(brand: string, model: string, taken: Set<string>): string {
  const base = toSlug(`${brand} ${model}`).slice(0, 110) || 'product';
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The catalog as a CSV file and back: the export's columns are the import's. */
export function gearTransfer(repository: GearRepository, today: () => string) {
  return {
    /** Checks every row; stores them all as drafts, or none and throws the 400 naming each bad row by line. */
    async importCsv(text: string): Promise<number> {
      const taken = new Set((await repository.listProducts(everyProduct)).page.map((product) => product.slug));
      const { good, bad } = readImportRows(text, {
        columns: GEAR_CSV_COLUMNS,
        maxRows: GEAR_IMPORT_MAX_ROWS,
        texts: { empty: GEAR_CSV_MESSAGES.importEmpty, unknownColumns: GEAR_CSV_MESSAGES.importUnknownColumns, tooMany: GEAR_CSV_MESSAGES.importTooMany },
        check(row) {
          const { raw, errors: own } = rowToProduct(row);
          const given = String(raw.slug).toLowerCase();
          const { fields, errors } = checkProduct({ ...raw, slug: given || freeSlug(String(raw.brand), String(raw.model), taken) }, today());
          if (given && !errors.slug && taken.has(given)) errors.slug = GEAR_CSV_MESSAGES.slugTaken;
          const all = byColumn({ ...errors, ...own });
          if (!fields || Object.keys(all).length > 0) return { errors: all };
          taken.add(fields.slug);
          return { fields, errors: all };
        },
      });
      refuseBadRows(bad);
      // Imported products are drafts, for an editor to publish.
      return (await repository.createProducts(good.map(({ fields }) => ({ ...fields, status: 'draft' as const })))).length;
    },

    /** Every product with its specs, drafts too, oldest first. */
    async exportCsv(): Promise<string> {
      const products: GearProduct[] = (await repository.listProducts(everyProduct)).page;
      return csvFile(GEAR_CSV_COLUMNS, products.map(productToRow));
    },
  };
}
