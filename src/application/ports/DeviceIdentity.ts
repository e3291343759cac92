/**
 * This browser as one of the member's devices: a random id, the same for every network and visit,
 * that sign-in calls carry as `deviceId` (api-contract.md "Conventions").
 */
export interface DeviceIdentity {
  deviceId(): string;
}
export const DEVICE_IDENTITY = Symbol.for('DeviceIdentity');
