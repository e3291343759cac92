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

  /** Hands the waiting toasts to the host, once. */
  takePending(): Toast[] {
    const taken = this.pending;
    this.pending = [];
    return taken;
  }
}
