import { LiveAudience } from '../../application/live/LiveAudience';
import type { LiveChannel, LiveChannelSwitch, LiveState } from '../../application/ports/LiveChannel';
import type { LiveEventData, LiveEventName } from '../../domain/live/LiveEvent';

/**
 * A live channel a test plays for the presenters: it says what happened (`emit`), how the channel stands
 * (`setState`) and that events were missed (`reset`), and reads the typing the app signalled (`typed`) and which
 * network the composition connected (`connectedTo`). `listenerCount` tells whether a presenter stopped listening.
 */
export class InMemoryLiveChannel extends LiveAudience implements LiveChannel, LiveChannelSwitch {
  /** The conversations `typing` was called for, in order (the real channel throttles them; this one records each). */
  readonly typed: string[] = [];
  connectedTo: string | null = null;

  typing(conversationId: string): void {
    this.typed.push(conversationId);
  }

  connect(networkId: string): void {
    this.connectedTo = networkId;
    this.setState('live');
  }

  disconnect(): void {
    this.connectedTo = null;
    this.setState('off');
  }

  emit<Name extends LiveEventName>(name: Name, data: LiveEventData[Name]): void {
    this.tellEvent(name, data);
  }

  override setState(state: LiveState): void {
    super.setState(state);
  }

  reset(): void {
    this.tellReset();
  }
}
