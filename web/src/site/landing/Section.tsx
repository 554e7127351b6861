import type { ReactNode } from 'react';

interface SectionProps {
  /** The anchor id the navigation and footer scroll to. */
  id: string;
  title: string;
  tone?: 'tint' | 'dark' | 'intro';
  /** The page's headline section titles it with the page's h1; the others with an h2. */
  level?: 1 | 2;
  /** The paragraph under the title that says what the section offers. */
  lead?: string;
  children: ReactNode;
}

/** A landing section: an anchor target labelled by its own heading. */
export function Section({ id, title, tone, level = 2, lead, children }: SectionProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section id={id} className={tone ? `section section--${tone}` : 'section'} aria-labelledby={`${id}-title`}>
      <div className="container">
        <Heading id={`${id}-title`}>{title}</Heading>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
