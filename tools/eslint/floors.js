import path from 'node:path';

/**
 * `floors/imports`: a file may import, by relative path, only from the folders its block allows
 * (plus its own folder under `ownFolderUnder`). Paths are resolved, so `../posts/x.ts` and
 * `../../posts/x.ts` are judged by where they lead. Package imports are not judged.
 * `known` lists today's exceptions as "importing file -> imported file", to be removed, never added to.
 */
const imports = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          allow: { type: 'array', items: { type: 'string' } },
          ownFolderUnder: { type: 'string' },
          known: { type: 'array', items: { type: 'string' } },
          message: { type: 'string' },
        },
        required: ['allow', 'message'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { allow, ownFolderUnder, known = [], message } = context.options[0];
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const allowed = [...allow];
    if (ownFolderUnder && file.startsWith(`${ownFolderUnder}/`)) {
      allowed.push(`${ownFolderUnder}/${file.slice(ownFolderUnder.length + 1).split('/')[0]}`);
    }
    const inside = (target, place) => target === place || target.startsWith(`${place}/`);
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), source.value)).split(path.sep).join('/');
      if (allowed.some((place) => inside(target, place)) || known.includes(`${file} -> ${target}`)) return;
      context.report({ node: source, message: `${message} (${target})` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const floors = { rules: { imports } };
