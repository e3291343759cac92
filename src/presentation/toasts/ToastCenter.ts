import { makeAutoObservable } from 'mobx';
import type { Notifier } from '../../application/ports/Notifier';

export interface Toast {
  variant: 'success' | 'error' | 'info';
  message: string;
}

/**
 * The Notifier of the browser app. Toasts wait here until the toast host (a lazy chunk with
 * notistack) is mounted and shows them, so a toast raised during start-up is never lost.
 */
export class ToastCenter implements Notifier {
  pending: Toast[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  success(message: string): void {
    this.pending.push({ variant: 'success', message });
  }

  error(message: string): void {
    this.pending.push({ variant: 'error', message });
  }

  info(message: string): void {
    this.pending.push({ variant: 'info', message });
  }

  /**
   * Hands the waiting toasts to the host, once. The list is emptied in place, never replaced: the host's reaction,
   * which takes them on its first run, keeps watching the list it read (a new list would go unseen, and every toast
   * after the first with it).
   */
  takePending(): Toast[] {
    return this.pending.splice(0);
  }
}
