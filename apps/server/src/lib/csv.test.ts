import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '@lineup/contract/csv';
import { csvStream } from './csv.ts';

async function read(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('csv', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });

  it('defuses text that a spreadsheet would run as a formula, and leaves numbers as numbers', () => {
    for (const formula of ['=1+1', '+351 912', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-9.3365)).toBe('-9.3365');
  });

  it('starts with the byte order mark, even when nothing else is written', async () => {
    expect(await read(await csvStream((write) => write('a\r\n')))).toBe('\uFEFFa\r\n');
    expect(await read(await csvStream(async () => undefined))).toBe('\uFEFF');
  });

  it('fails as a whole when the producer fails before writing, and ends early after', async () => {
    await expect(csvStream(() => Promise.reject(new Error('no school')))).rejects.toThrow('no school');
    const broken = await csvStream(async (write) => {
      await write('a\r\n');
      throw new Error('lost the database');
    });
    await expect(read(broken)).rejects.toThrow('lost the database');
  });

  it('waits for a slow reader instead of piling up the rows', async () => {
    let written = 0;
    const stream = await csvStream(async (write) => {
      for (let batch = 0; batch < 100; batch += 1) {
        await write('x'.repeat(64 * 1024));
        written += 1;
      }
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toBeLessThan(5);
    expect((await read(stream)).length).toBe(1 + 100 * 64 * 1024);
    expect(written).toBe(100);
  });
});
