import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IssueInput } from '../../../../codegen/hey-api/types.gen.ts';
import { IssueFields } from './IssueFields.tsx';

const event = { title: 'Evening open play', when: 'Tue, Dec 1, 6:00 PM to 8:00 PM', place: 'Riverside Park Courts, 1 Way, Austin, TX 78704', url: 'https://example.com/events/evening' };
const value: IssueInput = { subject: 'This week', intro: '', posts: [], events: [event, { ...event, when: 'Thu, Dec 3, 6:00 PM to 8:00 PM' }] };

describe('IssueFields', () => {
  it('lists the events of the next 7 days with date, time and place, each removable on its own', () => {
    const onChange = vi.fn();
    render(<IssueFields value={value} onChange={onChange} />);
    expect(screen.getByRole('heading', { name: 'Events in the next 7 days (2)' })).toBeTruthy();
    expect(screen.getByText(`${event.when} · ${event.place}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Evening open play, Thu, Dec 3, 6:00 PM to 8:00 PM' }));
    expect(onChange).toHaveBeenCalledWith({ ...value, events: [event] });
  });

  it('says when no event is coming', () => {
    render(<IssueFields value={{ subject: 'This week', intro: '', posts: [] }} onChange={() => {}} />);
    expect(screen.getByText('No published events in the next 7 days.')).toBeTruthy();
  });
});
