import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { useTestApp } from '../helpers/testApp.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs the real server entry point in production with the given password; resolves with its exit code and output. */
function startProduction(password: string | undefined): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0', MONGODB_URI: 'mongodb://127.0.0.1:9/never-reached' };
  delete env.ADMIN_PASSWORD;
  if (password !== undefined) env.ADMIN_PASSWORD = password;
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['api/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Only a server that wrongly starts runs this long; a loaded CI machine needs a while to load the sources.
  const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('production refuses weak administrator credentials', () => {
  const app = useTestApp();

  it('does not start without ADMIN_PASSWORD, with the documented default, or with fewer than 12 characters, and says what to set', async () => {
    const runs = await Promise.all([startProduction(undefined), startProduction('pickleball'), startProduction('short-pass1')]);
    for (const { code, output } of runs) {
      expect(code).toBe(1);
      expect(output).toMatch(/ADMIN_PASSWORD/);
      expect(output).toMatch(/12 characters/);
      expect(output).not.toMatch(/listening/);
    }
  }, 60_000);

  it('accepts 12 characters or more in production, and anything outside production', () => {
    expect(readConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'twelve-chars' }).adminPassword).toBe('twelve-chars');
    expect(() => readConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'eleven-char' })).toThrow(/ADMIN_PASSWORD/);
    expect(readConfig({}).adminPassword).toBe('pickleball');
  });

  it('serves a contract whose sign-in example holds placeholders, not a real password', async () => {
    const contract = await (await fetch(`${app.url}/api/openapi.yaml`)).text();
    expect(contract).toMatch(/operationId: auth\.login/);
    expect(contract).not.toMatch(/pickleball\s*}/);
    expect(contract).not.toMatch(/password: pickleball/);
    expect(contract).toMatch(/password: your-admin-password/);
  });
});
