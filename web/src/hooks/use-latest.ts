/** A ref that always holds the latest value of a prop, for listeners and effects registered once. */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Returns a ref whose `current` is `value` as of the last commit (updated before any effect runs). */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
