import { useBrandSite } from '../useSite.ts';
import './brand.css';

/** The site's logo (named by the site title) when the settings have one, else its ball mark and title; links to the landing page. */
export function Brand() {
  const { siteTitle, logo } = useBrandSite();
  return (
    <a className="brand" href="/">
      {logo ? (
        <img className="brand__logo" src={logo} alt={siteTitle} />
      ) : (
        <>
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
          <span>{siteTitle}</span>
        </>
      )}
    </a>
  );
}
