import { useCallback, useEffect, useRef, useState } from 'react';

export interface ActionCallbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
}

type ActionState<T> =
  | { status: 'idle'; data?: undefined; error?: undefined }
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * One call the page starts and follows (pending, failed, done), shaped like the part of
 * TanStack's useMutation the sign-in form uses. The sign-in page uses this instead so TanStack
 * Query is not in its JavaScript (decision 059); its call has nothing to cache or retry.
 * Callbacks run only while the component is still mounted, as useMutation's per-call ones do.
 */
export function useAction<V, T>(run: (variables: V) => Promise<T>) {
  const [state, setState] = useState<ActionState<T>>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutate = useCallback(
    (variables: V, callbacks: ActionCallbacks<T> = {}) => {
      setState({ status: 'pending' });
      run(variables).then(
        (data) => {
          if (!mounted.current) return;
          setState({ status: 'success', data });
          callbacks.onSuccess?.(data);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          setState({ status: 'error', error });
          callbacks.onError?.(error);
        },
      );
    },
    [run],
  );
  return {
    mutate,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.error,
  };
}
