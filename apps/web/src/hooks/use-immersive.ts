import { useEffect } from 'react';

/**
 * While `active`, the screen belongs to one thing (the breathing guide): `data-immersive` on
 * <html> lets the layouts put their header, tab bar and footer away (layout.module.css).
 */
export function useImmersive(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    root.dataset.immersive = '';
    return () => {
      delete root.dataset.immersive;
    };
  }, [active]);
}
