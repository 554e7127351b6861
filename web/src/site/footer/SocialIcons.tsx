import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SocialProfiles } from '../../../../codegen/orval/schemas/socialProfiles.ts';

/** Simple original glyphs on a 24-unit grid; a network's settings field is its name in lower case. */
const SOCIAL: [string, ReactNode][] = [
  [
    'Facebook',
    <path d="M13 21v-8h3l.5-3H13V8.5c0-1 .4-1.5 1.5-1.5H16.5V4.3A15 15 0 0 0 14 4c-2.4 0-4 1.5-4 4v2H7v3h3v8z" />,
  ],
  [
    'Instagram',
    <path d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />,
  ],
  [
    'YouTube',
    <path d="M3 8.5C3 6.6 4.4 5.5 6.2 5.5h11.6c1.8 0 3.2 1.1 3.2 3v7c0 1.9-1.4 3-3.2 3H6.2c-1.8 0-3.2-1.1-3.2-3zM10 9v6l5-3z" />,
  ],
  ['X', <path d="M4 4h4.5l11.5 16h-4.5zM17.5 4h2.2L6.5 20H4.3z" />],
];

/** The site's social profiles from the settings; a network without a profile link shows no icon. */
export function SocialIcons() {
  const site = useRouter().options.context.site;
  const href = (name: string) => site?.social[name.toLowerCase() as keyof SocialProfiles];
  const linked = SOCIAL.filter(([name]) => href(name));
  if (!linked[0]) return null;
  return (
    <ul className="social">
      {linked.map(([name, glyph]) => (
        <li key={name}>
          <a href={href(name)} rel="me" aria-label={`${site!.siteTitle} on ${name}`}>
            <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
              {glyph}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
