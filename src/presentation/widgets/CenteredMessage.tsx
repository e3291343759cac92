import type { ReactNode } from 'react';

/** A titled message in the middle of the page: not-found, failures, access explanations (first-paint CSS, no MUI). */
export function CenteredMessage({ title, body, children, role }: { title: string; body?: ReactNode; children?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <main className="message">
      <div className="paper message__panel" role={role}>
        <h1 className="message__title">{title}</h1>
        {body && <div className="muted">{body}</div>}
        {children && <div className="message__actions">{children}</div>}
      </div>
    </main>
  );
}
