import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CsvFilePicker } from './CsvFilePicker.tsx';

describe('CsvFilePicker', () => {
  it('is a real button that opens the file chooser, and hands over the file chosen', () => {
    const onChange = vi.fn();
    const { rerender } = render(<CsvFilePicker file={null} onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Choose CSV file' });
    // A button element, not a label given the button role (axe: aria-allowed-role).
    expect(button.tagName).toBe('BUTTON');
    const input = screen.getByLabelText('CSV file') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();
    const file = new File(['name,city\n'], 'courts.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChange).toHaveBeenCalledWith(file);
    rerender(<CsvFilePicker file={file} onChange={onChange} />);
    expect(screen.getByText('courts.csv')).toBeTruthy();
  });
});
