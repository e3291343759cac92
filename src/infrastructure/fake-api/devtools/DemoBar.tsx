import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentType, type CSSProperties, type KeyboardEvent } from 'react';
import type { FakeBackend } from '../FakeBackend';
import { DEMO_BAR_HEIGHT, reserveDemoBarSpace } from './demoBarSpace';

export type DemoToolsPanelProps = { backend: FakeBackend; id: string; onClose: () => void };

/**
 * The demo's tools as a thin bar across the top of the window, in a band the app leaves free (`--app-inset-top`), so
 * it covers nothing of the app on a phone or a desktop. Its toggle shows the newest one-time code the fake back end
 * "sent" (readable while the sign-in dialog is open: the app's dialogs start below the bar) and opens the tools
 * panel, a chunk of its own with MUI that loads only when someone opens it. Plain markup and inline styles: every
 * demo page has the bar, few open the panel.
 */
export function DemoBar({ backend, loadPanel }: { backend: FakeBackend; loadPanel: () => Promise<ComponentType<DemoToolsPanelProps>> }) {
  const [open, setOpen] = useState(false);
  const [Panel] = useState(() =>
    lazy<ComponentType<DemoToolsPanelProps>>(() => loadPanel().then((panel) => ({ default: panel }), () => ({ default: PanelMissing }))),
  );
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const messages = useSyncExternalStore(backend.inbox.subscribe, backend.inbox.list, backend.inbox.list);
  const latest = messages[0];
  useEffect(() => reserveDemoBarSpace(document.documentElement), []);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <aside aria-label="Demo back end" onKeyDown={onKeyDown} style={STYLES.bar}>
      <button
        ref={toggleRef}
        type="button"
        style={STYLES.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? 'Hide demo tools' : latest ? `Demo tools · code ${latest.code}` : 'Demo tools'}
      </button>
      {open && (
        <div style={STYLES.panel}>
          <Suspense fallback={<p style={STYLES.loading}>Loading the demo tools…</p>}>
            <Panel backend={backend} id={panelId} onClose={close} />
          </Suspense>
        </div>
      )}
    </aside>
  );
}

function PanelMissing() {
  return (
    <p role="alert" style={STYLES.loading}>
      The demo tools did not load. Check the connection and reload the page.
    </p>
  );
}

const BAR_BACKGROUND = '#1f2a37';

const STYLES = {
  bar: {
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
    height: DEMO_BAR_HEIGHT,
    // Above MUI dialogs (1300), snackbars (1400) and tooltips (1500): the panel opens over the app.
    zIndex: 1600,
    display: 'flex',
    alignItems: 'center',
    padding: '0 8px',
    background: BAR_BACKGROUND,
    color: '#fff',
    font: '600 0.8125rem/1 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  toggle: {
    height: 28,
    padding: '0 12px',
    border: '1px solid rgba(255,255,255,.7)',
    borderRadius: 14,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  },
  panel: {
    position: 'fixed',
    top: DEMO_BAR_HEIGHT + 8,
    left: 8,
    width: 360,
    maxWidth: 'calc(100vw - 16px)',
  },
  loading: { margin: 0, padding: 16, borderRadius: 8, background: BAR_BACKGROUND, color: '#fff', fontWeight: 400 },
} satisfies Record<string, CSSProperties>;
