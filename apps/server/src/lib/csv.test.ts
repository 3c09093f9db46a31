import { describe, expect, it } from 'vitest';
import { byLastRow, csvCell, csvRow, csvStream, keysetBatches } from './csv.ts';

describe('csv', () => {
  it('quotes by RFC 4180 and defuses formula cells', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${lead}1+1`)).toBe(/[\r]/.test(lead) ? `"'${lead}1+1"` : `'${lead}1+1`);
    }
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(csvCell(-3)).toBe('-3');
    expect([csvCell(null), csvCell(undefined), csvCell(true), csvCell(false)]).toEqual([
      '',
      '',
      '1',
      '0',
    ]);
    expect(csvCell(new Date('2025-01-02T03:04:05Z'))).toBe('2025-01-02T03:04:05.000Z');
    expect(csvCell({ q1: 'a', q2: 3 })).toBe('"{""q1"":""a"",""q2"":3}"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
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
    let text = '';
    for await (const chunk of csvStream(['id'], rows())) text += String(chunk);
    expect(text).toBe('\uFEFFid\r\n1\r\n2\r\n3\r\n7\r\n8\r\n9\r\n10\r\n');
    expect(asked).toEqual([null, 3, 6, 9]);
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
