/**
 * Resolves in a task of its own: what follows runs after the browser had the chance to paint and answer
 * input. Start-up work split this way is several short tasks instead of one long one (a phone may spend
 * 100 ms on each part).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
