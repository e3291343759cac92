import { describe, expect, it } from 'vitest';
import { videoSourceOf } from '../../../src/domain/content/VideoSource';

describe('videoSourceOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('plays %s in YouTube’s player', (address, src) => {
    expect(videoSourceOf(address)).toEqual({ kind: 'embed', host: 'youtube', src });
  });

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'])('plays %s in Vimeo’s player', (address) => {
    expect(videoSourceOf(address)).toEqual({ kind: 'embed', host: 'vimeo', src: 'https://player.vimeo.com/video/76979871?dnt=1' });
  });

  it('plays any other https address as a file in the browser’s player, including a host’s page it cannot read', () => {
    expect(videoSourceOf('https://cdn.example.com/warm-up.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example.com/warm-up.mp4' });
    expect(videoSourceOf('https://www.youtube.com/watch?v=short')).toEqual({ kind: 'file', src: 'https://www.youtube.com/watch?v=short' });
  });

  it.each(['http://cdn.example.com/a.mp4', 'javascript:alert(1)', '', 'https://user:pw@cdn.example.com/a.mp4'])('plays nothing of %s', (address) => {
    expect(videoSourceOf(address)).toBeNull();
  });
});
