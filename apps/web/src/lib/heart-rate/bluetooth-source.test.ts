import { describe, expect, it } from 'vitest';
import { BluetoothSource, type BluetoothLike } from './bluetooth-source.ts';
import type { HeartRateEvent } from './heart-rate-source.ts';

/**
 * A sensor as Web Bluetooth presents it: a device whose GATT server offers the Heart Rate and
 * Battery services. There is no Bluetooth radio in the test machine; this is the browser's side.
 */
class Sensor {
  readonly measurement = Object.assign(new EventTarget(), {
    value: undefined as DataView | undefined,
    startNotifications: async () => this.measurement,
    readValue: async () => new DataView(new ArrayBuffer(1)),
  });
  readonly battery = Object.assign(new EventTarget(), {
    startNotifications: async () => this.battery,
    readValue: async () => new DataView(Uint8Array.of(87).buffer),
  });
  connects = 0;
  failNext = 0;
  readonly device = Object.assign(new EventTarget(), {
    name: 'Polar H10 1A2B3C',
    gatt: {
      connected: false,
      connect: async () => {
        if (this.failNext > 0) {
          this.failNext--;
          throw new Error('out of range');
        }
        this.connects++;
        this.device.gatt.connected = true;
        return this.device.gatt;
      },
      disconnect: () => {
        this.device.gatt.connected = false;
      },
      getPrimaryService: async (id: number) => ({
        getCharacteristic: async () => (id === 0x180d ? this.measurement : this.battery),
      }),
    },
  });

  notify(bytes: number[]) {
    this.measurement.value = new DataView(Uint8Array.from(bytes).buffer);
    this.measurement.dispatchEvent(new Event('characteristicvaluechanged'));
  }

  drop() {
    this.device.gatt.connected = false;
    this.device.dispatchEvent(new Event('gattserverdisconnected'));
  }
}

function until(events: HeartRateEvent[], test: (e: HeartRateEvent) => boolean) {
  return new Promise<void>((resolve) => {
    const check = () => (events.some(test) ? resolve() : setTimeout(check, 10));
    check();
  });
}

describe('BluetoothSource', () => {
  it('asks for a heart-rate sensor, reports its beats, battery and contact', async () => {
    const sensor = new Sensor();
    let asked: unknown;
    const bluetooth: BluetoothLike = {
      requestDevice: async (options) => {
        asked = options;
        return sensor.device;
      },
    };
    const source = await BluetoothSource.choose(bluetooth);
    expect(asked).toEqual({ filters: [{ services: [0x180d] }], optionalServices: [0x180f] });
    expect(source.name).toBe('Polar H10 1A2B3C');
    const events: HeartRateEvent[] = [];
    await source.start((e) => events.push(e));
    sensor.notify([0x16, 62, 0x00, 0x04, 0x00, 0x03]);
    sensor.notify([0x01, 0x02]); // malformed: ignored
    await until(events, (e) => e.type === 'battery');
    expect(events).toContainEqual({ type: 'battery', level: 87 });
    expect(events.filter((e) => e.type === 'beats')).toMatchObject([
      { rr: [1000, 750], bpm: 62, contact: 'detected' },
    ]);
    source.stop();
    expect(events.at(-1)).toEqual({ type: 'status', status: 'disconnected' });
  });

  it('reconnects after a drop, trying again when a try fails', async () => {
    const sensor = new Sensor();
    const source = await BluetoothSource.choose({ requestDevice: async () => sensor.device });
    const events: HeartRateEvent[] = [];
    await source.start((e) => events.push(e));
    sensor.failNext = 1;
    sensor.drop();
    expect(events.at(-1)).toEqual({ type: 'status', status: 'reconnecting' });
    await until(
      events,
      (e) => e.type === 'status' && e.status === 'connected' && sensor.connects === 2,
    );
    expect(sensor.connects).toBe(2);
    sensor.notify([0x10, 60, 0x00, 0x04]);
    expect(events.at(-1)).toMatchObject({ type: 'beats', rr: [1000] });
    source.stop();
  });
});
