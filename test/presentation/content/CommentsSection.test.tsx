// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { sampleContent } from '../../../src/infrastructure/memory/samples';
import { CommentsSection } from '../../../src/presentation/content/CommentsSection';
import { commentsOf, community } from './contentHarness';
import { withI18n } from '../app/withI18n';
import { InMemoryPageVisibility } from '../../../src/infrastructure/memory/InMemoryPageVisibility';

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
