// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ToastHost from '../../../src/presentation/toasts/ToastHost';
import { ToastCenter } from '../../../src/presentation/toasts/ToastCenter';

describe('ToastHost', () => {
  it('shows the toast it was mounted for, and every toast after it', async () => {
    // Its own device (a desktop), whatever another file of the suite left in the shared document.
    const deviceMatchMedia = window.matchMedia;
    window.matchMedia = ((media: string) => ({ matches: false, media, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false })) as never;
    const center = new ToastCenter();
    // The host is mounted for the first toast (Toasts): it takes that one on its first run.
    center.success('The conversation is now called “Race crew”.');
    const { unmount } = render(<ToastHost center={center} />);
    expect(await screen.findByText('The conversation is now called “Race crew”.')).toBeTruthy();

    act(() => center.success('Ada Rossi was removed from the conversation.'));
    act(() => center.error('You could not leave this conversation.'));

    expect(await screen.findByText('Ada Rossi was removed from the conversation.')).toBeTruthy();
    expect(await screen.findByText('You could not leave this conversation.')).toBeTruthy();
    expect(center.pending).toEqual([]);
    unmount();
    window.matchMedia = deviceMatchMedia;
  });
});
