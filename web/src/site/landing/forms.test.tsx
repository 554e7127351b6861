import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CourtFinder } from './CourtFinder.tsx';
import { Newsletter } from './Newsletter.tsx';
import { NEWSLETTER_MESSAGES } from '../../../../common/newsletter.ts';
import { COURT_MESSAGES } from '../../../../common/courts.ts';

describe('CourtFinder', () => {
  it('starts at 5 miles with Indoor and Outdoor checked and submits without leaving the page', async () => {
    render(<CourtFinder title="Find a Court Near You" />);
    expect(screen.getByLabelText('Location').getAttribute('placeholder')).toBe('Enter ZIP code or city name');
    const distance = screen.getByLabelText('Distance') as HTMLSelectElement;
    expect(distance.value).toBe('5');
    expect([...distance.options].map((option) => option.text)).toEqual([
      'Within 5 miles',
      'Within 10 miles',
      'Within 25 miles',
      'Within 50 miles',
    ]);
    expect((screen.getByLabelText('Indoor') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Outdoor') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Public') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Private') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('heading', { name: 'Interactive Court Map' })).toBeTruthy();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Find Courts' }).closest('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    // The search loads and answers in the page: with no place given it asks for one (and sends nothing).
    expect(await screen.findByText(COURT_MESSAGES.nearRequired)).toBeTruthy();
  });
});

describe('Newsletter', () => {
  const answer = (status: number, body: object) =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

  it('posts the address and, once accepted, clears the field and says to check the inbox', async () => {
    const fetchSpy = answer(202, { message: NEWSLETTER_MESSAGES.checkInbox });
    render(<Newsletter />);
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    fireEvent.change(email, { target: { value: 'player@example.com' } });
    fireEvent.submit(email.form!);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.checkInbox)).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledWith('/api/public/newsletter', expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'player@example.com', page: window.location.pathname }) }));
    expect(email.value).toBe('');
    expect(email.getAttribute('aria-invalid')).toBe('false');
    fetchSpy.mockRestore();
  });

  it('shows the server\'s message under the field and keeps the address when it is refused', async () => {
    const fetchSpy = answer(400, { status: 400, detail: NEWSLETTER_MESSAGES.invalidEmail, message: NEWSLETTER_MESSAGES.invalidEmail });
    render(<Newsletter />);
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'player@localhost' } });
    fireEvent.submit(email.form!);
    const note = await screen.findByText(NEWSLETTER_MESSAGES.invalidEmail);
    expect(note.id).toBe(email.getAttribute('aria-describedby'));
    expect(email.value).toBe('player@localhost');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fetchSpy.mockRestore();
  });

  it('keeps the address and says something went wrong when the server cannot be reached', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    render(<Newsletter />);
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'player@example.com' } });
    fireEvent.submit(email.form!);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribeFailed)).toBeTruthy();
    expect(email.value).toBe('player@example.com');
    fetchSpy.mockRestore();
  });
});
