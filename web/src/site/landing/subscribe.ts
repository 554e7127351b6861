import type { NewsletterAccepted, Problem } from '../../../../codegen/hey-api/types.gen.ts';
import { NEWSLETTER_MESSAGES } from '../../../../common/newsletter.ts';

/**
 * Sends the band's address to `POST /api/public/newsletter` and writes the answer under the field
 * (the band's note is React-rendered empty and never re-rendered, so it is ours to fill). The
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
    const response = await fetch('/api/public/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: input.value }),
    });
    const body = (await response.json().catch(() => ({}))) as Partial<NewsletterAccepted & Problem>;
    accepted = response.status === 202;
    text = (accepted ? body.message : body.detail) ?? text;
  } catch {
    // Offline or the server unreachable: the generic message, the address kept.
  }
  button.disabled = false;
  note.textContent = text;
  note.className = accepted ? 'newsletter__note' : 'newsletter__note newsletter__note--error';
  input.setAttribute('aria-invalid', String(!accepted));
  if (accepted) form.reset();
  else input.focus();
}
