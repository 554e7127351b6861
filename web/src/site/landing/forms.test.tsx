import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CourtFinder } from './CourtFinder.tsx';
import { Newsletter } from './Newsletter.tsx';

describe('CourtFinder', () => {
  it('starts at 5 miles with Indoor and Outdoor checked and submits without leaving the page', () => {
    render(<CourtFinder />);
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
  });
});

describe('Newsletter', () => {
  it('requires an email address and clears it after submit without sending anything', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<Newsletter />);
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    fireEvent.change(email, { target: { value: 'player@example.com' } });
    fireEvent.submit(email.form!);
    expect(email.value).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
