import type { ReactNode } from 'react';

interface SectionProps {
  /** The anchor id the navigation and footer scroll to; a section without one is labelled by its heading all the same. */
  id: string;
  title?: string;
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
  const titleId = `${id}-title`;
  return (
    <section id={id || undefined} className={tone ? `section section--${tone}` : 'section'} aria-labelledby={title && id ? titleId : undefined} aria-label={title && !id ? title : undefined}>
      <div className="container">
        {title && <Heading id={id ? titleId : undefined}>{title}</Heading>}
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
