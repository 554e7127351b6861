import type { HomeSection } from '../../../../codegen/orval/schemas/index.ts';
import { useBrandSite } from '../useSite.ts';
import { SectionLink } from './SectionLink.tsx';

/** Full-screen opening image (the page's largest paint: preloaded in index.html, sized here). */
export function Hero({ section }: { section: HomeSection }) {
  const { siteTitle, trustedBy } = useBrandSite();
  const text = section.lead || trustedBy;
  return (
    <section id={section.anchor || 'hero'} className="hero" aria-label="Welcome">
      {section.image && <img className="hero__image" src={section.image.src} alt={section.image.alt} width={1600} height={900} fetchPriority="high" />}
      <div className="hero__content">
        <p className="hero__kicker">{siteTitle}</p>
        <p className="hero__title">{section.heading}</p>
        {text && <p className="hero__text">{text}</p>}
        <div className="hero__actions">
          {section.buttons?.map((button, index) => (
            <SectionLink key={index} href={button.href} className={`button ${index === 0 ? 'button--accent' : 'button--ghost'}`}>
              {button.label}
            </SectionLink>
          ))}
        </div>
      </div>
    </section>
  );
}
