/**
 * The Heart Rate Measurement characteristic (0x2A37) of the Bluetooth Heart Rate service, as the
 * Heart Rate Profile / GATT Specification Supplement lay it out:
 *
 *   byte 0   flags  bit 0: rate is uint16 (else uint8)
 *                   bit 1: contact detected; bit 2: contact feature supported
 *                   bit 3: energy expended (uint16, kJ) present
 *                   bit 4: RR intervals present (uint16 each, 1/1024 s, all that fit)
 *   then     rate, [energy], [RR …] little-endian.
 *
 * A notification that does not fit that layout is refused (null), never thrown over.
 */
import type { SensorContact } from './heart-rate-source.ts';

export interface HeartRateMeasurement {
  bpm: number;
  contact: SensorContact;
  /** Energy expended in kilojoules, when the sensor sends it. */
  energyKj: number | null;
  /** RR intervals in ms (converted from 1/1024 s), in the order received. */
  rrMs: number[];
}

const RATE_16_BIT = 0x01;
const CONTACT_DETECTED = 0x02;
const CONTACT_SUPPORTED = 0x04;
const ENERGY_PRESENT = 0x08;
const RR_PRESENT = 0x10;

export function parseHeartRateMeasurement(view: DataView): HeartRateMeasurement | null {
  if (view.byteLength < 2) return null;
  const flags = view.getUint8(0);
  let offset = 1;
  const rateBytes = flags & RATE_16_BIT ? 2 : 1;
  if (view.byteLength < offset + rateBytes) return null;
  const bpm = rateBytes === 2 ? view.getUint16(offset, true) : view.getUint8(offset);
  offset += rateBytes;

  let energyKj: number | null = null;
  if (flags & ENERGY_PRESENT) {
    if (view.byteLength < offset + 2) return null;
    energyKj = view.getUint16(offset, true);
    offset += 2;
  }

  const rrMs: number[] = [];
  if (flags & RR_PRESENT) {
    const rest = view.byteLength - offset;
    // The flag promises at least one interval, and intervals are whole uint16s.
    if (rest < 2 || rest % 2 !== 0) return null;
    for (; offset < view.byteLength; offset += 2) {
      rrMs.push((view.getUint16(offset, true) * 1000) / 1024);
    }
  } else if (offset !== view.byteLength) {
    return null;
  }

  const contact: SensorContact =
    flags & CONTACT_SUPPORTED
      ? flags & CONTACT_DETECTED
        ? 'detected'
        : 'not-detected'
      : 'not-supported';
  return { bpm, contact, energyKj, rrMs };
}
