import { FIELD_MESSAGES } from '../../../common/messages.ts';
import { notFound, validationProblem } from '../http/problem.ts';
import { found, recordReads, type RecordService } from '../http/recordService.ts';
import { slugConflict, slugError } from '../http/slug.ts';
import { SlugTaken, type Term, type TermInput, type TermKind, type TermListQuery, type TermRepository } from './repository/termRepository.ts';

/** The post field that holds references to terms of a kind. */
export type TermField = 'categoryIds' | 'tagIds';

/** What the term rules need of posts: dropping a deleted term from every post that has it. */
export interface TermLinks {
  unlinkTerm(field: TermField, termId: number): Promise<void>;
}

export type TermService = RecordService<TermListQuery, Term, TermInput>;

const KINDS: Record<TermKind, { label: string; postField: TermField; hasDescription: boolean }> = {
  category: { label: 'category', postField: 'categoryIds', hasDescription: true },
  tag: { label: 'tag', postField: 'tagIds', hasDescription: false },
};

/**
 * The rules of categories and tags, the same for both: names and slugs are trimmed, a name is
 * required, a slug is lowercase words joined by hyphens and belongs to one term of the kind.
 * Public post bodies show term names, so every write declares in the contract that it clears the public cache (x-cache-effects).
 */
export function createTermService(deps: { kind: TermKind; repository: TermRepository; posts: TermLinks }): TermService {
  const { repository, posts } = deps;
  const { label, postField, hasDescription } = KINDS[deps.kind];
  const missing = () => notFound(label[0]!.toUpperCase() + label.slice(1));

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

  /** Runs a write, answering a taken slug with a 409. */
  const refusingTakenSlug = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (error instanceof SlugTaken) throw slugConflict(label, error.slug);
      throw error;
    }
  };
  const ensureSlugFree = async (slug: string, exceptId?: number) => {
    if (await repository.slugTaken(slug, exceptId)) throw slugConflict(label, slug);
  };

  return {
    ...recordReads(repository, missing),

    async create(body) {
      const input = readInput(body);
      await ensureSlugFree(input.slug);
      return refusingTakenSlug(() => repository.create(input));
    },

    async update(id, body) {
      const input = readInput(body);
      found(await repository.get(id), missing);
      await ensureSlugFree(input.slug, id);
      return found(await refusingTakenSlug(() => repository.update(id, input)), missing);
    },

    async remove(id) {
      const term = found(await repository.get(id), missing);
      // Unlink first: if the process stops between the two writes, no post points at a missing term.
      await posts.unlinkTerm(postField, id);
      await repository.remove(id);
      return term;
    },
  };
}
