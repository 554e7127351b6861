import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { imageRefs, pathsOf, rewriteImages } from '../../src/portability/imports/images.ts';
import { openUploadsZip } from '../../src/portability/imports/uploadsZip.ts';

describe('an uploads ZIP', () => {
  it('finds a file by its path under the uploads folder, however the folder was zipped', () => {
    const bytes = new TextEncoder().encode('picture bytes '.repeat(50));
    for (const name of ['wp-content/uploads/2024/05/a.png', 'site/wp-content/uploads/2024/05/a.png', 'uploads/2024/05/a.png', '2024/05/a.png', 'content/images/2024/05/a.png', 'images/2024/05/a.png']) {
      const zip = openUploadsZip(zipSync({ [name]: bytes }));
      const entry = zip.find('2024/05/a.png');
      expect(entry, name).toBeDefined();
      expect(zip.read(entry!)).toEqual(bytes);
    }
  });

  it('never unpacks a file past the size it states', () => {
    const zip = zipSync({ 'uploads/big.png': new Uint8Array(1_000_000) });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    // The central directory (and the local header) say 100 bytes; the data unpacks to a million.
    const central = zip.findIndex((_, at) => at + 4 <= zip.length && view.getUint32(at, true) === 0x02014b50);
    view.setUint32(central + 24, 100, true);
    const opened = openUploadsZip(zip);
    expect(opened.read(opened.find('big.png')!)!.length).toBeLessThanOrEqual(100);
  });

  it('ignores folders and the resource forks macOS adds', () => {
    const zip = openUploadsZip(zipSync({ 'uploads/2024/': new Uint8Array(0), '__MACOSX/uploads/2024/._a.png': new Uint8Array([1]) }));
    expect(zip.find('2024/')).toBeUndefined();
    expect(zip.find('__MACOSX/uploads/2024/._a.png')).toBeUndefined();
  });

  it.each([['a\\b.png'], ['C:/a.png'], ['uploads/../../a.png'], ['/a.png']])('refuses %s, a name that leaves its folder', (name) => {
    expect(() => openUploadsZip(zipSync({ [name]: new Uint8Array([1]) }))).toThrow(/outside its folder/);
  });
});

describe("the old site's images in a text", () => {
  it('are the pictures under its uploads, at any address, each once; other files are links', () => {
    const html = [
      '<img src="https://old.example/wp-content/uploads/2024/05/caf%C3%A9.jpg" srcset="https://old.example/wp-content/uploads/2024/05/a-300x200.jpg 300w, https://old.example/wp-content/uploads/2024/05/a.jpg 600w">',
      '<a href="https://old.example/wp-content/uploads/2024/05/rules.pdf">Rules</a>',
      '<img src="__GHOST_URL__/content/images/size/w600/2025/02/net.png"><img src="https://old.example/wp-content/uploads/2024/05/a.jpg?w=300">',
    ].join('');
    const refs = imageRefs(html);
    expect(refs.map((ref) => ref.path)).toEqual(['2024/05/café.jpg', '2024/05/a-300x200.jpg', '2024/05/a.jpg', 'size/w600/2025/02/net.png']);
    expect(pathsOf(refs[3]!)).toEqual(['size/w600/2025/02/net.png', '2025/02/net.png']);
    const rewritten = rewriteImages(html, new Map([['https://old.example/wp-content/uploads/2024/05/a.jpg', '/api/uploads/abc.jpg']]));
    expect(rewritten).toContain('/api/uploads/abc.jpg 600w');
    expect(rewritten).toContain('src="/api/uploads/abc.jpg?w=300"');
    expect(rewritten).toContain('https://old.example/wp-content/uploads/2024/05/a-300x200.jpg 300w');
  });
});
