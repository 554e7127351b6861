/** Texts of the staff-account rules, as API clients and the back office show them. */
export const USER_MESSAGES = {
  notFound: 'User',
  suspended: 'This account is suspended. Ask an administrator to reactivate it.',
  roleTooLow: (role: string, least: string) => `Your role (${role}) cannot do this: it needs ${least} or above.`,
  editorLimit: 'Editors can only invite and manage authors and viewers.',
  ownerProtected: 'The owner cannot be deleted, suspended or demoted. Hand ownership to another admin first.',
  ownerEditsOwner: 'Only the owner can change the owner\u2019s account.',
  notYourself: 'You cannot change your own role or status, or delete your own account.',
  onlyOwnerTransfers: 'Only the owner can hand ownership to another admin.',
  transferTarget: 'Ownership can go only to another active admin.',
  inheritor: 'Choose an active staff member other than the deleted one to take over the posts.',
  usernameTaken: (username: string) => `The username "${username}" is taken.`,
  emailTaken: 'Another staff account uses this email address.',
  slugTaken: (slug: string) => `Another staff account uses the slug "${slug}".`,
  linkInvalid: 'This link is invalid, expired or already used. Ask for a new one.',
  notInvited: 'This account has already been set up.',
  wrongPassword: 'The current password is wrong.',
} as const;
