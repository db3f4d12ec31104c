import { useEffect, useState } from 'react';
import { usePublic } from '../../api/public';

/** How often a page waiting for a payment asks the server, and for how long before it says it still waits. */
export const pollEveryMs = 2_000;
export const pollForMs = 120_000;

/**
 * A donation's or an order's state as the server answers it (`donation/{code}`, `billing/{code}`). While
 * it is pending the page asks again every 2 seconds for 2 minutes, then stops and says it still waits;
 * `again()` starts waiting anew (after the payer paid in a provider's window).
 */
export function usePaymentState<T extends { status: string }>(path: string) {
  const [gaveUp, setGaveUp] = useState(false);
  const [round, setRound] = useState(0);
  const state = usePublic(path, (answer: { data: T }) => answer.data, {
    staleTime: 0,
    refetchInterval: (answer) => (!gaveUp && answer?.data.status === 'pending' ? pollEveryMs : false),
  });
  const pending = state.data?.status === 'pending';
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new round of waiting starts its own clock
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setGaveUp(true), pollForMs);
    return () => clearTimeout(timer);
  }, [pending, round]);
  return {
    state,
    stillWaiting: pending && gaveUp,
    again: () => {
      setGaveUp(false);
      setRound((n) => n + 1);
      void state.refetch();
    },
  };
}
