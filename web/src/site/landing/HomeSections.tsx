import type { HomeSection, PublicEventOccurrence, PublicHomePage, PublicHomePageImages } from '../../../../codegen/orval/schemas/index.ts';
import { ResponsiveImage } from '../image/ResponsiveImage.tsx';
import { BlogSection } from './BlogSection.tsx';
import { ComparisonCharts } from './ComparisonCharts.tsx';
import { CourtFinder } from './CourtFinder.tsx';
import { DrawnGroup } from './DrawnGroup.tsx';
import { BOXED, groupsOf, OWN_COMPONENT, type Group } from './groups.ts';
import { Hero } from './Hero.tsx';
import { Newsletter } from './Newsletter.tsx';
import { RichText } from './RichText.tsx';
import { Section } from './Section.tsx';
import { SectionLink } from './SectionLink.tsx';
import { ShopSection } from './ShopSection.tsx';
import { UpcomingEvents } from './UpcomingEvents.tsx';

/** An events section's next sessions, in the site's time zone. */
interface Sessions {
  items: PublicEventOccurrence[];
  timeZone: string;
}

const toneOf = (section: HomeSection) => (section.tone && section.tone !== 'plain' ? section.tone : undefined);

/** The buttons under a section's text: the first stands out. */
function Buttons({ section }: { section: HomeSection }) {
  return section.buttons?.map((button, index) => (
    <SectionLink key={index} href={button.href} className={`button ${index === 0 && section.tone === 'dark' ? 'button--accent' : index === 0 ? 'button--primary' : 'button--ghost'}`}>
      {button.label}
    </SectionLink>
  ));
}

/** A section's own content inside its box: columns, text, image and buttons; cards and differences their list; events their sessions. */
function Body({ section, nested, sessions, images }: { section: HomeSection; nested: boolean; sessions?: Sessions; images: PublicHomePageImages }) {
  if (section.kind === 'differences')
    return (
      <>
        {section.heading && nested && <h2>{section.heading}</h2>}
        <ul className="feature-list">
          {section.cards?.map((card, index) => (
            <li key={index}>
              <strong>{card.heading}.</strong> {card.text}
            </li>
          ))}
        </ul>
      </>
    );
  if (section.kind === 'cards')
    return (
      <>
        {section.heading && nested && <h2>{section.heading}</h2>}
        <div className="card-grid">
          {section.cards?.map((card, index) => (
            <article key={index} className="card">
              <h3>{card.heading}</h3>
              {card.meta && <p className="card__meta">{card.meta}</p>}
              <p>{card.text}</p>
              {card.link && (
                <SectionLink href={card.link.href} className="card__link">
                  {card.link.label}
                </SectionLink>
              )}
            </article>
          ))}
        </div>
      </>
    );
  return (
    <>
      {section.image && <ResponsiveImage className="section__image" src={section.image.src} alt={section.image.alt} info={images[section.image.src]} />}
      {section.columns && section.columns.length > 0 && (
        <div className="columns">
          {section.columns.map((column, index) => (
            <RichText key={index} as={column.anchor ? 'section' : 'div'} id={column.anchor || undefined} html={column.html} />
          ))}
        </div>
      )}
      {section.text && <RichText html={section.text} />}
      {section.kind === 'events' && <UpcomingEvents items={sessions?.items ?? []} timeZone={sessions?.timeZone ?? ''} eventKind={section.eventKind} />}
      <Buttons section={section} />
    </>
  );
}

/** The links a box draws with SectionLink: its buttons and its cards' links (its texts' links are plain). */
const BOX_LINKS = 'a.button, a.card__link';
/** Every link of the blog cards is a page of the site. */
const BLOG_LINKS = 'a';

/** One group: a kind with behaviour draws its own component, titled from the record; the rest a box, kept as the server drew it. */
function GroupView({ group, index, level, sessions, images }: { group: Group; index: number; level: 1 | 2; sessions?: Sessions; images: PublicHomePageImages }) {
  const { main } = group;
  const heading = main.heading ?? '';
  const drawnId = `drawn_${index}`;
  if (!OWN_COMPONENT.has(main.kind))
    return (
      <DrawnGroup id={drawnId} links={BOX_LINKS}>
        {() => (
          <Section id={main.anchor} title={main.heading} tone={toneOf(main)} level={level} lead={main.lead}>
            <Body section={main} nested={false} sessions={sessions} images={images} />
            {group.continued.map((part, partIndex) => (
              <Body key={partIndex} section={part} nested images={images} />
            ))}
          </Section>
        )}
      </DrawnGroup>
    );
  switch (main.kind) {
    case 'hero':
      return <Hero section={main} info={main.image && images[main.image.src]} />;
    case 'courts':
      return <CourtFinder title={heading} lead={main.lead} />;
    case 'posts':
      return (
        <DrawnGroup id={drawnId} links={BLOG_LINKS}>
          {() => <BlogSection title={heading} lead={main.lead} more={main.buttons?.[0]} />}
        </DrawnGroup>
      );
    case 'newsletter':
      return <Newsletter title={heading} text={main.lead} />;
    case 'shop':
      return <ShopSection />;
    case 'charts':
      return <ComparisonCharts />;
    default:
      return null;
  }
}

/** The home page's shown sections in order; the first boxed heading is the page's h1. */
export function HomeSections({ page }: { page: PublicHomePage }) {
  const groups = groupsOf(page.sections);
  const headline = groups.findIndex((group) => BOXED.has(group.main.kind) && group.main.heading);
  const sessions = new Map<HomeSection, Sessions>();
  for (const { section, items } of page.upcoming) {
    const events = page.sections[section];
    if (events) sessions.set(events, { items, timeZone: page.timeZone });
  }
  return groups.map((group, index) => (
    <GroupView key={`${group.main.kind}-${group.main.anchor}-${index}`} group={group} index={index} level={index === headline ? 1 : 2} sessions={sessions.get(group.main)} images={page.images} />
  ));
}
