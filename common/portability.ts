/** The largest file an import or a restore takes (the ZIP of a site, a Ghost JSON, a WordPress XML). */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;

/** The most bytes a restored ZIP may unpack to: a small file that would unpack past it is refused. */
export const RESTORE_MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

/** The shortest passphrase a full backup is encrypted with. */
export const PASSPHRASE_MIN_LENGTH = 12;

export const PORTABILITY_MESSAGES = {
  notEmpty: 'This site already has content of its own: a restore only goes into a new site (one that holds nothing but the sample content).',
  notZip: 'The file is not a ZIP made by Export.',
  tooBig: 'The ZIP unpacks to more than 1 GB.',
  wrongFormat: 'The ZIP is not a Pickleball Hub export of a version this site reads.',
  badCollection: (file: string) => `${file} in the ZIP is not a list of records.`,
  notGhost: 'The file is not a Ghost JSON export (Settings -> Labs -> Export).',
  notWxr: 'The file is not a WordPress export (WXR, Tools -> Export).',
  missingImage: (name: string) => `The image ${name} is listed in uploads.json but missing from the ZIP.`,
  passphraseShort: `A passphrase has at least ${PASSPHRASE_MIN_LENGTH} characters.`,
  passphraseLong: 'A passphrase has at most 1,024 characters.',
  passphraseNeeded: 'This backup is encrypted: give the passphrase it was made with.',
  wrongPassphrase: 'The passphrase does not open this backup, or the file was changed since it was made.',
  notSealed: 'The file is not a full backup made by this site.',
} as const;
