/** Every business number (limits, sizes, durations), in one place. */
export const NAV_SCROLL_THRESHOLD_PX = 50;
export const ANCHOR_SCROLL_OFFSET_PX = 80;
export const DESKTOP_BREAKPOINT_PX = 768;
export const MOBILE_MENU_MAX_HEIGHT_PX = 600;
export const COURT_DISTANCE_MILES = [5, 10, 25, 50] as const;
export const DEFAULT_COURT_DISTANCE_MILES = 5;
export const DASHBOARD_RECENT_POSTS = 5;
export const DASHBOARD_UPCOMING_POSTS = 3;
export const POSTS_PAGE_SIZE = 10;
export const TITLE_COUNTER_MAX = 60;
export const TITLE_RECOMMENDED_MIN = 40;
export const META_DESCRIPTION_MAX = 160;
export const META_DESCRIPTION_IDEAL_MIN = 120;
export const PASSWORD_MIN_LENGTH = 6;
export const DEFAULT_LOGIN_REDIRECT = '/n4n4';
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
export const EDITOR_MIN_HEIGHT_PX = 200;
export const EDITOR_MAX_HEIGHT_PX = 600;
export const PAGE_EDITOR_LOAD_DELAY_MS = 500;
export const PAGE_SAVE_REDIRECT_DELAY_MS = 1500;
export const SIDEBAR_WIDTH_REM = 9;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SELECT_TYPEAHEAD_RESET_MS = 1000;
/** Public pages of the landing blog band. */
export const LANDING_BLOG_CARDS = 3;
/** Replaced versions kept per post; older ones are dropped on the next save. */
export const POST_REVISIONS_KEPT = 50;
/** Replaced versions kept per static page, as for posts. */
export const PAGE_REVISIONS_KEPT = POST_REVISIONS_KEPT;
/** A draft saves itself this long after its last valid change. */
export const AUTOSAVE_DELAY_MS = 3000;
/** How long a post's preview link works (unless revoked). */
export const PREVIEW_LINK_DAYS = 7;
