/** Where the sign-in link of member mail leads. */
export const MEMBER_LINK_PREFIX = '/members';
export const MEMBER_SIGN_IN_PAGE = `${MEMBER_LINK_PREFIX}/sign-in`;
