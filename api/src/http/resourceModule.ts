import type { StartupSteps } from '../db/prepare.ts';
import type { ListFields } from './listQuery.ts';
import type { AcrossFields, FieldTexts } from './validatorErrors.ts';

/**
 * What a resource hands the shared floors, declared in its own `module.ts`: the composition root
 * (`api/src/resources.ts`) lists every resource's and passes them to http/ and db/, so a new
 * resource adds its module there instead of editing a central table.
 */
export interface ResourceModule {
  /** The resource's folder, named in start-up errors. */
  name: string;
  /** The sort fields and filter keys of its admin lists, by operationId (its handlers read them too). */
  lists?: Record<string, ListFields>;
  /** The texts for its body fields that break a rule of the contract's schema, by field name. */
  fieldTexts?: FieldTexts;
  /** Its rules across fields, by the name of the body schema that states them. */
  acrossFields?: Record<string, AcrossFields[]>;
  /** What start-up does for it on the database: indexes, migrations, seed. */
  startup?: StartupSteps;
}

/** Every resource's admin lists by operationId; two resources claiming one operation stop start-up. */
export function listFieldsOf(resources: readonly ResourceModule[]): Record<string, ListFields> {
  const lists: Record<string, ListFields> = {};
  for (const { name, lists: own = {} } of resources) {
    for (const [operationId, fields] of Object.entries(own)) {
      if (operationId in lists) throw new Error(`${name} registers the list ${operationId}, which another resource registers`);
      lists[operationId] = fields;
    }
  }
  return lists;
}
