import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraHeartSource } from '../../lib/heart-rate/camera/camera-source.ts';
import { CameraUnavailable } from '../../lib/heart-rate/camera/camera-track.ts';

/** Whether this browser can open a camera at all. */
export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/**
 * Choosing the camera as a heart-rate source: opens it (the browser asks the person the first
 * time) and says in the person's language why it could not be had.
 */
export function useCameraChoice() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const open = async (): Promise<CameraHeartSource | null> => {
    setProblem(null);
    try {
      return await CameraHeartSource.open();
    } catch (error) {
      const reason = error instanceof CameraUnavailable ? error.problem : 'failed';
      setProblem(t(`camera.${reason}`));
      return null;
    }
  };
  return { open, problem, available: cameraAvailable() };
}
