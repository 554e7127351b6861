import { createPostRepository } from '../api/src/posts/repository/postRepository.ts';
import { createUserRepository } from '../api/src/users/repository/userRepository.ts';
import { createUserService } from '../api/src/users/service.ts';

/** The owner's credentials the bench's servers start with (ADMIN_USERNAME, ADMIN_PASSWORD, SESSION_SECRET). */
export const ADMIN = { username: 'admin', password: 'bench-password' } as const;
export const SESSION_SECRET = 'bench-session-secret';

const NO_MAIL = { invitation: async () => {}, reset: async () => {}, emailChange: async () => {}, emailChangeNotice: async () => {}, emailTaken: async () => {} };

/**
 * Creates the owner on a connected database as the server's first start would (the sample posts
 * become theirs), so posts can be seeded as the API writes them, with an author, and the server
 * finds nothing to upgrade.
 * Returns the owner's id.
 */
export async function seedOwner(siteUrl: string): Promise<number> {
  const repository = createUserRepository();
  const users = createUserService({
    repository,
    endSessions: async () => {},
    // The sample posts of the first start become the owner's, as the server's start makes them.
    reassignPosts: (fromId, toId) => createPostRepository().reassignAuthor(fromId, toId),
    mail: NO_MAIL,
    owner: { ...ADMIN, secret: SESSION_SECRET, siteUrl },
  });
  await users.ensureOwner();
  return (await repository.owner())!.id;
}
