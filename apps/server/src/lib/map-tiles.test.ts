import { describe, expect, it } from 'vitest';
import { isTileUrlTemplate, OSM_TILE_URL, tileImageSource } from './map-tiles.ts';

describe('map tile URL templates', () => {
  it.each([
    OSM_TILE_URL,
    'https://{s}.tile.example.org/{z}/{x}/{y}.png',
    'http://localhost:8080/tiles/{z}/{x}/{-y}{r}.png?api_key=abc',
  ])('accepts %s', (template) => {
    expect(isTileUrlTemplate(template)).toBe(true);
  });

  it.each([
    'tile.openstreetmap.org/{z}/{x}/{y}.png',
    'ftp://tiles.example.org/{z}/{x}/{y}.png',
    'javascript:alert(1)//{z}/{x}/{y}',
    'https://tiles.example.org/{z}/{x}.png',
    'https://tiles.example.org/static.png',
    'https://tiles-{s}.example.org/{z}/{x}/{y}.png',
    'https://{z}.example.org/{z}/{x}/{y}.png',
    'https://tiles.example.org/{z}/{x}/{y}.png#x',
    'not a url {z} {x} {y}',
  ])('refuses %s', (template) => {
    expect(isTileUrlTemplate(template)).toBe(false);
  });

  it.each([
    [OSM_TILE_URL, 'https://tile.openstreetmap.org'],
    ['https://{s}.Tile.Example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['http://localhost:8080/tiles/{z}/{x}/{y}.png?key=k', 'http://localhost:8080'],
  ])('lets the CSP load %s from %s only', (template, source) => {
    expect(tileImageSource(template)).toBe(source);
  });
});
