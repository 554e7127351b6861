import fc from 'fast-check';
import mongoose, { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { COMMENT_STATUSES } from '../../../common/comments.ts';
import { createCommentRepository } from '../../src/comments/repository/commentRepository.ts';
import { indexedCommentRepository } from '../../src/comments/repository/indexedCommentRepository.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

/**
 * The in-memory copy of members' histories answers exactly as the database does: random
 * sequences of writes made through it (as the app makes them), each followed by every member's
 * history asked of both it and the plain repository over the same database.
 */

const MEMBERS = [0, 1, 2].map(() => new Types.ObjectId().toHexString());
const member = fc.constantFrom(...MEMBERS);
// Few texts, some the same once folded, so `sameText` is met both ways.
const text = fc.constantFrom('Nice drill', 'nice  DRILL', 'Which paddle?', 'Thanks!');
const status = fc.constantFrom(...COMMENT_STATUSES);
const position = fc.nat({ max: 12 });
/** Minutes before now; the checks look 10 minutes back. */
const age = fc.integer({ min: 0, max: 20 });

const operation = fc.oneof(
  fc.record({ op: fc.constant('create' as const), member, text, status, age, reply: fc.boolean() }),
  fc.record({ op: fc.constant('edit' as const), position, text }),
  fc.record({ op: fc.constant('setStatus' as const), position, status }),
  fc.record({ op: fc.constant('hideReported' as const), position }),
  fc.record({ op: fc.constant('remove' as const), position }),
  fc.record({ op: fc.constant('removeOfMember' as const), member }),
  fc.record({ op: fc.constant('settleHeldOfMember' as const), member, status }),
  fc.record({ op: fc.constant('forget' as const) }),
);

describe("the indexed comment repository (members' histories in memory)", () => {
  useTestDatabase();

  it('agrees with the plain repository over random sequences of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(member, text, status, age), { maxLength: 5 }), fc.array(operation, { minLength: 1, maxLength: 10 }), text, async (initial, operations, asked) => {
        await mongoose.connection.collection('comments').deleteMany({});
        const now = Date.now();
        const at = (minutes: number) => new Date(now - minutes * 60_000);
        const plain = createCommentRepository();
        const target = { kind: 'post' as const, id: 1 };
        // Comments already stored when the copy is first read.
        for (const [memberId, body, state, minutes] of initial) await plain.create({ target, parentId: null, memberId, body, status: state, createdAt: at(minutes) });
        const indexed = indexedCommentRepository(createCommentRepository());
        const ids = async () => (await plain.histories()).map((entry) => entry.id).sort();
        const idAt = async (n: number) => (await ids())[n % Math.max(1, (await ids()).length + 1)] ?? new Types.ObjectId().toHexString();
        const histories = (repository: typeof plain) => Promise.all(MEMBERS.map((id) => repository.historyOf(id, at(10), asked)));

        for (const step of operations) {
          switch (step.op) {
            case 'create': {
              const parent = step.reply ? ((await ids())[0] ?? null) : null;
              await indexed.create({ target, parentId: parent, memberId: step.member, body: step.text, status: step.status, createdAt: at(step.age) });
              break;
            }
            case 'edit':
              await indexed.edit(await idAt(step.position), step.text, new Date());
              break;
            case 'setStatus':
              await indexed.setStatus(await idAt(step.position), step.status);
              break;
            case 'hideReported':
              await indexed.hideReported(await idAt(step.position), 0);
              break;
            case 'remove':
              await indexed.remove(await idAt(step.position));
              break;
            case 'removeOfMember':
              await indexed.removeOfMember(step.member);
              break;
            case 'settleHeldOfMember':
              await indexed.settleHeldOfMember(step.member, step.status);
              break;
            case 'forget':
              indexed.forget!();
              break;
          }
          expect(await histories(indexed)).toEqual(await histories(plain));
        }
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
