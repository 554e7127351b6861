import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../src/http/operations.ts';

type Schema = Record<string, unknown>;
const contract = parse(readFileSync(OPENAPI_PATH, 'utf8')) as Schema;

/** The schema a local `$ref` names, followed until it is no reference. */
function resolved(schema: unknown): Schema {
  let node = schema as Schema;
  while (typeof node?.$ref === 'string') {
    node = (node.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Schema>((at, step) => at[step] as Schema, contract);
  }
  return node ?? {};
}

/** Every string field of a request body (by its path) that says nothing of what it holds. */
function unstatedStrings(schema: unknown, path: string, found: string[], depth = 0): string[] {
  const node = resolved(schema);
  if (depth > 12) return found;
  for (const part of ['allOf', 'anyOf', 'oneOf'] as const) for (const sub of (node[part] as unknown[]) ?? []) unstatedStrings(sub, path, found, depth + 1);
  if (node.type === 'string' && !('pattern' in node || 'enum' in node || 'format' in node)) found.push(path);
  for (const [name, sub] of Object.entries((node.properties as Schema) ?? {})) unstatedStrings(sub, `${path}.${name}`, found, depth + 1);
  if (node.items) unstatedStrings(node.items, `${path}[]`, found, depth + 1);
  if (node.additionalProperties && typeof node.additionalProperties === 'object') unstatedStrings(node.additionalProperties, `${path}{}`, found, depth + 1);
  return found;
}

describe('the contract states the control-character rule', () => {
  it('gives every text of a JSON request body a pattern, a list or a format (the server refuses C0 control characters in any)', () => {
    const found: string[] = [];
    for (const item of Object.values(contract.paths as Schema)) {
      for (const operation of Object.values(item as Schema) as Schema[]) {
        const content = (resolved(operation?.requestBody).content as Record<string, Schema> | undefined) ?? {};
        for (const [mediaType, media] of Object.entries(content)) {
          if (mediaType.includes('json')) unstatedStrings(media.schema, String(operation.operationId), found);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
