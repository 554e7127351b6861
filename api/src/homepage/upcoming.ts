import type { HomeSection, HomeUpcomingEvents, PublicEventOccurrence } from '../../../codegen/hey-api/types.gen.ts';
import { HOME_EVENTS } from '../../../common/homepage.ts';

/** What an events section reads of the calendar: the sessions (cancelled ones left out) between two instants, soonest first. */
export interface HomeEventSource {
  between(from: number, to: number): Promise<PublicEventOccurrence[]>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Most clubs fill a section in two weeks; expanding less is cheaper, so that is looked at first. */
const SOON_DAYS = 14;
/** As far as the events page looks ahead by default. */
const AHEAD_DAYS = 90;

/** The sessions of each events section, and the instant the first of them ends (the body is wrong after it). */
export interface UpcomingOfSections {
  upcoming: HomeUpcomingEvents[];
  validUntil?: number;
}

/**
 * The next sessions of each events section among `sections`: `count` of them (3 unless said), of
 * its `eventKind` when it has one, from sessions that have not ended at `now`.
 */
export async function upcomingOfSections(sections: HomeSection[], source: HomeEventSource, now: number): Promise<UpcomingOfSections> {
  const wanted = sections.flatMap((section, index) => (section.kind === 'events' ? [{ index, section }] : []));
  if (wanted.length === 0) return { upcoming: [] };
  const pick = (items: PublicEventOccurrence[], section: HomeSection) =>
    items.filter((item) => !section.eventKind || item.kind === section.eventKind).slice(0, section.count ?? HOME_EVENTS.count);
  const soon = await source.between(now, now + SOON_DAYS * DAY_MS);
  let later: PublicEventOccurrence[] | undefined;
  const upcoming: HomeUpcomingEvents[] = [];
  for (const { index, section } of wanted) {
    let items = pick(soon, section);
    if (items.length < (section.count ?? HOME_EVENTS.count)) {
      later ??= await source.between(now, now + AHEAD_DAYS * DAY_MS);
      items = pick(later, section);
    }
    upcoming.push({ section: index, items });
  }
  const ends = upcoming.flatMap(({ items }) => items.map((item) => Date.parse(item.end)));
  return { upcoming, ...(ends.length > 0 ? { validUntil: Math.min(...ends) } : {}) };
}
