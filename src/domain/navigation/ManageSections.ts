import { NETWORK_PATHS } from './NetworkPaths';

/** The sections of the manager area, in its navigation's order; chat only where the network has it. */
export const MANAGE_SECTIONS = ['engagement', 'moderation', 'notifications', 'coupons', 'chat'] as const;
export type ManageSectionKey = (typeof MANAGE_SECTIONS)[number];

/**
 * The network-relative path of a section: one route, `/manage/:section`, serves them all, so the first load
 * carries one path for the whole area.
 */
export function manageSectionPath(section: ManageSectionKey): string {
  return NETWORK_PATHS.manageSection.replace(':section', section);
}

