import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';

describe('MAP_TILE_URL', () => {
  it('defaults to OpenStreetMap standard tiles with their credit', () => {
    expect(readConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
  });

  it('takes another https tile address and credit', () => {
    const map = readConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}@2x.png', MAP_TILE_ATTRIBUTION: 'Example Maps' }).map;
    expect(map).toEqual({ tileUrl: 'https://tiles.example.com/{z}/{x}/{y}@2x.png', attribution: 'Example Maps' });
  });

  it.each(['http://tiles.example.com/{z}/{x}/{y}.png', 'https://tiles.example.com/tile.png', 'not a url'])('refuses %s at start-up, saying what it needs', (url) => {
    expect(() => readConfig({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL must be an https tile address with \{z\}, \{x\} and \{y\}/);
  });
});
