import type { RequestHandler } from 'express';
import { MEMBER_MESSAGES } from '../../../common/members.ts';
import { answers } from '../http/statusSources.ts';
import type { AfterAnswer } from '../newsletter/afterAnswer.ts';
import type { MemberRecord } from './member.ts';
import type { MemberService } from './service.ts';
import { clearMemberCookie, memberActor, memberToken } from './session.ts';

/** A member as the contract shows it to themselves. */
const memberJson = ({ id, email, displayName, createdAt }: MemberRecord) => ({ id, email, displayName, createdAt });

/** The member operations (`members.*`): signing in by mail, the signed-in member's own record. */
export function memberHandlers({ members, afterAnswer }: { members: MemberService; afterAnswer: AfterAnswer }): Record<'signIn' | 'me' | 'update' | 'delete' | 'signOut' | 'export', RequestHandler> {
  return {
    /** The same 202 for any valid address; the link is stored and mailed after the answer. 429 past the mail limits. */
    signIn: answers([429], (async (req, res) => {
      const { email, returnTo } = req.body as { email?: unknown; returnTo?: unknown };
      const send = await members.requestLink(email, returnTo, req.ip ?? '');
      res.status(202).json({ message: MEMBER_MESSAGES.checkInbox });
      afterAnswer.run('a member sign-in link', send);
    }) as RequestHandler),
    async me(req, res) {
      res.json(memberJson(await memberActor(req)));
    },
    async update(req, res) {
      const member = await memberActor(req);
      res.json(memberJson(await members.rename(member.id, (req.body as { displayName?: unknown }).displayName)));
    },
    async delete(req, res) {
      const member = await memberActor(req);
      const removed = await members.remove(member.id);
      clearMemberCookie(req, res);
      res.json(memberJson(removed));
    },
    async export(req, res) {
      const member = await memberActor(req);
      res.setHeader('Content-Disposition', 'attachment; filename="member-data.json"');
      res.json(await members.exportOf(member.id));
    },
    async signOut(req, res) {
      await members.signOut(memberToken(req));
      clearMemberCookie(req, res);
      res.status(204).end();
    },
  };
}
