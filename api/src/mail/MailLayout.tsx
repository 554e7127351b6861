import { Body, Column, Container, Head, Html, Img, Link, Preview, Row, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailBrand } from './brand.ts';
import { darkModeCss, mailTheme as t } from './theme.ts';

export interface MailFooter {
  /** Why the reader gets this mail, in one sentence. */
  reason: string;
  /** Shown as an "Unsubscribe" link when the mail belongs to a list. */
  unsubscribeUrl?: string;
}

export interface MailLayoutProps {
  /** SITE_URL: every link and the logo are absolute. */
  siteUrl: string;
  /** The site's title and logo in the header band, as the settings say at sending time. */
  brand: MailBrand;
  /** The line mail apps show beside the subject (hidden in the message). */
  preview: string;
  footer: MailFooter;
  children: ReactNode;
}

const LOGO_SIZE = 40;
/** The owner's logo keeps its shape within the band: 40 px high, at most this wide. */
const LOGO_MAX_WIDTH = 240;

/** The owner's logo (named by its alt text), else the site's ball beside the site's title. */
function BandBrand({ siteUrl, brand }: { siteUrl: string; brand: MailBrand }) {
  if (brand.logoUrl) {
    return (
      <Link href={siteUrl}>
        <Img src={brand.logoUrl} height={LOGO_SIZE} alt={brand.name} style={{ display: 'block', border: 0, height: `${LOGO_SIZE}px`, width: 'auto', maxWidth: `${LOGO_MAX_WIDTH}px`, color: t.bandText }} />
      </Link>
    );
  }
  return (
    <Row>
      <Column style={{ width: `${LOGO_SIZE + 12}px` }}>
        <Img src={brand.markUrl} width={LOGO_SIZE} height={LOGO_SIZE} alt="" style={{ display: 'block', border: 0 }} />
      </Column>
      <Column>
        <Link href={siteUrl} style={{ color: t.bandText, fontSize: '20px', fontWeight: 800, textDecoration: 'none' }}>
          {brand.name}
        </Link>
      </Column>
    </Row>
  );
}

/**
 * Every mail of the site in one frame: a table layout (600 px at most, full width on phones),
 * inline styles, the site's green band with its logo and name, a white card for the content and
 * a footer saying why the mail came. Dark-mode clients get the colours in theme.ts.
 */
export function MailLayout({ siteUrl, brand, preview, footer, children }: MailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkModeCss}</style>
      </Head>
      <Preview>{preview}</Preview>
      {/* The page colour sits on a table of its own: React Email copies Body's style onto an inner cell that dark-mode rules cannot reach. */}
      <Body className="mail-page" style={{ margin: 0, padding: 0, fontFamily: t.font, color: t.text }}>
        <Section className="mail-page" style={{ backgroundColor: t.page, padding: '24px 8px' }}>
          <Container style={{ width: '100%', maxWidth: '600px' }}>
            <Section style={{ backgroundColor: t.band, borderRadius: '12px 12px 0 0', padding: '16px 24px' }}>
              <BandBrand siteUrl={siteUrl} brand={brand} />
            </Section>
            <Section className="mail-card" style={{ backgroundColor: t.card, borderRadius: '0 0 12px 12px', borderTop: `4px solid ${t.accent}` }}>
              <Row>
                <Column className="mail-card-cell" style={{ padding: '28px 32px' }}>
                  {children}
                </Column>
              </Row>
            </Section>
            <Section style={{ padding: '16px 24px' }}>
              <Text className="mail-muted" style={{ margin: 0, fontSize: '13px', lineHeight: '20px', color: t.muted }}>
                {footer.reason}
                {footer.unsubscribeUrl ? (
                  <>
                    {' '}
                    <Link className="mail-link" href={footer.unsubscribeUrl} style={{ color: t.link, textDecoration: 'underline' }}>
                      Unsubscribe
                    </Link>
                  </>
                ) : null}
              </Text>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}
