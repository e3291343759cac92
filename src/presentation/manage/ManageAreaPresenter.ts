import { makeAutoObservable } from 'mobx';
import type { Session } from '../../application/session/Session';
import { networkKey, STORAGE_KEYS } from '../../application/ports/KeyValueStore';
import { MANAGE_SECTIONS, manageSectionPath, type ManageSectionKey } from '../../domain/navigation/ManageSections';
import { MemberAbilities } from '../../domain/roles/MemberAbilities';
import type { I18n } from '../i18n/I18n';

/** Who is at the door of the manager area: a manager, a member who is not one, or a guest (who may sign in). */
export type ManageGate = 'manager' | 'member' | 'guest';

/** A section of the manager area, as its navigation shows it. */
export interface ManageSection {
  key: ManageSectionKey;
  /** The network-relative path (`manageSectionPath`). */
  path: string;
  label: string;
  description: string;
}

/**
 * Where the manager area keeps something on this device, per network (`manage:<networkId>:<name>`): Logout removes
 * every such key of the network (STORAGE_KEYS.managePrefix).
 */
export function manageStoreKey(networkId: string, name: string): string {
  return `${networkKey(STORAGE_KEYS.managePrefix, networkId)}:${name}`;
}

/**
 * The frame of `/:slug/manage/*`: only network managers are let in (spec §1, §6: they administer the
 * network); anyone else gets a "managers only" page, a guest with a way to sign in. It lists the area's sections.
 */
export class ManageAreaPresenter {
  constructor(
    private readonly session: Pick<Session, 'membership' | 'network'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<ManageAreaPresenter, 'session' | 'i18n'>(this, { session: false, i18n: false }, { autoBind: true });
  }

  get gate(): ManageGate {
    const membership = this.session.membership;
    if (!membership) return 'guest';
    return new MemberAbilities(membership).canAdminister ? 'manager' : 'member';
  }

  get networkName(): string {
    return this.session.network?.name ?? '';
  }

  /** Every section, but chat only on a network that has it (`features.chat`). */
  get sections(): ManageSection[] {
    const chat = this.session.network?.features.chat ?? false;
    return MANAGE_SECTIONS.filter((key) => key !== 'chat' || chat).map((key) => ({
      key,
      path: manageSectionPath(key),
      label: this.i18n.t(`manage.section.${key}`),
      description: this.i18n.t(`manage.section.${key}.description`),
    }));
  }

  /** Whether `section` is a section of this network's area (chat is not one without `features.chat`). */
  has(section: string | undefined): section is ManageSectionKey {
    return this.sections.some((candidate) => candidate.key === section);
  }

  /** The tab's name on a section's page (or the area's index): the refusal says so; a manager sees the section's name. */
  pageTitleAt(section: ManageSectionKey | null): string {
    if (this.gate !== 'manager') return this.i18n.t('manage.refused.title');
    return this.sections.find((candidate) => candidate.key === section)?.label ?? this.i18n.t('manage.title');
  }

  get refusal(): { title: string; body: string; offerSignIn: boolean } {
    const guest = this.gate === 'guest';
    return {
      title: this.i18n.t('manage.refused.title'),
      body: this.i18n.t(guest ? 'manage.refused.guestBody' : 'manage.refused.body', { network: this.networkName }),
      offerSignIn: guest,
    };
  }
}
