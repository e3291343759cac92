// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpIpLookup } from '../../../src/infrastructure/http/HttpIpLookup';
import { BASE_URL, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const gateway = () => new HttpIpLookup(api.client);

describe('HttpIpLookup', () => {
  it("tells the visitor's country", async () => {
    await api.enter('borgo-market');
    await expect(gateway().ipCountry()).resolves.toBe('IT');
  });

  it('turns a country that is not text into MalformedResponse', async () => {
    api.server.use(http.get(`${BASE_URL}/v2/ip-lookup`, () => HttpResponse.json({ data: { countryCode: 39 } })));
    await expect(gateway().ipCountry()).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.countryCode' } });
  });
});
