import type { ReactNode } from 'react';

interface SectionProps {
  /** The anchor id the navigation and footer scroll to. */
  id: string;
  title: string;
  tone?: 'tint' | 'dark';
  children: ReactNode;
}

/** A landing section: an anchor target labelled by its own heading. */
export function Section({ id, title, tone, children }: SectionProps) {
  return (
    <section id={id} className={tone ? `section section--${tone}` : 'section'} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
