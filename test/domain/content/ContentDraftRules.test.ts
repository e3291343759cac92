import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../../src/domain/content/ContentDraftRules';

const draft = { type: 'post' as const, title: 'Track night', body: 'Tuesday at 7.' };

describe('problemsOf (the writing form)', () => {
  it('accepts a title and a text, with or without an https cover', () => {
    expect(problemsOf(draft)).toEqual({});
    expect(problemsOf({ ...draft, cover: 'https://images.example.com/a.jpg' })).toEqual({});
    expect(problemsOf({ ...draft, cover: '  ' })).toEqual({});
  });

  it('requires the title and the text', () => {
    expect(problemsOf({ ...draft, title: ' ', body: '' })).toEqual({ title: 'required', body: 'required' });
  });

  it('refuses a title over 200 characters and a text over 50,000 (issue 22 §5)', () => {
    expect(problemsOf({ ...draft, title: 't'.repeat(200), body: 'b'.repeat(50_000) })).toEqual({});
    expect(problemsOf({ ...draft, title: 't'.repeat(201), body: 'b'.repeat(50_001) })).toEqual({ title: 'tooLong', body: 'tooLong' });
    expect(problemsOf({ ...draft, title: ` ${'t'.repeat(200)} ` })).toEqual({});
  });

  it.each(['http://images.example.com/a.jpg', 'javascript:alert(1)', '/relative.jpg', 'images.example.com/a.jpg', 'data:image/png;base64,AAA'])('refuses the cover %s', (cover) => {
    expect(problemsOf({ ...draft, cover })).toEqual({ cover: 'unsafeUrl' });
  });

  it('accepts the http cover a fake back end serves on loopback (api-contract.md POST /v2/uploads)', () => {
    expect(problemsOf({ ...draft, cover: 'http://127.0.0.1:4010/v2/uploads/upl-1' })).toEqual({});
  });
});

describe('problemsOf: videos and events (api-contract.md `mediaUrl`, `startsAt`)', () => {
  it('asks a video for its https address, and nothing of the other types', () => {
    expect(problemsOf({ ...draft, type: 'video' })).toEqual({ mediaUrl: 'required' });
    expect(problemsOf({ ...draft, type: 'video', mediaUrl: ' ' })).toEqual({ mediaUrl: 'required' });
    expect(problemsOf({ ...draft, type: 'video', mediaUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toEqual({});
    expect(problemsOf({ ...draft, type: 'post', mediaUrl: 'not checked' })).toEqual({});
  });

  it.each(['http://videos.example.com/a.mp4', 'http://127.0.0.1:4010/a.mp4', 'javascript:alert(1)', 'videos.example.com/a.mp4'])('refuses the video address %s', (mediaUrl) => {
    expect(problemsOf({ ...draft, type: 'video', mediaUrl })).toEqual({ mediaUrl: 'notHttps' });
  });

  it('refuses a video address over 2,048 characters', () => {
    expect(problemsOf({ ...draft, type: 'video', mediaUrl: `https://v.example.com/${'a'.repeat(2_048)}` })).toEqual({ mediaUrl: 'tooLong' });
  });

  it('asks an event for a start that is a date', () => {
    expect(problemsOf({ ...draft, type: 'event' })).toEqual({ startsAt: 'required' });
    expect(problemsOf({ ...draft, type: 'event', startsAt: 'next Tuesday' })).toEqual({ startsAt: 'invalidDate' });
    expect(problemsOf({ ...draft, type: 'event', startsAt: '2026-12-01T18:30:00.000Z' })).toEqual({});
  });
});
