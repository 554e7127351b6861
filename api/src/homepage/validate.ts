import type { HomeCard, HomeLink, HomeSection } from '../../../codegen/hey-api/types.gen.ts';
import { HEADED_KINDS, HOME_MESSAGES } from '../../../common/homepage.ts';
import { validationProblem } from '../http/problem.ts';
import { URL_RULE } from '../navigation/validate.ts';
import { sanitizeHomeHtml } from './sanitize.ts';

/** A section of this page, or what a menu entry may link to (nothing a browser would run). */
const isLink = (href: string) => /^#[a-z0-9]+(-[a-z0-9]+)*$/.test(href) || URL_RULE.test(href);
/** An uploaded image or a file of the site, or an https image. */
const IMAGE_RULE = /^(\/(?!\/)\S*|https:\/\/[^\s/]+\S*)$/i;

const tidyLink = (link: HomeLink): HomeLink => ({ label: link.label.trim(), href: link.href.trim() });

function tidyCard(card: HomeCard): HomeCard {
  const tidy: HomeCard = { heading: card.heading.trim(), text: card.text.trim() };
  if (card.meta?.trim()) tidy.meta = card.meta.trim();
  if (card.link) tidy.link = tidyLink(card.link);
  return tidy;
}

/** A section with its text trimmed, its HTML sanitized and only the fields it has. */
function tidySection(section: HomeSection): HomeSection {
  const tidy: HomeSection = { kind: section.kind, anchor: section.anchor, hidden: section.hidden };
  if (section.tone && section.tone !== 'plain') tidy.tone = section.tone;
  if (section.heading?.trim()) tidy.heading = section.heading.trim();
  if (section.lead?.trim()) tidy.lead = section.lead.trim();
  const text = section.text ? sanitizeHomeHtml(section.text) : '';
  if (text) tidy.text = text;
  if (section.columns?.length) tidy.columns = section.columns.map((column) => ({ anchor: column.anchor, html: sanitizeHomeHtml(column.html) }));
  if (section.image) tidy.image = { src: section.image.src.trim(), alt: section.image.alt.trim() };
  if (section.buttons?.length) tidy.buttons = section.buttons.map(tidyLink);
  if (section.cards?.length) tidy.cards = section.cards.map(tidyCard);
  // How many sessions and of which kind: an events section's own fields.
  if (section.kind === 'events') {
    if (section.count !== undefined) tidy.count = section.count;
    if (section.eventKind) tidy.eventKind = section.eventKind;
  }
  return tidy;
}

/**
 * The sections as saved: text trimmed, HTML sanitized, every link and image checked, anchors
 * unique. Throws 400 with a text per field, by its path (`sections.2.buttons.0.href`).
 */
export function readSections(input: HomeSection[]): HomeSection[] {
  const sections = input.map(tidySection);
  const errors: Record<string, string> = {};
  const anchors = new Set<string>();
  const checkLink = (link: HomeLink, path: string) => {
    if (!link.label) errors[`${path}.label`] = HOME_MESSAGES.labelRequired;
    if (!isLink(link.href)) errors[`${path}.href`] = HOME_MESSAGES.link;
  };
  const claim = (anchor: string, path: string) => {
    if (!anchor) return;
    if (anchors.has(anchor)) errors[path] = HOME_MESSAGES.anchorTaken;
    anchors.add(anchor);
  };
  sections.forEach((section, index) => {
    const path = `sections.${index}`;
    claim(section.anchor, `${path}.anchor`);
    section.columns?.forEach((column, at) => claim(column.anchor, `${path}.columns.${at}.anchor`));
    if (HEADED_KINDS.includes(section.kind) && !section.heading) errors[`${path}.heading`] = HOME_MESSAGES.headingRequired;
    if (section.image && !IMAGE_RULE.test(section.image.src)) errors[`${path}.image.src`] = HOME_MESSAGES.image;
    section.buttons?.forEach((link, at) => checkLink(link, `${path}.buttons.${at}`));
    section.cards?.forEach((card, at) => {
      if (!card.heading) errors[`${path}.cards.${at}.heading`] = HOME_MESSAGES.cardHeadingRequired;
      if (card.link) checkLink(card.link, `${path}.cards.${at}.link`);
    });
  });
  if (Object.keys(errors).length > 0) throw validationProblem(errors);
  return sections;
}
