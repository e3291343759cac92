import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { Session } from '../../session/Session';

/**
 * A member who switches language tells the server (`lastLocale`), so its e-mails and messages, and
 * the next sign-in on another device (spec §4 "last locale applied"), follow the choice.
 */
export class RememberLanguage {
  constructor(
    private readonly session: Pick<Session, 'membership' | 'updateMembership'>,
    private readonly memberships: Pick<MembershipGateway, 'update'>,
  ) {}

  async execute(locale: string): Promise<void> {
    const member = this.session.membership;
    if (!member || member.lastLocale === locale) return;
    const updated = await this.memberships.update(member.id, { lastLocale: locale });
    if (this.session.membership?.id === updated.id) this.session.updateMembership(updated);
  }
}
