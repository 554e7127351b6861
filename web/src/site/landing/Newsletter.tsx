/**
 * The newsletter band. Its request code loads on submit (web/src/site/landing/subscribe.ts) to
 * keep the first load small: it shows the answer under the field and clears it only on success.
 */
export function Newsletter() {
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <div>
          <h2 id="newsletter-title">Get the Weekly Rally</h2>
          <p>One skill, one gear tip and one local event in your inbox every week.</p>
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
