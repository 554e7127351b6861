/** One progress line on stderr, stamped with the seconds since the bench started: where its time goes. */
export const step = (text: string) => console.error(`[bench ${(performance.now() / 1000).toFixed(0).padStart(4)} s] ${text}`);
