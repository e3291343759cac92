import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),[tabindex]';

/** Layers over the modal that keep their own focus and keys: MUI's dialogs and popovers (the country picker), menus. */
const OTHER_LAYER = '[role="dialog"],[role="alertdialog"],[role="presentation"],[role="menu"],[role="listbox"]';

/**
 * A modal dialog drawn with the first-paint CSS (`.modal`), for the dialogs a page opens as it loads (the sign-in
 * modal of the auth pages): MUI's Dialog brings MUI and emotion, whose loading and first styles are the longest tasks
 * such a page would run. It does what a modal must: the page behind is covered and does not scroll; focus stays
 * inside (Tab and Shift+Tab go round, and focus that leaves, or falls to the page when a control goes away, is brought
 * back); Escape and a click beside it close it when it may be closed (`onClose`); focus goes in (to the control marked
 * `autoFocus`, else the dialog) and back where it was when it closes. Layers opened over it (MUI's dialogs and
 * popovers) keep their own focus and keys. Full width at 768 px or less, like every dialog (spec §2); `fullScreen`
 * fills the screen.
 */
export function ModalFrame({
  labelledBy,
  onClose,
  fullScreen = false,
  width,
  paperProps,
  children,
}: {
  labelledBy: string;
  /** Closes it on Escape and on a click beside it; without it, only the dialog's own controls close it. */
  onClose?: () => void;
  fullScreen?: boolean;
  /** Its width in px from 769 px up (at most the screen less 32 px). */
  width?: number;
  paperProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | undefined>;
  children: ReactNode;
}) {
  const paper = useRef<HTMLDivElement>(null);
  // Where focus was before the dialog came: read as it renders, since a control marked autoFocus takes focus as the
  // dialog is committed, before any effect runs.
  const [before] = useState(() => document.activeElement);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = paper.current;
    if (!dialog) return undefined;
    // A control marked autoFocus took focus as it was committed; else the dialog itself takes it.
    if (!dialog.contains(document.activeElement)) dialog.focus();
    const unlock = lockPageScroll();
    const inOtherLayer = (target: EventTarget | null) => target instanceof Element && !dialog.contains(target) && target.closest(OTHER_LAYER) !== null;
    const keyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || inOtherLayer(event.target)) return;
      if (event.key === 'Escape' && close.current) {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        tabWithin(dialog, event);
      }
    };
    const focusIn = (event: FocusEvent) => {
      if (!dialog.contains(event.target as Node) && !inOtherLayer(event.target)) dialog.focus();
    };
    document.addEventListener('keydown', keyDown);
    document.addEventListener('focusin', focusIn);
    return () => {
      document.removeEventListener('keydown', keyDown);
      document.removeEventListener('focusin', focusIn);
      unlock();
      if (before instanceof HTMLElement && before.isConnected && (!document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement))) {
        before.focus();
      }
    };
  }, [before]);

  return (
    <div className="modal">
      <div className="modal__backdrop" aria-hidden onClick={onClose} />
      <div
        {...paperProps}
        ref={paper}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`paper modal__paper${fullScreen ? ' modal__paper--full' : ''}`}
        style={!fullScreen && width ? { width } : undefined}
      >
        {children}
      </div>
    </div>
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first (or from outside) to the last. */
function tabWithin(dialog: HTMLElement, event: KeyboardEvent): void {
  // Where the page has a layout, only what is drawn counts (not a closed panel's controls).
  const drawn = dialog.getClientRects().length > 0;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden],[inert]') && (!drawn || element.getClientRects().length > 0),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  const inside = active !== dialog && dialog.contains(active);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** The page behind a modal keeps its place: no scrolling, and the scroll bar's width kept as a margin (nothing moves). */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const { overflow, paddingRight } = root.style;
  const scrollbar = window.innerWidth - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = overflow;
    root.style.paddingRight = paddingRight;
  };
}
