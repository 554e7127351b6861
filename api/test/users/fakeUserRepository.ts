import type { NewUser, UserRecord, UserRepository } from '../../src/users/repository/userRepository.ts';

/** Staff accounts in memory, with the unique username, email and slug of the real collection. */
export function fakeUserRepository(): UserRepository & { all: UserRecord[] } {
  const all: UserRecord[] = [];
  let next = 1;
  const duplicate = () => Object.assign(new Error('duplicate'), { code: 11000 });
  const clash = (user: Partial<NewUser>, exceptId?: number) =>
    all.some((u) => u.id !== exceptId && ((user.username && u.username === user.username) || (user.email && u.email === user.email) || (user.slug && u.slug === user.slug)));
  const copy = (u: UserRecord | undefined) => (u ? structuredClone(u) : null);
  return {
    all,
    count: async () => all.length,
    async list({ q, skip, limit }) {
      const matching = all.filter((u) => !q || q.test(u.username) || q.test(u.email) || q.test(u.role));
      return { page: matching.slice(skip, limit ? skip + limit : undefined).map((u) => structuredClone(u)), total: matching.length };
    },
    get: async (id) => copy(all.find((u) => u.id === id)),
    owner: async () => copy(all.find((u) => u.isOwner)),
    byUsername: async (username) => copy(all.find((u) => u.username === username)),
    byEmail: async (email) => copy(all.find((u) => u.email === email)),
    bySlug: async (slug) => copy(all.find((u) => u.slug === slug)),
    byToken: async (kind, hash) => copy(all.find((u) => u[kind]?.hash === hash)),
    async create(user) {
      if (clash(user)) throw duplicate();
      const record = { ...structuredClone(user), id: next++ };
      all.push(record);
      return structuredClone(record);
    },
    async update(id, changes) {
      const record = all.find((u) => u.id === id);
      if (!record) return null;
      if (clash(changes, id)) throw duplicate();
      Object.assign(record, structuredClone(changes));
      return structuredClone(record);
    },
    async remove(id) {
      const index = all.findIndex((u) => u.id === id);
      return index < 0 ? null : all.splice(index, 1)[0]!;
    },
  };
}
