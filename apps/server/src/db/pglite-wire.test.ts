import { describe, expect, it } from 'vitest';
import { listenChangeOf, takeNotifications, WireReader } from './pglite-wire.ts';

const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const cstring = (text: string) => Buffer.from(`${text}\0`);
const startup = () => {
  const body = Buffer.concat([cstring('user'), cstring('postgres'), Buffer.from([0])]);
  const packet = Buffer.alloc(8);
  packet.writeInt32BE(8 + body.length, 0);
  packet.writeInt32BE(196608, 4);
  return Buffer.concat([packet, body]);
};
const parse = (name: string) =>
  message('P', Buffer.concat([cstring(name), cstring('select 1'), Buffer.alloc(2)]));
const bind = (name: string) =>
  message('B', Buffer.concat([cstring(''), cstring(name), Buffer.alloc(6)]));
const execute = () => message('E', Buffer.concat([cstring(''), Buffer.alloc(4)]));
const sync = () => message('S', Buffer.alloc(0));

describe('the PGlite thread reading the wire protocol', () => {
  it('hands over whole units, however the bytes are cut', () => {
    const reader = new WireReader((name) => name);
    const stream = Buffer.concat([startup(), parse(''), bind(''), execute(), sync()]);
    const steps = [...stream].flatMap((byte) => reader.push(Buffer.from([byte])));
    expect(steps.map((s) => s.kind)).toEqual(['startup', 'unit']);
    const unit = steps[1] as { bytes: Uint8Array };
    expect(Buffer.from(unit.bytes)).toEqual(stream.subarray(startup().length));
  });

  it("makes a prepared statement's name the connection's own", () => {
    const reader = new WireReader((name) => `c7:${name}`);
    reader.push(startup());
    const [unit] = reader.push(Buffer.concat([parse('user_by_id'), bind('user_by_id'), sync()]));
    const expected = Buffer.concat([parse('c7:user_by_id'), bind('c7:user_by_id'), sync()]);
    expect(Buffer.from((unit as { bytes: Uint8Array }).bytes)).toEqual(expected);
  });

  it('refuses encryption, ends on Terminate', () => {
    const reader = new WireReader((name) => name);
    const ssl = Buffer.alloc(8);
    ssl.writeInt32BE(8, 0);
    ssl.writeInt32BE(80877103, 4);
    expect(reader.push(Buffer.concat([ssl, startup()])).map((s) => s.kind)).toEqual([
      'refuse-encryption',
      'startup',
    ]);
    expect(reader.push(message('X', Buffer.alloc(0)))).toEqual([{ kind: 'end' }]);
  });

  it('knows a LISTEN or UNLISTEN by its simple query, an unquoted channel in lower case', () => {
    const query = (text: string) => message('Q', cstring(text));
    expect(listenChangeOf(query('LISTEN Resona_Sessions'))).toEqual({
      channel: 'resona_sessions',
      listening: true,
    });
    expect(listenChangeOf(query('unlisten "Odd ""name"";"'))).toEqual({
      channel: 'Odd "name";',
      listening: false,
    });
    expect(listenChangeOf(query('select 1; LISTEN x'))).toBeUndefined();
  });

  it('takes the notifications out of a reply and keeps the rest in order', () => {
    const notification = (channel: string, payload: string) =>
      message('A', Buffer.concat([Buffer.alloc(4), cstring(channel), cstring(payload)]));
    const complete = message('C', cstring('COMMIT'));
    const ready = message('Z', Buffer.from('I'));
    const one = notification('resona_sessions', '42');
    const { rest, notifications } = takeNotifications(Buffer.concat([complete, one, ready]));
    expect(rest).toEqual(Buffer.concat([complete, ready]));
    expect(notifications).toEqual([{ channel: 'resona_sessions', bytes: one }]);
    expect(takeNotifications(ready)).toEqual({ rest: ready, notifications: [] });
  });
});
