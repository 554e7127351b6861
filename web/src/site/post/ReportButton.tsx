import { useState, useSyncExternalStore } from 'react';
import { commentsReport } from '../../../../codegen/orval/endpoints/public/public.ts';
import { MEMBER_HINT_COOKIE } from '../../../../common/members.ts';
import { ApiError } from '../../api/fetcher.ts';

/** Whether this browser signed in as a member (the page is cached, so the browser tells). */
const signedIn = () => document.cookie.split(';').some((pair) => pair.trim().startsWith(`${MEMBER_HINT_COOKIE}=`));
/** The cookie is read once the page runs (the server renders no button); it changes by navigation, so nothing to follow. */
const noChanges = () => () => {};

/** "Report" under a comment, for signed-in members only; once sent it says what happened instead. */
export function ReportButton({ commentId, author }: { commentId: string; author: string }) {
  const shown = useSyncExternalStore(noChanges, signedIn, () => false);
  const [note, setNote] = useState('');
  if (!shown) return null;
  async function report() {
    try {
      setNote((await commentsReport(commentId)).data.message);
    } catch (error) {
      setNote(error instanceof ApiError && error.detail ? error.detail : 'Something went wrong. Please try again.');
    }
  }
  return note ? (
    <p role="status" className="comment__report-note">
      {note}
    </p>
  ) : (
    <button type="button" className="comment__report" aria-label={`Report the comment by ${author}`} onClick={() => void report()}>
      Report
    </button>
  );
}
