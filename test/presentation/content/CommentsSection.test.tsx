// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { sampleComment, sampleContent } from '../../../src/infrastructure/memory/samples';
import { CommentsSection } from '../../../src/presentation/content/CommentsSection';
import { commentsOf, community } from './contentHarness';
import { withI18n } from '../app/withI18n';
import { InMemoryPageVisibility } from '../../../src/infrastructure/memory/InMemoryPageVisibility';
import { scrollWindowTo, stubLayout } from '../widgets/layoutStub';

describe('CommentsSection: the composer’s length (issue 22 §5)', () => {
  it('describes the field with its counter near the limit, and marks it invalid past it, its send button disabled', async () => {
    const h = community({ contents: [sampleContent({ id: 'c1' })] });
    const comments = commentsOf(h, 'c1', 0, new InMemoryPageVisibility());
    comments.mount();
    render(withI18n(h.i18n, <CommentsSection comments={comments} onSignIn={() => undefined} />));
    const field = await screen.findByRole('textbox', { name: 'Write a comment' });
    expect(field).toHaveAccessibleDescription('Ctrl+Enter (⌘+Enter on a Mac) sends.');

    fireEvent.change(field, { target: { value: 'x'.repeat(4_100) } });
    expect(field).toHaveAccessibleDescription('4,100 / 5,000');
    expect(field).not.toBeInvalid();
    expect(screen.getByRole('button', { name: 'Comment' })).toBeEnabled();

    fireEvent.change(field, { target: { value: 'x'.repeat(5_001) } });
    expect(field).toHaveAccessibleDescription('5,001 / 5,000: 1 character too many.');
    expect(field).toBeInvalid();
    expect(screen.getByRole('button', { name: 'Comment' })).toBeDisabled();
  });
});

describe('CommentsSection at length', () => {
  let undoLayout: () => void;
  beforeEach(() => (undoLayout = stubLayout({ rowHeight: 120 })));
  afterEach(() => undoLayout());

  it('draws only the comments near the screen, however many earlier pages are shown', async () => {
    const count = 400;
    const comments = Array.from({ length: count }, (_, index) => sampleComment({ id: `k${index}`, contentId: 'c1', body: `Comment ${index}`, createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString() }));
    const h = community({ contents: [sampleContent({ id: 'c1', commentsCount: count })], comments });
    const section = commentsOf(h, 'c1', count, new InMemoryPageVisibility());
    section.mount();
    render(withI18n(h.i18n, <CommentsSection comments={section} onSignIn={() => undefined} />));
    await screen.findByRole('list', { name: 'Comments' });
    while (section.hasEarlier) await act(() => section.showEarlierClicked());
    expect(section.items).toHaveLength(count);
    // A short list is drawn whole in an element of its own; this long one is drawn near the screen.
    const list = screen.getByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('article').length).toBeLessThanOrEqual(20);

    await act(async () => scrollWindowTo(200 * 132));
    const shown = within(list).getAllByRole('article').map((article) => article.textContent ?? '');
    expect(shown.length).toBeLessThanOrEqual(20);
    expect(shown.some((text) => text.includes('Comment 200'))).toBe(true);
  });
});
