import { GEAR_CSV_COLUMNS, GEAR_CSV_MESSAGES, GEAR_IMPORT_MAX_ROWS } from '../../../common/gearCsv.ts';
import { csvFile } from '../http/csvFile.ts';
import { readSluggedRows, refuseBadRows } from '../http/csvImport.ts';
import { byColumn, productToRow, rowToProduct } from './csv.ts';
import type { GearProduct } from './gear.ts';
import type { GearRepository } from './repository/gearRepository.ts';
import { checkProduct } from './validate.ts';

const everyProduct = { sort: { field: 'id' as const, direction: 1 as const }, skip: 0, limit: 0 };

/** The catalog as a CSV file and back: the export's columns are the import's. */
export function gearTransfer(repository: GearRepository, today: () => string) {
  return {
    /** Checks every row; stores them all as drafts, or none and throws the 400 naming each bad row by line. */
    async importCsv(text: string): Promise<number> {
      const { good, bad } = readSluggedRows(text, {
        columns: GEAR_CSV_COLUMNS,
        maxRows: GEAR_IMPORT_MAX_ROWS,
        texts: { empty: GEAR_CSV_MESSAGES.importEmpty, unknownColumns: GEAR_CSV_MESSAGES.importUnknownColumns, tooMany: GEAR_CSV_MESSAGES.importTooMany },
        taken: (await repository.listProducts(everyProduct)).page.map((product) => product.slug),
        slugTaken: GEAR_CSV_MESSAGES.slugTaken,
        read: rowToProduct,
        slugFrom: (raw) => `${String(raw.brand)} ${String(raw.model)}`,
        fallback: 'product',
        validate: (raw) => checkProduct(raw, today()),
        byColumn,
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
