import { PRIVACY_POLICY } from './privacyPolicy.ts';

/** The static pages of a fresh install: the three the footer links to, and a sample About page. */
export const SEED_PAGES = [
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    metaDescription: 'What Pickleball Hub collects when you read, subscribe or shop, why, and how to have it removed.',
    content: PRIVACY_POLICY,
  },
  {
    title: 'Terms of Service',
    slug: 'terms-of-service',
    metaDescription: 'The terms for using Pickleball Hub: our guides, the court finder and the newsletter.',
    content: `By using Pickleball Hub you agree to these terms. They are written to be read, so please do.

## Our content

Articles, guides and reviews are written to help you play better and buy wisely. They are general information, not personal coaching or medical advice: warm up, play within your limits, and see a professional about injuries.

You may share links to our articles and quote short passages with credit. Copying whole articles or images requires our written permission.

## The court finder

Court details come from public sources and from players like you. Opening hours, fees and access change, so check with the facility before you travel. We are not responsible for courts we list but do not run.

## The newsletter

You can subscribe and unsubscribe at any time; each issue explains how.

## Fair use of the site

Do not attempt to disrupt the site, to access the back office without permission, or to scrape it at a rate that burdens it.

## Liability

The site is provided as it is. To the extent the law allows, Pickleball Hub is not liable for losses arising from its use.

## Contact

Questions about these terms are welcome through the contact details on the About page.`,
  },
  {
    title: 'Shipping and Returns',
    slug: 'shipping-and-returns',
    metaDescription: 'How orders from the Pickleball Hub shop are shipped, and how to return or exchange them.',
    content: `Gear in our shop is chosen after testing it on court. If something is not right for you, sending it back should be easy.

## Shipping

- Orders placed on a business day before 2 pm ship the same day; later orders ship the next business day.
- Standard shipping within the continental United States takes 3 to 5 business days and is free on orders over $75.
- Expedited shipping (1 to 2 business days) is offered at checkout.
- You receive a tracking link by email once your parcel leaves us.

## Returns

- Unused items in their original packaging may be returned within 30 days of delivery for a full refund.
- Paddles that have been played with may be returned within 14 days if the edge guard and surface show no damage; we deduct 15% to cover resale as demo stock.
- Balls, grips and overgrips cannot be returned once opened.

Start a return by replying to your order confirmation. We send a prepaid label, and refunds reach the original payment method within 5 business days of the return arriving.

## Damaged or wrong items

If an item arrives damaged or is not what you ordered, tell us within 7 days with a photo and we will replace it at our cost.`,
  },
  {
    title: 'About Pickleball Hub',
    slug: 'about',
    metaDescription: 'Who writes Pickleball Hub and why: plain guides, honest gear reviews and courts for every player.',
    content: `Pickleball Hub began as a notebook kept by a group of recreational players who kept answering the same questions at open play: *which paddle should I buy, where can I play, and what is the kitchen anyway?*

## What we do

- **Guides** that explain the rules, the shots and the strategy in plain words, from your first serve to your first tournament.
- **Gear reviews** based on hours on court, with no paid placements.
- **A court finder** so you can find a game wherever you are.

## How we work

Every article is written or checked by a player who has taught the skill it covers. When we get something wrong, we fix it and say so.

## Get in touch

We love hearing from readers: tips about courts, questions for a future article, or corrections. Subscribe to the newsletter to hear about new guides every week.`,
  },
] as const;
