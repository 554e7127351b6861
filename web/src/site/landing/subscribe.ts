import { newsletterSubscribe } from '../../../../codegen/orval/endpoints/newsletter/newsletter.ts';
import { NEWSLETTER_MESSAGES } from '../../../../common/newsletter.ts';
import { ApiError } from '../../api/fetcher.ts';

/** The page a sign-up came from, for the analytics; left out when the contract would refuse it, so the sign-up still goes. */
const pageOf = (path: string) => (path.length <= 300 && !path.startsWith('//') ? { page: path } : {});

/**
 * Sends the band's address to the public sign-up (the generated `newsletterSubscribe`) and writes
 * the answer under the field (the band's note is React-rendered empty and never re-rendered, so it is ours to fill). The
 * field is cleared only when the sign-up was accepted; otherwise it is marked invalid and focused.
 */
export async function subscribe(form: HTMLFormElement): Promise<void> {
  const input = form.elements.namedItem('email') as HTMLInputElement;
  const note = form.querySelector<HTMLElement>('[role="status"]')!;
  const button = form.querySelector('button')!;
  let accepted = false;
  let text: string = NEWSLETTER_MESSAGES.subscribeFailed;
  button.disabled = true;
  try {
    const answer = await newsletterSubscribe({ email: input.value, ...pageOf(location.pathname) }, { headers: { Accept: 'application/json' } });
    if (answer.status === 202) {
      accepted = true;
      text = answer.data.message;
    }
  } catch (error) {
    // Refused (invalid address, 429...): the server's sentence. Offline or unreachable: the generic one. The address is kept.
    if (error instanceof ApiError && error.detail) text = error.detail;
  }
  button.disabled = false;
  note.textContent = text;
  note.className = accepted ? 'newsletter__note' : 'newsletter__note newsletter__note--error';
  input.setAttribute('aria-invalid', String(!accepted));
  if (accepted) form.reset();
  else input.focus();
}
