/** "4 min read" from the minutes the API computed. */
export function readingTime(minutes: number): string {
  return `${Math.max(1, minutes)} min read`;
}
