import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/fetcher.ts';

/**
 * The body of a public read that answered 200. Drafts, unknown slugs (404), paths that are no
 * slug at all (400) and any other answer are "no such page"; other failures stay errors.
 */
export async function readFound<R extends { status: number; data: unknown }>(read: Promise<R>): Promise<Extract<R, { status: 200 }>['data']> {
  try {
    const response = await read;
    if (response.status !== 200) throw notFound();
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}
