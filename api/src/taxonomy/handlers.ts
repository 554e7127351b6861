import type { Model } from 'mongoose';
import type { RequestHandler } from 'express';
import { FIELD_MESSAGES } from '../../../common/messages.ts';
import { appContext } from '../http/context.ts';
import { LIST_FIELDS } from '../http/listFields.ts';
import { containsText, idList, idParam, parseListQuery, sendList } from '../http/listQuery.ts';
import { notFound, validationProblem } from '../http/problem.ts';
import { isDuplicateKey, slugConflict, slugError } from '../http/slug.ts';
import type { TermField } from '../posts/store.ts';
import type { TermDoc } from './model.ts';
import { termWrites, type TermInput } from './store.ts';

interface TaxonomyOptions {
  model: Model<TermDoc>;
  /** Collection name in Content-Range, e.g. "categories". */
  resource: string;
  /** Lowercase singular for messages, e.g. "category". */
  label: string;
  /** The post field holding references to this taxonomy. */
  postField: TermField;
  hasDescription: boolean;
}

/** Categories and tags follow the same rules; this builds the five handlers for one of them. */
export function taxonomyHandlers({ model, resource, label, postField, hasDescription }: TaxonomyOptions) {
  const Label = label[0]!.toUpperCase() + label.slice(1);
  const writes = termWrites(model, resource, postField);

  const toJson = (doc: TermDoc) =>
    hasDescription ? { id: doc._id, name: doc.name, slug: doc.slug, description: doc.description ?? '' } : { id: doc._id, name: doc.name, slug: doc.slug };

  const readInput = (body: TermInput): TermInput => {
    const input: TermInput = { name: body.name.trim(), slug: body.slug.trim() };
    if (hasDescription) input.description = (body.description ?? '').trim();
    const errors: Record<string, string> = {};
    if (!input.name) errors.name = FIELD_MESSAGES.nameRequired;
    const badSlug = slugError(input.slug);
    if (badSlug) errors.slug = badSlug;
    if (Object.keys(errors).length > 0) throw validationProblem(errors);
    return input;
  };

  const ensureSlugFree = async (slug: string, exceptId?: number) => {
    const clash = await model.exists(exceptId === undefined ? { slug } : { slug, _id: { $ne: exceptId } });
    if (clash) throw conflict(slug);
  };
  const conflict = (slug: string) => slugConflict(label, slug);

  const list: RequestHandler = async (req, res) => {
    const query = parseListQuery(req, LIST_FIELDS[resource === 'categories' ? 'categories.list' : 'tags.list']);
    const where: Record<string, unknown> = {};
    const q = containsText(query.filter.q);
    if (q) where.$or = [{ name: q }, { slug: q }];
    const ids = idList(query.filter.id);
    if (ids) where._id = { $in: ids };
    const [rows, total] = await Promise.all([
      model.find(where).sort(query.sort).skip(query.skip).limit(query.limit).lean(),
      model.countDocuments(where),
    ]);
    sendList(res, resource, query, rows.map(toJson), total);
  };

  const get: RequestHandler = async (req, res) => {
    const doc = await model.findById(idParam(req)).lean();
    if (!doc) throw notFound(Label);
    res.json(toJson(doc));
  };

  const create: RequestHandler = async (req, res) => {
    const input = readInput(req.body as TermInput);
    await ensureSlugFree(input.slug);
    const doc = await writes.create(input, () => ensureSlugFree(input.slug));
    res.status(201).json(toJson(doc));
  };

  const update: RequestHandler = async (req, res) => {
    const id = idParam(req);
    const input = readInput(req.body as TermInput);
    if (!(await model.exists({ _id: id }))) throw notFound(Label);
    await ensureSlugFree(input.slug, id);
    try {
      const doc = await writes.update(id, input);
      if (!doc) throw notFound(Label);
      res.json(toJson(doc));
    } catch (error) {
      if (isDuplicateKey(error)) throw conflict(input.slug);
      throw error;
    }
  };

  const remove: RequestHandler = async (req, res) => {
    const id = idParam(req);
    const doc = await model.findById(id).lean();
    if (!doc) throw notFound(Label);
    await writes.remove(id, appContext(req).posts);
    res.json(toJson(doc));
  };

  return { list, get, create, update, delete: remove };
}
