import type { DeviceIdentity } from '../../application/ports/DeviceIdentity';

/** A fixed device id for tests and the memory profile. */
export class InMemoryDeviceIdentity implements DeviceIdentity {
  constructor(private readonly id: string = 'device-in-memory-0001') {}

  deviceId(): string {
    return this.id;
  }
}
