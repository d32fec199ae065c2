import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@lineup/contract/public-config';
import { createTestApp, type TestApp } from '#src/testing/test-app.ts';

/** The CSP's directives by name, each with its sources. */
function cspOf(headers: Record<string, unknown>): Map<string, string[]> {
  const csp = String(headers['content-security-policy']);
  return new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/** Every directive but img-src, which is the only one the tiles may widen. */
function otherDirectives(csp: Map<string, string[]>): Map<string, string[]> {
  return new Map([...csp].filter(([name]) => name !== 'img-src'));
}

// The CSP with no tiles at all, which the tiles may widen only in img-src.
let withoutTiles: Map<string, string[]>;
beforeAll(async () => {
  const plain = await createTestApp({ config: { MAP_TILE_URL: '' } });
  withoutTiles = cspOf((await plain.app.inject({ method: 'GET', url: '/' })).headers);
  await plain.close();
});

describe.each<{ name: string; config: Record<string, string>; mapTiles: unknown; imgSrc: string[] }>([
  {
    name: 'by default, OpenStreetMap',
    config: {},
    mapTiles: {
      urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© [OpenStreetMap](https://www.openstreetmap.org/copyright) contributors',
    },
    imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
  },
  {
    name: 'from a tile server of its own with subdomains and a port',
    config: {
      MAP_TILE_URL: 'http://{s}.tiles.school.example:8080/surf/{z}/{x}/{-y}.png?key=k',
      MAP_TILE_ATTRIBUTION: 'Tiles © School',
    },
    mapTiles: {
      urlTemplate: 'http://{s}.tiles.school.example:8080/surf/{z}/{x}/{-y}.png?key=k',
      attribution: 'Tiles © School',
    },
    imgSrc: ["'self'", 'data:', 'blob:', 'http://*.tiles.school.example:8080'],
  },
  {
    name: 'turned off with an empty MAP_TILE_URL',
    config: { MAP_TILE_URL: '' },
    mapTiles: null,
    imgSrc: ["'self'", 'data:', 'blob:'],
  },
])('map tiles $name', ({ config, mapTiles, imgSrc }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config });
  });
  afterAll(() => t.close());

  it('are told to every visitor before sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/public-config' });
    expect(response.statusCode).toBe(200);
    const answer = publicConfigSchema.parse(response.json());
    expect(answer.mapTiles).toEqual(mapTiles);
    expect(answer.contactEmail).toBe('hello@lineup.surf');
  });

  it('may be loaded as images by the page, from their origin only, and nothing else changes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/place' });
    const csp = cspOf(response.headers);
    expect(csp.get('img-src')).toEqual(imgSrc);
    expect(otherDirectives(csp)).toEqual(otherDirectives(withoutTiles));
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});
