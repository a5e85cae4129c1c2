/** Pacing of outgoing sends to a rate a service allows (SES's maximum send rate), with p-throttle. */
import pThrottle from 'p-throttle';

/**
 * A function that runs each `send` it is given no faster than `perSecond` starts a second (fractions
 * allowed: 0.5 starts one send every 2,000 ms). `undefined`, 0 or a value that is not a positive number
 * gives one that runs each send at once.
 */
export function sendPacer(perSecond: number | undefined): <T>(send: () => Promise<T>) => Promise<T> {
  if (!perSecond || !(perSecond > 0)) return (send) => send();
  const limit = Math.max(1, Math.floor(perSecond));
  const throttled = pThrottle({ limit, interval: Math.round((1000 * limit) / perSecond) })(<T>(send: () => Promise<T>) => send());
  return throttled as <T>(send: () => Promise<T>) => Promise<T>;
}
