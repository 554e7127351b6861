import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The specs read only the violations: axe then gathers one node of each passing or inapplicable
 * rule instead of every one, and hands the test far less to read back.
 */
export const VIOLATIONS_ONLY = { resultTypes: ['violations' as const] };

/**
 * axe for a page, as every spec builds it. Legacy mode runs axe in the page and its same-origin
 * frames, instead of opening a blank page for each check to gather the frames' results: a check
 * takes about half the time. Cross-origin frames (third-party embeds) go unchecked: not ours to fix.
 */
export const axeOn = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true).options(VIOLATIONS_ONLY);
