const rules = new Intl.PluralRules('en-US');

/**
 * A count with its noun in the right form: `countOf(1, 'subscriber')` is "1 subscriber",
 * `countOf(2, 'subscriber')` "2 subscribers"; give the plural when adding "s" is wrong.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${rules.select(count) === 'one' ? singular : plural}`;
}
