import { Link } from '@tanstack/react-router';

/** Where the page sits: Home > Blog > ... ; the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: [label: string, path: string][] }) {
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
