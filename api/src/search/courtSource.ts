import type { Court } from '../courts/court.ts';
import type { CourtService } from '../courts/service.ts';
import type { SearchDocument, SearchSource } from './source.ts';

/** Every court of the directory (all of them are public), by id; a result opens the court finder at its ZIP code. */
export function courtSearchSource(courts: Pick<CourtService, 'list'>): SearchSource {
  const everyCourt = async () => (await courts.list({ sort: { field: 'id', direction: 1 }, skip: 0, limit: 0 })).page;
  const document = (court: Court): SearchDocument => ({
    kind: 'court',
    id: String(court.id),
    title: court.name,
    body: [court.address, `${court.city}, ${court.state} ${court.zip}`, court.fee, court.notes].filter(Boolean).join(' · '),
    keywords: [court.city, court.state, court.zip, court.access, court.indoorCourts > 0 ? 'indoor' : '', court.outdoorCourts > 0 ? 'outdoor' : ''].filter(Boolean).join(' '),
    url: `/?near=${encodeURIComponent(court.zip)}#courts`,
  });
  return {
    kind: 'court',
    versions: async () => new Map((await everyCourt()).map((court) => [String(court.id), JSON.stringify(court)])),
    all: async () => (await everyCourt()).map(document),
    async some(ids) {
      const wanted = new Set(ids);
      return (await everyCourt()).filter((court) => wanted.has(String(court.id))).map(document);
    },
  };
}
