import { describe, expect, it } from 'vitest';
import type { Route } from '../../../src/infrastructure/fake-api/Route';
import { RouteTable } from '../../../src/infrastructure/fake-api/RouteTable';

const route = (method: Route['method'], path: string): Route => ({ method, path, handle: () => ({ status: 204 }) });

describe('RouteTable', () => {
  const contents = route('GET', '/v2/contents');
  const content = route('GET', '/v2/contents/{id}');
  const comments = route('GET', '/v2/contents/{id}/comments');
  const reaction = route('PUT', '/v2/reactions/{targetType}/{targetId}');
  const edit = route('PATCH', '/v2/contents/{id}');
  const table = new RouteTable([contents, content, comments, reaction, edit]);

  it('finds the call of a method and a path, with the path’s parts decoded', () => {
    expect(table.find('GET', '/v2/contents')).toEqual({ route: contents, params: {} });
    expect(table.find('GET', '/v2/contents/c%201')).toEqual({ route: content, params: { id: 'c 1' } });
    expect(table.find('GET', '/v2/contents/c-1/comments')).toEqual({ route: comments, params: { id: 'c-1' } });
    expect(table.find('PUT', '/v2/reactions/comment/k-9')).toEqual({ route: reaction, params: { targetType: 'comment', targetId: 'k-9' } });
  });

  it('tells methods apart', () => {
    expect(table.find('PATCH', '/v2/contents/c-1')?.route).toBe(edit);
    expect(table.find('DELETE', '/v2/contents/c-1')).toBeUndefined();
  });

  it('takes a trailing slash, and nothing more or less than the whole path', () => {
    expect(table.find('GET', '/v2/contents/')?.route).toBe(contents);
    expect(table.find('GET', '/v2/contents/c-1/comments/extra')).toBeUndefined();
    expect(table.find('GET', '/v2/contentsx')).toBeUndefined();
    expect(table.find('GET', '/v1/v2/contents')).toBeUndefined();
    expect(table.find('GET', '/v2/contents//comments')).toBeUndefined();
  });

  it('serves the route written first when two would', () => {
    const mine = route('GET', '/v2/contents/mine');
    expect(new RouteTable([mine, content]).find('GET', '/v2/contents/mine')?.route).toBe(mine);
    expect(new RouteTable([content, mine]).find('GET', '/v2/contents/mine')?.route).toBe(content);
  });

  it('keeps a malformed escape as it was sent, for the route to answer that it knows no such id', () => {
    expect(table.find('GET', '/v2/contents/%E0%A4%A')).toEqual({ route: content, params: { id: '%E0%A4%A' } });
  });
});
