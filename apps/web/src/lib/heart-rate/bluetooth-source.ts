/**
 * A Bluetooth heart-rate sensor (chest strap, arm band) through Web Bluetooth: the Heart Rate
 * service 0x180D and its measurement 0x2A37, and the Battery service 0x180F where the sensor has
 * one. After a drop the source reconnects by itself (the browser keeps the permission for the
 * device while the page lives), waiting a little longer after each failed try.
 */
import { parseHeartRateMeasurement } from './heart-rate-measurement.ts';
import type { HeartRateListener, HeartRateSource } from './heart-rate-source.ts';

const HEART_RATE_SERVICE = 0x180d;
const HEART_RATE_MEASUREMENT = 0x2a37;
const BATTERY_SERVICE = 0x180f;
const BATTERY_LEVEL = 0x2a19;
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

// The parts of Web Bluetooth this source uses (TypeScript's DOM library has none of it).
interface GattCharacteristic extends EventTarget {
  value?: DataView;
  startNotifications(): Promise<GattCharacteristic>;
  readValue(): Promise<DataView>;
}
interface GattService {
  getCharacteristic(id: number): Promise<GattCharacteristic>;
}
interface GattServer {
  connected: boolean;
  connect(): Promise<GattServer>;
  disconnect(): void;
  getPrimaryService(id: number): Promise<GattService>;
}
export interface BluetoothDeviceLike extends EventTarget {
  name?: string;
  gatt?: GattServer;
}
export interface BluetoothLike {
  requestDevice(options: {
    filters: Array<{ services: number[] }>;
    optionalServices?: number[];
  }): Promise<BluetoothDeviceLike>;
}

/** The browser's Web Bluetooth, or null where there is none (Firefox, Safari, iOS). */
export function webBluetooth(): BluetoothLike | null {
  const nav =
    typeof navigator === 'undefined' ? null : (navigator as { bluetooth?: BluetoothLike });
  return nav?.bluetooth ?? null;
}

export class BluetoothSource implements HeartRateSource {
  readonly kind = 'bluetooth';
  readonly #device: BluetoothDeviceLike;
  #listener: HeartRateListener = () => {};
  #stopped = false;
  #timer: ReturnType<typeof setTimeout> | null = null;

  private constructor(device: BluetoothDeviceLike) {
    this.#device = device;
  }

  /** Asks the person to pick a sensor (call from a click). */
  static async choose(bluetooth: BluetoothLike): Promise<BluetoothSource> {
    const device = await bluetooth.requestDevice({
      filters: [{ services: [HEART_RATE_SERVICE] }],
      optionalServices: [BATTERY_SERVICE],
    });
    return new BluetoothSource(device);
  }

  get name(): string {
    return this.#device.name ?? '';
  }

  async start(listener: HeartRateListener): Promise<void> {
    this.#listener = listener;
    this.#stopped = false;
    this.#device.addEventListener('gattserverdisconnected', this.#onDisconnected);
    listener({ type: 'status', status: 'connecting' });
    await this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#device.removeEventListener('gattserverdisconnected', this.#onDisconnected);
    this.#device.gatt?.disconnect();
    this.#listener({ type: 'status', status: 'disconnected' });
  }

  async #connect(): Promise<void> {
    const gatt = this.#device.gatt;
    if (!gatt) throw new Error('The device has no GATT server');
    const server = await gatt.connect();
    const service = await server.getPrimaryService(HEART_RATE_SERVICE);
    const measurement = await service.getCharacteristic(HEART_RATE_MEASUREMENT);
    measurement.addEventListener('characteristicvaluechanged', this.#onMeasurement);
    await measurement.startNotifications();
    this.#listener({ type: 'status', status: 'connected' });
    void this.#readBattery(server);
  }

  async #readBattery(server: GattServer): Promise<void> {
    try {
      const service = await server.getPrimaryService(BATTERY_SERVICE);
      const level = await service.getCharacteristic(BATTERY_LEVEL);
      const value = await level.readValue();
      this.#listener({ type: 'battery', level: value.getUint8(0) });
    } catch {
      // Many sensors have no Battery service; the level is then simply not shown.
    }
  }

  readonly #onMeasurement = (event: Event) => {
    const value = (event.target as GattCharacteristic | null)?.value;
    const parsed = value ? parseHeartRateMeasurement(value) : null;
    if (!parsed) return;
    this.#listener({
      type: 'beats',
      rr: parsed.rrMs,
      bpm: parsed.bpm,
      contact: parsed.contact,
      at: performance.now(),
    });
  };

  readonly #onDisconnected = () => {
    if (this.#stopped) return;
    this.#listener({ type: 'status', status: 'reconnecting' });
    this.#retry(0);
  };

  #retry(attempt: number): void {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    this.#timer = setTimeout(() => {
      if (this.#stopped) return;
      this.#connect().catch(() => this.#retry(attempt + 1));
    }, delay);
  }
}
