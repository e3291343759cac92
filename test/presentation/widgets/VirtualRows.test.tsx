// @vitest-environment jsdom
import { useLayoutEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DRAWN_WHOLE_UP_TO, VirtualRows, type MeasuredRows } from '../../../src/presentation/widgets/VirtualRows';
import { scrollWindowTo, stubLayout } from './layoutStub';

const ROW = 50;
const GAP = 10;
const keysFrom = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => `m-${first + index}`);
const itself = (key: string) => key;
const rowsShown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

function PageList({ keys, measured, onLeave }: { keys: string[]; measured?: MeasuredRows; onLeave?: (rows: MeasuredRows) => void }) {
  return <VirtualRows as="ol" label="Rows" items={keys} keyOf={itself} estimateSize={ROW} gap={GAP} measured={measured} onLeave={onLeave} renderItem={itself} />;
}

/** A log of its own scroller, opened at its newest row, whose rows can be added above, as a conversation's earlier messages are. */
function Log({ initial }: { initial: string[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [keys, setKeys] = useState(initial);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);
  return (
    <div ref={scroller} data-scroller="" style={{ overflowY: 'auto' }}>
      <button type="button" onClick={() => setKeys((shown) => [...keysFrom(Number(shown[0]?.slice(2)) - 30, Number(shown[0]?.slice(2)) - 1), ...shown])}>
        Earlier
      </button>
      <VirtualRows as="ol" scroller={scroller} anchorToEnd items={keys} keyOf={itself} estimateSize={ROW} gap={GAP} renderItem={itself} />
    </div>
  );
}

/** A row with what a member leaves in it: a count of its own and a field being typed in. */
function Editable({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setClicks(clicks + 1)}>{`${name} clicked ${clicks}`}</button>
      <input aria-label={`${name} draft`} />
    </>
  );
}

const editable = (key: string) => <Editable name={key} />;

describe('VirtualRows', () => {
  let undoLayout: () => void;
  beforeEach(() => (undoLayout = stubLayout({ rowHeight: ROW })));
  afterEach(() => undoLayout());

  it('draws only the rows near the screen of a long list, in its own markup, the rest kept as the list’s padding', () => {
    render(<PageList keys={keysFrom(0, 9_999)} />);
    const list = screen.getByRole('list', { name: 'Rows' });
    expect(list.tagName).toBe('OL');
    // A 768 px window shows 13 rows of 60 px; a few more are drawn on each side.
    expect(rowsShown().length).toBeLessThanOrEqual(25);
    expect(rowsShown()[0]).toBe('m-0');
    expect(list.style.paddingTop).toBe('0px');
    expect(parseFloat(list.style.paddingBottom)).toBeGreaterThan(9_000 * (ROW + GAP));

    act(() => scrollWindowTo(5_000 * (ROW + GAP)));
    expect(rowsShown()).toContain('m-5000');
    expect(rowsShown()).not.toContain('m-0');
    expect(rowsShown().length).toBeLessThanOrEqual(25);
    expect(parseFloat(list.style.paddingTop)).toBe(Number(list.querySelector('li')?.getAttribute('data-index')) * (ROW + GAP));
  });

  it('keeps the rows read where they are when earlier rows come above them (anchorToEnd)', async () => {
    render(<Log initial={keysFrom(1_000, 1_099)} />);
    const scroller = screen.getByRole('button', { name: 'Earlier' }).parentElement as HTMLElement;
    act(() => scroller.scrollTo({ top: 40 * (ROW + GAP) }));
    expect(rowsShown()).toContain('m-1040');

    await act(async () => screen.getByRole('button', { name: 'Earlier' }).click());
    // Thirty rows of 60 px came above: the scroll moved by as much, so row 1040 is where it was.
    expect(scroller.scrollTop).toBe(70 * (ROW + GAP));
    expect(rowsShown()).toContain('m-1040');
  });

  it('leaves a log where its owner scrolled it when it opened (at its newest row)', async () => {
    render(<Log initial={keysFrom(1_000, 1_019)} />);
    await act(async () => undefined);
    const scroller = screen.getByRole('button', { name: 'Earlier' }).parentElement as HTMLElement;
    expect(scroller.scrollTop).toBe(scroller.scrollHeight - scroller.clientHeight);
    expect(scroller.scrollTop).toBeGreaterThan(0);
  });

  it('keeps the rows read where they are when earlier rows come above a log drawn whole, past the length it draws whole', async () => {
    render(<Log initial={keysFrom(1_000, 1_039)} />);
    await act(async () => undefined);
    const scroller = screen.getByRole('button', { name: 'Earlier' }).parentElement as HTMLElement;
    act(() => scroller.scrollTo({ top: 30 * (ROW + GAP) }));

    await act(async () => screen.getByRole('button', { name: 'Earlier' }).click());
    // Thirty rows of 60 px came above a list of 40 drawn whole, now of 70 drawn near the screen: row 1030 is where it was.
    expect(scroller.scrollTop).toBe(60 * (ROW + GAP));
    expect(rowsShown()).toContain('m-1030');
    expect(rowsShown().length).toBeLessThan(70);
  });

  it('comes back with the rows it measured when it was left, so the place it was scrolled to shows the same row', async () => {
    undoLayout();
    undoLayout = stubLayout({ rowHeight: 120 });
    const keys = keysFrom(0, 499);
    const firstShown = () => screen.getAllByRole('listitem')[0]?.textContent;
    let measured: MeasuredRows = [];
    // Scrolled down a screen at a time, each row drawn on the way is measured at its height (120 px, not the estimate's 50).
    const left = render(<PageList keys={keys} onLeave={(rows) => (measured = rows)} />);
    for (let y = 0; y <= 6_000; y += 500) await act(async () => scrollWindowTo(y));
    const place = firstShown();
    left.unmount();

    // Back at the same scroll, the same row is drawn first: the rows above count at their measured height.
    render(<PageList keys={keys} measured={measured} />);
    await act(async () => undefined);
    expect(firstShown()).toBe(place);
  });

  it('keeps its rows, their state and the focus in them, when it grows past the length it draws whole', async () => {
    undoLayout();
    // Rows taller than their estimate: the rows on screen are found by their measured heights.
    undoLayout = stubLayout({ rowHeight: 120 });
    const keys = keysFrom(0, DRAWN_WHOLE_UP_TO - 1);
    const list = (shown: string[]) => <VirtualRows as="ol" label="Rows" items={shown} keyOf={itself} estimateSize={ROW} gap={GAP} renderItem={editable} />;
    const { rerender } = render(list(keys));
    await act(async () => undefined);
    expect(screen.getAllByRole('listitem')).toHaveLength(DRAWN_WHOLE_UP_TO);
    await act(async () => scrollWindowTo(40 * (120 + GAP)));
    fireEvent.click(screen.getByRole('button', { name: 'm-40 clicked 0' }));
    const draft = screen.getByRole('textbox', { name: 'm-40 draft' });
    fireEvent.change(draft, { target: { value: 'Half a thought' } });
    draft.focus();

    rerender(list([...keys, 'm-50']));
    await act(async () => undefined);

    expect(screen.getAllByRole('listitem').length).toBeLessThan(DRAWN_WHOLE_UP_TO);
    expect(screen.getByRole('textbox', { name: 'm-40 draft' })).toBe(draft);
    expect(draft).toHaveFocus();
    expect(draft).toHaveValue('Half a thought');
    expect(screen.getByRole('button', { name: 'm-40 clicked 1' })).toBeInTheDocument();
  });
});
