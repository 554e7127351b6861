import type { ImageInfo } from '../../../../codegen/orval/schemas/imageInfo.ts';
import type { HomeSection } from '../../../../codegen/orval/schemas/index.ts';
import { ResponsiveImage } from '../image/ResponsiveImage.tsx';
import { useBrandSite } from '../useSite.ts';
import { SectionLink } from './SectionLink.tsx';

/** The hero image spans the viewport's width. */
const HERO_SIZES = '100vw';

/**
 * Full-screen opening image: the page's largest paint, so it loads first, as the variant that fills
 * the screen's width (React writes the matching preload into the head).
 */
export function Hero({ section, info }: { section: HomeSection; info?: ImageInfo }) {
  const { siteTitle, trustedBy } = useBrandSite();
  const text = section.lead || trustedBy;
  return (
    <section id={section.anchor || 'hero'} className="hero" aria-label="Welcome">
      {section.image && <ResponsiveImage className="hero__image" src={section.image.src} alt={section.image.alt} info={info} sizes={HERO_SIZES} priority />}
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
