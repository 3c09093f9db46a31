import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test/read-csv.ts';
import { byLastRow, csvDocument, csvStream, keysetBatches } from './csv.ts';

async function textOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as string | Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** One value as the single cell of a document: the byte-order mark and CRLF around it. */
async function cell(value: unknown) {
  const text = await textOf(csvDocument([[value]]));
  expect(text.startsWith('\uFEFF') && text.endsWith('\r\n')).toBe(true);
  return text.slice(1, -2);
}

describe('csv', () => {
  it('quotes by RFC 4180 and defuses formula cells', async () => {
    expect(await cell('plain')).toBe('plain');
    expect(await cell('a,b')).toBe('"a,b"');
    expect(await cell('say "hi"')).toBe('"say ""hi"""');
    expect(await cell('two\nlines')).toBe('"two\nlines"');
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) {
      expect(await cell(`${lead}1+1`)).toBe(lead === '\r' ? `"'${lead}1+1"` : `'${lead}1+1`);
    }
    expect(await cell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(await cell(-3)).toBe('-3');
    expect(await cell('-3')).toBe("'-3");
    for (const [value, text] of [
      [null, ''],
      [undefined, ''],
      [true, '1'],
      [false, '0'],
      [Number.NaN, ''],
    ] as const) {
      expect(await cell(value)).toBe(text);
    }
    expect(await cell(new Date('2025-01-02T03:04:05Z'))).toBe('2025-01-02T03:04:05.000Z');
    expect(await cell({ q1: 'a', q2: 3 })).toBe('"{""q1"":""a"",""q2"":3}"');
    expect(await cell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(await textOf(csvDocument([['a', 1, null], []]))).toBe('\uFEFFa,1,\r\n\r\n');
  });

  it('reads back through csv-parse as written, formulas kept as text', async () => {
    const record = ['Calm, "very"\r\nnice', '=1+1', 'مرحبا', 'Привіт', -2, ''];
    expect(parseCsv(await textOf(csvDocument([record])))).toEqual([
      ['Calm, "very"\r\nnice', "'=1+1", 'مرحبا', 'Привіт', '-2', ''],
    ]);
  });

  it('streams a header and batches, going on past a batch its filter emptied', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => i + 1);
    // Rows 4–6 are filtered out: one whole batch comes back empty, and the scan still goes on.
    const kept = (id: number) => id < 4 || id > 6;
    const asked: (number | null)[] = [];
    const batches = keysetBatches(async (after, size) => {
      asked.push(after);
      const window = ids.filter((id) => after === null || id > after).slice(0, size);
      const last = window.length < size ? null : window[window.length - 1]!;
      return { rows: window.filter(kept).map((id) => ({ id })), last };
    }, 3);
    async function* rows() {
      for await (const batch of batches) yield batch.map((r) => [r.id]);
    }
    expect(await textOf(csvStream(['id'], rows()))).toBe(
      '\uFEFFid\r\n1\r\n2\r\n3\r\n7\r\n8\r\n9\r\n10\r\n',
    );
    expect(asked).toEqual([null, 3, 6, 9]);
  });

  it('fails the stream when its source fails, after what was already written', async () => {
    async function* failing() {
      yield [[1]];
      throw new Error('the database went away');
    }
    await expect(textOf(csvStream(['id'], failing()))).rejects.toThrow('the database went away');
  });

  it('continues a batch read in key order after its last row, unless it was short', () => {
    const key = (r: { id: number }) => r.id;
    expect(byLastRow([{ id: 5 }, { id: 4 }], 2, key)).toEqual({
      rows: [{ id: 5 }, { id: 4 }],
      last: 4,
    });
    expect(byLastRow([{ id: 3 }], 2, key).last).toBeNull();
  });
});
