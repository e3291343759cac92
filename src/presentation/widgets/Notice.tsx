import type { ReactNode } from 'react';

/** An inline message: 'error' is announced at once (alert), 'info' politely (status). */
export function Notice({ severity, title, children, action }: { severity: 'info' | 'error'; title?: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={`paper notice${severity === 'error' ? ' notice--error' : ''}`} role={severity === 'error' ? 'alert' : 'status'}>
      <div>
        {title && <strong>{title} </strong>}
        {children}
      </div>
      {action}
    </div>
  );
}
