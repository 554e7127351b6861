import type { CourtFields } from '../../courts/court.ts';

/**
 * Courts seeded on first start so the court finder shows something on a fresh install. They are
 * made up, and stored with the sample mark: the back office says so, visitors read plain court
 * details. The owner removes them at once with the sample content (docs/courts.md).
 */
type SeedCourt = Omit<CourtFields, 'positionFromZip' | 'address' | 'website' | 'notes'> & Partial<Pick<CourtFields, 'address' | 'website' | 'notes'>>;

const NOTE = 'Hours and fees change with the season: check with the facility before you go.';

export const SEED_COURTS: SeedCourt[] = [
  { name: 'Riverside Park Courts', city: 'Austin', state: 'TX', zip: '78704', lat: 30.2551, lng: -97.7611, indoorCourts: 0, outdoorCourts: 8, access: 'public', lighted: true, fee: 'Free' },
  { name: 'Eastside Rec Center', city: 'Austin', state: 'TX', zip: '78702', lat: 30.2629, lng: -97.7187, indoorCourts: 4, outdoorCourts: 0, access: 'public', lighted: true, fee: '$5 drop-in' },
  { name: 'Hill Country Racquet Club', city: 'Austin', state: 'TX', zip: '78731', lat: 30.3472, lng: -97.7653, indoorCourts: 2, outdoorCourts: 6, access: 'private', lighted: true, fee: 'Members and guests' },
  { name: 'Cherry Creek Commons', city: 'Denver', state: 'CO', zip: '80206', lat: 39.7181, lng: -104.9527, indoorCourts: 0, outdoorCourts: 6, access: 'public', lighted: false, fee: 'Free' },
  { name: 'Mile High Indoor Center', city: 'Denver', state: 'CO', zip: '80216', lat: 39.7839, lng: -104.9661, indoorCourts: 10, outdoorCourts: 0, access: 'private', lighted: true, fee: '$12 open play' },
  { name: 'Lakeside Pavilion', city: 'Orlando', state: 'FL', zip: '32803', lat: 28.5559, lng: -81.3497, indoorCourts: 0, outdoorCourts: 12, access: 'public', lighted: true, fee: 'Free' },
];

export const SEED_COURT_NOTE = NOTE;
