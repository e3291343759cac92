import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { SendNotification } from '../../../../src/application/usecases/notifications/SendNotification';
import { InMemoryNotificationGateway } from '../../../../src/infrastructure/memory/InMemoryNotificationGateway';

describe('SendNotification', () => {
  it("sends a manager's notification and answers with it as the server keeps it", async () => {
    const notifications = new InMemoryNotificationGateway();
    notifications.role = 'network_manager';
    const sent = await new SendNotification(notifications).execute({ title: 'Track closed', body: 'Saturday only.' });
    expect(notifications.callsOf('send')).toEqual([[{ title: 'Track closed', body: 'Saturday only.' }]]);
    expect(sent).toMatchObject({ title: 'Track closed', body: 'Saturday only.', read: false });
    expect((await notifications.list({ limit: 10, offset: 0 })).items.map((item) => item.title)).toEqual(['Track closed']);
  });

  it("passes on the server's refusal to a member who may not send", async () => {
    const notifications = new InMemoryNotificationGateway();
    await expect(new SendNotification(notifications).execute({ title: 'Hi', body: 'All' })).rejects.toSatisfy((error) => ApiError.is(error, 'Forbidden'));
  });
});
