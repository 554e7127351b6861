import { useState, type FormEvent } from 'react';

/** The newsletter band: the address is required and cleared on submit; nothing is sent yet. */
export function Newsletter() {
  const [email, setEmail] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEmail('');
  }

  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <div>
          <h2 id="newsletter-title">Get the Weekly Rally</h2>
          <p>One skill, one gear tip and one local event in your inbox every week.</p>
        </div>
        <form className="newsletter__form" onSubmit={onSubmit}>
          <label htmlFor="newsletter-email" className="visually-hidden">
            Email address
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button button--accent">
            Subscribe
          </button>
        </form>
      </div>
    </section>
  );
}
