/** What every version of the policy opens with: the site, and the data the site always collected. */
const OPENING = `Pickleball Hub is a guide to the game: articles, gear reviews and a court finder. We keep the data we hold to what those need.

## What we collect

- **Newsletter sign-ups.** Your email address, the time you confirmed it and, if you unsubscribe, the time you left. We send the newsletter only after you confirm the address from the message we send you.
- **Court searches.** The place you type is used to answer the search and is not stored with anything that identifies you.
- **Server logs.** Like every website, our server notes the pages requested and the time, kept for a short while to keep the site running and safe.`;

const NOT_SOLD = 'We do not sell or rent any of it, and we do not use advertising trackers.';

const VISIT_COUNTS_COLLECTED = '- **Visit counts.** What the next section describes: totals, never a record of you.';

const COMMENTS_COLLECTED =
  '- **Comments.** If you sign in to comment: your email address (to mail you a sign-in link; it is never shown), the display name you choose, and what you write, with the time you wrote it. Comments show your display name only. You can delete any of your comments, or your membership with all of them, at any time.';

const VISIT_COUNTS = `## What we count about visits

To learn which guides help and where players look for courts, the site counts visits itself. No outside analytics service sees them, and all we keep are totals per day:

- **Page views:** how many times each page was opened.
- **Daily visitors:** to count a reader once a day without a cookie, the server mixes the network address and the browser's self-description with a random value and turns them into a code that cannot be turned back. A new random value is drawn every day at midnight (UTC) and deleted after 48 hours, so a visit today cannot be linked to a visit tomorrow, not even by us. Only how many codes there were is kept.
- **Where visits come from:** the name of the site whose link you followed (a search engine, a forum), and the campaign tags of that link (utm_source, utm_medium and utm_campaign), if it had any.
- **Device and browser:** whether it was a desktop, a phone or a tablet, and the browser family (such as Firefox or Safari).
- **Court searches:** the place and the distance searched, and whether courts were found, so we can see where the directory has gaps.
- **Newsletter sign-ups:** how many came from each page, never with the address.

What we do not do: we set no cookie to count you, and we store neither your network address nor your browser's self-description. Visits by search engines and other bots, and by our own editors while signed in, are not counted at all.`;

const COOKIES_BEFORE_COMMENTS = `## Cookies

Readers get no cookies from us. Our editors get one session cookie when they sign in to write articles.`;

const COOKIES = `## Cookies

Readers get no cookies from us unless they sign in to comment: then one cookie keeps them signed in on that browser, for 30 days or until they sign out. It tracks nothing. Our editors get one session cookie when they sign in to write articles.`;

/** Choices and changes: the same in every version. */
const CHOICES = `## Your choices

Every newsletter carries an unsubscribe link that works with one click. To have your address removed from our records entirely, or to ask what we hold about you, write to us through the contact details on the About page and we will answer within 30 days.

## Changes

When this policy changes, the new version is posted here with the date it took effect.`;

/** The Privacy Policy of a fresh install: what is collected (comments included), and what the visit counts hold and do not. */
export const PRIVACY_POLICY = [`${OPENING}\n${VISIT_COUNTS_COLLECTED}\n${COMMENTS_COLLECTED}`, NOT_SOLD, VISIT_COUNTS, COOKIES, CHOICES].join('\n\n');

/** The Privacy Policy as installs seeded it before comments; replaced only while it is unchanged. */
export const PRIVACY_POLICY_BEFORE_COMMENTS = [`${OPENING}\n${VISIT_COUNTS_COLLECTED}`, NOT_SOLD, VISIT_COUNTS, COOKIES_BEFORE_COMMENTS, CHOICES].join('\n\n');

/** The Privacy Policy as installs seeded it before visits were counted; replaced only while it is unchanged. */
export const PRIVACY_POLICY_BEFORE_ANALYTICS = [OPENING, NOT_SOLD, COOKIES_BEFORE_COMMENTS, CHOICES].join('\n\n');
