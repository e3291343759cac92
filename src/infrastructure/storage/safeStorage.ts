/** Storage can be missing or throw (privacy modes); its adapter then keeps values in memory. */
export function safeStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}
