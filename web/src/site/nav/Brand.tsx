import './brand.css';

/** The site name with its ball mark, linking to the top of the landing page. */
export function Brand() {
  return (
    <a className="brand" href="/">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="14" fill="#d7e84f" stroke="#0f5132" strokeWidth="2" />
        <g fill="#0f5132">
          <circle cx="11" cy="11" r="2" />
          <circle cx="21" cy="11" r="2" />
          <circle cx="16" cy="16" r="2" />
          <circle cx="11" cy="21" r="2" />
          <circle cx="21" cy="21" r="2" />
        </g>
      </svg>
      <span>Pickleball Hub</span>
    </a>
  );
}
