const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** The editor's status line: "Saving...", "Unsaved changes" or "Saved at 10:42 AM". */
export function saveStatus({ saving, dirty, savedAt }: { saving: boolean; dirty: boolean; savedAt?: string | number | Date }): string {
  if (saving) return 'Saving...';
  if (dirty) return 'Unsaved changes';
  if (savedAt === undefined) return '';
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime()) ? '' : `Saved at ${timeFormat.format(date)}`;
}
