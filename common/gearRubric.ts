/** The one scoring rule of gear reviews, shown to readers beside every score and to reviewers in the form. */
export const SCORE_RULE = 'Scores run from 0 to 10, in tenths, for how well the product does its job for the player it is made for, against others at its price.';

/** What each band of the 0-10 score means, highest first. */
export const SCORE_RUBRIC = [
  { from: 9, label: 'Outstanding', meaning: 'Among the best we have tested; we would buy it again at full price.' },
  { from: 7, label: 'Very good', meaning: 'Does its job well, with a weakness or two a buyer should know about.' },
  { from: 5, label: 'Fair', meaning: 'Usable, but others at the same price do most things better.' },
  { from: 3, label: 'Weak', meaning: 'Real flaws in play or build; only if nothing else is on hand.' },
  { from: 0, label: 'Avoid', meaning: 'Fails at what it is for, or broke in our testing.' },
] as const;

/** The band a score falls in ("Very good" for 8.4). */
export const scoreBand = (score: number) => SCORE_RUBRIC.find((band) => score >= band.from) ?? SCORE_RUBRIC[SCORE_RUBRIC.length - 1]!;
