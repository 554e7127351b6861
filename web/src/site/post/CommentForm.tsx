import { useEffect, useRef, useState, type FormEvent } from 'react';
import { commentsCreate, commentsCreateOnPage, membersMe, membersSignIn } from '../../../../codegen/orval/endpoints/public/public.ts';
import type { Member } from '../../../../codegen/orval/schemas/member.ts';
import { COMMENT_MAX_LENGTH } from '../../../../common/comments.ts';
import { MEMBER_HINT_COOKIE } from '../../../../common/members.ts';
import { ApiError } from '../../api/fetcher.ts';

/** What comments are left on: a post (at /blog/{slug}) or a static page (at /{slug}). */
export interface CommentsOn {
  kind: 'post' | 'page';
  slug: string;
}

/** Where the post's or page's public page is. */
export const pathOf = ({ kind, slug }: CommentsOn) => (kind === 'post' ? `/blog/${slug}` : `/${slug}`);

/** The server's sentence for a refusal, else a generic one. */
const refusal = (error: unknown) => (error instanceof ApiError && error.detail ? error.detail : 'Something went wrong. Please try again.');

/** Where a reader asks for a sign-in link: works without scripts too (a plain form the server answers). */
function SignInForm({ on }: { on: CommentsOn }) {
  const [note, setNote] = useState('');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = (event.currentTarget.elements.namedItem('email') as HTMLInputElement).value;
    try {
      setNote((await membersSignIn({ email, returnTo: pathOf(on) })).data.message);
    } catch (error) {
      setNote(refusal(error));
    }
  }
  return (
    <form className="comment-form" method="post" action="/members/ask" onSubmit={(event) => void submit(event)}>
      <h3>Sign in to comment</h3>
      <p>We email you a link that signs you in: no password.</p>
      <input type="hidden" name="returnTo" value={pathOf(on)} />
      <label htmlFor="comment-email">Email</label>
      <input id="comment-email" name="email" type="email" autoComplete="email" required maxLength={254} />
      <button type="submit">Send me a sign-in link</button>
      <p role="status" className="comment-form__note">
        {note}
      </p>
    </form>
  );
}

/** The comment form of a signed-in member; the hidden `website` field and the typing time feed the spam checks. */
function WriteForm({ on, member }: { on: CommentsOn; member: Member }) {
  const [note, setNote] = useState('');
  // When the form appeared: set once it is on screen.
  const opened = useRef(0);
  useEffect(() => {
    opened.current = Date.now();
  }, []);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = (form.elements.namedItem('text') as HTMLTextAreaElement).value;
    const website = (form.elements.namedItem('website') as HTMLInputElement).value;
    try {
      const input = { text, typingMs: Date.now() - opened.current, ...(website && { website }) };
      const answer = on.kind === 'post' ? await commentsCreate(on.slug, input) : await commentsCreateOnPage(on.slug, input);
      setNote(answer.data.message);
      form.reset();
    } catch (error) {
      setNote(refusal(error));
    }
  }
  return (
    <form className="comment-form" onSubmit={(event) => void submit(event)}>
      <h3>Leave a comment</h3>
      <p>Signed in as {member.displayName}.</p>
      <label htmlFor="comment-text">Your comment</label>
      <textarea id="comment-text" name="text" required maxLength={COMMENT_MAX_LENGTH} rows={5} />
      <div className="comment-form__trap" aria-hidden="true">
        <label htmlFor="comment-website">Website</label>
        <input id="comment-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit">Post comment</button>
      <p role="status" className="comment-form__note">
        {note}
      </p>
    </form>
  );
}

/**
 * The form under the comments: the page is the same for everyone (it is cached), so whether the
 * reader is signed in is asked by the browser once the page runs; until then, and without
 * scripts, it offers the sign-in form.
 */
export function CommentForm({ on }: { on: CommentsOn }) {
  const [member, setMember] = useState<Member | null>(null);
  useEffect(() => {
    // Only a browser that signed in as a member asks (a visitor's would get a 401 in its console).
    if (!document.cookie.split(';').some((pair) => pair.trim().startsWith(`${MEMBER_HINT_COOKIE}=`))) return;
    let live = true;
    membersMe()
      .then((answer) => live && answer.status === 200 && setMember(answer.data))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return member ? <WriteForm on={on} member={member} /> : <SignInForm on={on} />;
}
