/**
 * The rear camera opened for a fingertip: low resolution (only a mean of the middle is read), the
 * highest frame rate it offers, its light on where the browser can switch it (Chrome on Android),
 * and exposure, focus and white balance held once the light has settled, so the camera's own
 * adjustments do not swing the brightness the pulse is read from.
 */

/** Why the camera could not be had, for the words the person reads. */
export type CameraProblem = 'unsupported' | 'denied' | 'missing' | 'failed';

export class CameraUnavailable extends Error {
  constructor(readonly problem: CameraProblem) {
    super(`camera ${problem}`);
  }
}

/** The controls of the Image Capture spec that TypeScript's DOM library does not know. */
interface HeldCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
  exposureMode?: string[];
  focusMode?: string[];
  whiteBalanceMode?: string[];
}

const HELD = ['exposureMode', 'focusMode', 'whiteBalanceMode'] as const;
/** The camera's exposure after the light comes on takes about a second to settle. */
const SETTLE_MS = 1200;

export interface CameraTrack {
  readonly track: MediaStreamTrack;
  /** Whether its light is on. */
  readonly torch: boolean;
  /** Frames a second the camera says it delivers. */
  readonly frameRate: number | null;
  /** The camera and its light off. */
  stop(): void;
}

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

/** Asks for the camera (the browser asks the person the first time); call from a click. */
export async function openCamera(
  media: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
): Promise<CameraTrack> {
  if (!media?.getUserMedia) throw new CameraUnavailable('unsupported');
  let stream: MediaStream;
  try {
    stream = await media.getUserMedia({
      audio: false,
      video: {
        facingMode: { ideal: 'environment' },
        width: { ideal: 320 },
        height: { ideal: 240 },
        frameRate: { ideal: 60 },
      },
    });
  } catch (error) {
    throw new CameraUnavailable(problemOf(error));
  }
  const track = stream.getVideoTracks()[0];
  if (!track) throw new CameraUnavailable('missing');
  const capabilities = (track.getCapabilities?.() ?? {}) as HeldCapabilities;
  const torch = capabilities.torch === true && (await tryConstraints(track, { torch: true }));
  let settle: ReturnType<typeof setTimeout> | null = setTimeout(() => {
    settle = null;
    void holdExposure(track, capabilities);
  }, SETTLE_MS);
  return {
    track,
    torch,
    frameRate: track.getSettings().frameRate ?? null,
    stop() {
      if (settle !== null) clearTimeout(settle);
      // Stopping the track puts the light out with it.
      track.stop();
    },
  };
}

async function tryConstraints(
  track: MediaStreamTrack,
  set: Record<string, unknown>,
): Promise<boolean> {
  try {
    await track.applyConstraints({ advanced: [set as MediaTrackConstraintSet] });
    return true;
  } catch {
    return false;
  }
}

/** Each control the camera can hold, held where it is now (each on its own: one may refuse). */
async function holdExposure(track: MediaStreamTrack, capabilities: HeldCapabilities) {
  if (track.readyState !== 'live') return;
  for (const control of HELD) {
    if (capabilities[control]?.includes('manual'))
      await tryConstraints(track, { [control]: 'manual' });
  }
}
