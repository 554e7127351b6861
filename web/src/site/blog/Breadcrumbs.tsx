import { Link } from '@tanstack/react-router';
import type { Trail } from './listInfo.ts';

/** Where the page sits: Home > Blog > ... ; the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: Trail }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map(([label, path], index) => (
          <li key={path}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{label}</span>
            ) : (
              <Link to={path}>{label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
