import { makeAutoObservable } from 'mobx';
import type { Session } from '../../application/session/Session';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { MemberAbilities } from '../../domain/roles/MemberAbilities';
import type { I18n } from '../i18n/I18n';

/** Who is at the door of the manager area: a manager, a member who is not one, or a guest (who may sign in). */
export type ManageGate = 'manager' | 'member' | 'guest';

/** A section of the manager area, as its navigation shows it. */
export interface ManageSection {
  /** The network-relative path (NETWORK_PATHS). */
  path: string;
  label: string;
  description: string;
}

/** The sections built so far, in the navigation's order (issue 12 adds moderation, notifications and chat here). */
const SECTIONS = [
  { path: NETWORK_PATHS.manageEngagement, key: 'engagement' },
  { path: NETWORK_PATHS.manageModeration, key: 'moderation' },
] as const;

/**
 * The frame of `/:slug/manage/*` (issue 12): only network managers are let in (spec §1, §6: they administer the
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

  get sections(): ManageSection[] {
    return SECTIONS.map(({ path, key }) => ({
      path,
      label: this.i18n.t(`manage.section.${key}`),
      description: this.i18n.t(`manage.section.${key}.description`),
    }));
  }

  /** The tab's name on the page at `path`: the refusal says so; a manager sees the section's name, or the area's. */
  pageTitleAt(path: string): string {
    if (this.gate !== 'manager') return this.i18n.t('manage.refused.title');
    return this.sections.find((section) => section.path === path)?.label ?? this.i18n.t('manage.title');
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
