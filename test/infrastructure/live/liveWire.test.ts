import { describe, expect, it } from 'vitest';
import { liveSocketOrigin, liveSocketUrl } from '../../../src/infrastructure/live/liveWire';

describe('liveSocketUrl', () => {
  it.each([
    ['/api', 'http://localhost:5173/harbour-runners', 'ws://localhost:5173/api/v2/live?networkId=net-a'],
    ['/api/', 'https://community.example.com/harbour-runners/chat', 'wss://community.example.com/api/v2/live?networkId=net-a'],
    ['https://api.example.com/v2-base/', 'https://community.example.com/', 'wss://api.example.com/v2-base/v2/live?networkId=net-a'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4173/', 'ws://127.0.0.1:4010/v2/live?networkId=net-a'],
  ])('is the API base URL %s with ws/wss for http/https, path /v2/live and the network (page %s)', (apiBaseUrl, pageUrl, socketUrl) => {
    expect(liveSocketUrl(apiBaseUrl, pageUrl, 'net-a')).toBe(socketUrl);
  });

  it('encodes the network id', () => {
    expect(liveSocketUrl('/api', 'http://localhost/', 'net a&b')).toBe('ws://localhost/api/v2/live?networkId=net+a%26b');
  });
});

describe('liveSocketOrigin', () => {
  it.each([
    ['https://api.example.com/v2-base/', 'wss://api.example.com'],
    ['http://127.0.0.1:4010', 'ws://127.0.0.1:4010'],
    ['/api', null],
    ['', null],
  ])('of %s is %s', (apiBaseUrl, origin) => {
    expect(liveSocketOrigin(apiBaseUrl)).toBe(origin);
  });
});
