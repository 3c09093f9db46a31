import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useToasts } from '../lib/toast.ts';

// Radix Toast stays out of the first load of the sign-in page: it is fetched once the page is
// idle (so it is there when the connection drops) or with the first toast, whichever comes first.
const loadToaster = () => import('./toaster.tsx').then((m) => ({ default: m.Toaster }));
const Toaster = lazy(loadToaster);

/** A toast that cannot load (offline before the prefetch) must never take the page down. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function ToastHost() {
  const items = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && items.length > 0) setNeeded(true);

  useEffect(() => {
    const timer = window.setTimeout(() => void loadToaster().catch(() => undefined), 1500);
    return () => window.clearTimeout(timer);
  }, []);

  if (!needed) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QuietBoundary>
  );
}
