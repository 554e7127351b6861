import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { ms, type Row } from './table.ts';

const WIDTH = 4000;
const HEIGHT = 3000;
const BURST = 10;

/** A photo-like 4000 x 3000 JPEG (gradient, shapes, grain), made here so the bench needs no files. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2e7d32"/><stop offset="1" stop-color="#d4e157"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="1300" cy="1500" r="750" fill="#fff176"/></svg>`;
  const grain = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma: 12 } } }).png().toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: grain, blend: 'add', tile: true }]).jpeg({ quality: 85 }).toBuffer();
}

async function uploadOnce(url: string, cookie: string, bytes: Buffer): Promise<{ ms: number; ok: boolean }> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const response = await fetch(`${url}/api/upload/image`, { method: 'POST', body: form, headers: { Cookie: cookie } });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.status === 201 };
}

/** Resident memory of a process, in bytes (VmRSS in /proc/<pid>/status). */
function rss(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Uploads a 4000 x 3000 JPEG `samples` times one after another (time to the answer), then `BURST`
 * at once while sampling the server's RSS every 10 ms (its peak against its level before).
 */
export async function measureUploads(url: string, cookie: string, serverPid: number, samples: number): Promise<Row[]> {
  const bytes = await photo();
  const size = `${(bytes.length / 1024 / 1024).toFixed(1)} MB`;
  const times: number[] = [];
  let bad = 0;
  for (let i = 0; i < samples; i += 1) {
    const once = await uploadOnce(url, cookie, bytes);
    times.push(once.ms);
    if (!once.ok) bad += 1;
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor((times.length - 1) / 2)] ?? Number.NaN;

  const before = rss(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(serverPid))), 10);
  const started = performance.now();
  const burst = await Promise.all(Array.from({ length: BURST }, () => uploadOnce(url, cookie, bytes)));
  const burstMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rss(serverPid));
  const burstBad = burst.filter((b) => !b.ok).length;

  return [
    {
      measure: `POST /api/upload/image: one ${WIDTH} x ${HEIGHT} JPEG (${size}), time to the answer, ${samples} uploads`,
      result: `p50 ${ms(p50)}, max ${ms(times.at(-1) ?? Number.NaN)}, ${bad} errors`,
      target: 'p50 <= 2000 ms, 0 errors',
      pass: bad === 0 && p50 <= 2000,
    },
    {
      measure: `POST /api/upload/image: ${BURST} x ${WIDTH} x ${HEIGHT} JPEGs at once, server peak RSS`,
      result: `${mb(peak)} (from ${mb(before)}), all answered in ${ms(burstMs)}, ${burstBad} errors`,
      target: 'peak <= before + 512 MB, 0 errors',
      pass: burstBad === 0 && peak - before <= 512 * 1024 * 1024,
    },
  ];
}
