import type { SessionRepository, StoredSession } from '../../src/auth/repository/sessionRepository.ts';

/** Sessions in memory, as the real collection keeps them. */
export function fakeSessionRepository(): SessionRepository & { all: Map<string, StoredSession> } {
  const all = new Map<string, StoredSession>();
  return {
    all,
    create: async (session) => void all.set(session.id, structuredClone(session)),
    findById: async (id) => structuredClone(all.get(id)),
    listByUser: async (userId) => [...all.values()].filter((s) => s.userId === userId).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((s) => structuredClone(s)),
    async touch(id, lastSeenAt, expiresAt) {
      const session = all.get(id);
      if (session) Object.assign(session, { lastSeenAt, expiresAt });
      return !!session;
    },
    remove: async (id) => void all.delete(id),
    async removeByUser(userId) {
      for (const [id, s] of all) if (s.userId === userId) all.delete(id);
    },
  };
}
