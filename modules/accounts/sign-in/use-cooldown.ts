import { useCallback, useEffect, useState } from 'react';

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * A resend cooldown. `start()` begins
 * it and `seconds` counts down to 0. The count is read from the clock, not from counted ticks, so a
 * tab that was in the background shows the right number when it comes back.
 */
export function useCooldown(durationSeconds: number): { seconds: number; start: () => void } {
  const [until, setUntil] = useState(0);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!until) return;
    setSeconds(secondsLeft(until));
    const tick = setInterval(() => {
      const left = secondsLeft(until);
      setSeconds(left);
      if (left === 0) clearInterval(tick);
    }, 250);
    return () => clearInterval(tick);
  }, [until]);
  // Both at once, so the very next render already shows the full count (no flash of "ready").
  const start = useCallback(() => {
    setUntil(Date.now() + durationSeconds * 1000);
    setSeconds(durationSeconds);
  }, [durationSeconds]);
  return { seconds, start };
}
