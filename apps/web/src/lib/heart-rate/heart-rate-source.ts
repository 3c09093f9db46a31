/**
 * Where heart beats come from: a Bluetooth sensor, the phone's camera, a recording file or the
 * demo. Every source reports the same events, so the assessment does not know which one it
 * listens to.
 */
import type { THeartSourceKind } from '@resona/contract';
import type { PulseQuality } from './camera/pulse-types.ts';

/** Sensor contact as the Heart Rate Measurement reports it. */
export type SensorContact = 'detected' | 'not-detected' | 'not-supported';

export type SourceStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export type HeartRateEvent =
  | {
      type: 'beats';
      /** RR intervals in ms, oldest first; empty when the sensor sent only a rate. */
      rr: readonly number[];
      /** Heart rate in beats a minute as the source gave it. */
      bpm: number;
      contact: SensorContact;
      /** performance.now() when the last of these beats arrived. */
      at: number;
      /**
       * The camera: a stall hid the last beat's upstroke and it was placed on the average pulse,
       * so RMSSD leaves out the differences it touches (decision 123).
       */
      estimated?: boolean;
    }
  | { type: 'status'; status: SourceStatus }
  /** Battery level 0–100 where the sensor offers the Battery service. */
  | { type: 'battery'; level: number }
  /** The camera's verdict on the fingertip's signal, when it changes (a strap has contact). */
  | { type: 'signal'; quality: PulseQuality };

export type HeartRateListener = (event: HeartRateEvent) => void;

export interface HeartRateSource {
  readonly kind: THeartSourceKind;
  /** The device's name, or the demo's. */
  readonly name: string;
  /** Starts delivering events to `listener`; resolves once connected. */
  start(listener: HeartRateListener): Promise<void>;
  /** Stops for good (no reconnecting). */
  stop(): void;
}
