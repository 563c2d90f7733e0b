import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { sendHandOver } from '../../api/host-check-in';

/**
 * Issue 33.2: scans made without a connection wait in localStorage (they outlive a reload or a flat
 * battery) and are sent, oldest first, as soon as the browser is back online, each with its scan time: the
 * hand-over is recorded when it happened, not when the connection returned.
 */
export interface QueuedCheckIn {
  ref: string;
  orderId: number;
  scannedAt: string;
}

const KEY = 'lfm.checkInQueue';

function read(): QueuedCheckIn[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? (value as QueuedCheckIn[]) : [];
  } catch {
    return [];
  }
}
const write = (queue: QueuedCheckIn[]) => localStorage.setItem(KEY, JSON.stringify(queue));

/** A failure of the connection (queue it again later), not an answer of the server. */
export const isOffline = (err: unknown) => !navigator.onLine || (err instanceof ApiError && err.status === 0);

export function useCheckInQueue(
  onSent: (outcome: { orderId: number; message: string; ok: boolean }) => void,
) {
  const [waiting, setWaiting] = useState<QueuedCheckIn[]>(read);
  const flushing = useRef(false);
  const sent = useRef(onSent);
  sent.current = onSent;

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    try {
      for (const item of read()) {
        try {
          const { message } = await sendHandOver({ ref: item.ref, scannedAt: item.scannedAt });
          sent.current({ orderId: item.orderId, message, ok: true });
        } catch (err) {
          if (isOffline(err)) break;
          // The server's answer (not this market's order, a bad code): nothing to retry.
          sent.current({ orderId: item.orderId, message: (err as Error).message, ok: false });
        }
        const rest = read().filter((q) => q.ref !== item.ref);
        write(rest);
        setWaiting(rest);
      }
    } finally {
      flushing.current = false;
    }
  }, []);

  const add = useCallback((item: QueuedCheckIn) => {
    const queue = [...read().filter((q) => q.ref !== item.ref), item];
    write(queue);
    setWaiting(queue);
  }, []);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    void flush();
    return () => window.removeEventListener('online', online);
  }, [flush]);

  return { waiting, add, flush };
}
