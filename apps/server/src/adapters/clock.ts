export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
/** A clock tests can set and move. */
export function fixedClock(
  start: Date | string,
): Clock & { set(d: Date | string): void; advance(ms: number): void } {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (d) => {
      t = new Date(d).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

/** Real time shifted so that it read `start` when the process began. */
export function shiftedClock(start: Date | string): Clock {
  const offset = new Date(start).getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}
