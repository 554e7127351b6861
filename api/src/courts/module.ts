import { COURT_MESSAGES } from '../../../common/courts.ts';
import type { ListFields } from '../http/listQuery.ts';
import type { ResourceModule } from '../http/resourceModule.ts';
import { COURT_SORT_FIELDS } from './court.ts';
import { courtStartup } from './repository/startup.ts';

export const COURT_LISTS = {
  'courts.list': { sortable: COURT_SORT_FIELDS, filters: ['q', 'id'] },
} as const satisfies Record<string, ListFields>;

/** What courts register with the shared floors (see http/resourceModule.ts). */
export const courtsModule: ResourceModule = {
  name: 'courts',
  lists: COURT_LISTS,
  fieldTexts: {
    city: { required: COURT_MESSAGES.cityRequired, minLength: COURT_MESSAGES.cityRequired, pattern: COURT_MESSAGES.cityRequired },
    state: { pattern: COURT_MESSAGES.stateInvalid },
    zip: { pattern: COURT_MESSAGES.zipInvalid },
    website: { pattern: COURT_MESSAGES.websiteInvalid },
    lat: { minimum: COURT_MESSAGES.latInvalid, maximum: COURT_MESSAGES.latInvalid },
    lng: { minimum: COURT_MESSAGES.lngInvalid, maximum: COURT_MESSAGES.lngInvalid },
    indoorCourts: { minimum: COURT_MESSAGES.countInvalid, maximum: COURT_MESSAGES.countInvalid },
    outdoorCourts: { minimum: COURT_MESSAGES.countInvalid, maximum: COURT_MESSAGES.countInvalid },
  },
  acrossFields: {
    CourtInput: [
      {
        broken: (body) => !(Number(body.indoorCourts) > 0) && !(Number(body.outdoorCourts) > 0),
        errors: { indoorCourts: COURT_MESSAGES.noCourts, outdoorCourts: COURT_MESSAGES.noCourts },
      },
    ],
  },
  startup: courtStartup,
};
