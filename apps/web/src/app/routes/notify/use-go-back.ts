import { useNavigate } from 'react-router';

/**
 * Back: to the previous page of this app when there is one, else to `fallback` (a status link
 * opened from an email has no previous page here).
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback);
  };
}
