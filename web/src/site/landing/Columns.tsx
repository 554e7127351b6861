import { Children, type ReactNode } from 'react';

/** Blocks side by side on a wide screen and stacked on a phone: each child is one column. */
export function Columns({ children }: { children: ReactNode }) {
  return (
    <div className="columns">
      {Children.map(children, (column) => (
        <div>{column}</div>
      ))}
    </div>
  );
}

/** One topic of a guide: a heading, when it has one, over a paragraph. */
export function Topic({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <>
      {title && <h3>{title}</h3>}
      <p>{children}</p>
    </>
  );
}
