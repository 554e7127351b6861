import { ActionMail } from '../mail/ActionMail.tsx';
import type { MailBrand } from '../mail/brand.ts';
import { renderMail } from '../mail/render.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { unsubscribeHeaders } from './listHeaders.ts';

export const confirmationSubject = (siteName: string) => `Confirm your subscription to the ${siteName} newsletter`;

/** The double opt-in mail: one button to the signed confirmation link, valid 48 hours. */
export async function confirmationMail(options: { from: string; to: string; siteUrl: string; brand: MailBrand; confirmUrl: string; unsubscribeUrl: string }): Promise<OutgoingMail> {
  const { from, to, siteUrl, brand, confirmUrl, unsubscribeUrl } = options;
  const { html, text } = await renderMail(
    <ActionMail
      siteUrl={siteUrl}
      brand={brand}
      heading="Confirm your subscription"
      body={`Someone (hopefully you) asked to get the ${brand.name} weekly newsletter at this address.`}
      action={{ label: 'Confirm your subscription', url: confirmUrl }}
      notes={'The link works for 48 hours.\n\nIf you did not ask for it, ignore this message: nothing will be sent, and the address is erased after 7 days.'}
      footer={{ reason: `You get this because this address was entered in the ${brand.name} newsletter form.` }}
    />,
  );
  return { from, to, subject: confirmationSubject(brand.name), headers: unsubscribeHeaders(unsubscribeUrl), text, html, links: [confirmUrl] };
}
