import type { CustomFieldDefinition } from '../../domain/network/NetworkCustomization';

/** The questions a network asks its members when they join or complete their profile (spec §3 custom fields). */
export interface CustomFieldGateway {
  customFields(networkId: string): Promise<CustomFieldDefinition[]>;
}
export const CUSTOM_FIELD_GATEWAY = Symbol.for('CustomFieldGateway');
