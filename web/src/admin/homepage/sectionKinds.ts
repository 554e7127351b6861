import type { HomeSection } from '../../../../codegen/hey-api/types.gen.ts';
import { FIXED_KINDS, HOME_EVENTS, HOME_SECTION_KINDS, type HomeSectionKind } from '../../../../common/homepage.ts';

export const KIND_CHOICES = Object.entries(HOME_SECTION_KINDS).map(([id, name]) => ({ id, name }));

/** What the fields of a kind are: which ones its form shows. */
export function fieldsOf(kind: HomeSectionKind) {
  return {
    fixed: FIXED_KINDS.includes(kind),
    lead: ['hero', 'guides', 'courts', 'posts', 'newsletter', 'events', 'text'].includes(kind),
    text: ['guides', 'events', 'text'].includes(kind),
    columns: kind === 'guides',
    image: kind === 'hero' || kind === 'text',
    buttons: ['hero', 'guides', 'events', 'text', 'posts'].includes(kind),
    cards: kind === 'cards' || kind === 'differences',
    events: kind === 'events',
  };
}

/** A new section of a kind, shown, with a heading to start from. */
export function newSection(kind: HomeSectionKind): HomeSection {
  const base: HomeSection = { kind, anchor: '', hidden: false, heading: HOME_SECTION_KINDS[kind] };
  // The section links to every event itself ("See all events").
  if (kind === 'events') return { ...base, lead: 'Open play, clinics and socials: come and play with us.', count: HOME_EVENTS.count };
  if (kind === 'cards' || kind === 'differences') return { ...base, cards: [{ heading: 'New card', text: '' }] };
  return base;
}

/** A section's name in the list: its kind and heading. */
export const sectionName = (section: HomeSection) => `${HOME_SECTION_KINDS[section.kind]}${section.heading ? `: ${section.heading}` : ''}`;

/** A value the form left empty (react-admin reads a cleared input as null). */
const blank = (value: unknown) => value === null || value === undefined || value === '';

/** The sections as PUT /api/homepage takes them: empty fields, links and images left out. */
export function toSectionsInput(sections: HomeSection[]): HomeSection[] {
  return sections.map((section) => {
    const tidy = Object.fromEntries(Object.entries(section).filter(([, value]) => !blank(value))) as unknown as HomeSection;
    tidy.anchor = section.anchor ?? '';
    if (!section.image?.src) delete tidy.image;
    else tidy.image = { src: section.image.src, alt: section.image.alt ?? '' };
    if (section.columns) tidy.columns = section.columns.map((column) => ({ anchor: column.anchor ?? '', html: column.html ?? '' }));
    if (section.buttons) tidy.buttons = section.buttons.map((button) => ({ label: button.label ?? '', href: button.href ?? '' }));
    if (section.cards)
      tidy.cards = section.cards.map(({ heading, meta, text, link }) => ({
        heading: heading ?? '',
        text: text ?? '',
        ...(blank(meta) ? {} : { meta }),
        ...(link && !blank(link.href) ? { link: { label: link.label ?? '', href: link.href } } : {}),
      }));
    return tidy;
  });
}
