import type { MouseEvent, ReactNode } from 'react';

/** Simple original glyphs, drawn on a 24-unit grid. */
const SOCIAL: { name: string; glyph: ReactNode }[] = [
  {
    name: 'Facebook',
    glyph: <path d="M13.5 21v-7h2.5l.5-3h-3V9.2c0-.9.3-1.5 1.6-1.5h1.5V5.1A19 19 0 0 0 14.4 5C12.2 5 10.6 6.3 10.6 8.8V11H8v3h2.6v7z" />,
  },
  {
    name: 'Instagram',
    glyph: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="16.8" cy="7.2" r="1.2" />
      </>
    ),
  },
  {
    name: 'YouTube',
    glyph: <path d="M3 8.5C3 6.6 4.4 5.5 6.2 5.5h11.6C19.6 5.5 21 6.6 21 8.5v7c0 1.9-1.4 3-3.2 3H6.2C4.4 18.5 3 17.4 3 15.5zM10 9v6l5-3z" />,
  },
  {
    name: 'X',
    glyph: <path d="M5 4h4l10 16h-4zM17.6 4h2L6.4 20h-2z" />,
  },
];

function stay(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

/** The four social links (their accounts are not set up yet: the links stay on the page). */
export function SocialIcons() {
  return (
    <ul className="social">
      {SOCIAL.map(({ name, glyph }) => (
        <li key={name}>
          <a href="#" onClick={stay} aria-label={`Pickleball Hub on ${name}`} title={name}>
            <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false">
              {glyph}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
