type Style = Partial<CSSStyleDeclaration>;

/** Sets inline styles through the CSSOM, which a Content-Security-Policy never blocks (a style attribute it may). */
export function styled<Element extends HTMLElement>(element: Element, style: Style): Element {
  Object.assign(element.style, style);
  return element;
}

/*
 * Adapters cannot read the app's theme (it lives in presentation), so the fake gateway carries its
 * own Material-like look, close to the app's fields: the app's blue and error red, 8 px corners, and
 * 16 px text in inputs so that iOS does not zoom in on focus.
 */
const colors = {
  primary: '#2446b8',
  onPrimary: '#ffffff',
  error: '#d32f2f',
  border: 'rgba(0, 0, 0, 0.23)',
  text: 'rgba(0, 0, 0, 0.87)',
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  paper: '#ffffff',
  backdrop: 'rgba(0, 0, 0, 0.5)',
};

const button: Style = {
  minHeight: '44px',
  minWidth: '96px',
  padding: '8px 20px',
  borderRadius: '8px',
  font: 'inherit',
  fontSize: '15px',
  fontWeight: '600',
  cursor: 'pointer',
  boxSizing: 'border-box',
};

export const FAKE_PAYMENT_LOOK = {
  colors,
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    width: '100%',
    minWidth: '0',
    boxSizing: 'border-box',
    color: colors.text,
    fontFamily: 'inherit',
  },
  field: { display: 'flex', flexDirection: 'column', minWidth: '0' },
  /**
   * Expiry and CVC side by side, one under the other when the slot is narrower than both. Each field
   * lays its label, input and error on the row's tracks (subgrid), so that the two inputs stay level
   * when one label wraps (Italian's "Codice di sicurezza (CVC)" at 320 px).
   */
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 120px), 1fr))',
    columnGap: '16px',
    rowGap: '16px',
    minWidth: '0',
  },
  rowField: { display: 'grid', gridRow: 'span 3', gridTemplateRows: 'subgrid', rowGap: '0', alignContent: 'start' },
  rowLabel: { alignSelf: 'end' },
  label: { marginBottom: '6px', fontSize: '14px', fontWeight: '500', lineHeight: '1.4' },
  input: {
    width: '100%',
    maxWidth: '100%',
    boxSizing: 'border-box',
    minHeight: '48px',
    padding: '12px 14px',
    border: `1px solid ${colors.border}`,
    borderRadius: '8px',
    background: colors.paper,
    color: colors.text,
    fontFamily: 'inherit',
    fontSize: '16px',
    lineHeight: '1.5',
    letterSpacing: '0.02em',
    outline: 'none',
  },
  error: { margin: '6px 0 0', color: colors.error, fontSize: '13px', lineHeight: '1.4' },
  hint: { margin: '0', color: colors.textSecondary, fontSize: '13px', lineHeight: '1.6', overflowWrap: 'break-word' },
  cardNumber: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: '500', color: colors.text },
  backdrop: {
    position: 'fixed',
    inset: '0',
    zIndex: '2000',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '16px',
    boxSizing: 'border-box',
    background: colors.backdrop,
  },
  dialog: {
    width: '100%',
    maxWidth: '400px',
    maxHeight: '100%',
    overflowY: 'auto',
    boxSizing: 'border-box',
    padding: '24px',
    borderRadius: '12px',
    background: colors.paper,
    color: colors.text,
    boxShadow: '0 11px 15px -7px rgba(0, 0, 0, 0.2), 0 24px 38px 3px rgba(0, 0, 0, 0.14)',
  },
  dialogTitle: { margin: '0 0 8px', fontSize: '20px', fontWeight: '600', lineHeight: '1.3' },
  dialogText: { margin: '0 0 24px', fontSize: '15px', lineHeight: '1.5', color: colors.textSecondary },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '8px' },
  primaryButton: { ...button, border: `1px solid ${colors.primary}`, background: colors.primary, color: colors.onPrimary },
  secondaryButton: { ...button, border: `1px solid ${colors.border}`, background: colors.paper, color: colors.primary },
} satisfies Record<string, Style | typeof colors>;
