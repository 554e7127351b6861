import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type RunOptions = Parameters<AxeBuilder['options']>[0];

/**
 * axe for a page, as every spec builds it. Legacy mode runs axe in the page and its same-origin
 * frames, instead of opening a blank page for each check to gather the frames' results: a check
 * takes about half the time. Cross-origin frames (third-party embeds) go unchecked: not ours to fix.
 * The specs read only the violations: axe then gathers one node of each passing or inapplicable
 * rule instead of every one. `options` adds run options (AxeBuilder keeps only the last it is
 * given, so they are given here, once).
 */
export const axeOn = (page: Page, options: RunOptions = {}): AxeBuilder =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ ...options, resultTypes: ['violations'] });
