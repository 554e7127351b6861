import { COMMENT_MODERATION, COMMENT_MODERATION_LABELS, LEAVING_MEMBER_COMMENTS, LEAVING_MEMBER_COMMENTS_LABELS } from '../../../../common/comments.ts';
import { HOMEPAGE_LAYOUTS, SETTINGS_FONTS, SETTINGS_POSTS_PER_PAGE, THEME_MODES } from '../../../../common/settings.ts';
import { capitalise } from '../common/capitalise.ts';

const choices = (values: readonly (string | number)[]) => values.map((value) => ({ id: value, name: typeof value === 'string' ? capitalise(value) : String(value) }));

export const POSTS_PER_PAGE_CHOICES = choices(SETTINGS_POSTS_PER_PAGE);
/** A new post starts as a draft or published (a scheduled post needs its own date). */
export const POST_STATUS_CHOICES = choices(['draft', 'published']);
export const THEME_CHOICES = choices(THEME_MODES);
export const FONT_CHOICES = SETTINGS_FONTS.map((font) => ({ id: font, name: font }));
export const LAYOUT_CHOICES = choices(HOMEPAGE_LAYOUTS);
export const MODERATION_CHOICES = COMMENT_MODERATION.map((mode) => ({ id: mode, name: COMMENT_MODERATION_LABELS[mode] }));
export const LEAVING_MEMBER_CHOICES = LEAVING_MEMBER_COMMENTS.map((choice) => ({ id: choice, name: LEAVING_MEMBER_COMMENTS_LABELS[choice] }));

/** Every zone the browser knows (the server checks the name against its own zone data). */
const zones = Intl.supportedValuesOf('timeZone');
export const TIME_ZONE_CHOICES = (zones.includes('UTC') ? zones : [...zones, 'UTC']).map((zone) => ({ id: zone, name: zone.replaceAll('_', ' ') }));
