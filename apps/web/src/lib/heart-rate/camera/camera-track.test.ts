import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraUnavailable, openCamera } from './camera-track.ts';

/** A track as a phone's browser presents one: its capabilities, the constraints it was given. */
function phoneTrack(capabilities: Record<string, unknown>) {
  const applied: unknown[] = [];
  const track = {
    readyState: 'live',
    getCapabilities: () => capabilities,
    getSettings: () => ({ frameRate: 30 }),
    applyConstraints: (constraints: { advanced: unknown[] }) => {
      applied.push(...constraints.advanced);
      return Promise.resolve();
    },
    stop() {
      this.readyState = 'ended';
    },
  };
  return { track, applied };
}

function devices(result: () => Promise<unknown>): MediaDevices {
  return { getUserMedia: result } as unknown as MediaDevices;
}

const refused = (name: string) => () => Promise.reject(new DOMException('no', name));

afterEach(() => vi.useRealTimers());

describe('openCamera', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['NotReadableError', 'failed'],
  ])('says why when the browser answers %s', async (name, problem) => {
    await expect(openCamera(devices(refused(name)))).rejects.toEqual(
      new CameraUnavailable(problem as CameraUnavailable['problem']),
    );
  });

  it('says a browser without cameras has none (or a page not served over HTTPS)', async () => {
    await expect(openCamera({} as MediaDevices)).rejects.toMatchObject({ problem: 'unsupported' });
    await expect(openCamera()).rejects.toMatchObject({ problem: 'unsupported' });
  });

  it('asks for the rear camera, small and fast, then its light, then holds what it can', async () => {
    vi.useFakeTimers();
    const { track, applied } = phoneTrack({
      torch: true,
      exposureMode: ['continuous', 'manual'],
      focusMode: ['continuous'],
      whiteBalanceMode: ['continuous', 'manual'],
    });
    let asked: MediaStreamConstraints | undefined;
    const camera = await openCamera(
      devices((constraints?: MediaStreamConstraints) => {
        asked = constraints;
        return Promise.resolve({ getVideoTracks: () => [track] });
      }) as MediaDevices,
    );
    expect(asked).toMatchObject({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, frameRate: { ideal: 60 } },
    });
    expect(camera.torch).toBe(true);
    expect(camera.frameRate).toBe(30);
    expect(applied).toEqual([{ torch: true }]);
    await vi.advanceTimersByTimeAsync(1200);
    // Focus offers no manual mode here: only exposure and white balance are held.
    expect(applied).toEqual([
      { torch: true },
      { exposureMode: 'manual' },
      { whiteBalanceMode: 'manual' },
    ]);
    camera.stop();
    expect(track.readyState).toBe('ended');
  });

  it('tells a camera without a light, and stopped early holds nothing', async () => {
    vi.useFakeTimers();
    const { track, applied } = phoneTrack({ exposureMode: ['manual'] });
    const camera = await openCamera(
      devices(() => Promise.resolve({ getVideoTracks: () => [track] })),
    );
    expect(camera.torch).toBe(false);
    camera.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(applied).toEqual([]);
  });
});
