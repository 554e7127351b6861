import { NEWSLETTER_BAND } from '../../../../common/homepage.ts';

/**
 * The newsletter band. Its request code loads on submit (web/src/site/landing/subscribe.ts) to
 * keep the first load small: it shows the answer under the field and clears it only on success.
 * The landing titles it from the home page's record; the other pages with the seeded words.
 */
export function Newsletter({ title = NEWSLETTER_BAND.title, text = NEWSLETTER_BAND.text }: { title?: string; text?: string }) {
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <div>
          <h2 id="newsletter-title">{title}</h2>
          {text && <p>{text}</p>}
        </div>
        <form
          className="newsletter__form"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            void import('./subscribe.ts').then((m) => m.subscribe(form));
          }}
        >
          <label htmlFor="newsletter-email" className="visually-hidden">
            Email address
          </label>
          <input id="newsletter-email" name="email" type="email" required autoComplete="email" placeholder="you@example.com" aria-describedby="newsletter-note" />
          <button type="submit" className="button button--accent">
            Subscribe
          </button>
          <p id="newsletter-note" role="status" />
        </form>
      </div>
    </section>
  );
}
