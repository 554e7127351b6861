import { CircularProgress, createTheme, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminTheme } from './theme.ts';

describe('the back office theme', () => {
  it('names every spinner for screen readers, unless it is named already', () => {
    render(
      <ThemeProvider theme={createTheme(adminTheme)}>
        <CircularProgress />
        <CircularProgress aria-label="Saving" />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(['Loading', 'Saving']);
  });
});
