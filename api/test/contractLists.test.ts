import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../src/http/operations.ts';
import { listFieldsOf } from '../src/http/resourceModule.ts';
import { RESOURCES } from '../src/resources.ts';

interface Parameter { $ref?: string; name?: string; in?: string; description?: string; schema?: { pattern?: string } }
interface Contract {
  paths: Record<string, Record<string, { operationId?: string; parameters?: Parameter[] }>>;
  components: { parameters: Record<string, Parameter> };
}

const contract = parse(readFileSync(OPENAPI_PATH, 'utf8')) as Contract;

function queryParameter(operationId: string, name: string): Parameter {
  const operation = Object.values(contract.paths).flatMap((item) => Object.values(item)).find((op) => op.operationId === operationId)!;
  const parameters = (operation.parameters ?? []).map((p) => (p.$ref ? contract.components.parameters[p.$ref.split('/').pop()!]! : p));
  return parameters.find((p) => p.in === 'query' && p.name === name)!;
}

describe('the contract states the admin lists’ sort fields and ranges as the server reads them', () => {
  for (const [operationId, { sortable, filters }] of Object.entries(listFieldsOf(RESOURCES))) {
    it(`${operationId}: sort allows exactly the server's sort fields, in either order and any case`, () => {
      const pattern = new RegExp(queryParameter(operationId, 'sort').schema!.pattern!, 'u');
      for (const field of sortable) {
        expect(pattern.test(JSON.stringify([field, 'ASC'])), field).toBe(true);
        expect(pattern.test(`[ "${field}" , "desc" ]`), field).toBe(true);
      }
      expect(pattern.test('["notAField","ASC"]')).toBe(false);
      expect(pattern.test(`["${sortable[0]}","SIDEWAYS"]`)).toBe(false);
      const filter = queryParameter(operationId, 'filter');
      for (const key of filters) expect(filter.description, `filter key ${key}`).toContain(`\`${key}\``);
    });
  }

  it('range takes two whole numbers', () => {
    const pattern = new RegExp(queryParameter('posts.list', 'range').schema!.pattern!, 'u');
    expect(['[0,9]', '[ 10 , 19 ]'].map((text) => pattern.test(text))).toEqual([true, true]);
    expect(['[0]', '[-1,9]', '[0.5,9]', '{"0":1}'].map((text) => pattern.test(text))).toEqual([false, false, false, false]);
  });
});
