import type { IdentityProvider } from '../../application/ports/IdentityProvider';
import type { SocialProvider } from '../../domain/auth/Tokens';
import { play, ScriptedGateway, type Scripted } from './ScriptedGateway';

/**
 * A provider window that completes at once with `<provider>-access-token`, unless the next answers
 * were scripted: a token, null (the person closed the window) or an error.
 */
export class ScriptedIdentityProvider extends ScriptedGateway<keyof IdentityProvider> implements IdentityProvider {
  private readonly answers: Scripted<string | null>[] = [];

  queueAnswer(...answers: Scripted<string | null>[]): void {
    this.answers.push(...answers);
  }

  async authorize(provider: SocialProvider): Promise<string | null> {
    this.enter('authorize', provider);
    const scripted = this.answers.shift();
    return scripted === undefined ? `${provider}-access-token` : play(scripted);
  }
}
