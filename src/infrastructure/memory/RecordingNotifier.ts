import type { Notifier } from '../../application/ports/Notifier';

export interface Toast {
  kind: 'success' | 'error' | 'info';
  message: string;
}

/** Keeps every toast instead of showing it. */
export class RecordingNotifier implements Notifier {
  readonly toasts: Toast[] = [];

  success(message: string): void {
    this.toasts.push({ kind: 'success', message });
  }

  error(message: string): void {
    this.toasts.push({ kind: 'error', message });
  }

  info(message: string): void {
    this.toasts.push({ kind: 'info', message });
  }

  messages(kind?: Toast['kind']): string[] {
    return this.toasts.filter((toast) => kind === undefined || toast.kind === kind).map((toast) => toast.message);
  }
}
