import { describe, expect, it } from 'vitest';
import { withAddresses } from './RichText.tsx';

describe('the settings addresses in section text', () => {
  const html = '<p>Happy to help. Press requests are answered at [press-email]. Write to [contact-email].</p>';

  it('puts each address in as a mail link, its characters escaped', () => {
    expect(withAddresses(html, { contact: 'hello@club.example', press: 'p&r@club.example' })).toBe(
      '<p>Happy to help. Press requests are answered at <a href="mailto:p&amp;r@club.example">p&amp;r@club.example</a>. Write to <a href="mailto:hello@club.example">hello@club.example</a>.</p>',
    );
  });

  it('leaves out the sentence of an address that is not set', () => {
    expect(withAddresses(html, { contact: 'hello@club.example', press: '' })).toBe('<p>Happy to help. Write to <a href="mailto:hello@club.example">hello@club.example</a>.</p>');
  });
});
