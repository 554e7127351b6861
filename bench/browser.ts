import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startChild, type Child } from './processes.ts';

/** Debian's Chromium, with the flags playwright.config.ts uses. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 30_000 });
}

/** A headless Chromium with a DevTools port for Lighthouse; stop it with `child.stop()`. */
export async function startDebuggableChromium(workDir: string): Promise<{ port: number; child: Child }> {
  const profile = mkdtempSync(path.join(workDir, 'chromium-'));
  const child = startChild('chromium', CHROMIUM_PATH, [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    logFile: path.join(workDir, 'chromium.log'),
  });
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) break;
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, child };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await child.stop();
  throw new Error('Chromium did not open its DevTools port within 30 s');
}
